/** Pure helpers the checkout view renders from: the screen of each state and its words. */
import { OFFLINE, type ErrorCategory } from "../../../shared/checkout/error-behaviours.ts";
import { errorTexts } from "../../../shared/i18n/customer/error-texts.ts";
import type { CheckoutState, FinalCheckoutStatus } from "../../../shared/checkout/checkout-machine.ts";
import type { PublicInvoice } from "../../../shared/api/schemas.ts";
import { FINAL_STATUS_TONES, type StatusTone } from "../../../shared/checkout/status-icons.ts";
import type { MessageKey } from "../../i18n/messages.ts";
import type { Locale, Translate } from "../../i18n/locale.ts";
import { formatMoney } from "../../../shared/i18n/format-money.ts";

type InvoicePayment = NonNullable<PublicInvoice["payment"]>;

/** A heading and its message, as message keys. */
export interface PanelTexts {
  readonly title: MessageKey;
  readonly body: MessageKey;
}

/** A heading with an optional message, as message keys: the method list's notice of an action that failed. */
export interface NoticeTexts {
  readonly title: MessageKey;
  readonly body: MessageKey | null;
}

/**
 * A whole-card state screen: its tone, texts, and what the live region says (its headline) when focus does not
 * move to that heading (step-focus-controller.ts).
 */
export interface PanelScreen {
  readonly view: "panel";
  readonly tone: StatusTone;
  readonly title: MessageKey;
  readonly body: MessageKey | null;
  readonly say: MessageKey;
  /**
   * A failure whose own words could not be fetched, named in the entry's instead: its "Try again" fetches them as
   * well as retrying what failed.
   */
  readonly unsaid: boolean;
}

/**
 * What the card shows for a state. The method list and the payment screen carry what they render from, so the
 * view needs no assertion that it is there; `say` is what the live region announces, which changes only when the
 * screen does.
 */
export type ScreenModel =
  | PanelScreen
  | {
      readonly view: "methods";
      readonly state: CheckoutState;
      readonly invoice: PublicInvoice;
      /** What the last action's failure says over the list, if one failed. */
      readonly notice: NoticeTexts | null;
      readonly say: MessageKey;
    }
  | {
      readonly view: "payment";
      readonly state: CheckoutState;
      readonly invoice: PublicInvoice;
      readonly payment: InvoicePayment;
      readonly say: MessageKey;
    };

/** The heading of each ending; what it says below is the ending chunk's (widget/views/ending-screen/ending-model.ts). */
const FINAL_TITLES = {
  paid: "paid_title",
  paid_over: "paid_title",
  underpaid: "underpaid_title",
  expired: "expired_title",
  cancelled: "cancelled_title",
} as const satisfies Record<FinalCheckoutStatus, MessageKey>;

const panel = (tone: StatusTone, { title, body }: { title: MessageKey; body: MessageKey | null }): PanelScreen => ({
  view: "panel",
  tone,
  title,
  body,
  say: title,
  unsaid: false,
});
const ORDER_BELOW_MINIMUM = { title: "order_below_minimum_title", body: "order_below_minimum_body" } as const;
const LOADING = panel("progress", { title: "loading", body: null });
const FAILED = panel("danger", { title: "failed_title", body: "failed_body" });

/** The tone of an error's panel: a pause is information, an expiry a warning, anything else a failure. */
function errorTone(category: ErrorCategory): StatusTone {
  if (category === "offline" || category === "unreachable" || category === "retry_later") return "info";
  return category === "expired" ? "warning" : "danger";
}

/** The screen for a checkout state (`refused`: the API sent a payment_url the widget will not link). */
export function screenOf(s: CheckoutState | null, refused = false): ScreenModel {
  if (refused) return FAILED;
  if (!s) return LOADING;
  switch (s.status) {
    case "idle":
    case "creating":
    case "loading":
    case "cancelling":
      return LOADING;
    case "choosing_method":
    case "confirming": {
      if (!s.invoice) return LOADING;
      // A failed action's notice is an alert, which says its title: the live region stays on the list's words.
      const notice = s.error ? errorTexts(s.error.ui) : null;
      return { view: "methods", state: s, invoice: s.invoice, notice, say: "choose_method" };
    }
    case "awaiting_payment":
    case "underpaid_waiting": {
      // Without a payment yet there is nothing to pay: the loading panel, not an empty payment screen.
      const payment = s.invoice?.payment;
      if (!s.invoice || !payment) return LOADING;
      const say = s.status === "underpaid_waiting" ? "underpaid_waiting_title" : "waiting";
      return { view: "payment", state: s, invoice: s.invoice, payment, say };
    }
    case "confirming_payment":
      return panel("progress", { title: "confirming_title", body: "confirming_body" });
    case "unavailable":
    case "failed":
      if (!s.error) return FAILED;
      // The order itself is too small (no method was there to blame): "this method cannot be used" would mislead.
      if (s.error.ui.messageKey === "error.amount_below_minimum") return panel("danger", ORDER_BELOW_MINIMUM);
      return panel(errorTone(s.error.ui.category), errorTexts(s.error.ui));
    case "paid":
    case "paid_over":
    case "underpaid":
    case "expired":
    case "cancelled": {
      return panel(FINAL_STATUS_TONES[s.status], { title: FINAL_TITLES[s.status], body: null });
    }
  }
}

/** The failures whose texts the first frame carries: a chunk could not be fetched while they last. */
const isConnectionTrouble = (category: ErrorCategory): boolean => category === "offline" || category === "unreachable";

/**
 * Whether the screen of this state says what went wrong in the problem texts (a chunk of their own, see
 * widget/views/checkout-view/problem-texts-chunk.ts): a failure panel, or the method list's notice of an action that failed; never
 * the connection's troubles, which the first frame carries.
 */
export function saysProblem(s: CheckoutState | null, refused = false): boolean {
  if (refused) return true;
  switch (s?.status) {
    case "failed":
    case "unavailable":
      return !s.error || !isConnectionTrouble(s.error.ui.category);
    case "choosing_method":
    case "confirming":
      return s.error !== null && !isConnectionTrouble(s.error.ui.category);
    default:
      return false;
  }
}

/**
 * Where a failure screen's own words stand (the problem texts' chunk, or the way out's for the order-too-small
 * screen): here (or none needed), on their way, or missing: their chunk could not be fetched (offline, a CDN hiccup)
 * or is overdue.
 */
export type FailureWords = "here" | "coming" | "missing";

/** Where the words of a screen that needs several chunks stand: missing if one is, coming while one is. */
export function wordsOfAll(each: readonly FailureWords[]): FailureWords {
  if (each.includes("missing")) return "missing";
  return each.includes("coming") ? "coming" : "here";
}

/** A screen as it was drawn: methods and payment screens carry their state, a panel is drawn with this one. */
export interface DrawnScreen {
  readonly screen: ScreenModel;
  readonly state: CheckoutState | null;
}

/** The entry's own name for a failure, whatever it was: "The payment could not continue". */
const STOPPED = "stopped_title";

/**
 * What the card draws for `next` given where its words stand. While they come (a moment), the screen the customer was
 * looking at stays, so no "Preparing" flashes over a method list or a payment screen ("Preparing" only when nothing
 * was drawn yet, as before a first answer). When they are missing, the failure is named in the entry's words: a panel
 * with "Try again" (which fetches them and retries), or the method list with that notice, where picking again is the
 * way on. Never a "Preparing" that waits for the connection.
 */
export function screenWithWords(next: DrawnScreen, words: FailureWords, shown: DrawnScreen | null): DrawnScreen {
  if (words === "here") return next;
  if (words === "coming") return shown ?? { screen: LOADING, state: null };
  const { screen, state } = next;
  if (screen.view === "methods") return { screen: { ...screen, notice: { title: STOPPED, body: null } }, state };
  if (screen.view === "payment") return next;
  return { screen: { ...screen, title: STOPPED, body: null, say: STOPPED, unsaid: true }, state };
}

/** Share of the invoice window still left (1 at creation, 0 at the deadline), for the countdown bar. */
export function windowFraction(secondsLeft: number, createdAt: number, expiresAt: number | undefined): number {
  if (expiresAt === undefined || expiresAt <= createdAt) return 1;
  return Math.min(1, Math.max(0, secondsLeft / (expiresAt - createdAt)));
}

/**
 * The notice over a screen that stays up while requests get no answer: "You are offline" when the browser says so,
 * otherwise "The payment service cannot be reached" while polls fail unanswered. None where the screen already says
 * it (a failure panel, or the method list's notice of an action that failed), so nothing is said twice.
 */
export function connectionNotice(s: CheckoutState | null): PanelTexts | null {
  if (!s || s.status === "failed" || s.status === "unavailable" || (s.error && s.error.operation !== "poll"))
    return null;
  const ui = s.offline ? OFFLINE : s.error?.ui;
  if (!ui || !isConnectionTrouble(ui.category)) return null;
  const texts = errorTexts(ui);
  // With the amount and address on screen the customer's question is whether to pay now: it is safe, and said so.
  return ui.category === "unreachable" && s.invoice?.payment?.address
    ? { title: texts.title, body: "unreachable_pay_safe" }
    : texts;
}

/** A panel's words under its title: the amount it names, after the confirmations counted so far while confirming. */
export function panelBody(s: CheckoutState | null, screen: PanelScreen, t: Translate, locale: Locale): string {
  const p = s?.invoice?.payment;
  const amount = p ? formatMoney(p.paid ?? p.expected, p.currency, locale) : "";
  const body = screen.body ? t(screen.body, { amount }) : "";
  const c = s?.status === "confirming_payment" ? s.confirmations : null;
  return c && c.current !== null ? `${t("confirmations", { current: c.current, count: c.required })}. ${body}` : body;
}
