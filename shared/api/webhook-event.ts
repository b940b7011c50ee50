/**
 * A webhook delivery's body read into a typed event. An `event_type` this kit does not know yet arrives as an
 * `unknown` event carrying its raw `data`, never as a refusal: the provider's SDK accepts any event type, so one
 * newer than this kit may arrive.
 */
import * as z from "zod/mini";
import {
  DepositSchema,
  InvoiceSchema,
  WebhookEnvelopeSchema,
  WEBHOOK_EVENT_TYPES,
  WithdrawalSchema,
  type Deposit,
  type Invoice,
  type WebhookEventType,
  type Withdrawal,
} from "./schemas.ts";

/** What every event carries, whatever its type. */
interface WebhookEventBase {
  /** Unique per event: deliveries are at least once, so receivers dedupe on it. */
  readonly event_id: string;
  /** The envelope's version, a positive integer (1 today). */
  readonly version: number;
  /** Unix seconds. */
  readonly occurred_at: number;
}

type TypesOf<Prefix extends string> = Extract<WebhookEventType, `${Prefix}${string}`>;

export interface InvoiceWebhookEvent extends WebhookEventBase {
  readonly kind: "invoice";
  readonly event_type: TypesOf<"invoice.">;
  readonly data: Invoice;
}

export interface WithdrawalWebhookEvent extends WebhookEventBase {
  readonly kind: "withdrawal";
  readonly event_type: TypesOf<"withdrawal.">;
  readonly data: Withdrawal;
}

export interface DepositWebhookEvent extends WebhookEventBase {
  readonly kind: "deposit";
  readonly event_type: TypesOf<"payment_channel.deposit.">;
  readonly data: Deposit;
}

/** An event type newer than this kit: its name and its data as sent, for the receiver to log, store or skip. */
export interface UnknownWebhookEvent extends WebhookEventBase {
  readonly kind: "unknown";
  readonly event_type: string;
  readonly data: Readonly<Record<string, unknown>>;
}

/** Switch on `kind` (then `event_type`): every known type narrows its `data`; `unknown` is the forward-compatible rest. */
export type WebhookEvent = InvoiceWebhookEvent | WithdrawalWebhookEvent | DepositWebhookEvent | UnknownWebhookEvent;

export type WebhookEventReading = { ok: true; event: WebhookEvent } | { ok: false; issues: string[] };

/**
 * The envelope as a receiver reads it: any non-empty `event_type` (the provider's SDK checks only that, in
 * `src/webhooks.ts`), everything else as WebhookEnvelopeSchema, which holds what the stub sends today.
 */
export const ReceivedWebhookEnvelopeSchema = z.extend(WebhookEnvelopeSchema, {
  event_type: z.string().check(z.minLength(1)),
});
export type ReceivedWebhookEnvelope = z.infer<typeof ReceivedWebhookEnvelopeSchema>;

const KNOWN_TYPES: ReadonlySet<string> = new Set(WEBHOOK_EVENT_TYPES);

export function isKnownWebhookEventType(eventType: string): eventType is WebhookEventType {
  return KNOWN_TYPES.has(eventType);
}

function issuesOf(error: z.core.$ZodError, prefix: string): string[] {
  return error.issues.map((i) => `${[prefix, ...i.path.map(String)].filter(Boolean).join(".")}: ${i.message}`);
}

/**
 * Reads a delivery's raw body (after its signature verified: see readWebhook). A known event whose data is not the
 * resource its type promises is refused with the issues; an unknown type is an `unknown` event.
 */
export function parseWebhookEvent(rawBody: string | Uint8Array): WebhookEventReading {
  let json: unknown;
  try {
    json = JSON.parse(
      typeof rawBody === "string" ? rawBody : new TextDecoder("utf-8", { fatal: true }).decode(rawBody),
    );
  } catch {
    return { ok: false, issues: ["the body is not JSON text"] };
  }
  const envelope = ReceivedWebhookEnvelopeSchema.safeParse(json);
  if (!envelope.success) return { ok: false, issues: issuesOf(envelope.error, "") };
  const { event_id, event_type, version, occurred_at, data } = envelope.data;
  const base = { event_id, version, occurred_at };
  if (!isKnownWebhookEventType(event_type)) return { ok: true, event: { ...base, kind: "unknown", event_type, data } };

  if (event_type.startsWith("invoice.")) {
    const read = InvoiceSchema.safeParse(data);
    return read.success
      ? {
          ok: true,
          event: { ...base, kind: "invoice", event_type: event_type as TypesOf<"invoice.">, data: read.data },
        }
      : { ok: false, issues: issuesOf(read.error, "data") };
  }
  if (event_type.startsWith("withdrawal.")) {
    const read = WithdrawalSchema.safeParse(data);
    return read.success
      ? {
          ok: true,
          event: { ...base, kind: "withdrawal", event_type: event_type as TypesOf<"withdrawal.">, data: read.data },
        }
      : { ok: false, issues: issuesOf(read.error, "data") };
  }
  const read = DepositSchema.safeParse(data);
  return read.success
    ? {
        ok: true,
        event: {
          ...base,
          kind: "deposit",
          event_type: event_type as TypesOf<"payment_channel.deposit.">,
          data: read.data,
        },
      }
    : { ok: false, issues: issuesOf(read.error, "data") };
}
