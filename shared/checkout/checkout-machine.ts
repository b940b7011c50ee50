/** The checkout flow as a pure state machine: states, events from the customer, the API, the clock and the network. */

import type { NetworkCode } from "../api/chains.ts";
import type { PublicInvoice } from "../api/schemas.ts";
import {
  checkoutErrorFrom,
  type ActionOperation,
  type CheckoutError,
  type CheckoutOperation,
} from "./checkout-error.ts";
import { CONFIG } from "./error-behaviours.ts";
import { countdown, type Countdown } from "./countdown.ts";
import {
  fromScaledInteger,
  scaledAsWritten,
  UNSIGNED_DECIMAL,
  withoutTrailingZeros,
  type ScaledDecimal,
} from "../decimal/plain-decimal.ts";
import { isFinalInvoiceStatus, type FinalInvoiceStatus } from "../api/statuses.ts";

export const CHECKOUT_STATUSES = [
  "idle",
  "creating", // POST /public/v1/sdk in flight
  "loading", // GET of an existing invoice (hosted page, or a refresh after a state clash)
  "choosing_method", // invoice awaiting_client: the customer picks a token and network
  "confirming", // confirm-payment in flight
  "cancelling", // cancel in flight
  "awaiting_payment",
  "confirming_payment", // invoice confirming: a transfer is seen, waiting for confirmations
  "underpaid_waiting",
  "paid",
  "paid_over",
  "underpaid",
  "expired",
  "cancelled",
  "unavailable", // checkout cannot go on: configuration, unknown invoice; retry only when the error says so
  "failed", // a request failed in a way that retrying may fix
] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];

/** A checkout ends where its invoice does: the final states carry the API's final statuses' names. */
export type FinalCheckoutStatus = FinalInvoiceStatus & CheckoutStatus;

/** States in which the invoice is followed by polling. */
export const POLLING_STATUSES = [
  "choosing_method",
  "awaiting_payment",
  "confirming_payment",
  "underpaid_waiting",
] as const satisfies readonly CheckoutStatus[];

/** States in which one request is in flight and its answer decides the next state. */
const OPERATION_OF_STATUS: Partial<Record<CheckoutStatus, ActionOperation>> = {
  creating: "create",
  loading: "load",
  confirming: "confirm",
  cancelling: "cancel",
};
const STATUS_OF_OPERATION = {
  create: "creating",
  load: "loading",
  confirm: "confirming",
  cancel: "cancelling",
} as const;

export function isFinalStatus(status: CheckoutStatus): status is FinalCheckoutStatus {
  return isFinalInvoiceStatus(status);
}

export function isPollingStatus(status: CheckoutStatus): boolean {
  return (POLLING_STATUSES as readonly CheckoutStatus[]).includes(status);
}

/** The request a state is waiting on, if any. */
export function operationOf(status: CheckoutStatus): ActionOperation | undefined {
  return OPERATION_OF_STATUS[status];
}

export interface ChosenMethod {
  readonly currency: string;
  readonly network: NetworkCode;
}

export interface ConfirmationProgress {
  /** Highest required_confirmations over the transfers still confirming. */
  readonly required: number;
  /** Confirmations seen so far, when the API reports them. */
  readonly current: number | null;
}

export interface ClockReading {
  /** Local epoch milliseconds. */
  readonly nowMs: number;
  /** Server time − local time, ms. */
  readonly serverOffsetMs: number;
}

export interface CheckoutState {
  readonly status: CheckoutStatus;
  readonly invoiceId: string | null;
  readonly invoice: PublicInvoice | null;
  /** Token and network chosen by the customer, or fixed by the invoice's payment. */
  readonly method: ChosenMethod | null;
  readonly error: CheckoutError | null;
  /** The network is gone: the last state is kept on screen and refreshed once back online. */
  readonly offline: boolean;
  /** Amount still to send (payment.remaining), in the payment currency. */
  readonly remaining: string | null;
  readonly confirmations: ConfirmationProgress | null;
  readonly countdown: Countdown | null;
  /** Expired on our clock, not yet on the server's: the server's next answer decides. */
  readonly expiredLocally: boolean;
  /** The server once contradicted our clock's expiry: from then on only the server expires the invoice. */
  readonly clockAhead: boolean;
}

export type CheckoutEvent =
  | { readonly type: "create" }
  | { readonly type: "load"; readonly invoiceId: string }
  /** A fresh invoice from any request; `operation` says which, so a late poll cannot overwrite an action's answer. */
  | {
      readonly type: "invoice";
      readonly invoice: PublicInvoice;
      readonly operation: CheckoutOperation;
      readonly clock?: ClockReading;
    }
  | { readonly type: "failure"; readonly error: CheckoutError }
  | { readonly type: "select_method"; readonly method: ChosenMethod }
  | { readonly type: "cancel" }
  | { readonly type: "retry" }
  | { readonly type: "tick"; readonly clock: ClockReading }
  | { readonly type: "offline" }
  | { readonly type: "online" };

export const initialCheckoutState: CheckoutState = {
  status: "idle",
  invoiceId: null,
  invoice: null,
  method: null,
  error: null,
  offline: false,
  remaining: null,
  confirmations: null,
  countdown: null,
  expiredLocally: false,
  clockAhead: false,
};

/** The checkout status an invoice's status puts the customer in. */
export function statusForInvoice(invoice: Pick<PublicInvoice, "status" | "payment">): CheckoutStatus {
  const status = invoice.status;
  // A crypto currency + network on create confirms at once: the invoice may still say awaiting_client.
  if (status === "awaiting_client") return invoice.payment ? "awaiting_payment" : "choosing_method";
  return status === "confirming" ? "confirming_payment" : status;
}

function remainingOf(invoice: PublicInvoice): string | null {
  const p = invoice.payment;
  if (!p) return null;
  if (p.remaining !== undefined) return p.remaining;
  if (invoice.status !== "underpaid_waiting" || p.paid === undefined) return null;
  // Left out by the API: expected − paid, exact as integers at the finer of the two precisions.
  const expected = scaledAsWritten(p.expected, UNSIGNED_DECIMAL);
  const paid = scaledAsWritten(p.paid, UNSIGNED_DECIMAL);
  if (!expected || !paid) return null; // not plain decimals: nothing honest to show
  const scale = Math.max(expected.scale, paid.scale);
  const atScale = ({ units, scale: written }: ScaledDecimal): bigint => units * 10n ** BigInt(scale - written);
  const diff = atScale(expected) - atScale(paid);
  return diff > 0n ? withoutTrailingZeros(fromScaledInteger(diff, scale)) : "0";
}

function confirmationsOf(invoice: PublicInvoice): ConfirmationProgress | null {
  let progress: ConfirmationProgress | null = null;
  for (const t of invoice.payment?.transfers ?? []) {
    if (t.status !== "confirming" || t.required_confirmations === undefined) continue;
    // Not every API version reports the running count; keep it when it is there.
    const current = t.confirmations ?? null;
    if (!progress || t.required_confirmations > progress.required)
      progress = { required: t.required_confirmations, current };
  }
  return progress;
}

function countdownOf(invoice: PublicInvoice, clock: ClockReading | undefined): Countdown | null {
  if (invoice.expires_at === undefined || !clock) return null;
  return countdown(invoice.expires_at, clock.nowMs, {
    createdAt: invoice.created_at,
    serverOffsetMs: clock.serverOffsetMs,
  });
}

function applyInvoice(state: CheckoutState, invoice: PublicInvoice, clock: ClockReading | undefined): CheckoutState {
  let status = statusForInvoice(invoice);
  // A poll that finds the invoice where it was must not wipe the answer to the customer's last action
  // ("choose another method") nor the method to retry with; a poll's own error is cleared by its success.
  const unchanged = status === state.status;
  let error: CheckoutError | null = unchanged && state.error?.operation !== "poll" ? state.error : null;
  if (status === "choosing_method" && invoice.payment_methods?.length === 0) {
    // Nothing to choose from: the same dead end the API reports as tokens_required, a setting of the merchant's. Its
    // behaviour is named here: no request failed, so the catalogue's table may not be loaded.
    status = "unavailable";
    const noMethod = checkoutErrorFrom(
      { code: "tokens_required", status: 409, detail: "The invoice offers no payment method." },
      "load",
    );
    error = { ...noMethod, ui: CONFIG };
  }
  const method = invoice.payment
    ? { currency: invoice.payment.currency, network: invoice.payment.network }
    : state.method;
  return {
    ...state,
    status,
    invoiceId: invoice.invoice_id,
    invoice,
    method: status === "choosing_method" && !unchanged ? null : method,
    error,
    offline: false,
    remaining: remainingOf(invoice),
    confirmations: confirmationsOf(invoice),
    countdown:
      countdownOf(invoice, clock) ?? (invoice.expires_at === state.invoice?.expires_at ? state.countdown : null),
    expiredLocally: false,
  };
}

function onInvoice(state: CheckoutState, event: Extract<CheckoutEvent, { type: "invoice" }>): CheckoutState {
  if (state.status === "idle") return state;
  if (state.expiredLocally) {
    // The server is the authority on the deadline. When it still waits for the customer our clock runs
    // ahead (a tablet set wrong): show its state again and stop predicting expiry on this clock.
    const next = applyInvoice(state, event.invoice, event.clock);
    return next.status === "choosing_method" || next.status === "awaiting_payment"
      ? { ...next, clockAhead: true }
      : next;
  }
  if (isFinalStatus(state.status)) return state;
  const waitingOn = operationOf(state.status);
  if (waitingOn !== undefined && event.operation !== waitingOn) return state; // a late poll during an action
  return applyInvoice(state, event.invoice, event.clock);
}

function onFailure(state: CheckoutState, error: CheckoutError): CheckoutState {
  const { category, retryable } = error.ui;
  if (category === "aborted") return state; // we aborted it ourselves
  const offline = category === "offline" ? true : state.offline;
  const fail = (status: CheckoutStatus): CheckoutState => ({ ...state, status, error, offline });

  if (error.operation === "poll") {
    if (!isPollingStatus(state.status)) return state;
    // Keep what the customer sees (the address, the QR) and back off; only a lost invoice ends the flow.
    return retryable ? { ...state, error, offline } : fail("unavailable");
  }
  if (operationOf(state.status) !== error.operation) return state; // answer to a request we no longer wait for

  switch (error.operation) {
    case "create":
    case "load":
      return fail(retryable ? "failed" : "unavailable");
    default:
      // confirm and cancel. A cancel that finds the deadline passed, like any action that finds the invoice moved on,
      // reads where it is; a confirm that finds it passed shows it expired.
      if (category === "expired" && error.operation === "confirm") return fail("expired");
      if (category === "already_final" || category === "expired") return fail("loading");
      if (category === "merchant_configuration" || category === "not_found" || category === "unavailable")
        return fail("unavailable");
      return fail("choosing_method"); // pick another method, or the same one again
  }
}

function onRetry(state: CheckoutState): CheckoutState {
  const error = state.error;
  if (!error) return state;
  const canRetry =
    state.status === "failed" ||
    (state.status === "unavailable" && error.ui.retryable) ||
    (state.status === "choosing_method" && (error.operation === "confirm" || error.operation === "cancel"));
  if (!canRetry || error.operation === "poll") return state;
  if (error.operation === "confirm" && !state.method) return state;
  return { ...state, status: STATUS_OF_OPERATION[error.operation], error: null };
}

function onTick(state: CheckoutState, clock: ClockReading): CheckoutState {
  if (isFinalStatus(state.status) || !state.invoice) return state;
  const next = countdownOf(state.invoice, clock);
  if (!next) return state;
  // Past the deadline nobody should still send money: show it now, the server confirms on the next answer.
  if (
    next.expired &&
    !state.clockAhead &&
    (state.status === "choosing_method" || state.status === "awaiting_payment")
  ) {
    return { ...state, status: "expired", countdown: next, expiredLocally: true };
  }
  const prev = state.countdown;
  if (prev && prev.secondsLeft === next.secondsLeft && prev.urgent === next.urgent) return state;
  return { ...state, countdown: next };
}

/** The next state; returns the same object when the event changes nothing, so callers can skip a render. */
export function transition(state: CheckoutState, event: CheckoutEvent): CheckoutState {
  switch (event.type) {
    case "create":
      return state.status === "idle" ? { ...state, status: "creating" } : state;
    case "load":
      return state.status === "idle" ? { ...state, status: "loading", invoiceId: event.invoiceId } : state;
    case "invoice":
      return onInvoice(state, event);
    case "failure":
      return onFailure(state, event.error);
    case "select_method":
      return state.status === "choosing_method"
        ? { ...state, status: "confirming", method: event.method, error: null }
        : state;
    case "cancel":
      return state.status === "choosing_method" ? { ...state, status: "cancelling", error: null } : state;
    case "retry":
      return onRetry(state);
    case "tick":
      return onTick(state, event.clock);
    case "offline":
      return state.offline ? state : { ...state, offline: true };
    case "online":
      return state.offline ? { ...state, offline: false } : state;
  }
}
