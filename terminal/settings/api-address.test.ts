import { describe, expect, it } from "vitest";
import { apiAddressChange } from "./api-address.ts";

describe("apiAddressChange: a pairing link's API address against the tablet's", () => {
  it("keeps an address written differently but naming the same service", () => {
    expect(apiAddressChange("https://pay.shop.example/", "https://pay.shop.example")).toBeNull();
    expect(apiAddressChange("https://PAY.shop.example:443/api/", "https://pay.shop.example/api")).toBeNull();
  });

  it("names the hosts when the host or port changes", () => {
    expect(apiAddressChange("https://pay.attacker.example", "https://pay.shop.example")).toEqual({
      next: "pay.attacker.example",
      current: "pay.shop.example",
    });
    expect(apiAddressChange("https://pay.shop.example:8443", "https://pay.shop.example")).toEqual({
      next: "pay.shop.example:8443",
      current: "pay.shop.example",
    });
  });

  it("names the whole addresses when only the scheme or the path changes", () => {
    expect(apiAddressChange("https://pay.shop.example/terminal", "https://pay.shop.example")).toEqual({
      next: "https://pay.shop.example/terminal",
      current: "https://pay.shop.example",
    });
    expect(apiAddressChange("http://localhost:4010", "https://localhost:4010")).toEqual({
      next: "http://localhost:4010",
      current: "https://localhost:4010",
    });
    expect(apiAddressChange("https://pay.shop.example/v2", "https://pay.shop.example/v1")).not.toBeNull();
  });
});
