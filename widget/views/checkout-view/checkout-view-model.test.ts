import { describe, expect, it } from "vitest";
import {
  connectionNotice,
  panelBody,
  saysProblem,
  screenOf,
  screenWithWords,
  windowFraction,
  wordsOfAll,
  type DrawnScreen,
  type ScreenModel,
} from "./checkout-view-model.ts";
import { UI_BEHAVIOUR_BY_CODE } from "../../../shared/checkout/error-catalogue.ts";
import { UI_BEHAVIOUR_BY_CLIENT_CODE } from "../../../shared/checkout/error-ui.ts";
import { OFFLINE } from "../../../shared/checkout/error-behaviours.ts";
import { problemTexts } from "../../../shared/i18n/customer/problem-texts.ts";
import { paymentStateTexts } from "../../../shared/i18n/customer/payment-state-texts.ts";
import { en as entryEnglish } from "../../i18n/messages.ts";
import { translator } from "../../i18n/locale.ts";
import { invoiceAt } from "../../../shared/test/checkout-fixtures.ts";
import { initialCheckoutState, type CheckoutState } from "../../../shared/checkout/checkout-machine.ts";

describe("screenOf", () => {
  const state = (status: CheckoutState["status"], extra: Partial<CheckoutState> = {}): CheckoutState => ({
    ...initialCheckoutState,
    status,
    ...extra,
  });
  const error = (code: keyof typeof UI_BEHAVIOUR_BY_CODE) => ({
    operation: "create" as const,
    code,
    status: 403,
    detail: "",
    ui: UI_BEHAVIOUR_BY_CODE[code],
  });
  it("gives every final state a designed panel, paid_over a success that says so", () => {
    // What an ending says under its heading is the ending chunk's (ending-model.ts).
    expect(screenOf(state("paid"))).toMatchObject({
      view: "panel",
      tone: "success",
      title: "paid_title",
      body: null,
      say: "paid_title",
    });
    expect(screenOf(state("paid_over"))).toMatchObject({ tone: "success", title: "paid_title", body: null });
    expect(screenOf(state("underpaid"))).toMatchObject({ tone: "warning", title: "underpaid_title" });
    expect(screenOf(state("expired"))).toMatchObject({ tone: "warning", title: "expired_title" });
    expect(screenOf(state("cancelled"))).toMatchObject({ tone: "info", title: "cancelled_title" });
  });
  it("shows a merchant configuration error as a calm 'not available' and a refused link as failed", () => {
    expect(screenOf(state("unavailable", { error: error("origin_not_allowed") }))).toMatchObject({
      tone: "danger",
      title: "unavailable_title",
    });
    expect(screenOf(state("failed", { error: error("rate_limited") }))).toMatchObject({
      tone: "info",
      title: "retry_later_title",
    });
    expect(screenOf(state("paid"), true)).toMatchObject({ tone: "danger", title: "failed_title" });
  });
  it("says an order below the minimum is too small, not that a method it never chose cannot be used", () => {
    const below = error("invoice_amount_below_minimum");
    expect(screenOf(state("unavailable", { error: below }))).toMatchObject({
      title: "order_below_minimum_title",
      body: "order_below_minimum_body",
    });
    expect(screenOf(state("failed", { error: below }))).toMatchObject({ title: "order_below_minimum_title" });
    // A method the customer picked that is under its own minimum keeps the method list and its notice.
    expect(screenOf(state("choosing_method", { invoice: invoiceAt("awaiting_client"), error: below }))).toMatchObject({
      view: "methods",
      notice: { title: "choose_another_title" },
    });
  });
  it("announces the method list and the payment screens by their headline; an error on the list, by its alert only", () => {
    const invoice = invoiceAt("awaiting_client");
    expect(screenOf(state("choosing_method", { invoice }))).toMatchObject({ view: "methods", say: "choose_method" });
    expect(screenOf(state("choosing_method", { invoice, error: error("network_unavailable") }))).toMatchObject({
      view: "methods",
      notice: { title: "choose_another_title" },
      say: "choose_method",
    });
    const paying = invoiceAt("awaiting_payment");
    expect(screenOf(state("awaiting_payment", { invoice: paying }))).toMatchObject({
      view: "payment",
      payment: paying.payment,
      say: "waiting",
    });
    // Without a payment yet there is nothing to pay: the loading panel, not an empty payment screen.
    expect(screenOf(state("awaiting_payment"))).toMatchObject({ view: "panel", title: "loading" });
    expect(screenOf(null)).toMatchObject({ view: "panel", tone: "progress", say: "loading" });
  });
});

describe("saysProblem", () => {
  const state = (status: CheckoutState["status"], extra: Partial<CheckoutState> = {}): CheckoutState => ({
    ...initialCheckoutState,
    status,
    ...extra,
  });
  const answered = (code: keyof typeof UI_BEHAVIOUR_BY_CODE, operation: "create" | "confirm" | "poll" = "create") => ({
    operation,
    code,
    status: 400,
    detail: "",
    ui: UI_BEHAVIOUR_BY_CODE[code],
  });
  const unanswered = (operation: "create" | "confirm" | "poll" = "create") => ({
    operation,
    code: "network_error",
    status: 0,
    detail: "",
    ui: UI_BEHAVIOUR_BY_CLIENT_CODE.network_error,
  });
  /** Every text key a screen and its connection notice say, as the view renders them. */
  const keysOf = (screen: ScreenModel, s: CheckoutState | null): string[] => {
    const notice = connectionNotice(s);
    const own = screen.view === "panel" ? [screen.title, screen.body ?? ""] : [screen.say];
    // The method list also shows the failed action's notice.
    const failed = screen.view === "methods" ? screen.notice : null;
    const listNotice: string[] = failed ? [failed.title, failed.body ?? ""] : [];
    return [...own, ...listNotice, ...(notice ? [notice.title, notice.body] : [])];
  };
  const invoice = invoiceAt("awaiting_client");
  const paying = invoiceAt("awaiting_payment");
  it.each([
    ["a failure panel", state("failed", { error: answered("internal_error") }), false],
    ["a 'not available' panel", state("unavailable", { error: answered("origin_not_allowed") }), false],
    ["a failure with no error", state("failed"), false],
    ["a refused payment link", state("paid"), true],
    [
      "the method list's notice of a failed choice",
      state("choosing_method", { invoice, error: answered("network_unavailable", "confirm") }),
      false,
    ],
    ["a create that got no answer", state("failed", { error: unanswered() }), false],
    [
      "a create that got no answer, offline",
      state("failed", { error: { ...unanswered(), ui: OFFLINE }, offline: true }),
      false,
    ],
    [
      "the method list after a choice that got no answer",
      state("choosing_method", { invoice, error: unanswered("confirm") }),
      false,
    ],
    [
      "the payment screen while polls get no answer",
      state("awaiting_payment", { invoice: paying, error: unanswered("poll") }),
      false,
    ],
    [
      "the payment screen while polls fail with an answer",
      state("awaiting_payment", { invoice: paying, error: answered("internal_error", "poll") }),
      false,
    ],
    ["the method list", state("choosing_method", { invoice }), false],
    ["a final screen", state("expired", { invoice: invoiceAt("expired") }), false],
  ] as const)("waits for the problem texts exactly when the screen says one: %s", (_, s, refused) => {
    const says = keysOf(screenOf(s, refused), s).some((key) => key in problemTexts);
    expect(saysProblem(s, refused)).toBe(says);
  });
  it("covers the screens that do say one", () => {
    expect(saysProblem(state("failed", { error: answered("internal_error") }))).toBe(true);
    expect(saysProblem(state("paid"), true)).toBe(true);
    expect(saysProblem(state("choosing_method", { invoice, error: answered("network_unavailable", "confirm") }))).toBe(
      true,
    );
    expect(saysProblem(state("failed", { error: unanswered() }))).toBe(false);
  });
});

describe("connectionNotice", () => {
  const unanswered = {
    operation: "poll" as const,
    code: "network_error",
    status: 0,
    detail: "",
    ui: UI_BEHAVIOUR_BY_CLIENT_CODE.network_error,
  };
  it("says paying now is safe while the amount and address are on screen, and only then", () => {
    const paying = {
      ...initialCheckoutState,
      status: "awaiting_payment" as const,
      invoice: invoiceAt("awaiting_payment"),
    };
    expect(connectionNotice({ ...paying, error: unanswered })).toEqual({
      title: "unreachable_title",
      body: "unreachable_pay_safe",
    });
    const choosing = {
      ...initialCheckoutState,
      status: "choosing_method" as const,
      invoice: invoiceAt("awaiting_client"),
    };
    expect(connectionNotice({ ...choosing, error: unanswered })).toEqual({
      title: "unreachable_title",
      body: "unreachable_body",
    });
  });
});

describe("screenWithWords", () => {
  const state = (status: CheckoutState["status"], extra: Partial<CheckoutState> = {}): CheckoutState => ({
    ...initialCheckoutState,
    status,
    ...extra,
  });
  const answered = (code: keyof typeof UI_BEHAVIOUR_BY_CODE, operation: "create" | "confirm" = "create") => ({
    operation,
    code,
    status: 400,
    detail: "",
    ui: UI_BEHAVIOUR_BY_CODE[code],
  });
  const drawn = (s: CheckoutState | null, refused = false): DrawnScreen => ({ screen: screenOf(s, refused), state: s });
  const invoice = invoiceAt("awaiting_client");
  const listBusy = drawn(state("confirming", { invoice, method: { currency: "USDT", network: "TRC20" } }));
  const listFailed = drawn(state("choosing_method", { invoice, error: answered("network_unavailable", "confirm") }));
  const failed = drawn(state("failed", { error: answered("invoice_not_found") }));
  /** Whether the entry (the first frame's English) can say a key without any chunk. */
  const inEntry = (key: string | null) => key === null || key in paymentStateTexts || key in entryEnglish;

  it("draws the screen as it is once its words are here", () => {
    expect(screenWithWords(failed, "here", listBusy)).toBe(failed);
  });
  it("keeps the screen the customer was looking at while the words come, not a flash of 'Preparing'", () => {
    expect(screenWithWords(listFailed, "coming", listBusy)).toBe(listBusy);
    expect(screenWithWords(failed, "coming", listBusy)).toBe(listBusy);
  });
  it("says 'Preparing' while the words come only when nothing was drawn yet", () => {
    const { screen, state: drawnState } = screenWithWords(failed, "coming", null);
    expect(screen).toMatchObject({ view: "panel", tone: "progress", title: "loading" });
    expect(drawnState).toBeNull();
  });
  it.each([
    ["an answered failure", failed],
    ["a 'not available' panel", drawn(state("unavailable", { error: answered("origin_not_allowed") }))],
    ["a refused payment link", drawn(state("paid"), true)],
    ["an order below the minimum", drawn(state("unavailable", { error: answered("invoice_amount_below_minimum") }))],
    ["a failure with no error", drawn(state("failed"))],
  ] as const)("names %s in the entry's words, with 'Try again', when its words are missing", (_, next) => {
    const { screen, state: drawnState } = screenWithWords(next, "missing", listBusy);
    expect(drawnState).toBe(next.state);
    expect(screen).toMatchObject({ view: "panel", title: "stopped_title", body: null, unsaid: true });
    if (screen.view !== "panel") throw new Error("a panel");
    expect(screen.tone).not.toBe("progress");
    expect([screen.title, screen.body, screen.say].every(inEntry)).toBe(true);
  });
  it("keeps the failure's tone: a pause stays calm, a failure stays a failure", () => {
    const later = drawn(state("failed", { error: answered("rate_limited") }));
    expect(screenWithWords(later, "missing", null).screen).toMatchObject({ tone: "info", unsaid: true });
    expect(screenWithWords(failed, "missing", null).screen).toMatchObject({ tone: "danger", unsaid: true });
  });
  it("keeps the method list usable with the entry's notice when a failed choice's words are missing", () => {
    const { screen } = screenWithWords(listFailed, "missing", listBusy);
    expect(screen).toMatchObject({
      view: "methods",
      state: listFailed.state,
      notice: { title: "stopped_title", body: null },
      say: "choose_method",
    });
    expect(inEntry("stopped_title")).toBe(true);
  });
  it("never offers 'Try again' for its words on a screen that had them", () => {
    expect(screenOf(state("failed", { error: answered("invoice_not_found") }))).toMatchObject({ unsaid: false });
  });
});

describe("wordsOfAll", () => {
  it("is missing if one chunk is, coming while one is on its way, here otherwise", () => {
    expect(wordsOfAll(["here", "here"])).toBe("here");
    expect(wordsOfAll(["coming", "here"])).toBe("coming");
    expect(wordsOfAll(["coming", "missing"])).toBe("missing");
    expect(wordsOfAll([])).toBe("here");
  });
});

describe("windowFraction", () => {
  it("is the share of the window left, clamped to 0..1", () => {
    expect(windowFraction(450, 1000, 1900)).toBe(0.5);
    expect(windowFraction(5000, 1000, 1900)).toBe(1);
    expect(windowFraction(10, 1000, undefined)).toBe(1);
    expect(windowFraction(10, 1900, 1000)).toBe(1);
  });
});

describe("panelBody", () => {
  const confirming = (current: number | null): CheckoutState => ({
    ...initialCheckoutState,
    status: "confirming_payment",
    invoice: invoiceAt("confirming"),
    confirmations: { required: 12, current },
  });
  const bodyOf = (s: CheckoutState) => {
    const screen = screenOf(s);
    if (screen.view !== "panel") throw new Error(`a panel was expected, not ${screen.view}`);
    return panelBody(s, screen, translator("en"), "en");
  };
  it("puts the confirmations counted so far before the confirming message", () => {
    expect(bodyOf(confirming(3))).toBe("3 of 12 confirmations. Waiting for the network to confirm it.");
  });
  it("says the message alone while no confirmation is counted yet", () => {
    expect(bodyOf(confirming(null))).toBe("Waiting for the network to confirm it.");
  });
});
