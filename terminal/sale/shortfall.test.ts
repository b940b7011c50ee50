import { describe, expect, it } from "vitest";
import { missingOfOrder } from "./shortfall.ts";

describe("missingOfOrder", () => {
  it("asks for the part of the order still missing, rounded up to the currency's minor unit", () => {
    expect(missingOfOrder({ amount: "20.00", currency: "EUR" }, "21.6", "10.8")).toBe("10.00");
    expect(missingOfOrder({ amount: "1000", currency: "JPY" }, "7", "2")).toBe("715");
    expect(missingOfOrder({ amount: "20.00", currency: "EUR" }, "21.6", "21.6")).toBeNull();
  });

  it.each(["USDT", "constructor", "toString"])("asks for nothing in %s, which has no minor unit", (currency) => {
    expect(missingOfOrder({ amount: "20", currency }, "20", "10")).toBeNull();
  });
});
