/**
 * The values every resource is built of: money as a decimal string, Unix seconds, prefixed ids, list pages, and the
 * server's time.
 */
import * as z from "zod/mini";
import { WIRE_DECIMAL_PATTERN } from "../../decimal/plain-decimal.ts";
import { checked } from "./checks.ts";

/** A non-negative plain decimal string as the server writes money ("0", "10.50"). */
export const DecimalStringSchema = checked(z.string(), z.regex(WIRE_DECIMAL_PATTERN));
/** Integer Unix seconds. (zod/mini's int() is not marked pure; the annotation lets an unused schema go.) */
export const UnixSecondsSchema = /* @__PURE__ */ z.int();
export const IntegerSchema = /* @__PURE__ */ z.int();

/* @__NO_SIDE_EFFECTS__ */
function prefixedId(prefix: string) {
  return z.string().check(z.startsWith(prefix), z.minLength(prefix.length + 1));
}
export const InvoiceIdSchema = prefixedId("inv_");
export const ProjectIdSchema = prefixedId("prj_");
export const PaymentChannelIdSchema = prefixedId("pc_");
export const PaymentChannelDepositIdSchema = prefixedId("pcd_");
/** `wdr_`, the prefix the provider's SDKs and examples show (the spec leaves it open). */
export const WithdrawalIdSchema = prefixedId("wdr_");

/** A cursor as the server hands it out: opaque but never empty (an empty one could not be sent back). */
export const CursorSchema = checked(z.string(), z.minLength(1));

/** A list page: `{ items, next_cursor }`, next_cursor null on the last page. */
/* @__NO_SIDE_EFFECTS__ */
export function pageOf<T extends z.ZodMiniType>(item: T) {
  return z.object({ items: z.array(item), next_cursor: z.nullable(CursorSchema) });
}
export interface Page<T> {
  items: T[];
  next_cursor: string | null;
}

/**
 * GET /v1/time. `server_time` is the clock signatures keep to. `sandbox_time` (ours, the stub's) is the clock invoice
 * deadlines run on when a test has moved the stub's clock; absent, they are the same (as at the provider).
 */
export const TimeSchema = z.object({ server_time: UnixSecondsSchema, sandbox_time: z.optional(UnixSecondsSchema) });
export type ServerTime = z.infer<typeof TimeSchema>;
