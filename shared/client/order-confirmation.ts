/**
 * The merchant's server deciding whether to ship an order, the way the provider's documentation requires: a webhook
 * is believed only when its signature verifies on the raw body, and only what the signed `GET /v1/invoices/{id}` then
 * says counts, checked against the merchant's own order (status, project, order reference, amount, currency). Modelled
 * on the checks of the provider's PHP SDK (`Paymos\Plugin\InvoiceReverseVerifier`, `AmountGuard`); framework-neutral:
 * it takes the raw body, the headers and a signed client, and answers a verdict.
 */
import { isApiError } from "../api/api-error.ts";
import type { Invoice } from "../api/schemas.ts";
import { ReceivedWebhookEnvelopeSchema, type ReceivedWebhookEnvelope } from "../api/webhook-event.ts";
import { isPaidInvoiceStatus } from "../api/statuses.ts";
import { UNSIGNED_DECIMAL, sameDecimalValue } from "../decimal/plain-decimal.ts";
import { verifyWebhook } from "../signing/webhook-signature.ts";
import type { MerchantClient } from "./merchant-client.ts";

/** The merchant's own record of an order: what the invoice must match before anything ships. */
export interface MerchantOrder {
  /** The project the order's invoices are made in (prj_…). */
  readonly projectId: string;
  /** The order reference sent as `external_order_id`. */
  readonly externalOrderId: string;
  /** The order's total as a decimal string ("25.00"), in `currency`. */
  readonly amount: string;
  /** The order's currency code ("EUR", or a token such as "USDT"). */
  readonly currency: string;
}

/** Headers as fetch gives them (a `Headers`), or as Node and most frameworks do (a plain object). */
export type WebhookHeaders = Headers | Readonly<Record<string, string | readonly string[] | undefined>>;

export interface ConfirmOrderPaymentInput {
  /** The delivery's body exactly as received: never parse and re-serialize it before this. */
  readonly rawBody: string | Uint8Array;
  /** The delivery's headers; `X-Webhook-Signature` is read from them. */
  readonly headers: WebhookHeaders;
  /** The endpoint's webhook secret (`whsec_…`), or both during a rotation. */
  readonly webhookSecrets: string | readonly string[];
  /** A signed client with the Payment key: the invoice is read again through it. */
  readonly merchant: Pick<MerchantClient, "getInvoice">;
  /**
   * The merchant's order for an order reference, from the merchant's own records; null or undefined when there is no
   * such order. Called with the reference the signed read returned, never one taken from the webhook alone.
   */
  readonly findOrder: (
    externalOrderId: string,
  ) => MerchantOrder | null | undefined | Promise<MerchantOrder | null | undefined>;
  /** Current Unix time in seconds for the signature's timestamp window; default the system clock. */
  readonly now?: number;
  /** The signature's timestamp window in seconds (default 300). */
  readonly toleranceSeconds?: number;
}

/** Why an order must not ship (yet): each a distinct failed check, in the order they run. */
export type RefusalReason =
  /** The signature is missing, malformed, too old or not made with the secret: not a delivery of the service. */
  | "signature_invalid"
  /** Signed, but not a webhook envelope (or not JSON). */
  | "payload_invalid"
  /** A withdrawal or payment-channel event, or an invoice event without an invoice id. */
  | "not_an_invoice_event"
  /** The signed read failed (the invoice is unknown to this key, another merchant's, or the service did not answer). */
  | "invoice_unreadable"
  /** The event's status, project or order reference differ from the signed read's: stale, reordered or altered. */
  | "status_mismatch"
  | "project_mismatch"
  | "external_order_mismatch"
  /** The merchant has no order for the invoice's reference. */
  | "order_unknown"
  | "amount_mismatch"
  | "currency_mismatch"
  /** Everything matches, and the invoice is not paid (yet): nothing to ship. */
  | "not_paid";

export type FulfilmentVerdict =
  | {
      readonly fulfil: true;
      /** The invoice as the signed API returned it: paid or paid_over. */
      readonly invoice: Invoice;
      readonly order: MerchantOrder;
      readonly event: ReceivedWebhookEnvelope;
    }
  | {
      readonly fulfil: false;
      readonly reason: RefusalReason;
      /** One sentence for the merchant's log. */
      readonly detail: string;
      /** The signed read, once there is one. */
      readonly invoice?: Invoice;
      readonly event?: ReceivedWebhookEnvelope;
    };

function headerValue(headers: WebhookHeaders, name: string): string | undefined {
  if (typeof (headers as Headers).get === "function") return (headers as Headers).get(name) ?? undefined;
  for (const [key, value] of Object.entries(headers as Record<string, string | readonly string[] | undefined>)) {
    if (key.toLowerCase() === name) return typeof value === "string" ? value : value?.join(",");
  }
  return undefined;
}

function bodyText(raw: string | Uint8Array): string {
  return typeof raw === "string" ? raw : new TextDecoder("utf-8", { fatal: true }).decode(raw);
}

const refuse = (
  reason: RefusalReason,
  detail: string,
  more: { invoice?: Invoice; event?: ReceivedWebhookEnvelope } = {},
): FulfilmentVerdict => ({
  fulfil: false,
  reason,
  detail,
  ...more,
});

/** A text field of the event's data, when it is one. */
function eventText(data: Record<string, unknown>, ...path: string[]): string | undefined {
  let value: unknown = data;
  for (const key of path)
    value = typeof value === "object" && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  return typeof value === "string" ? value : undefined;
}

/**
 * Verifies a webhook delivery and re-reads its invoice with the signed API, then answers whether the merchant's order
 * may ship. Never throws for what a delivery contains; a failure of `findOrder` is the merchant's own and is thrown.
 * A browser event (`checkout-paid`, `paymos:succeeded`) is never an input here: only a signed delivery is.
 */
export async function confirmOrderPayment(input: ConfirmOrderPaymentInput): Promise<FulfilmentVerdict> {
  const secrets = typeof input.webhookSecrets === "string" ? [input.webhookSecrets] : input.webhookSecrets;
  const signature = headerValue(input.headers, "x-webhook-signature");
  const verified = await verifyWebhook(signature, input.rawBody, secrets, {
    ...(input.now === undefined ? {} : { now: input.now }),
    ...(input.toleranceSeconds === undefined ? {} : { toleranceSeconds: input.toleranceSeconds }),
  });
  if (!verified)
    return refuse(
      "signature_invalid",
      "The X-Webhook-Signature header does not verify on this body with the webhook secret (or its timestamp is outside the window).",
    );

  let parsed: unknown;
  try {
    parsed = JSON.parse(bodyText(input.rawBody));
  } catch {
    return refuse("payload_invalid", "The signed body is not JSON.");
  }
  const envelope = ReceivedWebhookEnvelopeSchema.safeParse(parsed);
  if (!envelope.success)
    return refuse(
      "payload_invalid",
      "The signed body is not a webhook envelope (event_id, event_type, version, occurred_at, data).",
    );
  const event = envelope.data;
  const invoiceId = eventText(event.data, "invoice_id");
  if (!event.event_type.startsWith("invoice.") || invoiceId === undefined) {
    return refuse("not_an_invoice_event", `${event.event_type} is not an invoice event with an invoice_id.`, { event });
  }

  let invoice: Invoice;
  try {
    invoice = await input.merchant.getInvoice(invoiceId);
  } catch (error) {
    const why = isApiError(error) ? `${error.status} ${error.code}` : "no answer";
    return refuse(
      "invoice_unreadable",
      `The signed read of ${invoiceId} failed (${why}): check again later, ship nothing now.`,
      { event },
    );
  }
  const seen = { invoice, event };

  // The event against the signed read (InvoiceReverseVerifier): a field the event carries must be the read's.
  const eventStatus = eventText(event.data, "status");
  if (eventStatus !== undefined && eventStatus !== invoice.status) {
    return refuse(
      "status_mismatch",
      `The event says ${eventStatus}, the signed read ${invoice.status}: a later delivery will match.`,
      seen,
    );
  }
  const eventProject = eventText(event.data, "project_id");
  if (eventProject !== undefined && eventProject !== invoice.project_id) {
    return refuse(
      "project_mismatch",
      `The event names project ${eventProject}, the signed read ${invoice.project_id}.`,
      seen,
    );
  }
  const eventOrder = eventText(event.data, "order", "external_id");
  if (eventOrder !== undefined && eventOrder !== invoice.order.external_id) {
    return refuse(
      "external_order_mismatch",
      `The event names order ${eventOrder}, the signed read ${invoice.order.external_id}.`,
      seen,
    );
  }

  // The signed read against the merchant's own order (InvoiceReverseVerifier's expectations, AmountGuard).
  const order = await input.findOrder(invoice.order.external_id);
  if (order === null || order === undefined) {
    return refuse("order_unknown", `No order of this shop has the reference ${invoice.order.external_id}.`, seen);
  }
  if (invoice.project_id !== order.projectId) {
    return refuse(
      "project_mismatch",
      `The invoice is in project ${invoice.project_id}, the order's is ${order.projectId}.`,
      seen,
    );
  }
  if (invoice.order.external_id !== order.externalOrderId) {
    return refuse(
      "external_order_mismatch",
      `The invoice is for order ${invoice.order.external_id}, not ${order.externalOrderId}.`,
      seen,
    );
  }
  if (!sameDecimalValue(invoice.order.amount, order.amount, UNSIGNED_DECIMAL)) {
    return refuse(
      "amount_mismatch",
      `The invoice asks ${invoice.order.amount} ${invoice.order.currency}, the order totals ${order.amount} ${order.currency}.`,
      seen,
    );
  }
  if (invoice.order.currency.toUpperCase() !== order.currency.trim().toUpperCase()) {
    return refuse(
      "currency_mismatch",
      `The invoice is in ${invoice.order.currency}, the order in ${order.currency}.`,
      seen,
    );
  }
  if (!isPaidInvoiceStatus(invoice.status)) {
    return refuse("not_paid", `The invoice is ${invoice.status}; ship only once it is paid or paid_over.`, seen);
  }
  return { fulfil: true, invoice, order, event };
}
