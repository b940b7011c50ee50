/** Runs a request schema and turns its failures into the spec's codes: one field → its code, several → validation_failed. */

import type * as z from "zod/mini";
import { isErrorCode, type ErrorCode } from "./codes.ts";
import { API_MAX_INTEGER_DIGITS } from "./amount-checks.ts";
import type { ProblemError } from "./problem.ts";

/** What a handler turns into a problem with buildProblem(problem.code, problem). */
export interface ProblemInput {
  code: ErrorCode;
  detail: string;
  field?: string;
  errors?: ProblemError[];
}

export type ValidateResult<T> = { ok: true; value: T } | { ok: false; problem: ProblemInput };

export interface ValidateOptions {
  /**
   * Report every failure of `amount` with this code instead of the field code. The public widget route answers
   * `requested_amount_invalid` for a missing, malformed, too large or non-positive amount.
   */
  amountCode?: ErrorCode;
  /** The same, for any field: `{ external_id: "payment_channel_external_id_invalid" }`. */
  fieldCodes?: Readonly<Record<string, ErrorCode>>;
}

type Issue = z.core.$ZodIssue;

/**
 * Validates `input` against `schema`. The first failure of each field counts (one code per field, like the spec's
 * errors[]); a body that is not an object at all is validation_failed without a field.
 */
export function validate<S extends z.ZodMiniType>(
  schema: S,
  input: unknown,
  opts: ValidateOptions = {},
): ValidateResult<z.infer<S>> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };

  const overrides: Record<string, ErrorCode> = { ...opts.fieldCodes };
  // Stryker disable next-line ConditionalExpression: equivalent, an undefined override falls through `??` below.
  if (opts.amountCode !== undefined) overrides.amount = opts.amountCode;

  const byField = new Map<string, ProblemError>();
  for (const issue of result.error.issues) {
    if (issue.path.length === 0) {
      return { ok: false, problem: { code: "validation_failed", detail: "The request body must be a JSON object." } };
    }
    const field = fieldName(issue.path);
    if (byField.has(field)) continue;
    const code = overrides[field] ?? codeOf(issue, valueAt(input, issue.path));
    byField.set(field, { code, field, message: messageFor(code, field) });
  }

  const errors = [...byField.values()];
  const [only] = errors;
  if (errors.length === 1 && only) {
    return { ok: false, problem: { code: only.code as ErrorCode, detail: only.message, field: only.field } };
  }
  return {
    ok: false,
    problem: {
      code: "validation_failed",
      detail: `${errors.length} fields failed validation: ${errors.map((e) => e.field).join(", ")}.`,
      errors,
    },
  };
}

/** The spec code of one zod issue, given the value that was sent at its path. */
function codeOf(issue: Issue, value: unknown): ErrorCode {
  // Missing and null are "required" whatever check tripped first.
  if (value === undefined || value === null) return "field_required";
  // Stryker disable next-line ConditionalExpression: equivalent, zod's own issues carry no params, so no code is found.
  if (issue.code === "custom") {
    const code: unknown = issue.params?.code;
    if (isErrorCode(code)) return code;
  }
  // A blank string fails an enum or a format before any of our checks see it; the spec calls that required.
  if (typeof value === "string" && value.trim() === "") return "field_required";
  switch (issue.code) {
    case "invalid_value":
      return "field_invalid_enum";
    case "too_big":
      return issue.origin === "string" || issue.origin === "array" ? "field_too_long" : "field_out_of_range";
    case "too_small":
      // An int's bounds are reported with origin "number" (zod 4), so "number" and "bigint" are the numeric origins.
      return issue.origin === "number" || issue.origin === "bigint" ? "field_out_of_range" : "field_required";
    default:
      // invalid_type (a number where a string belongs), invalid_format, and anything unforeseen.
      return "field_invalid_format";
  }
}

/** snake_case path as sent: "amount", "order.amount", "items[0].currency". */
export function fieldName(path: readonly PropertyKey[]): string {
  let out = "";
  for (const key of path) {
    if (typeof key === "number") out += `[${key}]`;
    else out += out === "" ? String(key) : `.${String(key)}`;
  }
  return out;
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let cur: unknown = input;
  for (const key of path) {
    if (typeof cur !== "object" || cur === null) return undefined;
    cur = (cur as Record<PropertyKey, unknown>)[key];
  }
  return cur;
}

/** The `message` of an errors[] entry and the `detail` of a single-field problem. */
export function messageFor(code: string, field: string): string {
  switch (code) {
    case "field_required":
      return `${field} is required.`;
    case "field_invalid_format":
      return field === "amount" || field.endsWith(".amount")
        ? `${field} must be a plain decimal string such as "10.50".`
        : `${field} is not in a valid format.`;
    case "entity_id_empty":
      return `${field} is an empty (all-zero) id.`;
    case "field_must_be_positive":
      return `${field} must be greater than 0.`;
    case "amount_too_large":
      return `${field} has more than ${API_MAX_INTEGER_DIGITS} integer digits.`;
    case "field_invalid_enum":
      return `${field} is not an accepted value.`;
    case "field_percentage_out_of_range":
      return `${field} must be between 0 and 100 inclusive.`;
    case "field_too_long":
      return `${field} exceeds the maximum length.`;
    case "field_out_of_range":
      return `${field} is outside the allowed range.`;
    case "amount_too_many_decimals":
      return `${field} has more decimals than the currency allows.`;
    case "requested_amount_invalid":
      return `${field} must be a plain decimal string greater than 0 with at most ${API_MAX_INTEGER_DIGITS} integer digits.`;
    case "payment_channel_external_id_invalid":
      return `${field} must be 1 to 128 characters and not blank.`;
    default:
      return `${field} is invalid.`;
  }
}
