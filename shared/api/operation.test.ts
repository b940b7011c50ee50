import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { requestPath, routePath } from "./operation.ts";
import { OPERATIONS } from "./operations.ts";

describe("operations", () => {
  it("names the id parameter of every route that has one, and only those", () => {
    for (const def of Object.values(OPERATIONS)) {
      expect(def.path.startsWith("/v1/") || def.path.startsWith("/public/v1/")).toBe(true);
      expect("id" in def).toBe(def.path.includes("{id}"));
    }
  });

  it("keeps any id inside one path segment that a URL parser leaves alone, and decoding gives the id back", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ minLength: 1 }), fc.stringMatching(/^[.%2eE/]{1,6}$/)), (id) => {
        fc.pre(id !== "." && id !== "..");
        const path = routePath(OPERATIONS.getInvoice, id);
        expect(new URL(path, "http://localhost:4010").pathname).toBe(path);
        const segment = path.slice("/v1/invoices/".length);
        expect(segment).not.toContain("/");
        expect(segment).not.toContain("?");
        expect(segment).not.toContain("#");
        expect(decodeURIComponent(segment)).toBe(id);
      }),
    );
  });

  it("refuses the dot segments . and .., which a URL parser would resolve into another route, before sending", () => {
    for (const id of [".", ".."]) {
      expect(() => routePath(OPERATIONS.getInvoice, id)).toThrow(TypeError);
      expect(() => requestPath(OPERATIONS.cancelInvoice, id)).toThrow(
        expect.objectContaining({ code: "field_invalid_format", status: 400, field: "invoice_id" }),
      );
    }
    expect(requestPath(OPERATIONS.getInvoice, "...")).toBe("/v1/invoices/...");
  });

  it("refuses a blank id as field_required with the parameter's name", () => {
    for (const id of [undefined, "", " \t"]) {
      expect(() => requestPath(OPERATIONS.getWithdrawal, id)).toThrow(
        expect.objectContaining({ code: "field_required", status: 400, field: "withdrawal_id" }),
      );
    }
    expect(requestPath(OPERATIONS.listInvoices)).toBe("/v1/invoices");
  });
});
