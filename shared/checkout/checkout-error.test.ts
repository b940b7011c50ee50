import { describe, expect, it } from "vitest";
import { ApiError, apiErrorFromResponse } from "../api/index.ts";
import { checkoutErrorFrom } from "./checkout-error.ts";
import { loadErrorCatalogue } from "./error-ui.ts";

// As the session calls it: once the catalogue's table is in (it loads the table before it reports a failure with an answer).
await loadErrorCatalogue();

function problemResponse(status: number, body: object, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/problem+json", ...headers },
  });
}

describe("checkoutErrorFrom", () => {
  it("carries the problem fields of an ApiError and the UI mapping of its code", async () => {
    const err = await apiErrorFromResponse(
      problemResponse(
        429,
        {
          type: "https://docs/errors/codes#rate_limited",
          title: "Too Many Requests",
          status: 429,
          code: "rate_limited",
          detail: "invoice creation limit",
        },
        { "retry-after": "3", "x-correlation-id": "corr-1" },
      ),
    );
    const out = checkoutErrorFrom(err, "create");
    expect(out).toMatchObject({
      operation: "create",
      code: "rate_limited",
      status: 429,
      title: "Too Many Requests",
      detail: "invoice creation limit",
      retryAfter: 3,
      correlationId: "corr-1",
      ui: { category: "retry_later", retryable: true, messageKey: "error.rate_limited" },
    });
  });

  it("keeps field and errors of validation problems", async () => {
    const one = await apiErrorFromResponse(
      problemResponse(400, {
        status: 400,
        code: "field_required",
        detail: "x",
        field: "currency",
        title: "Bad Request",
        type: "t",
      }),
    );
    expect(checkoutErrorFrom(one, "create")).toMatchObject({
      field: "currency",
      ui: { category: "merchant_configuration" },
    });
    const many = await apiErrorFromResponse(
      problemResponse(400, {
        status: 400,
        code: "validation_failed",
        detail: "x",
        title: "Bad Request",
        type: "t",
        errors: [{ code: "field_required", field: "currency", message: "m" }],
      }),
    );
    const out = checkoutErrorFrom(many, "create");
    expect(out.errors).toEqual([{ code: "field_required", field: "currency", message: "m" }]);
    // An entry naming no field (null from the provider) keeps no field key; a member that is no entry is left out.
    const structural = checkoutErrorFrom(
      {
        code: "validation_failed",
        status: 400,
        errors: [{ code: "a", field: null, message: "m" }, "junk", { code: "b" }],
      },
      "create",
    );
    expect(structural.errors).toEqual([{ code: "a", message: "m" }]);
    expect(out.field).toBeUndefined();
  });

  it("maps the client's own failures", () => {
    expect(checkoutErrorFrom(ApiError.network(), "poll")).toMatchObject({
      code: "network_error",
      status: 0,
      ui: { category: "unreachable" },
    });
    expect(checkoutErrorFrom(ApiError.timeout(), "poll").ui.category).toBe("unreachable");
    expect(checkoutErrorFrom(ApiError.aborted(), "poll").ui.category).toBe("aborted");
  });

  it("maps errors that are no ApiError: abort, failed fetch, a bug", () => {
    expect(checkoutErrorFrom(new DOMException("stop", "AbortError"), "poll").code).toBe("aborted");
    expect(checkoutErrorFrom(new DOMException("slow", "TimeoutError"), "poll").code).toBe("timeout");
    expect(checkoutErrorFrom(new TypeError("Failed to fetch"), "load")).toMatchObject({
      code: "network_error",
      detail: "Failed to fetch",
    });
    expect(checkoutErrorFrom("boom", "load")).toMatchObject({
      code: "invalid_response",
      detail: "boom",
      ui: { retryable: true },
    });
  });
});
