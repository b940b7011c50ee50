/**
 * What a customer is asked to pay: the quote for a token and network (the order converted through the USD rates, the
 * customer's fee added), the checks every chosen method passes, and the payment it opens.
 */
import { chainIdOn, tokenOn, type NetworkCode } from "../../shared/api/networks.ts";
import { StubError } from "./stub-error.ts";
import type { Caller } from "./caller.ts";
import { tokenListed, nameListed, type InvoiceRecord, type ProjectRecord, type Store } from "../store.ts";
import { depositAddress } from "./addresses.ts";
import { dec, plain, roundDown, roundUp, type Dec } from "./money.ts";
import { minimumUsd, usdRate } from "./rates.ts";

/** The order and fee a quote is worked out from: an invoice, or the draft of one being created. */
export type Priced = Pick<InvoiceRecord, "order" | "customer_fee_percent">;

export interface Quote {
  expected: string;
  exchange_rate?: string;
  /** USD value of the order (for the minimum) and of the quoted amount (for the per-deposit cap). */
  orderUsd: Dec;
  quotedUsd: Dec;
}

function quote(store: Store, inv: Priced, currency: string, network: NetworkCode): Quote {
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
export function checkMethod(
  store: Store,
  caller: Caller,
  inv: Priced,
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

export function paymentFor(
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

/** The project's enabled tokens, narrowed to a currency and a network when given. */
export function enabledPairs(project: ProjectRecord, currency?: string, network?: string) {
  return project.enabled_tokens.filter(
    (t) => (currency === undefined || t.currency === currency) && (network === undefined || t.network === network),
  );
}
