/** A merchant's webhook endpoint in one call: the signature verified on the raw body, then the event read and typed. */
import { parseWebhookEvent, type WebhookEvent } from "../api/webhook-event.ts";
import { verifyWebhook, type VerifyWebhookOptions } from "../signing/webhook-signature.ts";

/**
 * The outcome of one delivery. `signature`: not from the provider (or too old): answer 400 and do nothing.
 * `payload`: signed, but not an event this kit can read (the issues say why): answer 400 and look into it.
 */
export type WebhookReading =
  | { ok: true; event: WebhookEvent }
  | { ok: false; reason: "signature" }
  | { ok: false; reason: "payload"; issues: string[] };

/**
 * Verifies `X-Webhook-Signature` over the raw body under any of `secrets`, then reads the event. An event type this
 * kit does not know yet is delivered as `kind: "unknown"` with its data as sent (answer 2xx so it is not retried,
 * and update the kit when you need it). Never throws.
 */
export async function readWebhook(
  signatureHeader: string | null | undefined,
  rawBody: string | Uint8Array,
  secrets: readonly string[],
  options?: VerifyWebhookOptions,
): Promise<WebhookReading> {
  if (!(await verifyWebhook(signatureHeader, rawBody, secrets, options))) return { ok: false, reason: "signature" };
  const reading = parseWebhookEvent(rawBody);
  return reading.ok ? reading : { ok: false, reason: "payload", issues: reading.issues };
}
