import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ROUTES, requestPath, routePath } from "./routes.ts";

describe("routes", () => {
  it("names the id parameter of every route that has one, and only those", () => {
    for (const def of Object.values(ROUTES)) {
      expect(def.path.startsWith("/v1/") || def.path.startsWith("/public/v1/")).toBe(true);
      expect("param" in def).toBe(def.path.includes("{id}"));
    }
  });

  it("marks exactly the three public invoice routes as ours, as api-gaps.md does", () => {
    const ours = Object.entries(ROUTES).filter(([, d]) => d.ours).map(([name]) => name);
    expect(ours.sort()).toEqual(["sdkCancelInvoice", "sdkConfirmPayment", "sdkGetInvoice"]);
  });

  it("keeps any id inside one path segment, and decoding gives the id back", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (id) => {
        const path = routePath(ROUTES.getInvoice, id);
        const segment = path.slice("/v1/invoices/".length);
        expect(segment).not.toContain("/");
        expect(segment).not.toContain("?");
        expect(segment).not.toContain("#");
        expect(decodeURIComponent(segment)).toBe(id);
      }),
    );
  });

  it("refuses a blank id as field_required with the parameter's name", () => {
    expect(() => requestPath(ROUTES.getWithdrawal, "")).toThrow(expect.objectContaining({ code: "field_required", field: "withdrawal_id" }));
    expect(requestPath(ROUTES.listInvoices)).toBe("/v1/invoices");
  });
});
