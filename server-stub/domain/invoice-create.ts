/** Creating an invoice: the checks of the order asked for, the idempotent repeat, and the record it stores. */
import { isCrypto, isFiat, minorUnitsOf, tokenOn, type NetworkCode } from "../../shared/api/networks.ts";
import { checkInvoiceAmountPrecision, checkTokenAmountPrecision } from "../../shared/api/index.ts";
import { StubError } from "./stub-error.ts";
import type { Caller } from "./caller.ts";
import { tokenListed, type InvoiceRecord, type Store } from "../store.ts";
import { dec, plain, roundDown, trimmed } from "./money.ts";
import { minimumUsd, usdRate } from "./rates.ts";
import { checkProjectTakesInvoices, resolveProject, type InvoiceSource } from "./project-rules.ts";
import { checkMethod, enabledPairs, paymentFor, type Priced, type Quote } from "./invoice-quote.ts";
import { refreshInvoice, type EmitEvent } from "./invoices.ts";

export interface InvoiceCreateInput {
  project_id: string;
  amount: string;
  currency: string;
  external_order_id: string;
  client_id?: string | undefined;
  network?: NetworkCode | undefined;
  allow_multiple_payments?: boolean | undefined;
  customer_fee_percent?: number | undefined;
}

/**
 * An idempotent repeat sends the same fields as the create that made the invoice (the record keeps them all). On the
 * public route `client_id` is left out of the comparison: a repeat answers the same whatever `client_id` it guesses,
 * so nobody holding the published key learns from a 200 or a 409 whether an e-mail address belongs to an order (the
 * public view never shows `client_id` either).
 */
function sameCreate(inv: InvoiceRecord, input: InvoiceCreateInput): boolean {
  return (
    inv.project_id === input.project_id &&
    dec(inv.order.amount).eq(dec(input.amount)) &&
    inv.order.currency === input.currency &&
    (inv.source !== "api" || (inv.order.client_id ?? null) === (input.client_id ?? null)) &&
    (inv.order.network ?? null) === (input.network ?? null) &&
    (inv.allow_multiple_payments ?? null) === (input.allow_multiple_payments ?? null) &&
    (inv.customer_fee_percent ?? null) === (input.customer_fee_percent ?? null)
  );
}

export interface CreateResult {
  invoice: InvoiceRecord;
  created: boolean;
}

/**
 * The key a create repeats an earlier one by, or null when it makes a new invoice whatever came before. The signed
 * API and the terminal repeat by order reference (the terminal mints its own unguessable ones, terminal/sale/order-id.ts).
 * A web page's reference is the merchant's and may be guessed (`order-1043`) and the public key is published, while
 * nothing in a public create tells one browser from another: on `embed`, every create is an invoice of its own, so a
 * stranger who creates a guessed reference first neither hands the customer an invoice the stranger can cancel nor
 * blocks the customer's create with a conflict. The widget finds its own invoice again itself (within its tab).
 */
function repeatKey(source: InvoiceSource, projectId: string, environment: string, reference: string): string | null {
  return source === "embed" ? null : `${source}|${projectId}|${environment}|${reference}`;
}

/**
 * Creates an invoice asked for from `source` (or returns the existing one for an idempotent repeat: see repeatKey);
 * a crypto currency plus network confirms at once.
 */
export function createInvoice(
  store: Store,
  caller: Caller,
  input: InvoiceCreateInput,
  now: number,
  paymentUrlBase: string,
  emit: EmitEvent,
  source: InvoiceSource,
): CreateResult {
  const project = resolveProject(store, caller, input.project_id);
  const orderKey = repeatKey(source, project.id, caller.environment, input.external_order_id);
  const existing = orderKey === null ? undefined : store.invoiceByOrder.get(orderKey);
  if (existing) {
    if (sameCreate(existing, input)) return { invoice: refreshInvoice(store, existing, now, emit), created: false };
    throw new StubError(
      "conflict",
      `external_order_id "${input.external_order_id}" was already used in this project with different fields.`,
      {
        field: "external_order_id",
      },
    );
  }
  checkProjectTakesInvoices(project, source);
  if (
    input.customer_fee_percent !== undefined &&
    !(input.customer_fee_percent >= 0 && input.customer_fee_percent <= 100)
  ) {
    throw new StubError("field_percentage_out_of_range", "customer_fee_percent must be between 0 and 100 inclusive.", {
      field: "customer_fee_percent",
    });
  }
  const { currency, network } = input;
  let candidates = enabledPairs(project, undefined, network);
  if (isFiat(currency)) {
    if (checkInvoiceAmountPrecision(input.amount, currency) !== null) {
      throw new StubError(
        "amount_too_many_decimals",
        `${currency} amounts have at most ${minorUnitsOf(currency)} decimals.`,
        { field: "amount" },
      );
    }
    if (network !== undefined && candidates.length === 0) {
      throw new StubError("field_invalid_enum", `The project enables no token on ${network}.`, { field: "network" });
    }
    usdRate(store, currency);
  } else if (isCrypto(currency)) {
    if (network !== undefined && tokenOn(network, currency) === undefined) {
      throw new StubError("field_invalid_enum", `${currency} is not carried on ${network}.`, { field: "network" });
    }
    candidates = enabledPairs(project, currency, network);
    if (candidates.length === 0) {
      throw new StubError(
        "currency_not_enabled_for_project",
        `${currency}${network ? ` on ${network}` : ""} is not enabled for this project.`,
        { field: "currency" },
      );
    }
    // Without a network the amount must fit at least one enabled network of the token (USDT: 6 on Tron, 18 on BEP20).
    if (candidates.every((t) => checkTokenAmountPrecision(input.amount, t.currency, t.network) !== null)) {
      const maxPlaces = Math.max(...candidates.map((t) => tokenOn(t.network, t.currency)?.decimals ?? 0));
      throw new StubError("amount_too_many_decimals", `${currency} amounts have at most ${maxPlaces} decimals here.`, {
        field: "amount",
      });
    }
  } else {
    throw new StubError("field_invalid_enum", `Unknown currency ${currency}.`, { field: "currency" });
  }
  const draft = {
    order: { amount: trimmed(input.amount), currency },
    ...(input.customer_fee_percent !== undefined ? { customer_fee_percent: input.customer_fee_percent } : {}),
  } as Priced;
  let autoQuote: Quote | undefined;
  if (isCrypto(currency) && network !== undefined) {
    autoQuote = checkMethod(store, caller, draft, currency, network, true);
  } else {
    if (
      store.platform.acceptance_disabled === true ||
      candidates.every((t) => tokenListed(store.platform.acceptance_disabled, t.currency, t.network))
    ) {
      throw new StubError("acceptance_disabled", "None of the project's tokens is accepted right now.");
    }
    // Fiat (or crypto without a network): the cheapest method must be reachable, else no method could ever take it.
    const orderUsd = dec(input.amount).times(usdRate(store, currency));
    // Usually the first method already passes: the lowest minimum is only worked out for the message.
    if (candidates.every((t) => orderUsd.lt(minimumUsd(store, t.currency, t.network)))) {
      const lowest = candidates
        .map((t) => minimumUsd(store, t.currency, t.network))
        .reduce((a, b) => (a.lt(b) ? a : b));
      throw new StubError(
        "invoice_amount_below_minimum",
        `The invoice is worth ${roundDown(orderUsd, 2)} USD; the minimum is ${plain(lowest)} USD.`,
        { field: "amount" },
      );
    }
  }
  const invoice_id = store.nextId("inv_");
  const inv: InvoiceRecord = {
    invoice_id,
    merchant_id: caller.merchant.id,
    project_id: project.id,
    environment: caller.environment,
    status: "awaiting_client",
    order: {
      external_id: input.external_order_id,
      ...(input.client_id !== undefined ? { client_id: input.client_id } : {}),
      amount: trimmed(input.amount),
      currency,
      ...(network !== undefined ? { network } : {}),
    },
    ...(input.allow_multiple_payments !== undefined ? { allow_multiple_payments: input.allow_multiple_payments } : {}),
    ...(input.customer_fee_percent !== undefined ? { customer_fee_percent: input.customer_fee_percent } : {}),
    source,
    payment_url: `${paymentUrlBase}/pay/${invoice_id}`,
    created_at: now,
    updated_at: now,
    expires_at: now + project.invoice_ttl_seconds,
    seq: store.nextSeq(),
  };
  if (autoQuote && network !== undefined) {
    inv.payment = paymentFor(store, inv, currency, network, autoQuote);
    inv.status = "awaiting_payment";
  }
  store.invoices.set(invoice_id, inv);
  if (orderKey !== null) store.invoiceByOrder.set(orderKey, inv);
  store.dueInvoices.add(inv.expires_at, inv);
  // Creation fires no webhook, a crypto-locked one either: invoice.awaiting_payment follows only a reorg (reorgPayments).
  return { invoice: inv, created: true };
}
