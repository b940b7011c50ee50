/**
 * Spec-coded checks of request fields: a field fails with exactly one spec code, which the check carries in
 * `params.code` so validate() reports that code instead of guessing from zod's issue kind. Also the field limits.
 */
import * as z from "zod/mini";
import type { ErrorCode } from "../codes.ts";
import { checkAmount } from "../amount-checks.ts";
import { checkId, type IdPrefix } from "../ids.ts";

/**
 * `schema.check(...checks)` as a plain call marked free of side effects, so a bundle that never uses a schema drops
 * it (a bare method call at module level would keep zod and every schema in the widget's bundle).
 *
 * These marks (`@__NO_SIDE_EFFECTS__` on the builders in this file, `@__PURE__` on module-level calls here and in
 * problem.ts) keep the request bodies' schemas, which the widget never sends, out of its bundle; tree-shaking.test.ts
 * checks what each import brings.
 */
/* @__NO_SIDE_EFFECTS__ */
export function checked<T extends z.ZodMiniType>(schema: T, ...checks: z.core.$ZodCheck<z.output<T>>[]): T {
  return schema.check(...checks);
}

/** Attaches a check whose failure is reported with the spec code `fn` returns (null = passes). */
/* @__NO_SIDE_EFFECTS__ */
export function specCheck<T>(fn: (value: T) => ErrorCode | null) {
  return z.superRefine<T>((value, ctx) => {
    const code = fn(value);
    if (code !== null) ctx.addIssue({ code: "custom", message: code, params: { code }, input: value, continue: false });
  });
}

/** Length in characters (code points), so an emoji counts once toward a limit, as a person would count it. */
export function charLength(value: string): number {
  let n = 0;
  for (const _ of value) n++;
  return n;
}

/** Longest `external_order_id` accepted (the spec leaves it open; 128 like `external_id`, as the provider's MCP server says). */
export const MAX_REFERENCE_LENGTH = 128;
/** Longest `client_id` accepted: 200 characters, as the provider's MCP server documents it (`create_invoice`). */
export const MAX_CLIENT_ID_LENGTH = 200;
export const MAX_REASON_LENGTH = 500;
export const MAX_EXTERNAL_ID_LENGTH = 128;
export const MAX_ADDRESS_LENGTH = 256;

/** A required string: blank → field_required, longer than `max` → field_too_long. */
/* @__NO_SIDE_EFFECTS__ */
export function requiredText(max: number) {
  return z
    .string()
    .check(
      specCheck<string>((v) => (v.trim() === "" ? "field_required" : charLength(v) > max ? "field_too_long" : null)),
    );
}

/** A client-sent amount: a plain decimal string > 0 with at most 20 integer digits (see checkAmount). */
/* @__NO_SIDE_EFFECTS__ */
export function amountField() {
  return z.string().check(specCheck<string>(checkAmount));
}

/** A client-sent id with its resource prefix (field_invalid_format / entity_id_empty / field_required). */
/* @__NO_SIDE_EFFECTS__ */
export function idField(prefix: IdPrefix) {
  return z.string().check(specCheck<string>((v) => checkId(v, prefix)));
}

/** `payment_channel_external_id_invalid` unless 1–128 characters and not blank (channel create and list filter). */
export function checkExternalId(value: unknown): "payment_channel_external_id_invalid" | null {
  if (typeof value !== "string" || value.trim() === "" || charLength(value) > MAX_EXTERNAL_ID_LENGTH) {
    return "payment_channel_external_id_invalid";
  }
  return null;
}

/** `customer_fee_percent`: a JSON number from 0 to 100 inclusive. */
/* @__NO_SIDE_EFFECTS__ */
export function percentField() {
  return z.number().check(specCheck<number>((v) => (v >= 0 && v <= 100 ? null : "field_percentage_out_of_range")));
}

/**
 * An optional request field: absent, null and (for strings) blank all mean "not sent", which is what a form posting
 * an untouched input means; anything else must pass `schema`.
 */
/* @__NO_SIDE_EFFECTS__ */
export function optionalField<T extends z.ZodMiniType>(schema: T) {
  return z.optional(
    z.pipe(
      z.transform((v: unknown): unknown => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v)),
      z.optional(schema),
    ),
  );
}
