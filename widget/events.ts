/** The widget's public events: their names, detail types and the one helper that fires them. */
import type { ErrorCategory } from "../shared/checkout/error-behaviours.ts";
import type { PathProbeReason } from "../shared/checkout/checkout-path.ts";

/** The `category` of checkout-error: the error table's categories (shared/checkout/error-ui.ts), nothing else. */
export type CheckoutErrorCategory = ErrorCategory;

/**
 * How the customer pays this invoice: `native` our own method list and payment screen over the public invoice routes
 * (ours), `hosted-embed` the provider's hosted payment page (`payment_url?embed=true`) in a frame in the card,
 * `hosted-redirect` a button that opens that page (in a new tab or this one, as `open-in` says).
 */
export type CheckoutPath = "native" | "hosted-embed" | "hosted-redirect";

/**
 * Why that path: `attribute` the `presentation` attribute asked for it; `read-answered` the public invoice read
 * answered; `read-not-found` it answered 404 for the invoice just created, so the service has no such route;
 * `read-failed` it failed otherwise (the checkout goes on natively and shows that failure); `frame-refused` the page
 * could not be framed (the shop page's CSP, a failed load). The read's three are shared/checkout/checkout-path.ts's.
 */
export type CheckoutPathReason = "attribute" | PathProbeReason | "frame-refused";

/**
 * Where a status came from. Absent: the widget read it from the API. `browser-message`: only the embedded hosted
 * page's postMessage said so, a browser signal anyone on the page could fake; never ship on it.
 */
export type ConfirmedBy = "browser-message";

/** Why the customer asked for a new invoice for the same order. */
export type NewAttemptReason = "cancelled" | "expired" | "change_method" | "underpaid" | "closed";

export interface CheckoutEventDetails {
  /** The element is on the page and has started (creating or loading an invoice). */
  "checkout-ready": { invoiceId: string | null };
  /** POST /public/v1/sdk answered: the invoice exists. */
  "checkout-invoice-created": { invoiceId: string; paymentUrl: string; status: string };
  /** The customer picked a token and network and the invoice accepted it. */
  "checkout-method-selected": { invoiceId: string; currency: string; network: string };
  /** Which way the customer pays this invoice, and why; fired once it is known, again if it changes (frame refused). */
  "checkout-path": { invoiceId: string; path: CheckoutPath; reason: CheckoutPathReason };
  /** The invoice status changed (from polling or an action, or a message of the embedded hosted page). */
  "checkout-status-changed": { invoiceId: string; status: string; previous: string | null; confirmedBy?: ConfirmedBy };
  /**
   * paid or paid_over. A hint for the page, not proof: confirm on the signed API or a webhook. On the hosted-embed
   * path `amount` and `currency` are the order's, and `confirmedBy` says only the page's message said so.
   */
  "checkout-paid": {
    invoiceId: string;
    status: "paid" | "paid_over";
    amount: string;
    currency: string;
    confirmedBy?: ConfirmedBy;
  };
  "checkout-expired": { invoiceId: string; confirmedBy?: ConfirmedBy };
  "checkout-cancelled": { invoiceId: string; confirmedBy?: ConfirmedBy };
  /**
   * The customer asks to pay this order again with a new invoice: after a cancel or an expiry, to pay with another
   * token or network than the one chosen (`change_method`; that invoice cannot be cancelled and stays payable until it
   * expires), or to pay what an underpaid invoice lacks (`underpaid`, with `missing`; on the hosted-embed path without it: the
   * page's message names no amounts). On the hosted-embed path also after the customer closed the page (`closed`). Offered only with the `new-attempts` attribute. The page answers by setting a new `external-order-id`
   * (the same order, a new attempt); its server ships once whichever attempt is paid and refunds any other paid one.
   */
  "checkout-new-attempt": {
    invoiceId: string;
    reason: NewAttemptReason;
    /**
     * With reason `underpaid` ("Pay the missing 13.5 USDT"): what the invoice `invoiceId` lacks, on its own token and
     * network. The page sets these as `amount`, `currency` and `network` with the new `external-order-id`, and its
     * server counts both invoices toward the order.
     */
    missing?: { amount: string; currency: string; network: string };
  };
  /** An API or client error landed in a UI state. */
  "checkout-error": { code: string; status: number; retryable: boolean; category: CheckoutErrorCategory };
}

export type CheckoutEventName = keyof CheckoutEventDetails;

/** Every public event's name, for a page that listens to them all (the stub's demo shop logs each). */
export const CHECKOUT_EVENT_NAMES = [
  "checkout-ready",
  "checkout-invoice-created",
  "checkout-method-selected",
  "checkout-path",
  "checkout-status-changed",
  "checkout-paid",
  "checkout-expired",
  "checkout-cancelled",
  "checkout-new-attempt",
  "checkout-error",
] as const satisfies readonly CheckoutEventName[];

/** A compile error here: CHECKOUT_EVENT_NAMES leaves out an event of CheckoutEventDetails. */
type Holds<T extends true> = T;
type _EveryEventListed = Holds<
  [Exclude<CheckoutEventName, (typeof CHECKOUT_EVENT_NAMES)[number]>] extends [never] ? true : false
>;

/**
 * The provider's Low-Code SDK events, fired as it fires them (CustomEvents named after the hosted page's messages,
 * detail in its snake_case) for a page written against that SDK; only on the hosted-embed path. `confirmed_by` is
 * ours: each is a browser signal, never proof of payment.
 */
export interface PaymosEventDetail {
  invoice_id: string;
  /** The message's reason: for paymos:failed `underpaid`, `expired` or `cancelled` as the hosted page sends it; else null when it sent none. */
  reason: string | null;
  confirmed_by: ConfirmedBy;
}

/** The provider's Low-Code SDK events' names, as the embedded hosted page posts them. */
export const PAYMOS_EVENT_NAMES = ["paymos:succeeded", "paymos:failed", "paymos:close"] as const;
export type PaymosEventName = (typeof PAYMOS_EVENT_NAMES)[number];

/**
 * The two lists as one, in a call marked pure: a spread written in place stays in a bundle that never reads it (the
 * widget's own, which would then carry the provider's event names the hosted page's chunk already has).
 */
/* @__NO_SIDE_EFFECTS__ */
function everyEventName(): readonly [...typeof CHECKOUT_EVENT_NAMES, ...typeof PAYMOS_EVENT_NAMES] {
  return [...CHECKOUT_EVENT_NAMES, ...PAYMOS_EVENT_NAMES];
}

/**
 * Every event a page can hear from the widget, ours and the provider's: the one list the Playwright page objects
 * (playwright/checkout-page.ts) record, so a new event is listened for where it is declared.
 */
export const WIDGET_EVENT_NAMES = /* @__PURE__ */ everyEventName();

/** Each public event as listeners receive it; HTMLElementEventMap takes this map whole, so the details above stay the only list. */
export type CheckoutEventMap = { [K in CheckoutEventName]: CustomEvent<CheckoutEventDetails[K]> } & {
  [K in PaymosEventName]: CustomEvent<PaymosEventDetail>;
};

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the augmentation adds CheckoutEventMap's members and nothing of its own
  interface HTMLElementEventMap extends CheckoutEventMap {}
}

/** A public event's name and its detail, as emit() takes them: one tuple per event, so each name keeps its own detail. */
export type CheckoutEventArgs = {
  [K in CheckoutEventName]: [name: K, detail: CheckoutEventDetails[K]];
}[CheckoutEventName];

/** Fires a public event: bubbling and composed so the host page hears it through the shadow roots. */
export function emit(target: EventTarget, ...[name, detail]: CheckoutEventArgs): boolean {
  return target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}

/** Says which path the checkout takes, to the page (`checkout-path`) and to its developer (the console). */
export function announcePath(target: EventTarget, detail: CheckoutEventDetails["checkout-path"]): void {
  console.info("[crypto-checkout] path:", detail.path, `(${detail.reason})`);
  emit(target, "checkout-path", detail);
}
