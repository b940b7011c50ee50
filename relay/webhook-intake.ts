/**
 * POST /webhooks: a delivery is believed only when its signature verifies on the raw body under one of the shop's
 * webhook secrets, with a timestamp within five minutes (the kit's own readWebhook, shared/client/). Anything else is
 * refused with 400 and leaves no trace in the store; the provider retries what it really sent.
 */
import { readWebhook } from "../shared/client/webhook-receiver.ts";
import { paymentFigures, type IncomingEvent } from "./store/relay-store.ts";

export type Intake =
  | { ok: true; event: IncomingEvent }
  | { ok: false; code: "webhook_signature_invalid" | "webhook_payload_invalid"; detail: string };

export async function readDelivery(
  headers: Headers,
  rawBody: string,
  secrets: readonly string[],
  nowSeconds: number,
): Promise<Intake> {
  const signature = headers.get("x-webhook-signature");
  const reading = await readWebhook(signature, rawBody, secrets, { now: nowSeconds });
  if (!reading.ok) {
    return reading.reason === "signature"
      ? {
          ok: false,
          code: "webhook_signature_invalid",
          detail:
            "The X-Webhook-Signature does not verify under any configured secret, or its timestamp is not within 5 minutes.",
        }
      : {
          ok: false,
          code: "webhook_payload_invalid",
          detail: `The signed body is not an event: ${reading.issues.join("; ")}`,
        };
  }
  const { event } = reading;
  // The id and timestamp headers, when sent, must say what the signed body and signature say.
  const id = headers.get("x-webhook-id");
  if (id !== null && id !== event.event_id)
    return { ok: false, code: "webhook_payload_invalid", detail: "X-Webhook-Id is not the body's event_id." };
  const t = headers.get("x-webhook-timestamp");
  if (t !== null && !(signature ?? "").split(",").some((part) => part.trim() === `t=${t}`))
    return { ok: false, code: "webhook_payload_invalid", detail: "X-Webhook-Timestamp is not the signature's t." };
  return {
    ok: true,
    event: {
      event_id: event.event_id,
      event_type: event.event_type,
      occurred_at: event.occurred_at,
      body: rawBody,
      ...(event.kind === "invoice"
        ? {
            invoice: {
              invoice_id: event.data.invoice_id,
              status: event.data.status,
              ...(event.data.payment ? { payment: paymentFigures(event.data.payment) } : {}),
            },
          }
        : {}),
    },
  };
}
