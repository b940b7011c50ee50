import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { parseRoute, routeHash, type Route } from "./routes.ts";

describe("routes", () => {
  it("opens the sale screen for an empty or unknown hash", () => {
    expect(parseRoute("")).toEqual({ name: "sale" });
    expect(parseRoute("#/nope")).toEqual({ name: "sale" });
  });

  it("starts on a screen whatever the hash: a broken escape in a receipt link opens the history", () => {
    expect(parseRoute("#/receipt/%E0%A4%A")).toEqual({ name: "history" });
    fc.assert(fc.property(fc.string(), (hash) => void parseRoute(`#/receipt/${hash}`)));
  });

  it("round-trips every route, receipt ids with any characters included", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (id) => {
        const routes: Route[] = [
          { name: "sale" },
          { name: "pay" },
          { name: "history" },
          { name: "settings" },
          { name: "receipt", saleId: id },
        ];
        for (const r of routes) expect(parseRoute(routeHash(r))).toEqual(r);
      }),
    );
  });
});
