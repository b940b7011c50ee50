import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { parseRoute, routeHash, type Route } from "./routes.ts";

describe("routes", () => {
  it("opens the sale screen for an empty or unknown hash", () => {
    expect(parseRoute("")).toEqual({ name: "sale" });
    expect(parseRoute("#/nope")).toEqual({ name: "sale" });
  });

  it("round-trips every route, receipt ids with any characters included", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (id) => {
        const routes: Route[] = [{ name: "sale" }, { name: "pay" }, { name: "history" }, { name: "settings" }, { name: "receipt", saleId: id }];
        for (const r of routes) expect(parseRoute(routeHash(r))).toEqual(r);
      }),
    );
  });
});
