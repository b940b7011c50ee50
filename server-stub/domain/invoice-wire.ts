/**
 * The invoice's wire shapes, typed with the contract's own types: the merchant's view, a list page's item, and the
 * public view the widget and the terminal read (with the methods a customer may choose).
 */
import { isFinalInvoiceStatus } from "../../shared/api/statuses.ts";
import { chainIdOn, isCrypto, tokenOn } from "../../shared/api/networks.ts";
import type {
  Invoice,
  InvoiceListItem,
  Payment,
  PaymentMethod,
  PublicInvoice,
  PublicPayment,
} from "../../shared/api/index.ts";
import type { InvoiceRecord, PaymentRecord, Store } from "../store.ts";
import { dec, roundUpSignificant } from "./money.ts";
import { minimumUsdText } from "./rates.ts";
import { enabledPairs } from "./invoice-quote.ts";

/** The merchant's view of an invoice (the wire shape of api-gaps.md). */
export function serializeInvoice(inv: InvoiceRecord): Invoice {
  return {
    invoice_id: inv.invoice_id,
    project_id: inv.project_id,
    status: inv.status,
    is_final: isFinalInvoiceStatus(inv.status),
    is_test: inv.environment === "sandbox",
    payment_url: inv.payment_url,
    order: { ...inv.order },
    created_at: inv.created_at,
    updated_at: inv.updated_at,
    expires_at: inv.expires_at,
    ...(inv.payment ? { payment: paymentOf(inv.payment) } : {}),
    ...(inv.completed_at !== undefined ? { completed_at: inv.completed_at } : {}),
  };
}

/** The payment as the merchant sees it: every transfer without the stub's own confirmation deadline. */
function paymentOf({ transfers, ...rest }: PaymentRecord): Payment {
  return { ...rest, transfers: transfers.map(({ confirm_due: _due, ...t }) => t) };
}

/** An invoice as a list page carries it: flat, the order's amount and currency, the network once known (api-gaps.md). */
export function serializeInvoiceListItem(inv: InvoiceRecord): InvoiceListItem {
  const network = inv.payment?.network ?? inv.order.network;
  return {
    invoice_id: inv.invoice_id,
    project_id: inv.project_id,
    external_order_id: inv.order.external_id,
    ...(inv.order.client_id !== undefined ? { client_id: inv.order.client_id } : {}),
    status: inv.status,
    is_final: isFinalInvoiceStatus(inv.status),
    is_test: inv.environment === "sandbox",
    amount: inv.order.amount,
    currency: inv.order.currency,
    ...(network !== undefined ? { network } : {}),
    created_at: inv.created_at,
    expires_at: inv.expires_at,
    ...(inv.completed_at !== undefined ? { completed_at: inv.completed_at } : {}),
  };
}

/**
 * The public (widget and terminal) view: no fee or net, no `client_id` (anyone with the published SDK key and the id
 * reads this, and the merchant's customer reference is often an e-mail address), plus the methods the customer can
 * choose while awaiting_client.
 */
export function serializePublicInvoice(store: Store, inv: InvoiceRecord): PublicInvoice {
  const merchantView = serializeInvoice(inv);
  const { client_id: _client, ...order } = merchantView.order;
  const project = store.projects.get(inv.project_id);
  return {
    ...merchantView,
    order,
    ...(merchantView.payment ? { payment: publicPaymentOf(merchantView.payment) } : {}),
    ...(inv.status === "awaiting_client" ? { payment_methods: paymentMethods(store, inv) } : {}),
    ...(project?.display_name !== undefined ? { merchant_name: project.display_name } : {}),
    // Ours: the merchant's support contact, for the problem screens (validated when the project was set).
    ...(project?.support_email !== undefined ? { support_email: project.support_email } : {}),
    ...(project?.support_url !== undefined ? { support_url: project.support_url } : {}),
  };
}

/** What the customer sees of a payment: no fee or net, the merchant's business. */
function publicPaymentOf({ fee: _fee, net: _net, ...payment }: Payment): PublicPayment {
  return payment;
}

/** Significant digits of a method's minimum_amount: it is read by people, and rounded up it stays a true minimum. */
export const MINIMUM_AMOUNT_DIGITS = 6;

function paymentMethods(store: Store, inv: InvoiceRecord): PaymentMethod[] {
  const project = store.projects.get(inv.project_id);
  if (!project) return [];
  const currency = isCrypto(inv.order.currency) ? inv.order.currency : undefined;
  return enabledPairs(project, currency, inv.order.network).map((t) => {
    const method: PaymentMethod = {
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
 * shop: most of the widget route's own CPU (one costs some 30 to 60 times a look-up here), and the same few results
 * every time. Kept per process on purpose: the key is every input as text, so two stubs in one process share only
 * true answers. Memoized by its inputs as text
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
