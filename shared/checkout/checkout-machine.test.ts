import { describe, expect, it, vi } from "vitest";
import type { InvoiceStatus } from "../api/index.ts";
import {
  initialCheckoutState,
  statusForInvoice,
  transition,
  type CheckoutEvent,
  type CheckoutState,
  type CheckoutStatus,
  type ClockReading,
} from "./checkout-machine.ts";
import { EXPIRES_AT, CREATED_AT, failureOf, invoiceAt } from "../test/checkout-fixtures.ts";
import { loadErrorCatalogue } from "./error-ui.ts";
import { OFFLINE } from "./error-behaviours.ts";

// The machine is given errors as the session reports them: read with the catalogue's table, which the session loads first.
await loadErrorCatalogue();

const clockAt = (unixSeconds: number, serverOffsetMs = 0): ClockReading => ({
  nowMs: unixSeconds * 1000,
  serverOffsetMs,
});
const NOW = clockAt(CREATED_AT + 60);

/** A state as the machine would hold it with this invoice on screen. */
function showing(status: CheckoutStatus, extra: Partial<CheckoutState> = {}): CheckoutState {
  const invoiceStatus: Record<string, InvoiceStatus> = {
    choosing_method: "awaiting_client",
    confirming: "awaiting_client",
    cancelling: "awaiting_client",
    awaiting_payment: "awaiting_payment",
    confirming_payment: "confirming",
    underpaid_waiting: "underpaid_waiting",
    paid: "paid",
    paid_over: "paid_over",
    underpaid: "underpaid",
    expired: "expired",
    cancelled: "cancelled",
  };
  const invoice = invoiceStatus[status] ? invoiceAt(invoiceStatus[status]) : null;
  const method =
    status === "confirming"
      ? { currency: "USDT", network: "TRC20" as const }
      : invoice?.payment
        ? { currency: invoice.payment.currency, network: invoice.payment.network }
        : null;
  return { ...initialCheckoutState, status, invoice, invoiceId: invoice?.invoice_id ?? null, method, ...extra };
}

const got = (
  invoice: ReturnType<typeof invoiceAt>,
  operation: "create" | "load" | "confirm" | "cancel" | "poll" = "poll",
): CheckoutEvent => ({ type: "invoice", invoice, operation, clock: NOW });
const failed = (code: string, operation: "create" | "load" | "confirm" | "cancel" | "poll"): CheckoutEvent => ({
  type: "failure",
  error: failureOf(code, operation),
});

describe("statusForInvoice", () => {
  it.each([
    ["awaiting_client", false, "choosing_method"],
    ["awaiting_client", true, "awaiting_payment"],
    ["awaiting_payment", true, "awaiting_payment"],
    ["confirming", true, "confirming_payment"],
    ["underpaid_waiting", true, "underpaid_waiting"],
    ["paid", true, "paid"],
    ["paid_over", true, "paid_over"],
    ["underpaid", true, "underpaid"],
    ["expired", false, "expired"],
    ["cancelled", false, "cancelled"],
  ] as const)("%s (payment: %s) → %s", (status, withPayment, expected) => {
    expect(statusForInvoice(invoiceAt(status, withPayment ? { payment: {} } : { payment: null }))).toBe(expected);
  });
});

type Row = [
  name: string,
  from: CheckoutState,
  event: CheckoutEvent,
  expected: Partial<CheckoutState> & { errorCode?: string | null },
];

const rows: Row[] = [
  // Starting
  ["idle + create → creating", initialCheckoutState, { type: "create" }, { status: "creating" }],
  [
    "idle + load → loading with the id",
    initialCheckoutState,
    { type: "load", invoiceId: "inv_x1" },
    { status: "loading", invoiceId: "inv_x1" },
  ],
  [
    "created invoice awaiting the customer → choosing_method",
    showing("creating"),
    got(invoiceAt("awaiting_client"), "create"),
    { status: "choosing_method", method: null, invoiceId: "inv_74BPZFhr9qy9Uz2fbRkdJX" },
  ],
  [
    "created with crypto + network (auto-confirmed) → awaiting_payment",
    showing("creating"),
    got(invoiceAt("awaiting_payment"), "create"),
    { status: "awaiting_payment", method: { currency: "USDT", network: "TRC20" } },
  ],
  [
    "awaiting_client that already has a payment → awaiting_payment",
    showing("creating"),
    got(invoiceAt("awaiting_client", { payment: {} }), "create"),
    { status: "awaiting_payment" },
  ],
  [
    "an invoice offering no method → unavailable (tokens_required)",
    showing("creating"),
    got(invoiceAt("awaiting_client", { payment_methods: [] }), "create"),
    { status: "unavailable", errorCode: "tokens_required" },
  ],
  [
    "create rate limited → failed",
    showing("creating"),
    failed("rate_limited", "create"),
    { status: "failed", errorCode: "rate_limited" },
  ],
  [
    "create without an answer → failed, the service out of reach (not offline)",
    showing("creating"),
    failed("network_error", "create"),
    { status: "failed", offline: false },
  ],
  [
    "create while the browser is offline → failed and offline",
    showing("creating"),
    { type: "failure", error: { ...failureOf("network_error", "create"), ui: OFFLINE } },
    { status: "failed", offline: true },
  ],
  [
    "create from a foreign origin → unavailable",
    showing("creating"),
    failed("origin_not_allowed", "create"),
    { status: "unavailable", errorCode: "origin_not_allowed" },
  ],
  [
    "create with a token not accepted now → failed (retry can help)",
    showing("creating"),
    failed("acceptance_disabled", "create"),
    { status: "failed" },
  ],
  [
    "create below the minimum → unavailable",
    showing("creating"),
    failed("invoice_amount_below_minimum", "create"),
    { status: "unavailable" },
  ],
  ["follow a paid invoice → paid", showing("loading"), got(invoiceAt("paid"), "load"), { status: "paid" }],
  [
    "follow an unknown invoice → unavailable",
    showing("loading"),
    failed("invoice_not_found", "load"),
    { status: "unavailable", errorCode: "invoice_not_found" },
  ],
  [
    "follow an invoice without an answer → failed",
    showing("loading"),
    failed("network_error", "load"),
    { status: "failed", offline: false, errorCode: "network_error" },
  ],
  [
    "an invoice awaiting the customer without a method list → choosing",
    showing("loading"),
    got({ ...invoiceAt("awaiting_client"), payment_methods: undefined }, "load"),
    { status: "choosing_method", errorCode: null },
  ],
  [
    "a method already fixed, empty method list → awaiting_payment",
    showing("creating"),
    got(invoiceAt("awaiting_payment", { payment_methods: [] }), "create"),
    { status: "awaiting_payment", errorCode: null },
  ],

  // Choosing and confirming
  [
    "choosing + select → confirming with the method",
    showing("choosing_method"),
    { type: "select_method", method: { currency: "USDC", network: "BASE" } },
    { status: "confirming", method: { currency: "USDC", network: "BASE" } },
  ],
  ["choosing + cancel → cancelling", showing("choosing_method"), { type: "cancel" }, { status: "cancelling" }],
  [
    "confirmed → awaiting_payment",
    showing("confirming"),
    got(invoiceAt("awaiting_payment"), "confirm"),
    { status: "awaiting_payment", errorCode: null },
  ],
  [
    "method unavailable at confirm → choose another, method kept for retry",
    showing("confirming"),
    failed("payment_method_unavailable", "confirm"),
    {
      status: "choosing_method",
      errorCode: "payment_method_unavailable",
      method: { currency: "USDT", network: "TRC20" },
    },
  ],
  [
    "below minimum at confirm → choose another",
    showing("confirming"),
    failed("invoice_amount_below_minimum", "confirm"),
    { status: "choosing_method", errorCode: "invoice_amount_below_minimum" },
  ],
  [
    "confirm after the deadline → expired",
    showing("confirming"),
    failed("invoice_deadline_passed", "confirm"),
    { status: "expired" },
  ],
  [
    "confirm on a finished invoice → reload it",
    showing("confirming"),
    failed("invoice_terminal", "confirm"),
    { status: "loading", errorCode: "invoice_terminal" },
  ],
  [
    "confirm when already confirmed elsewhere → reload it",
    showing("confirming"),
    failed("invoice_not_awaiting_client", "confirm"),
    { status: "loading" },
  ],
  [
    "confirm on a suspended project → unavailable",
    showing("confirming"),
    failed("project_state_invalid", "confirm"),
    { status: "unavailable" },
  ],
  [
    "confirm without an answer → back to choosing",
    showing("confirming"),
    failed("network_error", "confirm"),
    { status: "choosing_method", offline: false },
  ],
  ["cancel done → cancelled", showing("cancelling"), got(invoiceAt("cancelled"), "cancel"), { status: "cancelled" }],
  [
    "confirm on an invoice that is gone → unavailable",
    showing("confirming"),
    failed("invoice_not_found", "confirm"),
    { status: "unavailable", errorCode: "invoice_not_found" },
  ],
  [
    "confirm while payouts are frozen (503) → unavailable",
    showing("confirming"),
    failed("outbound_frozen", "confirm"),
    { status: "unavailable", errorCode: "outbound_frozen" },
  ],
  [
    "cancel after the deadline → reload it, not expired on the spot",
    showing("cancelling"),
    failed("invoice_deadline_passed", "cancel"),
    { status: "loading", errorCode: "invoice_deadline_passed" },
  ],
  [
    "cancel refused (moved on) → reload it",
    showing("cancelling"),
    failed("invoice_cannot_be_cancelled", "cancel"),
    { status: "loading" },
  ],
  [
    "cancel failing on the server → choosing with the error",
    showing("cancelling"),
    failed("internal_error", "cancel"),
    { status: "choosing_method", errorCode: "internal_error" },
  ],

  // Following the payment
  [
    "transfer seen → confirming_payment with confirmations",
    showing("awaiting_payment"),
    got(
      invoiceAt("confirming", {
        payment: {
          transfers: [
            { tx_hash: "0xa", amount: "25", status: "confirming", created_at: CREATED_AT, required_confirmations: 19 },
            { tx_hash: "0xb", amount: "1", status: "confirmed", created_at: CREATED_AT, required_confirmations: 40 },
          ],
        },
      }),
    ),
    { status: "confirming_payment", confirmations: { required: 19, current: null } },
  ],
  [
    "confirming without required_confirmations → no confirmations shown",
    showing("awaiting_payment"),
    got(invoiceAt("confirming")),
    { status: "confirming_payment", confirmations: null },
  ],
  [
    "part paid → underpaid_waiting with the remaining amount",
    showing("awaiting_payment"),
    got(invoiceAt("underpaid_waiting", { payment: { paid: "10", remaining: "15.000000" } })),
    { status: "underpaid_waiting", remaining: "15.000000" },
  ],
  [
    "confirming with a paid amount but no remaining → no remaining computed outside underpaid_waiting",
    showing("awaiting_payment"),
    got(invoiceAt("confirming", { payment: { paid: "10" } })),
    { status: "confirming_payment", remaining: null },
  ],
  [
    "part paid, remaining left out, amounts not plain decimals → no remaining",
    showing("awaiting_payment"),
    got(invoiceAt("underpaid_waiting", { payment: { expected: "25", paid: "ten" } })),
    { status: "underpaid_waiting", remaining: null },
  ],
  [
    "part paid, remaining left out, paid already reaches expected → 0",
    showing("awaiting_payment"),
    got(invoiceAt("underpaid_waiting", { payment: { expected: "25.50", paid: "25.50" } })),
    { remaining: "0" },
  ],
  [
    "part paid, remaining left out, paid over expected → 0, never negative",
    showing("awaiting_payment"),
    got(invoiceAt("underpaid_waiting", { payment: { expected: "25", paid: "26.5" } })),
    { remaining: "0" },
  ],
  [
    "a confirming transfer without required_confirmations → no confirmations",
    showing("awaiting_payment"),
    got(
      invoiceAt("confirming", {
        payment: { transfers: [{ tx_hash: "0xa", amount: "25", status: "confirming", created_at: CREATED_AT }] },
      }),
    ),
    { confirmations: null },
  ],
  [
    "several confirming transfers → the highest requirement with its count, first listed",
    showing("awaiting_payment"),
    got(
      invoiceAt("confirming", {
        payment: {
          transfers: [
            {
              tx_hash: "0xa",
              amount: "20",
              status: "confirming",
              created_at: CREATED_AT,
              required_confirmations: 40,
              confirmations: 3,
            },
            {
              tx_hash: "0xb",
              amount: "5",
              status: "confirming",
              created_at: CREATED_AT,
              required_confirmations: 12,
              confirmations: 10,
            },
          ],
        },
      }),
    ),
    { confirmations: { required: 40, current: 3 } },
  ],
  [
    "several confirming transfers → the highest requirement with its count, last listed",
    showing("awaiting_payment"),
    got(
      invoiceAt("confirming", {
        payment: {
          transfers: [
            {
              tx_hash: "0xb",
              amount: "5",
              status: "confirming",
              created_at: CREATED_AT,
              required_confirmations: 12,
              confirmations: 10,
            },
            {
              tx_hash: "0xa",
              amount: "20",
              status: "confirming",
              created_at: CREATED_AT,
              required_confirmations: 40,
              confirmations: 3,
            },
          ],
        },
      }),
    ),
    { confirmations: { required: 40, current: 3 } },
  ],
  [
    "an invoice without a deadline → no countdown",
    showing("awaiting_payment"),
    got(invoiceAt("awaiting_payment", { expires_at: undefined })),
    { countdown: null },
  ],
  [
    "an answer without a clock reading keeps the countdown of the same deadline",
    showing("awaiting_payment", { countdown: { secondsLeft: 100, urgent: true, expired: false } }),
    { type: "invoice", invoice: invoiceAt("confirming"), operation: "poll" },
    { status: "confirming_payment", countdown: { secondsLeft: 100, urgent: true, expired: false } },
  ],
  [
    "an answer without a clock reading and a new deadline drops the countdown",
    showing("awaiting_payment", { countdown: { secondsLeft: 100, urgent: true, expired: false } }),
    { type: "invoice", invoice: invoiceAt("awaiting_payment", { expires_at: EXPIRES_AT + 600 }), operation: "poll" },
    { countdown: null },
  ],
  [
    "a first answer without a clock reading → no countdown",
    showing("loading"),
    { type: "invoice", invoice: invoiceAt("awaiting_payment"), operation: "load" },
    { status: "awaiting_payment", countdown: null },
  ],
  [
    "part paid, remaining left out → computed from expected − paid",
    showing("awaiting_payment"),
    got(invoiceAt("underpaid_waiting", { payment: { expected: "25.5", paid: "10.125" } })),
    { remaining: "15.375" },
  ],
  [
    "underpaid_waiting + rest paid → paid",
    showing("underpaid_waiting"),
    got(invoiceAt("paid")),
    { status: "paid", remaining: null },
  ],
  [
    "underpaid_waiting + deadline → underpaid",
    showing("underpaid_waiting"),
    got(invoiceAt("underpaid")),
    { status: "underpaid" },
  ],
  ["confirming_payment + confirmed → paid", showing("confirming_payment"), got(invoiceAt("paid")), { status: "paid" }],
  [
    "awaiting_payment + too much → paid_over",
    showing("awaiting_payment"),
    got(invoiceAt("paid_over")),
    { status: "paid_over" },
  ],
  [
    "awaiting_payment + server deadline → expired",
    showing("awaiting_payment"),
    got(invoiceAt("expired")),
    { status: "expired", expiredLocally: false },
  ],
  [
    "choosing + cancelled by the merchant → cancelled",
    showing("choosing_method"),
    got(invoiceAt("cancelled")),
    { status: "cancelled" },
  ],
  [
    "choosing + confirmed on another device → awaiting_payment",
    showing("choosing_method"),
    got(invoiceAt("awaiting_payment")),
    { status: "awaiting_payment" },
  ],
  [
    "poll without an answer → same state, error kept",
    showing("awaiting_payment"),
    failed("network_error", "poll"),
    { status: "awaiting_payment", offline: false, errorCode: "network_error" },
  ],
  [
    "poll answered 500 → same state, error kept for backoff",
    showing("awaiting_payment"),
    failed("internal_error", "poll"),
    { status: "awaiting_payment", offline: false, errorCode: "internal_error" },
  ],
  [
    "poll: invoice gone → unavailable",
    showing("awaiting_payment"),
    failed("invoice_not_found", "poll"),
    { status: "unavailable" },
  ],
  [
    "poll: widget switched off → unavailable",
    showing("confirming_payment"),
    failed("widget_inactive", "poll"),
    { status: "unavailable" },
  ],
  [
    "a poll answering after an outage clears offline and the error",
    showing("awaiting_payment", { offline: true, error: failureOf("network_error", "poll") }),
    got(invoiceAt("awaiting_payment")),
    { offline: false, errorCode: null },
  ],
  [
    "choosing after a refused method, confirmed on another device → awaiting_payment, the refusal gone",
    showing("choosing_method", {
      method: { currency: "USDT", network: "TRC20" },
      error: failureOf("payment_method_unavailable", "confirm"),
    }),
    got(invoiceAt("awaiting_payment")),
    { status: "awaiting_payment", errorCode: null },
  ],
  [
    "a poll keeps the answer to the customer's last action",
    showing("choosing_method", {
      method: { currency: "USDT", network: "TRC20" },
      error: failureOf("payment_method_unavailable", "confirm"),
    }),
    got(invoiceAt("awaiting_client")),
    { errorCode: "payment_method_unavailable", method: { currency: "USDT", network: "TRC20" } },
  ],

  // Retry
  [
    "retry a failed create → creating",
    showing("failed", { error: failureOf("rate_limited", "create") }),
    { type: "retry" },
    { status: "creating", errorCode: null },
  ],
  [
    "retry a failed load → loading",
    showing("failed", { invoiceId: "inv_x", error: failureOf("network_error", "load") }),
    { type: "retry" },
    { status: "loading" },
  ],
  [
    "retry a failed confirm → confirming the same method",
    showing("choosing_method", {
      method: { currency: "USDT", network: "TRC20" },
      error: failureOf("internal_error", "confirm"),
    }),
    { type: "retry" },
    { status: "confirming", method: { currency: "USDT", network: "TRC20" } },
  ],
  [
    "retry a failed cancel → cancelling",
    showing("choosing_method", { error: failureOf("internal_error", "cancel") }),
    { type: "retry" },
    { status: "cancelling" },
  ],
  [
    "retry after a 503 that made it unavailable → confirming",
    showing("unavailable", {
      method: { currency: "USDT", network: "TRC20" },
      error: failureOf("outbound_frozen", "confirm"),
    }),
    { type: "retry" },
    { status: "confirming" },
  ],

  // Clock
  [
    "tick → countdown",
    showing("awaiting_payment"),
    { type: "tick", clock: clockAt(EXPIRES_AT - 100) },
    { status: "awaiting_payment", countdown: { secondsLeft: 100, urgent: true, expired: false } },
  ],
  [
    "tick with a server offset",
    showing("awaiting_payment"),
    { type: "tick", clock: clockAt(EXPIRES_AT - 100, -200_000) },
    { countdown: { secondsLeft: 300, urgent: false, expired: false } },
  ],
  [
    "a tick that crosses into the last quarter within the same second → urgent",
    showing("awaiting_payment", {
      invoice: invoiceAt("awaiting_payment", { expires_at: CREATED_AT + 901 }),
      countdown: { secondsLeft: 226, urgent: false, expired: false },
    }),
    { type: "tick", clock: { nowMs: (CREATED_AT + 901) * 1000 - 225_100, serverOffsetMs: 0 } },
    { countdown: { secondsLeft: 226, urgent: true, expired: false } },
  ],
  [
    "deadline while awaiting payment → expired on our clock",
    showing("awaiting_payment"),
    { type: "tick", clock: clockAt(EXPIRES_AT) },
    { status: "expired", expiredLocally: true },
  ],
  [
    "deadline while choosing → expired on our clock",
    showing("choosing_method"),
    { type: "tick", clock: clockAt(EXPIRES_AT + 5) },
    { status: "expired", expiredLocally: true },
  ],
  [
    "deadline while a transfer confirms → the server decides",
    showing("confirming_payment"),
    { type: "tick", clock: clockAt(EXPIRES_AT + 5) },
    { status: "confirming_payment", countdown: { secondsLeft: 0, urgent: true, expired: true } },
  ],
  [
    "deadline after the server contradicted our clock → the server decides",
    showing("awaiting_payment", { clockAhead: true }),
    { type: "tick", clock: clockAt(EXPIRES_AT + 5) },
    { status: "awaiting_payment" },
  ],
  [
    "expired on our clock, server saw a transfer → confirming_payment",
    showing("expired", { expiredLocally: true }),
    got(invoiceAt("confirming")),
    { status: "confirming_payment", expiredLocally: false, clockAhead: false },
  ],
  [
    "expired on our clock, server still awaiting the customer → choosing afresh, clock distrusted",
    showing("expired", { expiredLocally: true, method: { currency: "USDT", network: "TRC20" } }),
    got(invoiceAt("awaiting_client")),
    { status: "choosing_method", method: null, expiredLocally: false, clockAhead: true },
  ],
  [
    "expired on our clock, server agrees → expired",
    showing("expired", { expiredLocally: true }),
    got(invoiceAt("expired")),
    { status: "expired", expiredLocally: false },
  ],
  [
    "expired on our clock, server still waiting → its state, clock distrusted",
    showing("expired", { expiredLocally: true }),
    got(invoiceAt("awaiting_payment")),
    { status: "awaiting_payment", expiredLocally: false, clockAhead: true },
  ],

  // Network
  [
    "offline → flagged, state kept",
    showing("awaiting_payment"),
    { type: "offline" },
    { status: "awaiting_payment", offline: true },
  ],
  [
    "online → flag cleared",
    showing("awaiting_payment", { offline: true }),
    { type: "online" },
    { status: "awaiting_payment", offline: false },
  ],
];

describe("transition", () => {
  it.each(rows)("%s", (_name, from, event, expected) => {
    const next = transition(from, event);
    const { errorCode, ...fields } = expected;
    expect(next).toMatchObject(fields);
    if (errorCode !== undefined) expect(next.error?.code ?? null).toBe(errorCode);
  });

  const ignored: [string, CheckoutState, CheckoutEvent][] = [
    ["create twice", showing("creating"), { type: "create" }],
    ["load after start", showing("choosing_method"), { type: "load", invoiceId: "inv_y" }],
    ["a late poll while create is in flight", showing("creating"), got(invoiceAt("awaiting_client"))],
    ["a late poll while confirming", showing("confirming"), got(invoiceAt("awaiting_client"))],
    ["a late poll while cancelling", showing("cancelling"), got(invoiceAt("awaiting_client"))],
    [
      "select a method after payment started",
      showing("awaiting_payment"),
      { type: "select_method", method: { currency: "USDC", network: "BASE" } },
    ],
    ["cancel after a method was chosen", showing("awaiting_payment"), { type: "cancel" }],
    ["paid + a stale answer", showing("paid"), got(invoiceAt("awaiting_payment"))],
    ["cancelled + a stale answer", showing("cancelled"), got(invoiceAt("awaiting_client"))],
    ["expired by the server + an answer", showing("expired"), got(invoiceAt("confirming"))],
    ["paid + tick", showing("paid"), { type: "tick", clock: clockAt(EXPIRES_AT + 10) }],
    ["paid + poll failure", showing("paid"), failed("network_error", "poll")],
    [
      "a confirm failure when no confirm is in flight",
      showing("awaiting_payment"),
      failed("payment_method_unavailable", "confirm"),
    ],
    ["an aborted request", showing("confirming"), failed("aborted", "confirm")],
    ["retry with nothing failed", showing("awaiting_payment"), { type: "retry" }],
    [
      "retry a configuration error",
      showing("unavailable", { error: failureOf("origin_not_allowed", "create") }),
      { type: "retry" },
    ],
    ["retry while choosing with no error", showing("choosing_method"), { type: "retry" }],
    [
      "retry while reloading an invoice a confirm found final",
      showing("loading", {
        method: { currency: "USDT", network: "TRC20" },
        error: failureOf("invoice_terminal", "confirm"),
      }),
      { type: "retry" },
    ],
    [
      "retry a failed confirm with no method to confirm",
      showing("unavailable", { method: null, error: failureOf("outbound_frozen", "confirm") }),
      { type: "retry" },
    ],
    [
      "a tick on an invoice without a deadline",
      showing("awaiting_payment", { invoice: invoiceAt("awaiting_payment", { expires_at: undefined }) }),
      { type: "tick", clock: clockAt(EXPIRES_AT + 10) },
    ],
    [
      "a tick within the same second",
      showing("awaiting_payment", { countdown: { secondsLeft: 100, urgent: true, expired: false } }),
      { type: "tick", clock: { nowMs: (EXPIRES_AT - 100) * 1000 + 300, serverOffsetMs: 0 } },
    ],
    ["offline twice", showing("awaiting_payment", { offline: true }), { type: "offline" }],
    ["an answer before start", initialCheckoutState, got(invoiceAt("paid"))],
  ];
  it.each(ignored)("ignores %s (same state object)", (_name, from, event) => {
    expect(transition(from, event)).toBe(from);
  });

  it("names the dead end of an invoice with no method as a load's tokens_required, so retrying reloads it", () => {
    const next = transition(showing("creating"), got(invoiceAt("awaiting_client", { payment_methods: [] }), "create"));
    expect(next.error).toMatchObject({
      code: "tokens_required",
      operation: "load",
      status: 409,
      detail: "The invoice offers no payment method.",
    });
  });

  it("walks a whole checkout: create, choose, pay in two parts", () => {
    const steps: CheckoutEvent[] = [
      { type: "create" },
      got(invoiceAt("awaiting_client"), "create"),
      { type: "select_method", method: { currency: "USDT", network: "TRC20" } },
      got(invoiceAt("awaiting_payment"), "confirm"),
      { type: "tick", clock: clockAt(CREATED_AT + 120) },
      got(invoiceAt("underpaid_waiting", { payment: { paid: "20", remaining: "5" } })),
      got(invoiceAt("confirming")),
      got(invoiceAt("paid")),
    ];
    const seen: CheckoutStatus[] = [];
    let state = initialCheckoutState;
    for (const event of steps) {
      state = transition(state, event);
      seen.push(state.status);
    }
    expect(seen).toEqual([
      "creating",
      "choosing_method",
      "confirming",
      "awaiting_payment",
      "awaiting_payment",
      "underpaid_waiting",
      "confirming_payment",
      "paid",
    ]);
    expect(state.method).toEqual({ currency: "USDT", network: "TRC20" });
  });
});

// Last: from fresh modules, as on a page where no request has failed and the catalogue's table is not loaded.
describe("an invoice with no method, before the catalogue's table is in", () => {
  it("is a setting of the merchant's, a calm 'not available', not a closed payment as its 409 alone would say", async () => {
    vi.resetModules();
    const fresh = await import("./checkout-machine.ts");
    const creating = { ...fresh.initialCheckoutState, status: "creating" as const };
    const next = fresh.transition(creating, got(invoiceAt("awaiting_client", { payment_methods: [] }), "create"));
    expect(next).toMatchObject({
      status: "unavailable",
      error: {
        code: "tokens_required",
        ui: { category: "merchant_configuration", messageKey: "error.merchant_configuration", retryable: false },
      },
    });
  });
});
