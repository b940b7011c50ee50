/** Webhook signatures: `X-Webhook-Signature: t=<unix>,v1=<hex HMAC-SHA256 over "<t>.<raw body>">`, one v1 per secret. */
import { concatBytes, fromHex, toBytes, toHex } from "./encoding.ts";
import { hmacSha256, hmacSha256Verify } from "./hmac.ts";

export const WEBHOOK_TOLERANCE_SECONDS = 300;

function signedPayload(t: number | string, rawBody: string | Uint8Array): Uint8Array {
  // Bytes, not a string join: the body is signed exactly as delivered, even if it is not valid UTF-8.
  return concatBytes(toBytes(`${t}.`), toBytes(rawBody));
}

/** Lowercase hex HMAC-SHA256 of `<t>.<raw body>`. */
export async function signWebhook(secret: string, t: number | string, rawBody: string | Uint8Array): Promise<string> {
  return toHex(await hmacSha256(secret, signedPayload(t, rawBody)));
}

/** The header value, with one v1 per active secret so receivers keep working through a rotation. */
export async function webhookSignatureHeader(
  t: number,
  rawBody: string | Uint8Array,
  secrets: readonly string[],
): Promise<string> {
  const sigs = await Promise.all(secrets.map((s) => signWebhook(s, t, rawBody)));
  return [`t=${t}`, ...sigs.map((s) => `v1=${s}`)].join(",");
}

export interface ParsedWebhookSignature {
  readonly t: number;
  readonly v1: readonly string[];
}

/** t and every v1 of the header, or null when t is missing, repeated or not a positive integer. Unknown keys are skipped. */
export function parseWebhookSignature(header: string | null | undefined): ParsedWebhookSignature | null {
  if (typeof header !== "string" || header.length > 8192) return null;
  let t: number | null = null;
  const v1: string[] = [];
  for (const item of header.split(",")) {
    const eq = item.indexOf("=");
    // Stryker disable next-line EqualityOperator: an item starting with "=" has an empty key, skipped as unknown.
    if (eq < 0) continue;
    const key = item.slice(0, eq).trim();
    const value = item.slice(eq + 1).trim();
    if (key === "t") {
      if (t !== null || !/^[1-9][0-9]{0,15}$/.test(value)) return null;
      t = Number(value);
    } else if (key === "v1") {
      v1.push(value);
    }
  }
  return t === null ? null : { t, v1 };
}

export interface VerifyWebhookOptions {
  /** Current Unix time in seconds; defaults to the system clock. */
  readonly now?: number;
  readonly toleranceSeconds?: number;
}

/**
 * True when t is within the tolerance of now and some v1 matches the body under some secret. Compares in constant
 * time and answers false, never throws, on any header.
 */
export async function verifyWebhook(
  header: string | null | undefined,
  rawBody: string | Uint8Array,
  secrets: readonly string[],
  options: VerifyWebhookOptions = {},
): Promise<boolean> {
  try {
    const parsed = parseWebhookSignature(header);
    // Stryker disable next-line ConditionalExpression: without it a null header throws on parsed.t, caught below.
    if (!parsed) return false;
    const now = options.now ?? Math.floor(Date.now() / 1000);
    const tolerance = options.toleranceSeconds ?? WEBHOOK_TOLERANCE_SECONDS;
    if (!(Math.abs(now - parsed.t) <= tolerance)) return false;
    const payload = signedPayload(parsed.t, rawBody);
    for (const candidate of parsed.v1) {
      const mac = fromHex(candidate);
      if (!mac) continue;
      for (const secret of secrets) {
        if (await hmacSha256Verify(secret, payload, mac)) return true;
      }
    }
    return false;
  } catch {
    return false;
  }
}
