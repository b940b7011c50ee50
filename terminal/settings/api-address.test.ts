import { describe, expect, it } from "vitest";
import { apiAddressChange } from "./api-address.ts";

describe("apiAddressChange: a pairing link's API address against the tablet's", () => {
  it("keeps an address written differently but naming the same service", () => {
    expect(apiAddressChange("https://pay.shop.example/", "https://pay.shop.example")).toBeNull();
    expect(apiAddressChange("https://PAY.shop.example:443/api/", "https://pay.shop.example/api")).toBeNull();
  });

  // The hosts alone when the host or port changes; the whole addresses when only the scheme or the path does.
  it.each([
    ["https://pay.attacker.example", "https://pay.shop.example", "pay.attacker.example", "pay.shop.example"],
    ["https://pay.shop.example:8443", "https://pay.shop.example", "pay.shop.example:8443", "pay.shop.example"],
    [
      "https://pay.shop.example/terminal",
      "https://pay.shop.example",
      "https://pay.shop.example/terminal",
      "https://pay.shop.example",
    ],
    ["http://localhost:4010", "https://localhost:4010", "http://localhost:4010", "https://localhost:4010"],
    [
      "https://pay.shop.example/v2",
      "https://pay.shop.example/v1",
      "https://pay.shop.example/v2",
      "https://pay.shop.example/v1",
    ],
  ])("names %s against %s as %s and %s", (link, tablet, next, current) => {
    expect(apiAddressChange(link, tablet)).toEqual({ next, current });
  });
});
