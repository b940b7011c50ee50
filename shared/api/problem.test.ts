import { describe, expect, it } from "vitest";
import { ERROR_CODES, HTTP_TITLES } from "./codes.ts";
import { isClientErrorCode } from "./api-error.ts";
import {
  ApiError,
  apiErrorFromProblem,
  apiErrorFromResponse,
  apiErrorToJSON,
  buildProblem,
  isApiError,
  parseRetryAfter,
  PROBLEM_CONTENT_TYPE,
  ProblemDetailsSchema,
  problemField,
  problemResponse,
} from "./problem.ts";
import { validate } from "./validate.ts";
import { InvoiceCreateBodySchema } from "./schemas.ts";

function problemJson(body: unknown, status: number, headers: Record<string, string> = {}): Response {
  return new Response(typeof body === "string" ? body : JSON.stringify(body), {
    status,
    headers: { "content-type": PROBLEM_CONTENT_TYPE, ...headers },
  });
}

describe("buildProblem", () => {
  it("takes type, title and status from the catalogue", () => {
    expect(buildProblem("invoice_cannot_be_cancelled", { detail: "Invoice is paid." })).toEqual({
      type: "https://paymos.io/docs/errors/codes#invoice_cannot_be_cancelled",
      title: "Conflict",
      status: 409,
      detail: "Invoice is paid.",
      code: "invoice_cannot_be_cancelled",
    });
    expect(buildProblem("rate_limited", { docsUrl: "https://docs.test/" }).type).toBe(
      "https://docs.test/errors/codes#rate_limited",
    );
  });

  it("leaves the field key out, never null, when there is no field", () => {
    const problem = buildProblem("not_found");
    expect(Object.keys(problem)).not.toContain("field");
    expect(JSON.stringify(problem)).not.toContain("field");
    expect(buildProblem("field_required", { field: "currency" }).field).toBe("currency");
  });

  it("keeps errors only with validation_failed, and then drops field", () => {
    const errors = [
      { code: "field_required", field: "currency", message: "currency is required." },
      { code: "field_must_be_positive", field: "amount", message: "amount must be greater than 0." },
    ];
    const multi = buildProblem("validation_failed", { errors, field: "amount" });
    expect(multi.errors).toEqual(errors);
    expect(Object.keys(multi)).not.toContain("field");
    expect(Object.keys(buildProblem("conflict", { errors }))).not.toContain("errors");
  });

  it("turns a validation_failed with a single errors[] entry into that field's own problem", () => {
    const one = [{ code: "field_required", field: "currency", message: "currency is required." }];
    expect(
      buildProblem("validation_failed", { errors: one, detail: "1 field failed", docsUrl: "https://docs.test" }),
    ).toEqual({
      type: "https://docs.test/errors/codes#field_required",
      title: "Bad Request",
      status: 400,
      detail: "currency is required.",
      code: "field_required",
      field: "currency",
    });
    // An entry with a code the catalogue does not know still names its field, without an errors[] of one.
    const unknown = buildProblem("validation_failed", {
      errors: [{ code: "brand_new", field: "amount", message: "m" }],
    });
    expect(unknown).toMatchObject({ code: "validation_failed", field: "amount" });
    expect(Object.keys(unknown)).not.toContain("errors");
    expect(Object.keys(buildProblem("validation_failed", { errors: [] }))).not.toContain("errors");
  });

  it("gives a default detail for every code, and every built problem passes the schema", () => {
    const types = new Set<string>();
    for (const code of ERROR_CODES) {
      const problem = buildProblem(code);
      expect(problem.type).toBe(`https://paymos.io/docs/errors/codes#${code}`);
      types.add(problem.type);
      expect(problem.title).toBe(HTTP_TITLES[problem.status]);
      expect(problem.detail.length).toBeGreaterThan(0);
      expect(ProblemDetailsSchema.safeParse(problem).success).toBe(true);
    }
    expect(types.size).toBe(ERROR_CODES.length);
  });

  it("turns validate()'s result into the spec's multi-field answer", () => {
    const result = validate(InvoiceCreateBodySchema, {
      project_id: "prj_demo_shop",
      amount: "0",
      external_order_id: "o",
    });
    if (result.ok) throw new Error("expected a failure");
    const problem = buildProblem(result.problem.code, result.problem);
    expect(problem).toMatchObject({ status: 400, title: "Bad Request", code: "validation_failed" });
    expect(problem.errors?.map((e) => `${e.code}:${e.field}`).sort()).toEqual([
      "field_must_be_positive:amount",
      "field_required:currency",
    ]);
  });
});

describe("ProblemDetailsSchema", () => {
  // Built inside each test, not while the suite is collected: a failure there leaves the file with no test run,
  // which Stryker's vitest runner counts as a survived mutant.
  const base = () => buildProblem("field_required", { field: "currency" });

  it("parses a problem", () => {
    expect(ProblemDetailsSchema.parse(base())).toEqual(base());
  });

  it('reads field: null (the provider\'s SDKs allow it) as no field, never as a field named "null"', () => {
    const conflict = { ...buildProblem("conflict"), field: null };
    const parsed = ProblemDetailsSchema.parse(conflict);
    expect(problemField(parsed)).toBeUndefined();
    expect(apiErrorFromProblem(parsed).field).toBeUndefined();
    expect(
      apiErrorFromProblem(ProblemDetailsSchema.parse({ ...buildProblem("conflict"), field: "external_order_id" }))
        .field,
    ).toBe("external_order_id");
    // A null field beside errors[] is still one problem about several fields.
    const errors = [
      { code: "field_required", field: "currency", message: "m" },
      { code: "field_must_be_positive", field: "amount", message: "m" },
    ];
    expect(ProblemDetailsSchema.safeParse({ ...buildProblem("validation_failed"), errors, field: null }).success).toBe(
      true,
    );
  });

  it("refuses field together with errors, but reads errors[] whatever the top-level code", () => {
    const errors = [
      { code: "field_required", field: "currency", message: "m" },
      { code: "field_must_be_positive", field: "amount", message: "m" },
    ];
    expect(ProblemDetailsSchema.safeParse({ ...buildProblem("validation_failed"), errors, field: "x" }).success).toBe(
      false,
    );
    expect(ProblemDetailsSchema.safeParse({ ...buildProblem("validation_failed"), errors }).success).toBe(true);
    // The provider's SDK reads errors[] on any problem, its top-level code authoritative (conformance/contract.json).
    const conflict = ProblemDetailsSchema.parse({ ...buildProblem("conflict"), errors });
    expect(apiErrorFromProblem(conflict)).toMatchObject({ code: "conflict", status: 409, errors, field: undefined });
  });

  it("reads an errors[] entry whose field is null or absent as naming no field, and keeps it", () => {
    const errors = [
      { code: "field_required", field: null, message: "Something is missing." },
      { code: "brand_new", message: "No field named." },
      { code: "field_required", field: "currency", message: "m" },
    ];
    const parsed = ProblemDetailsSchema.parse({ ...buildProblem("validation_failed"), errors });
    expect(apiErrorFromProblem(parsed).errors).toEqual([
      { code: "field_required", message: "Something is missing." },
      { code: "brand_new", message: "No field named." },
      { code: "field_required", field: "currency", message: "m" },
    ]);
    expect(
      ProblemDetailsSchema.safeParse({
        ...buildProblem("validation_failed"),
        errors: [{ code: "x", field: 7, message: "m" }],
      }).success,
    ).toBe(false);
  });

  it("reads an errors[] of one entry (the provider's own vector sends one) but refuses an empty one", () => {
    const entry = { code: "field_required", field: "currency", message: "m" };
    expect(ProblemDetailsSchema.safeParse({ ...buildProblem("validation_failed"), errors: [entry] }).success).toBe(
      true,
    );
    expect(ProblemDetailsSchema.safeParse({ ...buildProblem("validation_failed"), errors: [] }).success).toBe(false);
    // What we build ourselves still follows the spec: one failing field is that field's own problem.
    expect(buildProblem("validation_failed", { errors: [entry] })).toMatchObject({
      code: "field_required",
      field: "currency",
    });
  });

  it("refuses a non-error status", () => {
    expect(ProblemDetailsSchema.safeParse({ ...base(), status: 200 }).success).toBe(false);
  });
});

describe("the problem envelope's own rules", () => {
  it("names field as the member that clashes with errors[]", () => {
    const errors = [
      { code: "field_required", field: "currency", message: "m" },
      { code: "field_required", field: "amount", message: "m" },
    ];
    const result = ProblemDetailsSchema.safeParse({ ...buildProblem("validation_failed"), errors, field: "x" });
    expect(result.success ? [] : result.error.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["field", "field and errors are mutually exclusive"],
    ]);
  });

  it("writes a catalogued condition as the default detail: capitalised, one sentence", () => {
    expect(buildProblem("route_not_found").detail).toBe("No endpoint matches the path.");
    expect(buildProblem("field_required").detail).toBe("Required field empty, null or whitespace-only.");
  });

  it("keeps its own detail when errors[] holds one validation_failed entry, which is no field code of its own", () => {
    const entry = { code: "validation_failed", field: "x", message: "entry message" };
    expect(buildProblem("validation_failed", { errors: [entry], detail: "Own detail." })).toMatchObject({
      code: "validation_failed",
      detail: "Own detail.",
      field: "x",
    });
  });
});

describe("apiErrorToJSON", () => {
  it("writes every member an error has, and none it lacks", () => {
    const full = new ApiError({
      code: "rate_limited",
      status: 429,
      title: "Too Many Requests",
      detail: "slow down",
      field: "amount",
      errors: [{ code: "field_required", message: "m" }],
      retryAfter: 2,
      correlationId: "corr-1",
    });
    expect(apiErrorToJSON(full)).toEqual({
      code: "rate_limited",
      status: 429,
      title: "Too Many Requests",
      detail: "slow down",
      field: "amount",
      errors: [{ code: "field_required", message: "m" }],
      retryAfter: 2,
      correlationId: "corr-1",
    });
    // Strict: a member the error lacks is no key at all, not a key holding undefined.
    expect(apiErrorToJSON(new ApiError({ code: "not_found", status: 404 }))).toStrictEqual({
      code: "not_found",
      status: 404,
      title: "Not Found",
      detail: "Not Found",
    });
  });
});

describe("problemResponse", () => {
  it("answers application/problem+json with the problem's status", async () => {
    const res = problemResponse(buildProblem("rate_limited"), { "retry-after": "1" });
    expect(res.status).toBe(429);
    expect(res.headers.get("content-type")).toBe("application/problem+json");
    expect(res.headers.get("retry-after")).toBe("1");
    expect(await res.json()).toMatchObject({ code: "rate_limited", status: 429 });
  });
});

describe("apiErrorFromResponse", () => {
  it("carries code, status, title, detail, field and the correlation id", async () => {
    const res = problemJson(
      buildProblem("field_invalid_format", { field: "invoice_id", detail: "no inv_ prefix" }),
      400,
      {
        "x-correlation-id": "corr-123",
      },
    );
    const err = await apiErrorFromResponse(res);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toBeInstanceOf(Error);
    expect(isApiError(err)).toBe(true);
    expect(err).toMatchObject({
      code: "field_invalid_format",
      status: 400,
      title: "Bad Request",
      detail: "no inv_ prefix",
      field: "invoice_id",
      correlationId: "corr-123",
      retryable: false,
    });
    expect(err.message).toBe("no inv_ prefix");
    expect(err.retryAfter).toBeUndefined();
  });

  it("carries errors[] of a validation_failed answer", async () => {
    const errors = [
      { code: "field_required", field: "currency", message: "currency is required." },
      { code: "field_must_be_positive", field: "amount", message: "amount must be greater than 0." },
    ];
    const err = await apiErrorFromResponse(problemJson(buildProblem("validation_failed", { errors }), 400));
    expect(err.code).toBe("validation_failed");
    expect(err.errors).toEqual(errors);
    expect(err.field).toBeUndefined();
  });

  it("keeps an errors[] entry whose field is null (as absent) and reads errors[] on any code", async () => {
    const body = {
      ...buildProblem("conflict"),
      errors: [
        { code: "field_required", field: null, message: "Required." },
        { code: "old", field: "a", message: "m" },
        { code: "field_required", field: 1, message: "a field of another type: kept, without it" },
        { field: "b", message: "no code: no entry" },
        { code: "x", field: "c" },
      ],
    };
    const err = await apiErrorFromResponse(problemJson(body, 409));
    expect(err.code).toBe("conflict");
    expect(err.errors).toEqual([
      { code: "field_required", message: "Required." },
      { code: "old", field: "a", message: "m" },
      { code: "field_required", message: "a field of another type: kept, without it" },
    ]);
    expect(err.errors?.[0]).not.toHaveProperty("field");
    expect(err.field).toBeUndefined();
  });

  it("reads Retry-After in seconds on 429 and marks it retryable", async () => {
    const err = await apiErrorFromResponse(problemJson(buildProblem("rate_limited"), 429, { "retry-after": "1" }));
    expect(err).toMatchObject({ code: "rate_limited", status: 429, retryAfter: 1, retryable: true });
  });

  it("reads Retry-After as an HTTP date relative to now", async () => {
    const now = Date.parse("2025-01-01T12:00:00Z");
    const res = problemJson(buildProblem("exchange_rate_unavailable"), 503, {
      "retry-after": "Wed, 01 Jan 2025 12:00:30 GMT",
    });
    const err = await apiErrorFromResponse(res, { now });
    expect(err).toMatchObject({ code: "exchange_rate_unavailable", retryAfter: 30, retryable: true });
  });

  it("clamps a Retry-After date in the past to 0 and ignores garbage", () => {
    const now = Date.parse("2025-01-01T12:00:00Z");
    expect(parseRetryAfter("Wed, 01 Jan 2025 11:00:00 GMT", now)).toBe(0);
    expect(parseRetryAfter("Wed, 01 Jan 2025 12:00:00 GMT", now + 400)).toBe(0);
    expect(parseRetryAfter("Wed, 01 Jan 2025 12:00:01 GMT", now + 400)).toBe(1);
    expect(parseRetryAfter("0", now)).toBe(0);
    expect(parseRetryAfter(" 120 ", now)).toBe(120);
    expect(parseRetryAfter("-1", now)).toBeUndefined();
    expect(parseRetryAfter("1.5", now)).toBeUndefined();
    expect(parseRetryAfter("soon", now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });

  it("survives an HTML body from a proxy: internal_error for 5xx, retryable", async () => {
    const res = new Response("<html><body>Bad Gateway</body></html>", {
      status: 502,
      headers: { "content-type": "text/html" },
    });
    const err = await apiErrorFromResponse(res);
    expect(err).toMatchObject({ code: "internal_error", status: 502, title: "Error", retryable: true });
    expect(err.detail).toContain("502");
  });

  it("survives an empty or truncated body with a status-based code", async () => {
    expect((await apiErrorFromResponse(new Response(null, { status: 404 }))).code).toBe("route_not_found");
    expect((await apiErrorFromResponse(new Response('{"code":"inv', { status: 500 }))).code).toBe("internal_error");
    expect((await apiErrorFromResponse(new Response("[]", { status: 401 }))).code).toBe("unauthorized");
    expect((await apiErrorFromResponse(new Response("null", { status: 418 }))).code).toBe("invalid_response");
  });

  it("never throws, even when the body was already read", async () => {
    const res = problemJson(buildProblem("conflict"), 409);
    await res.text();
    const err = await apiErrorFromResponse(res);
    expect(err).toMatchObject({ code: "conflict", status: 409 });
  });

  it("maps retired codes to their replacement", async () => {
    for (const retired of ["no_available_address", "address_lease_failed", "bridge_unavailable"]) {
      const body = { type: "x", title: "Service Unavailable", status: 503, detail: "old", code: retired };
      const err = await apiErrorFromResponse(problemJson(body, 503));
      expect(err.code).toBe("payment_method_unavailable");
      expect(err.retryable).toBe(true);
    }
  });

  it("keeps a code a newer server added, and recovers a code from type alone", async () => {
    const newer = await apiErrorFromResponse(problemJson({ ...buildProblem("conflict"), code: "brand_new_code" }, 409));
    expect(newer.code).toBe("brand_new_code");
    const typeOnly = await apiErrorFromResponse(
      problemJson({ type: "https://paymos.io/docs/errors/codes#invoice_terminal", title: "Gone", status: 410 }, 410),
    );
    expect(typeOnly.code).toBe("invoice_terminal");
  });

  it("does not retry where the spec says retrying does not help", async () => {
    const err = await apiErrorFromResponse(problemJson(buildProblem("payment_channels_disabled"), 503));
    expect(err.retryable).toBe(false);
    const ise = await apiErrorFromResponse(problemJson(buildProblem("internal_error"), 500));
    expect(ise.retryable).toBe(true);
  });
});

describe("client-side ApiErrors", () => {
  it("has status 0 for the failures the client detects itself", () => {
    const cause = new TypeError("fetch failed");
    const network = ApiError.network(cause);
    expect(network).toMatchObject({ code: "network_error", status: 0, retryable: true });
    expect(network.cause).toBe(cause);
    expect(ApiError.timeout()).toMatchObject({ code: "timeout", status: 0, retryable: true });
    expect(ApiError.aborted()).toMatchObject({ code: "aborted", status: 0, retryable: false });
    expect(ApiError.invalidResponse("body failed the schema")).toMatchObject({
      code: "invalid_response",
      detail: "body failed the schema",
      retryable: false,
    });
  });

  it("builds from a parsed problem", () => {
    const err = apiErrorFromProblem(buildProblem("origin_not_allowed"), { correlationId: "c1" });
    expect(err).toMatchObject({ code: "origin_not_allowed", status: 401, title: "Unauthorized", correlationId: "c1" });
    expect(apiErrorToJSON(err)).toEqual({
      code: "origin_not_allowed",
      status: 401,
      title: "Unauthorized",
      detail: err.detail,
      correlationId: "c1",
    });
  });
});

describe("ApiError: every member read or defaulted as documented", () => {
  const read = (body: string, status: number, headers: Record<string, string> = {}) =>
    apiErrorFromResponse(new Response(body, { status, headers }));

  it("falls back to the status's own code when the body is no problem document", async () => {
    const fallbacks: [number, string][] = [
      [400, "malformed_request"],
      [401, "unauthorized"],
      [403, "forbidden"],
      [404, "route_not_found"],
      [405, "method_not_allowed"],
      [409, "conflict"],
      [413, "payload_too_large"],
      [415, "unsupported_media_type"],
      [429, "rate_limited"],
      [418, "invalid_response"],
      [504, "internal_error"],
    ];
    for (const [status, code] of fallbacks) expect([status, (await read("", status)).code]).toEqual([status, code]);
    for (const body of ["null", "[1]", '"text"', "42"]) expect((await read(body, 409)).code).toBe("conflict");
  });

  it("ignores members that are empty or not strings", async () => {
    const error = await read(JSON.stringify({ code: "", title: 7, detail: "", field: "", type: "" }), 409);
    expect(error).toMatchObject({
      code: "conflict",
      title: "Conflict",
      detail: "The server answered HTTP 409.",
      field: undefined,
      type: undefined,
    });
    expect((await read(JSON.stringify({ code: 42 }), 400)).code).toBe("malformed_request");
  });

  it("reads a code from a type link only when the link ends with it, and drops members of errors[] that are no entry", async () => {
    expect((await read(JSON.stringify({ type: "https://docs.test/errors/codes#rate_limited" }), 429)).code).toBe(
      "rate_limited",
    );
    expect((await read(JSON.stringify({ type: "https://docs.test/errors/codes#rate_limited?x=1" }), 409)).code).toBe(
      "conflict",
    );
    const error = await read(
      JSON.stringify({ code: "validation_failed", errors: [null, "x", 5, { code: "field_required", message: "m" }] }),
      400,
    );
    expect(error.errors).toEqual([{ code: "field_required", message: "m" }]);
  });

  it("keeps a given title and names itself ApiError; a cause only when there is one", () => {
    const error = new ApiError({ code: "conflict", status: 409, title: "Custom title" });
    expect(error).toMatchObject({
      name: "ApiError",
      title: "Custom title",
      detail: "Custom title",
      message: "Custom title",
    });
    expect("cause" in error).toBe(false);
    const cause = new TypeError("fetch failed");
    expect(ApiError.network(cause).cause).toBe(cause);
  });

  it("builds the client-side errors with their own words, status 0", () => {
    expect(apiErrorToJSON(ApiError.network())).toEqual({
      code: "network_error",
      status: 0,
      title: "Network error",
      detail: "The server could not be reached.",
    });
    expect(apiErrorToJSON(ApiError.timeout())).toEqual({
      code: "timeout",
      status: 0,
      title: "Timeout",
      detail: "The server did not answer in time.",
    });
    expect(apiErrorToJSON(ApiError.invalidResponse("bad body"))).toEqual({
      code: "invalid_response",
      status: 0,
      title: "Invalid response",
      detail: "bad body",
    });
    expect(apiErrorToJSON(ApiError.aborted())).toEqual({
      code: "aborted",
      status: 0,
      title: "Aborted",
      detail: "The request was cancelled.",
    });
    expect(isClientErrorCode("timeout")).toBe(true);
    expect(isClientErrorCode("conflict")).toBe(false);
  });

  it("reads no Retry-After when the header is absent", () => {
    expect(parseRetryAfter(undefined, 0)).toBeUndefined();
  });
});
