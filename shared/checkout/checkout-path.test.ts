import { describe, expect, it } from "vitest";
import { ApiError } from "../api/api-error.ts";
import { probeCheckoutPath } from "./checkout-path.ts";
import type { PublicInvoice } from "../api/schemas.ts";

/** A client whose public invoice read answers, or fails with `error`. */
const reading = (error?: ApiError) => ({
  getInvoice: (id: string): Promise<PublicInvoice> =>
    error === undefined ? Promise.resolve({ invoice_id: id } as PublicInvoice) : Promise.reject(error),
});

describe("probeCheckoutPath", () => {
  it("keeps our own screens when the public invoice read answers", async () => {
    expect(await probeCheckoutPath(reading(), "inv_1")).toEqual({ hosted: false, reason: "read-answered" });
  });

  it("takes the hosted page when the read of the invoice just created is a 404 (a service without the route)", async () => {
    const absent = new ApiError({ status: 404, code: "route_not_found", title: "Not Found", detail: "no route" });
    expect(await probeCheckoutPath(reading(absent), "inv_1")).toEqual({ hosted: true, reason: "read-not-found" });
  });

  it("stays native on any other failure, which the native screens then show", async () => {
    for (const [status, code] of [
      [500, "internal_error"],
      [0, "network_error"],
      [429, "rate_limited"],
      [401, "invalid_sdk_key"],
    ] as const) {
      const failure = new ApiError({ status, code, title: "x", detail: "x" });
      expect(await probeCheckoutPath(reading(failure), "inv_1")).toEqual({ hosted: false, reason: "read-failed" });
    }
  });
});
