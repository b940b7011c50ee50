import { describe, expect, it } from "vitest";
import { addressGroups } from "./address-groups.ts";

describe("address groups", () => {
  it("sets 0x apart and splits the rest in fours, the last group keeping what is left", () => {
    expect(addressGroups("0x52908400098527886E0F7030069857D2E4169EE7")).toEqual({
      prefix: "0x",
      groups: ["5290", "8400", "0985", "2788", "6E0F", "7030", "0698", "57D2", "E416", "9EE7"],
    });
    expect(addressGroups("TXYZabc")).toEqual({ prefix: "", groups: ["TXYZ", "abc"] });
    expect(addressGroups("")).toEqual({ prefix: "", groups: [] });
  });
});
