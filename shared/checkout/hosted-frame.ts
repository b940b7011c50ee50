/**
 * The provider's embed contract for its hosted payment page, as pure functions: the frame's URL, which messages from
 * the frame an app accepts, and the invoice status each one reports. The widget's card and the terminal's payment
 * screen both embed the page; both filter its messages here.
 */
import { isPaidInvoiceStatus, type FinalInvoiceStatus } from "../api/statuses.ts";
import type { FinalCheckoutStatus } from "./checkout-machine.ts";

/** The three messages the embedded page posts to its parent (the provider's hosted-checkout page, "Embed events"). */
export const HOSTED_MESSAGE_TYPES = ["paymos:succeeded", "paymos:failed", "paymos:close"] as const;
export type HostedMessageType = (typeof HOSTED_MESSAGE_TYPES)[number];

/** A message the app accepted: from its own frame, at the payment page's origin, about its own invoice. */
export interface HostedMessage {
  readonly type: HostedMessageType;
  readonly invoiceId: string;
  /** The message's `reason` when it is a short string, else null. */
  readonly reason: string | null;
}

/** What the filter reads of a `message` event (a MessageEvent fits). */
export interface ReceivedMessage {
  readonly origin: string;
  readonly source: unknown;
  readonly data: unknown;
}

/** The one frame the app listens to. */
export interface EmbeddedFrame {
  /** The origin of the invoice's payment_url. */
  readonly origin: string;
  /** The frame's contentWindow (null when it has none, as before it is attached). */
  readonly window: unknown;
  readonly invoiceId: string;
}

const isHostedType = (value: unknown): value is HostedMessageType =>
  (HOSTED_MESSAGE_TYPES as readonly unknown[]).includes(value);

/** Longest `reason` an app passes on: the documented ones are a word; anything longer is not the page's. */
const MAX_REASON_LENGTH = 64;

/**
 * The message, if the app may act on it: sent from the payment_url's origin, by its own frame's window, in the
 * documented shape, about the invoice the app created. Anything else (another origin, another frame or window
 * on the same origin, a foreign invoice_id, another shape) is null and changes nothing.
 */
export function acceptHostedMessage(event: ReceivedMessage, frame: EmbeddedFrame): HostedMessage | null {
  if (event.origin !== frame.origin) return null;
  if (frame.window === null || frame.window === undefined || event.source !== frame.window) return null;
  const data = event.data;
  if (typeof data !== "object" || data === null) return null;
  const { type, invoice_id: invoiceId, reason } = data as Record<string, unknown>;
  if (!isHostedType(type) || invoiceId !== frame.invoiceId) return null;
  return { type, invoiceId, reason: typeof reason === "string" && reason.length <= MAX_REASON_LENGTH ? reason : null };
}

/** The terminal failures `paymos:failed` names (the provider: "underpaid, expired, or cancelled"). */
const FAILED_STATUSES = ["underpaid", "expired", "cancelled"] as const satisfies readonly FinalCheckoutStatus[];

/** A message as the embedded page posts it to its parent (the provider's "Embed events"). */
export interface PostedHostedMessage {
  readonly type: HostedMessageType;
  readonly invoice_id: string;
  readonly reason: string;
}

/**
 * What the embedded page posts when its invoice reaches `status`: `paymos:succeeded` for a paid status,
 * `paymos:failed` for a terminal failure, the status as the reason; null for a status that ends nothing. The page's
 * side of reportedStatus below, which reads the same message back.
 */
export function messageForStatus(status: string): { type: HostedMessageType; reason: FinalInvoiceStatus } | null {
  if (isPaidInvoiceStatus(status)) return { type: "paymos:succeeded", reason: status };
  const failed = FAILED_STATUSES.find((s) => s === status);
  return failed === undefined ? null : { type: "paymos:failed", reason: failed };
}

/**
 * The final invoice status a message reports, or null: `paymos:succeeded` is paid (paid_over when its reason says
 * so); `paymos:failed` is the status its reason names, if it names one; `paymos:close` reports none.
 */
export function reportedStatus(message: HostedMessage): FinalCheckoutStatus | null {
  if (message.type === "paymos:succeeded") return message.reason === "paid_over" ? "paid_over" : "paid";
  if (message.type === "paymos:failed") return FAILED_STATUSES.find((s) => s === message.reason) ?? null;
  return null;
}

/**
 * The payment page as the frame loads it: payment_url with `embed=true` (the provider's), in the app's language, and,
 * with `embedderHeader`, `header=embedder`: the app shows a bar of its own above the frame (the shop, TEST MODE, a
 * close button), so the page need not. Both of these are ours: a page that ignores them shows its own language and
 * bar, which costs a line and changes nothing else (docs/api-gaps.md).
 */
export function embedUrlOf(paymentUrl: string, locale: string, options: { embedderHeader?: boolean } = {}): string {
  const url = new URL(paymentUrl);
  url.searchParams.set("embed", "true");
  url.searchParams.set("locale", locale);
  if (options.embedderHeader === true) url.searchParams.set("header", "embedder");
  return url.href;
}

/**
 * Whether a CSP violation the embedding page (a shop page, the terminal) reported is its policy refusing this frame
 * (frame-src, or child-src or default-src standing in for it) at the payment page's origin.
 */
export function isFrameRefusal(violation: { effectiveDirective: string; blockedURI: string }, origin: string): boolean {
  return (
    ["frame-src", "child-src", "default-src"].includes(violation.effectiveDirective) &&
    (violation.blockedURI === origin || violation.blockedURI.startsWith(`${origin}/`))
  );
}
