/** Opaque, tamper-proof list cursors bound to resource, filters, merchant, environment and scope; refused after 24 hours. */
import { createHmac, timingSafeEqual } from "node:crypto";
import { StubError } from "../http/problem-response.ts";

export const CURSOR_MAX_AGE_SECONDS = 24 * 60 * 60;

export interface CursorBinding {
  /** Which list: "invoices", "withdrawals", "payment_channels", "deposit_feed". */
  resource: string;
  /** Canonical text of the filters the list was asked with. */
  filters: string;
  merchant: string;
  environment: string;
  /** The key's project scope ("*" for all projects). */
  scope: string;
}

interface CursorPayload {
  b: string;
  p: number;
  t: number;
}

function bindingText(b: CursorBinding): string {
  return JSON.stringify([b.resource, b.filters, b.merchant, b.environment, b.scope]);
}

function mac(secret: string, text: string): Buffer {
  return createHmac("sha256", secret).update(text).digest();
}

/** A cursor for position `position` (a sequence number) of the list the binding describes. */
export function encodeCursor(secret: string, binding: CursorBinding, position: number, now: number): string {
  const payload: CursorPayload = { b: createHmac("sha256", secret).update(bindingText(binding)).digest("base64url").slice(0, 22), p: position, t: now };
  const body = Buffer.from(JSON.stringify(payload)).toString("base64url");
  return `${body}.${mac(secret, body).toString("base64url")}`;
}

const invalid = (why: string): StubError =>
  new StubError("pagination_cursor_invalid", `The cursor is not valid here (${why}); restart the list without a cursor.`, { field: "cursor" });

/** The position a cursor points at, or 400 pagination_cursor_invalid when it is malformed, tampered, foreign or expired. */
export function decodeCursor(secret: string, binding: CursorBinding, cursor: string, now: number): number {
  const [body, sig, extra] = cursor.split(".");
  if (!body || !sig || extra !== undefined) throw invalid("malformed");
  const expected = mac(secret, body);
  const given = Buffer.from(sig, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid("tampered or malformed");
  let payload: CursorPayload;
  try {
    payload = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as CursorPayload;
  } catch {
    throw invalid("malformed");
  }
  if (typeof payload.p !== "number" || typeof payload.t !== "number" || typeof payload.b !== "string") throw invalid("malformed");
  const bound = createHmac("sha256", secret).update(bindingText(binding)).digest("base64url").slice(0, 22);
  if (payload.b !== bound) throw invalid("issued for another list, filters or scope");
  if (now - payload.t > CURSOR_MAX_AGE_SECONDS) throw invalid("older than 24 hours");
  return payload.p;
}
