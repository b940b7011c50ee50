/** What the payment screen shows for a checkout state: a pure function of the state, like the widget's screenOf. */
import {
  initialCheckoutState,
  transition,
  type CheckoutState,
  type ClockReading,
  type ConfirmationProgress,
} from "../../../shared/checkout/checkout-machine.ts";
import { isFinalInvoiceStatus, type FinalInvoiceStatus } from "../../../shared/api/statuses.ts";
import type { ErrorMessageKey, UiErrorBehaviour } from "../../../shared/checkout/error-behaviours.ts";
import { errorTexts } from "../../../shared/i18n/customer/error-texts.ts";
import Big from "big.js";
import type { PaymentMethod, PublicInvoice } from "../../../shared/api/schemas.ts";
import { paymentNetworkName } from "../../../shared/api/chains.ts";
import { paymentUriFor } from "../../../shared/payment-uri/payment-uri.ts";
import { missingOfOrder } from "../shortfall.ts";
import { configFixFor, type ConfigFix } from "../../settings/config-fix.ts";
import type { MessageKey } from "../../i18n/messages.ts";
import { statusSourceOf, type Sale } from "../sale.ts";

/** An amount of a token, written by the view in its locale with the token beside it, as one unit ("8.8506 USDT"). */
export interface TokenAmount {
  readonly amount: string;
  readonly token: string;
}

/** A message to show: its key and the values of its placeholders (a number is written in the locale's digits). */
export interface Text {
  readonly key: MessageKey;
  readonly params?: Readonly<Record<string, string | number | TokenAmount>>;
}

/** What went wrong, as a heading and its message. */
export interface ErrorWords {
  readonly title: Text;
  readonly body: Text;
}

/** A failed action shown beside what is still on screen (a refused coin choice): what went wrong and its code. */
export interface ErrorNote extends ErrorWords {
  readonly code: string;
}

/** What the busy screen says is under way: a new invoice, a sale read back, a cancel, a coin's address. */
export type BusyMessage = "pay_creating" | "pay_loading" | "pay_cancelling" | "pay_confirming";

export type PaymentScreen =
  | { readonly kind: "busy"; readonly message: BusyMessage }
  | {
      readonly kind: "scan";
      readonly paymentUrl: string;
      readonly invoiceId: string;
      readonly canChooseHere: boolean;
      readonly error: ErrorNote | null;
    }
  | { readonly kind: "methods"; readonly methods: readonly PaymentMethod[]; readonly error: ErrorNote | null }
  | {
      readonly kind: "wallet";
      readonly invoiceId: string;
      readonly amount: string;
      readonly token: string;
      readonly network: string;
      readonly address: string;
      /** Null when the address cannot make a code a wallet would trust: it is then read out or typed. */
      readonly uri: string | null;
      /** A sandbox sale: without a code, staff are told never to pay it with real funds (not to read the address out). */
      readonly testSale: boolean;
      /** Where the payment stands ("Waiting for your payment", "Part of the payment arrived"). */
      readonly progress: Text;
      /** Once part of the payment arrived: what came of what was asked, so `amount` reads as what is still to pay. */
      readonly partial: Arrival | null;
    }
  | {
      /** The customer's transfer is on the network and being confirmed: nothing more to pay, so no code to scan. */
      readonly kind: "seen";
      readonly invoiceId: string;
      readonly received: string;
      readonly token: string;
      readonly network: string;
      readonly confirmations: ConfirmationProgress | null;
    }
  | {
      readonly kind: "paid";
      readonly over: boolean;
      /** The shop's relay passed on the payment service's confirmation (staff read it as such). */
      readonly confirmedByService: boolean;
      /** Paid over: what arrived of what was asked, for the refund the merchant makes from the dashboard. */
      readonly overpayment: Arrival | null;
    }
  | {
      readonly kind: "ended";
      readonly reason: "expired" | "cancelled" | "underpaid";
      readonly shortfall: Shortfall | null;
    }
  | {
      /**
       * The provider's hosted payment page pays this sale (the service has no public invoice routes): embedded, or a
       * QR code of it for the customer's phone. Only the page follows the payment; the screen hears of its end from the
       * page's messages alone.
       */
      readonly kind: "hosted";
      readonly paymentUrl: string;
      readonly invoiceId: string;
    }
  | {
      /**
       * An ending only the embedded page's message told (a browser signal): said as the page's report, with staff
       * told to confirm it in the dashboard, never as a payment the service confirmed.
       */
      readonly kind: "reported";
      readonly status: FinalInvoiceStatus;
      readonly invoiceId: string;
    }
  | {
      readonly kind: "problem";
      readonly code: string;
      /** The shared heading the customer reads ("Something went wrong on our side"). */
      readonly title: Text;
      /** The message under it: the shared one, or staff's words where staff act (a setting to fix, a new sale). */
      readonly explanation: Text;
      readonly retryable: boolean;
      readonly fix: ConfigFix | null;
    };

/** What arrived of what was asked, in the token ("Received 5.4 of 10.8 USDT"). */
export type Arrival = { readonly received: string; readonly expected: string; readonly token: string };

/** The payment's arrival, or null while nothing has arrived (no `paid` yet, or zero). */
function arrivalOf(p: PublicInvoice["payment"]): Arrival | null {
  if (!p || p.paid === undefined || !new Big(p.paid).gt(0)) return null;
  return { received: p.paid, expected: p.expected, token: p.currency };
}

/** What an underpaid sale lacks: staff charge `missing` (in the order's currency) in a new sale. */
export type Shortfall = Arrival & {
  /** The part of the order the missing tokens stood for, rounded up to the currency's minor unit; null when priced in a token. */
  readonly missing: string | null;
  readonly currency: string;
};

/** The shortfall of an invoice that ended underpaid, from its payment: the order's amount × (asked − arrived) ÷ asked. */
export function shortfallOf(invoice: PublicInvoice | null): Shortfall | null {
  const arrival = arrivalOf(invoice?.payment);
  if (!invoice || !arrival) return null;
  if (new Big(arrival.expected).lte(arrival.received)) return null;
  const { currency } = invoice.order;
  const missing = missingOfOrder(invoice.order, arrival.expected, arrival.received);
  return { ...arrival, missing, currency };
}

export interface PaymentScreenOptions {
  /** Staff chose "Choose coin here" (the list instead of the QR code for the customer's phone). */
  readonly choosing: boolean;
  /** This terminal's origin, named when the project does not allow it. */
  readonly origin: string;
}

/**
 * Where the shared message does not fit the shop's own tablet, the terminal's words under the shared heading: the
 * shared ones send the customer back to an online shop ("Return to the shop to try again"), where at the till staff
 * start a new sale; and a refused setup or request is for staff to fix, not for the customer to pay another way.
 */
const AT_THE_TILL: Partial<Record<ErrorMessageKey, MessageKey>> = {
  "error.expired": "result_expired_hint",
  "error.not_found": "problem_new_sale",
  "error.aborted": "problem_new_sale",
  "error.invalid_request": "problem_invalid_request",
  "error.merchant_configuration": "problem_merchant_configuration",
};

/**
 * The per-deposit cap is the merchant's, for every coin alike: "this method's limit" (the shared words, fit for a
 * customer choosing a coin) would send staff trying other coins. The API's detail names the cap itself.
 */
const ABOVE_CAP = "error.amount_above_limit" satisfies ErrorMessageKey;

/** What an error says: the shared customer heading and message (shared/i18n/customer/error-texts.ts), as the widget says it. */
function errorWords(ui: Pick<UiErrorBehaviour, "messageKey">, detail = ""): ErrorWords {
  if (ui.messageKey === ABOVE_CAP)
    return { title: { key: "problem_above_cap_title" }, body: { key: "problem_above_cap", params: { detail } } };
  const shared = errorTexts(ui);
  return { title: { key: shared.title }, body: { key: AT_THE_TILL[ui.messageKey] ?? shared.body } };
}

/** Errors of a poll never interrupt the screen: the next poll tries again, and "connection lost" says the rest. */
function errorNote(state: CheckoutState): ErrorNote | null {
  const error = state.error;
  return error && error.operation !== "poll" ? { ...errorWords(error.ui, error.detail), code: error.code } : null;
}

/**
 * What the payment screen shows: the session's state, or, when it has no invoice because the network is gone or the
 * service does not answer (a reload offline), the state of the invoice this sale last saw, so the QR code, address
 * and amount stay in view. Given `clock` (now, and the server-clock offset when that invoice was seen), it also
 * counts down to the invoice's expiry: an estimate, since no answer can confirm it.
 */
export function stateToShow(
  state: CheckoutState | undefined,
  lastInvoice: PublicInvoice | undefined,
  clock?: ClockReading,
): CheckoutState | undefined {
  const category = state?.error?.ui.category;
  const noNetwork = state && (state.offline || category === "offline" || category === "unreachable");
  if (!state || state.invoice || !lastInvoice || !noNetwork) return state;
  const loaded = transition(
    { ...initialCheckoutState, status: "loading", invoiceId: lastInvoice.invoice_id },
    { type: "invoice", invoice: lastInvoice, operation: "load", ...(clock ? { clock } : {}) },
  );
  return transition(loaded, { type: "offline" });
}

/** The connection dropped while the sale stays on screen (checked again when the network is back). */
export function connectionLost(state: CheckoutState): boolean {
  const category = state.error?.ui.category;
  return state.offline || ((category === "offline" || category === "unreachable") && state.status !== "failed");
}

function problem(state: CheckoutState, origin: string): PaymentScreen {
  const error = state.error;
  const code = error?.code ?? "internal_error";
  const fix = error ? configFixFor(code, error.field) : null;
  const words: ErrorWords = error
    ? errorWords(error.ui, error.detail)
    : { title: { key: "failed_title" }, body: { key: "problem_new_sale" } };
  // The API names the refused field: a refused amount is explained with the API's own detail.
  const explanation: Text = fix
    ? { key: fix.message, params: { origin } }
    : error?.field === "amount"
      ? { key: "problem_amount", params: { detail: error.detail } }
      : words.body;
  return {
    kind: "problem",
    code,
    title: words.title,
    explanation,
    retryable: state.status === "failed" || Boolean(error?.ui.retryable),
    fix,
  };
}

export function paymentScreenOf(state: CheckoutState | undefined, options: PaymentScreenOptions): PaymentScreen {
  // No checkout yet: the sale is being read (a new one from the keypad, or the one in progress after a reload).
  if (!state) return { kind: "busy", message: "pay_loading" };
  switch (state.status) {
    case "idle":
    case "creating":
      return { kind: "busy", message: "pay_creating" };
    case "loading":
      return { kind: "busy", message: "pay_loading" };
    case "cancelling":
      return { kind: "busy", message: "pay_cancelling" };
    case "confirming":
      return { kind: "busy", message: "pay_confirming" };
    case "choosing_method": {
      const invoice = state.invoice;
      const methods = invoice?.payment_methods ?? [];
      if (options.choosing && methods.length > 0) return { kind: "methods", methods, error: errorNote(state) };
      if (!invoice) return { kind: "busy", message: "pay_loading" };
      return {
        kind: "scan",
        paymentUrl: invoice.payment_url,
        invoiceId: invoice.invoice_id,
        canChooseHere: methods.length > 0,
        error: errorNote(state),
      };
    }
    case "confirming_payment": {
      const invoice = state.invoice;
      const p = invoice?.payment;
      if (!invoice || !p) return { kind: "busy", message: "pay_confirming" };
      return {
        kind: "seen",
        invoiceId: invoice.invoice_id,
        received: arrivalOf(p)?.received ?? p.expected,
        token: p.currency,
        // A test sale is paid on the network's testnet: the screen names that one ("Tron Nile testnet").
        network: paymentNetworkName(p.network, invoice.is_test),
        confirmations: state.confirmations,
      };
    }
    case "awaiting_payment":
    case "underpaid_waiting": {
      const invoice = state.invoice;
      const p = invoice?.payment;
      if (!invoice || !p?.address) return { kind: "busy", message: "pay_confirming" };
      const underpaid = state.status === "underpaid_waiting";
      const amount = underpaid && state.remaining ? state.remaining : p.expected;
      const progress: Text = { key: underpaid ? "underpaid_waiting_title" : "waiting" };
      // Once part arrived, "Still to pay" over the amount and the same address say what the widget's underpaid_waiting_body
      // says in a sentence; repeating it would push the invoice reference off a 1024×768 screen.
      return {
        kind: "wallet",
        invoiceId: invoice.invoice_id,
        amount,
        token: p.currency,
        // A test sale is paid on the network's testnet: the screen names that one ("Tron Nile testnet").
        network: paymentNetworkName(p.network, invoice.is_test),
        address: p.address,
        // The shared wallet-URI policy: the token contract only from the payment itself, null when no code can be trusted.
        // is_test goes with it: a sandbox sale's QR exists only on the network's testnet (shared/api/sandbox-rule).
        uri: paymentUriFor({ ...p, is_test: invoice.is_test }, amount)?.uri ?? null,
        testSale: invoice.is_test,
        progress,
        partial: underpaid ? arrivalOf(p) : null,
      };
    }
    case "paid":
    case "paid_over": {
      const over = state.status === "paid_over";
      return {
        kind: "paid",
        over,
        overpayment: over ? arrivalOf(state.invoice?.payment) : null,
        confirmedByService: false,
      };
    }
    case "expired":
    case "cancelled":
      return { kind: "ended", reason: state.status, shortfall: null };
    case "underpaid":
      return { kind: "ended", reason: state.status, shortfall: shortfallOf(state.invoice) };
    case "unavailable":
    case "failed":
      return problem(state, options.origin);
  }
}

/**
 * What the payment screen shows of a sale: the hosted page's screens for a sale paid there; "busy" while the path of a
 * sale whose invoice exists is being decided (one read, as the widget does); otherwise the session's state as
 * paymentScreenOf tells it (or the last-seen invoice's, offline, counted down on `clock`: see stateToShow).
 */
export function saleScreenOf(
  state: CheckoutState | undefined,
  sale: Sale | undefined,
  options: PaymentScreenOptions,
  clock?: ClockReading,
): PaymentScreen {
  if (sale?.confirmedByRelay && isFinalInvoiceStatus(sale.status)) return confirmedScreenOf(sale, sale.status);
  if (sale?.checkoutPath === "hosted") {
    const { status, invoiceId, paymentUrl } = sale;
    if (isFinalInvoiceStatus(status) && statusSourceOf(sale) === "browser-message")
      return { kind: "reported", status, invoiceId: invoiceId ?? "" };
    if (invoiceId && paymentUrl) return { kind: "hosted", paymentUrl, invoiceId };
  }
  if (sale?.invoiceId && sale.checkoutPath === undefined)
    return { kind: "busy", message: state?.invoice ? "pay_creating" : "pay_loading" };
  return paymentScreenOf(stateToShow(state, sale?.lastInvoice, clock), options);
}

/** The arrival a sale recorded (its own payment, or its last-seen invoice's), or null while nothing arrived. */
function arrivalOfSale(sale: Sale): Arrival | null {
  const p = sale.payment;
  if (!p?.received || !p.expected || !new Big(p.received).gt(0)) return arrivalOf(sale.lastInvoice?.payment);
  return { received: p.received, expected: p.expected, token: p.currency };
}

/**
 * The ending of a sale the payment service confirmed through the shop's relay, on either path (the hosted page, where
 * nothing else of ours can follow the payment, and ours, where it can end before the next read): told from the sale.
 */
function confirmedScreenOf(sale: Sale, status: FinalInvoiceStatus): PaymentScreen {
  if (status === "paid" || status === "paid_over") {
    const over = status === "paid_over";
    return { kind: "paid", over, overpayment: over ? arrivalOfSale(sale) : null, confirmedByService: true };
  }
  if (status !== "underpaid") return { kind: "ended", reason: status, shortfall: null };
  const shortfall = shortfallOf(sale.lastInvoice ?? null);
  return { kind: "ended", reason: status, shortfall };
}
