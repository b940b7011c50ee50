/** The invoice state machine and its rules (create, read, confirm, cancel, simulate, expiry) as plain functions over the store. */
import { isFinalInvoiceStatus } from "../../shared/api/statuses.ts";
import { FIAT_MINOR_UNITS, chainIdOn, isCrypto, isFiat, tokenOn, type NetworkCode } from "../../shared/api/networks.ts";
import { checkInvoiceAmountPrecision, checkTokenAmountPrecision } from "../../shared/api/index.ts";
import { StubError } from "./stub-error.ts";
import type { Caller } from "./caller.ts";
import {
  tokenListed,
  nameListed,
  type InvoiceRecord,
  type ProjectRecord,
  type Store,
  type TransferRecord,
} from "../store.ts";
import { depositAddress, explorerUrl, txHash } from "./addresses.ts";
import { dec, plain, roundDown, roundUp, roundUpSignificant, trimmed, type Dec } from "./money.ts";
import { minimumUsd, minimumUsdText, usdRate } from "./rates.ts";
import { callerMaySee } from "./record-visibility.ts";
import { checkProjectTakesInvoices, type InvoiceSource } from "./project-rules.ts";

export type EmitEvent = (merchantId: string, eventType: string, data: unknown) => void;

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

export type { InvoiceSource };

export function isFinalStatus(status: string): boolean {
  return isFinalInvoiceStatus(status);
}

/** The project the caller may use: 404 when unknown or another merchant's, 403 forbidden for the wrong environment or scope. */
export function resolveProject(store: Store, caller: Caller, projectId: string): ProjectRecord {
  const project = store.projects.get(projectId);
  if (!project || project.merchant_id !== caller.merchant.id) {
    throw new StubError("project_not_found", `Project ${projectId} was not found.`);
  }
  if (project.environment !== caller.environment) {
    throw new StubError(
      "forbidden",
      `This ${caller.environment} key cannot be used with a ${project.environment} project.`,
    );
  }
  if (caller.key.project_ids && !caller.key.project_ids.includes(project.id)) {
    throw new StubError("forbidden", "This key's scope does not include the project.");
  }
  return project;
}

/** The invoice as the caller may see it; another merchant's, environment's or scope's invoice is 404 like an unknown id. */
export function findInvoice(store: Store, caller: Caller, id: string): InvoiceRecord {
  const inv = store.invoices.get(id);
  if (!inv || !callerMaySee(caller, inv)) {
    throw new StubError("invoice_not_found", `Invoice ${id} was not found.`);
  }
  return inv;
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

interface Quote {
  expected: string;
  exchange_rate?: string;
  /** USD value of the order (for the minimum) and of the quoted amount (for the per-deposit cap). */
  orderUsd: Dec;
  quotedUsd: Dec;
}

function quote(
  store: Store,
  inv: Pick<InvoiceRecord, "order" | "customer_fee_percent">,
  currency: string,
  network: NetworkCode,
): Quote {
  const token = tokenOn(network, currency);
  const decimals = token?.decimals ?? 18;
  const tokenUsd = usdRate(store, currency);
  const fee = dec(String(inv.customer_fee_percent ?? 0))
    .div(100)
    .plus(1);
  let tokenAmount: Dec;
  let exchangeRate: string | undefined;
  let orderUsd: Dec;
  if (inv.order.currency === currency) {
    tokenAmount = dec(inv.order.amount);
    orderUsd = tokenAmount.times(tokenUsd);
  } else {
    const orderRate = usdRate(store, inv.order.currency);
    orderUsd = dec(inv.order.amount).times(orderRate);
    tokenAmount = orderUsd.div(tokenUsd);
    exchangeRate = roundDown(tokenUsd.div(orderRate), 8);
  }
  const expected = roundUp(tokenAmount.times(fee), decimals);
  return {
    expected,
    ...(exchangeRate !== undefined ? { exchange_rate: exchangeRate } : {}),
    orderUsd,
    quotedUsd: dec(expected).times(tokenUsd),
  };
}

/** The checks every token selection passes (manual confirm and auto-confirm on create). */
function checkMethod(
  store: Store,
  caller: Caller,
  inv: Pick<InvoiceRecord, "order" | "customer_fee_percent">,
  currency: string,
  network: NetworkCode,
  auto: boolean,
): Quote {
  if (tokenListed(store.platform.acceptance_disabled, currency, network)) {
    throw new StubError("acceptance_disabled", `${currency} on ${network} is not accepted right now.`);
  }
  if (auto && nameListed(store.platform.network_unavailable, network)) {
    throw new StubError("network_unavailable", `Automatic confirmation cannot use the ${network} network right now.`);
  }
  if (tokenListed(store.platform.payment_method_unavailable, currency, network)) {
    throw new StubError(
      "payment_method_unavailable",
      `${currency} on ${network} cannot take a payment right now; choose another method.`,
    );
  }
  const q = quote(store, inv, currency, network);
  const min = minimumUsd(store, currency, network);
  if (q.orderUsd.lt(min)) {
    throw new StubError(
      "invoice_amount_below_minimum",
      `The invoice is worth ${roundDown(q.orderUsd, 2)} USD; the minimum for ${currency} on ${network} is ${plain(min)} USD.`,
      { field: "amount" },
    );
  }
  const cap = caller.merchant.deposit_cap_usd;
  if (cap !== undefined && q.quotedUsd.gt(dec(cap))) {
    throw new StubError(
      "deposit_amount_exceeds_limit",
      `The quoted amount is worth ${roundDown(q.quotedUsd, 2)} USD, above the per-deposit limit of ${cap} USD.`,
    );
  }
  return q;
}

function paymentFor(
  store: Store,
  inv: InvoiceRecord,
  currency: string,
  network: NetworkCode,
  q: Quote,
): InvoiceRecord["payment"] {
  // A sandbox invoice quotes the network's public testnet: its chain id and its token contract, never the main net's.
  const sandbox = inv.environment === "sandbox";
  const token = tokenOn(network, currency, sandbox);
  return {
    currency,
    network,
    chain_id: chainIdOn(network, sandbox),
    ...(token?.contract !== undefined ? { contract_address: token.contract } : {}),
    expected: q.expected,
    address: depositAddress(network, `${inv.invoice_id}:${currency}`),
    ...(q.exchange_rate !== undefined ? { exchange_rate: q.exchange_rate } : {}),
    paid: "0",
    remaining: q.expected,
    transfers: [],
  };
}

function enabledPairs(project: ProjectRecord, currency?: string, network?: string) {
  return project.enabled_tokens.filter(
    (t) => (currency === undefined || t.currency === currency) && (network === undefined || t.network === network),
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
        `${currency} amounts have at most ${FIAT_MINOR_UNITS[currency] ?? 0} decimals.`,
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
  } as Pick<InvoiceRecord, "order" | "customer_fee_percent">;
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

/** Confirms the customer's token and network: awaiting_client → awaiting_payment with a quoted amount and address. */
export function confirmPayment(
  store: Store,
  caller: Caller,
  inv: InvoiceRecord,
  currency: string,
  network: NetworkCode,
  now: number,
  emit: EmitEvent,
): InvoiceRecord {
  refreshInvoice(store, inv, now, emit);
  if (inv.status === "expired" || inv.status === "cancelled") {
    throw new StubError("invoice_terminal", `The invoice is ${inv.status} and can no longer be paid.`);
  }
  if (now >= inv.expires_at) throw new StubError("invoice_deadline_passed", "The invoice's deadline has passed.");
  if (inv.status !== "awaiting_client")
    throw new StubError(
      "invoice_not_awaiting_client",
      `The invoice is ${inv.status}; its payment method is already chosen.`,
    );
  const project = store.projects.get(inv.project_id);
  if (!project || project.status !== "Active")
    throw new StubError("project_state_invalid", "The project cannot confirm payments in its current state.");
  if (project.enabled_tokens.length === 0) throw new StubError("tokens_required", "The project has no enabled tokens.");
  if (tokenOn(network, currency) === undefined) {
    throw new StubError("field_invalid_enum", `${currency} is not carried on ${network}.`, { field: "currency" });
  }
  if (enabledPairs(project, currency, network).length === 0) {
    throw new StubError("field_invalid_enum", `${currency} on ${network} is not enabled for this project.`, {
      field: "currency",
    });
  }
  if (isCrypto(inv.order.currency) && inv.order.currency !== currency) {
    throw new StubError(
      "client_confirmation_failed",
      `The invoice is priced in ${inv.order.currency}; it can only be paid in ${inv.order.currency}.`,
    );
  }
  if (inv.order.network !== undefined && inv.order.network !== network) {
    throw new StubError("client_confirmation_failed", `The merchant asked for payment on ${inv.order.network}.`);
  }
  const q = checkMethod(store, caller, inv, currency, network, false);
  inv.payment = paymentFor(store, inv, currency, network, q);
  inv.status = "awaiting_payment";
  inv.updated_at = now;
  // The spec: the move from awaiting_client to awaiting_payment sends no event.
  return inv;
}

/** Cancels an invoice still awaiting the customer; a repeated cancel answers the cancelled invoice again. */
export function cancelInvoice(store: Store, inv: InvoiceRecord, now: number, emit: EmitEvent): InvoiceRecord {
  refreshInvoice(store, inv, now, emit);
  if (inv.status === "cancelled") return inv;
  if (inv.status !== "awaiting_client") {
    throw new StubError(
      "invoice_cannot_be_cancelled",
      `The invoice is ${inv.status}; only an invoice awaiting the customer can be cancelled.`,
    );
  }
  finish(store, inv, "cancelled", now, emit);
  return inv;
}

export type SimulateStage = "paid" | "overpaid" | "underpay" | "cancel";

/** Sandbox: a customer's payment arriving (or the customer cancelling), driving the same transitions as the real service. */
export function simulatePayment(
  store: Store,
  inv: InvoiceRecord,
  stage: SimulateStage,
  now: number,
  emit: EmitEvent,
): InvoiceRecord {
  if (inv.environment !== "sandbox")
    throw new StubError("not_sandbox", "Payments can only be simulated on sandbox invoices.");
  refreshInvoice(store, inv, now, emit);
  if (stage === "cancel") {
    // Like the cancel route: only an invoice still awaiting the customer can be cancelled.
    if (inv.status !== "awaiting_client") {
      throw new StubError(
        "simulate_payment_failed",
        `Cannot simulate a cancel on a ${inv.status} invoice; only awaiting_client can be cancelled.`,
      );
    }
    finish(store, inv, "cancelled", now, emit);
    return inv;
  }
  const pay = inv.payment;
  if (!pay || (inv.status !== "awaiting_payment" && inv.status !== "underpaid_waiting")) {
    throw new StubError(
      "simulate_payment_failed",
      inv.status === "awaiting_client"
        ? "Choose a payment method first (confirm-payment): there is no address to pay yet."
        : `Cannot simulate a payment on a ${inv.status} invoice.`,
    );
  }
  const decimals = tokenOn(pay.network, pay.currency)?.decimals ?? 18;
  const remaining = dec(pay.remaining);
  let amount: string;
  if (stage === "paid") amount = plain(remaining);
  else if (stage === "overpaid") amount = roundUp(remaining.plus(dec(pay.expected).times("0.1")), decimals);
  else amount = roundDown(remaining.div(2), decimals);
  if (dec(amount).lte(0)) throw new StubError("simulate_payment_failed", "The remaining amount is too small to split.");
  const confirmDelay = store.fixture.confirmation_seconds;
  const completes = stage !== "underpay";
  const hash = txHash(pay.network, `${inv.invoice_id}:${pay.transfers.length}`);
  const transfer: TransferRecord = {
    tx_hash: hash,
    amount,
    status: completes && confirmDelay > 0 ? "confirming" : "confirmed",
    created_at: now,
    required_confirmations: store.fixture.required_confirmations,
    confirmations: completes && confirmDelay > 0 ? 1 : store.fixture.required_confirmations,
    ...(explorerUrl(pay.network, hash) !== undefined ? { explorer_url: explorerUrl(pay.network, hash) } : {}),
  };
  if (transfer.status === "confirmed") transfer.confirmed_at = now;
  else {
    transfer.confirm_due = now + confirmDelay;
    store.dueInvoices.add(transfer.confirm_due, inv);
  }
  pay.transfers.push(transfer);
  const paid = dec(pay.paid).plus(amount);
  pay.paid = plain(paid);
  const left = dec(pay.expected).minus(paid);
  pay.remaining = left.gt(0) ? plain(left) : "0";
  inv.updated_at = now;
  if (!completes) {
    inv.status = "underpaid_waiting";
    emit(inv.merchant_id, "invoice.underpaid_waiting", serializeInvoice(inv));
  } else if (transfer.status === "confirming") {
    inv.status = "confirming";
    emit(inv.merchant_id, "invoice.confirming", serializeInvoice(inv));
  } else {
    finish(store, inv, paid.gt(dec(pay.expected)) ? "paid_over" : "paid", now, emit);
  }
  return inv;
}

/**
 * Sandbox: a chain reorganisation drops every transfer counted so far, and the invoice falls back to awaiting_payment
 * with the whole amount due again. The one cause of `invoice.awaiting_payment` (the provider's SDKs: "Payment
 * regression: a chain reorg phantomed every counted payment"). Only before the invoice is final.
 */
export function reorgPayments(store: Store, inv: InvoiceRecord, now: number, emit: EmitEvent): InvoiceRecord {
  if (inv.environment !== "sandbox")
    throw new StubError("not_sandbox", "A reorg can only be simulated on sandbox invoices.");
  refreshInvoice(store, inv, now, emit);
  const pay = inv.payment;
  if (!pay || (inv.status !== "confirming" && inv.status !== "underpaid_waiting")) {
    throw new StubError(
      "simulate_payment_failed",
      `Cannot simulate a reorg on a ${inv.status} invoice: only payments not yet final can vanish.`,
    );
  }
  pay.transfers = [];
  pay.paid = "0";
  pay.remaining = pay.expected;
  inv.status = "awaiting_payment";
  inv.updated_at = now;
  emit(inv.merchant_id, "invoice.awaiting_payment", serializeInvoice(inv));
  return inv;
}

/** Moves an invoice to a final status, crediting the merchant's balance with what was received net of fees. */
function finish(
  store: Store,
  inv: InvoiceRecord,
  status: "paid" | "paid_over" | "underpaid" | "expired" | "cancelled",
  now: number,
  emit: EmitEvent,
): void {
  inv.status = status;
  inv.updated_at = now;
  inv.completed_at = now;
  const pay = inv.payment;
  if (pay && (status === "paid" || status === "paid_over" || status === "underpaid")) {
    const merchant = store.merchants.get(inv.merchant_id);
    const decimals = tokenOn(pay.network, pay.currency)?.decimals ?? 18;
    const fee = roundDown(
      dec(pay.paid)
        .times(dec(merchant?.fee_percent ?? "0"))
        .div(100),
      decimals,
    );
    pay.fee = fee;
    pay.net = plain(dec(pay.paid).minus(fee));
    const before = store.balance(inv.merchant_id, inv.environment, pay.currency, pay.network);
    store.setBalance(inv.merchant_id, inv.environment, pay.currency, pay.network, plain(dec(before).plus(pay.net)));
  }
  emit(inv.merchant_id, `invoice.${status}`, serializeInvoice(inv));
}

/** Applies what time alone does to an invoice: confirmations arriving and the deadline passing. */
export function refreshInvoice(store: Store, inv: InvoiceRecord, now: number, emit: EmitEvent): InvoiceRecord {
  if (isFinalStatus(inv.status)) return inv;
  const pay = inv.payment;
  if (inv.status === "confirming" && pay) {
    const pending = pay.transfers.filter((t) => t.status === "confirming");
    for (const t of pending) {
      if (t.confirm_due !== undefined && now >= t.confirm_due) {
        t.status = "confirmed";
        t.confirmations = t.required_confirmations;
        t.confirmed_at = t.confirm_due;
        delete t.confirm_due;
      }
    }
    if (pay.transfers.every((t) => t.status === "confirmed")) {
      finish(store, inv, dec(pay.paid).gt(dec(pay.expected)) ? "paid_over" : "paid", now, emit);
    }
    return inv;
  }
  if (now >= inv.expires_at) {
    if (inv.status === "underpaid_waiting") finish(store, inv, "underpaid", now, emit);
    else if (inv.status === "awaiting_client" || inv.status === "awaiting_payment")
      finish(store, inv, "expired", now, emit);
  }
  return inv;
}

/**
 * Applies the clock to every invoice with something due by now (on clock moves and once a second while serving):
 * the due queue hands out only those, so a sweep over 100,000 held invoices costs what is due, not a pass over all.
 * An entry of an invoice already final is a no-op, and reads apply the clock themselves (refreshInvoice).
 */
export function sweepInvoices(store: Store, now: number, emit: EmitEvent): void {
  for (const inv of store.dueInvoices.takeDue(now)) refreshInvoice(store, inv, now, emit);
}

/** The merchant's view of an invoice (the wire shape of api-gaps.md). */
export function serializeInvoice(inv: InvoiceRecord): Record<string, unknown> {
  const out: Record<string, unknown> = {
    invoice_id: inv.invoice_id,
    project_id: inv.project_id,
    status: inv.status,
    is_final: isFinalStatus(inv.status),
    is_test: inv.environment === "sandbox",
    payment_url: inv.payment_url,
    order: { ...inv.order },
    created_at: inv.created_at,
    updated_at: inv.updated_at,
    expires_at: inv.expires_at,
  };
  if (inv.payment) {
    const { transfers, ...rest } = inv.payment;
    out.payment = { ...rest, transfers: transfers.map(({ confirm_due: _due, ...t }) => t) };
  }
  if (inv.completed_at !== undefined) out.completed_at = inv.completed_at;
  return out;
}

/** An invoice as a list page carries it: flat, the order's amount and currency, the network once known (api-gaps.md). */
export function serializeInvoiceListItem(inv: InvoiceRecord): Record<string, unknown> {
  const out: Record<string, unknown> = {
    invoice_id: inv.invoice_id,
    project_id: inv.project_id,
    external_order_id: inv.order.external_id,
  };
  if (inv.order.client_id !== undefined) out.client_id = inv.order.client_id;
  out.status = inv.status;
  out.is_final = isFinalStatus(inv.status);
  out.is_test = inv.environment === "sandbox";
  out.amount = inv.order.amount;
  out.currency = inv.order.currency;
  const network = inv.payment?.network ?? inv.order.network;
  if (network !== undefined) out.network = network;
  out.created_at = inv.created_at;
  out.expires_at = inv.expires_at;
  if (inv.completed_at !== undefined) out.completed_at = inv.completed_at;
  return out;
}

/**
 * The public (widget and terminal) view: no fee or net, no `client_id` (anyone with the published SDK key and the id
 * reads this, and the merchant's customer reference is often an e-mail address), plus the methods the customer can
 * choose while awaiting_client.
 */
export function serializePublicInvoice(store: Store, inv: InvoiceRecord): Record<string, unknown> {
  const out = serializeInvoice(inv);
  const { client_id: _client, ...order } = inv.order;
  out.order = order;
  if (out.payment) {
    const { fee: _fee, net: _net, ...payment } = out.payment as Record<string, unknown>;
    out.payment = payment;
  }
  if (inv.status === "awaiting_client") out.payment_methods = paymentMethods(store, inv);
  const project = store.projects.get(inv.project_id);
  if (project?.display_name !== undefined) out.merchant_name = project.display_name;
  // Ours: the merchant's support contact, for the problem screens (validated when the project was set).
  if (project?.support_email !== undefined) out.support_email = project.support_email;
  if (project?.support_url !== undefined) out.support_url = project.support_url;
  return out;
}

/** Significant digits of a method's minimum_amount: it is read by people, and rounded up it stays a true minimum. */
export const MINIMUM_AMOUNT_DIGITS = 6;

function paymentMethods(store: Store, inv: InvoiceRecord) {
  const project = store.projects.get(inv.project_id);
  if (!project) return [];
  const currency = isCrypto(inv.order.currency) ? inv.order.currency : undefined;
  return enabledPairs(project, currency, inv.order.network).map((t) => {
    const method: Record<string, string | number> = {
      currency: t.currency,
      network: t.network,
      chain_id: chainIdOn(t.network, inv.environment === "sandbox"),
    };
    const rate = store.rateUsd(t.currency);
    const decimals = tokenOn(t.network, t.currency)?.decimals;
    if (rate !== undefined && decimals !== undefined) {
      const minimum = minimumAmount(minimumUsdText(store, t.currency, t.network), rate, decimals);
      if (minimum !== null) method.minimum_amount = minimum;
    }
    return method;
  });
}

/*
 * minimum_amount is a 40-place big.js division and a rounding per enabled token, twelve per answer for the seed's
 * shop: most of the widget route's own CPU, and the same few results every time. Memoized by its inputs as text
 * (minimum, rate, decimals), so a changed rate or minimum is a new entry, never a stale one; bounded for fixtures
 * that keep changing rates.
 */
const minimumAmounts = new Map<string, string | null>();
const MAX_MINIMUM_AMOUNTS = 10_000;

function minimumAmount(minimumUsd: string, rate: string, decimals: number): string | null {
  const key = `${minimumUsd}|${rate}|${decimals}`;
  let amount = minimumAmounts.get(key);
  if (amount === undefined) {
    amount = dec(rate).gt(0)
      ? roundUpSignificant(dec(minimumUsd).div(dec(rate)), MINIMUM_AMOUNT_DIGITS, decimals)
      : null;
    if (minimumAmounts.size >= MAX_MINIMUM_AMOUNTS) minimumAmounts.clear();
    minimumAmounts.set(key, amount);
  }
  return amount;
}
