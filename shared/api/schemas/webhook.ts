/** The webhook envelope and the resource each event carries in its `data`. */
import * as z from "zod/mini";
import { checked } from "./checks.ts";
import { WebhookEventTypeSchema, type WebhookEventType } from "./enums.ts";
import { InvoiceSchema } from "./invoice.ts";
import { WithdrawalSchema } from "./withdrawal.ts";
import { DepositSchema } from "./channel.ts";
import { UnixSecondsSchema } from "./values.ts";

/**
 * Webhook envelope with one of today's event types, as the stub sends it; `data` is the resource the event is about
 * (see webhookDataSchema). A receiver reads deliveries with parseWebhookEvent / readWebhook instead, which take an
 * event type newer than this list as an unknown event rather than refusing it.
 */
export const WebhookEnvelopeSchema = z.object({
  event_id: checked(z.string(), z.minLength(1)),
  event_type: WebhookEventTypeSchema,
  /** A positive integer (1 today); the provider's SDKs refuse a string here. */
  version: checked(/* @__PURE__ */ z.int(), z.gte(1)),
  occurred_at: UnixSecondsSchema,
  data: z.record(z.string(), z.unknown()),
});
export type WebhookEnvelope = z.infer<typeof WebhookEnvelopeSchema>;

/** The schema of an event's `data`: the invoice, withdrawal or deposit it reports. */
export function webhookDataSchema(eventType: WebhookEventType) {
  if (eventType.startsWith("invoice.")) return InvoiceSchema;
  if (eventType.startsWith("withdrawal.")) return WithdrawalSchema;
  return DepositSchema;
}
