/**
 * A project's support e-mail (ours: `support_email`), which problem screens offer as a prefilled message: a plain
 * address of letters, digits and `._+-` before one `@` and a dotted host name, so it can go into a `mailto:` link as
 * it is (no character of it can add a header or a body to the message: `?`, `&`, `%`, `#`). Its page
 * (`support_url`) is held to the return URLs' rule (return-url.ts).
 */
import type { ErrorCode } from "./codes.ts";

export const MAX_SUPPORT_EMAIL_LENGTH = 254;

const PLAIN_EMAIL = /^[A-Za-z0-9._+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;

/** Whether `value` is a support e-mail a page may put in a mailto: link. */
export function isSupportEmail(value: string): boolean {
  return value.length <= MAX_SUPPORT_EMAIL_LENGTH && PLAIN_EMAIL.test(value);
}

/** The spec code a `support_email` fails with, or null. */
export function checkSupportEmail(value: string): ErrorCode | null {
  if (value.length > MAX_SUPPORT_EMAIL_LENGTH) return "field_too_long";
  return PLAIN_EMAIL.test(value) ? null : "field_invalid_format";
}
