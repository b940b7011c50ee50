/**
 * RFC 9457 problem details: the schema and the one builder the stub uses (ApiError is in api-error.ts, the reading of
 * an error answer in error-response.ts, both re-exported).
 */

import * as z from "zod/mini";
import {
  DEFAULT_DOCS_URL,
  ERROR_CATALOGUE,
  isErrorCode,
  problemType,
  RETIRED_CODES,
  statusOf,
  titleOf,
  type ErrorCode,
} from "./codes.ts";
import { ApiError, problemErrorEntry, type ApiErrorInit, type ProblemError } from "./api-error.ts";
import { checked } from "./schemas.ts";

// ApiError and the reading of an error answer live in modules of their own so a bundle that only throws errors
// does not load zod; re-exported here.
export * from "./api-error.ts";
export * from "./error-response.ts";

export const PROBLEM_CONTENT_TYPE = "application/problem+json";

/**
 * One entry of errors[]. Its `field` may be null or absent: the provider's SDKs type it `string | null`, so a null is
 * read as absent (see `problemField`) and the entry is kept rather than refusing the whole answer.
 */
export const ProblemErrorSchema = z.object({
  code: z.string(),
  field: z.optional(z.nullable(z.string())),
  message: z.string(),
});

/**
 * The envelope as a client reads it: `field` and `errors` never together, `errors` never empty, `status` a real HTTP
 * error status. `field` may be null: the spec says absent, never null, and our stub never sends null, but the
 * provider's SDKs type it `string | null`, so a null is read as absent (see `problemField`) rather than refusing the
 * whole answer. errors[] is read whatever the top-level code: the spec sends it with `validation_failed`, but the
 * provider's SDK reads it on any problem and keeps the top-level code authoritative (`conformance/contract.json`),
 * and a new code beside errors[] must not turn a readable answer into an unreadable one. buildProblem still sends
 * errors[] only with validation_failed.
 */
export const ProblemDetailsSchema = checked(
  z.object({
    type: z.string(),
    title: z.string(),
    status: checked(/* @__PURE__ */ z.int(), z.gte(400), z.lte(599)),
    detail: z.string(),
    code: checked(z.string(), z.minLength(1)),
    field: z.optional(z.nullable(z.string())),
    // One entry is read too: the spec sends errors[] for several fields, but the provider's own vector
    // (conformance/contract.json, "multi") sends one. buildProblem never does.
    errors: z.optional(checked(z.array(ProblemErrorSchema), z.minLength(1))),
  }),
  z.refine((p) => !(problemField(p) !== undefined && p.errors !== undefined), {
    message: "field and errors are mutually exclusive",
    path: ["field"],
  }),
);
export type ProblemDetails = z.infer<typeof ProblemDetailsSchema>;

/** The field a problem is about, or undefined when it names none (absent, or the provider's harmless null). */
export function problemField(problem: { field?: string | null | undefined }): string | undefined {
  return typeof problem.field === "string" ? problem.field : undefined;
}

export interface ProblemOptions {
  /** Text for this occurrence; defaults to the catalogue's condition for the code. */
  detail?: string;
  /** Single-field failures only; ignored when `errors` is given. */
  field?: string;
  /**
   * Only kept for validation_failed with two or more entries (the spec sends errors[] only when several fields
   * fail); a single entry with a catalogued code becomes that field's own problem, its message the detail.
   */
  errors?: ProblemError[];
  docsUrl?: string;
}

/** The one place that decides type, title and status of a problem: everything comes from the catalogue. */
export function buildProblem(code: ErrorCode, opts: ProblemOptions = {}): ProblemDetails {
  // Stryker disable next-line ArrayDeclaration: equivalent, a one-entry list of a string has no code and no field.
  const errors = code === "validation_failed" ? (opts.errors ?? []) : [];
  const single = errors.length === 1 ? errors[0] : undefined;
  if (single && isErrorCode(single.code) && single.code !== "validation_failed") {
    return buildProblem(single.code, { detail: single.message, field: single.field, docsUrl: opts.docsUrl });
  }
  const problem: ProblemDetails = {
    type: problemType(code, opts.docsUrl ?? DEFAULT_DOCS_URL),
    title: titleOf(code),
    status: statusOf(code),
    detail: opts.detail ?? defaultDetail(code),
    code,
  };
  // Assigned only when set, so the key is absent rather than undefined or null in the JSON.
  const field = single?.field ?? opts.field;
  if (errors.length > 1) problem.errors = errors.map((e) => ({ code: e.code, field: e.field, message: e.message }));
  else if (field !== undefined) problem.field = field;
  return problem;
}

/** A `Response` carrying the problem as `application/problem+json` with its status. */
export function problemResponse(problem: ProblemDetails, headers?: Record<string, string>): Response {
  return new Response(JSON.stringify(problem), {
    status: problem.status,
    headers: { ...headers, "content-type": PROBLEM_CONTENT_TYPE },
  });
}

function defaultDetail(code: ErrorCode): string {
  const condition: string = ERROR_CATALOGUE[code].condition;
  return condition.charAt(0).toUpperCase() + condition.slice(1) + ".";
}

/**
 * An ApiError from a parsed problem document (e.g. one the stub built) with its response metadata. A function here,
 * not a static of ApiError, because only Node-side code and tests have a parsed problem: the browser reads responses.
 */
export function apiErrorFromProblem(
  problem: ProblemDetails,
  meta: { retryAfter?: number; correlationId?: string } = {},
): ApiError {
  const init: ApiErrorInit = {
    code: RETIRED_CODES[problem.code] ?? problem.code,
    status: problem.status,
    title: problem.title,
    detail: problem.detail,
    type: problem.type,
    ...meta,
  };
  if (problem.errors !== undefined) init.errors = problem.errors.map(problemErrorEntry);
  else init.field = problemField(problem);
  return new ApiError(init);
}

/** An ApiError as a plain object: what a log line or a test snapshot should contain. */
export function apiErrorToJSON(error: ApiError): Record<string, unknown> {
  const out: Record<string, unknown> = {
    code: error.code,
    status: error.status,
    title: error.title,
    detail: error.detail,
  };
  if (error.field !== undefined) out.field = error.field;
  if (error.errors !== undefined) out.errors = error.errors;
  if (error.retryAfter !== undefined) out.retryAfter = error.retryAfter;
  if (error.correlationId !== undefined) out.correlationId = error.correlationId;
  return out;
}
