/** What a final screen gives the customer to quote: the rows of the details block and their plain-text summary. */
import type { PublicInvoice } from "../../../shared/api/schemas.ts";
import { formatMoney } from "../../../shared/i18n/format-money.ts";
import { formatDateTime } from "../../../shared/i18n/translator.ts";
import { paymentNetworkName } from "../../../shared/api/chains.ts";
import { pageLink } from "../../../shared/api/page-link.ts";
import { oneLine } from "../../../shared/api/single-line-text.ts";
import type { Locale, Translate } from "../../i18n/locale.ts";

/** One labelled line; a transfer's carries its hash and, when it is a link we may open, its explorer page. */
export interface DetailsRow {
  label: string;
  /** As the customer reads it (amounts formatted for the locale). */
  shown: string;
  /** As support reads it in the copied text: amounts as the API's decimal strings, never rounded or localised. */
  plain: string;
  /** An identifier (the order reference, the invoice id): shown in a monospace face, the only value that may break anywhere. */
  isId?: boolean;
  txHash?: string;
  explorer?: { href: string; text: string };
}

/**
 * Everything support needs to find the payment: the shop, the order reference, the invoice id, the order's amount in
 * its own currency, the network (its testnet for a sandbox invoice), what was asked in the token and what arrived
 * (where a payment exists), when the payment ended, then each transfer. Text from the API is one line each (a
 * reference a stranger chose may hold line breaks or bidi overrides); an explorer_url is linked only when the one
 * link rule passes it (shared/api/page-link.ts: https, http on this machine; never javascript: or data:), in the form
 * the URL parser reads it.
 */
export function detailsRows(invoice: PublicInvoice, t: Translate, locale: Locale): DetailsRow[] {
  const money = (amount: string, currency: string): Pick<DetailsRow, "shown" | "plain"> => ({
    shown: formatMoney(amount, currency, locale),
    plain: oneLine(`${amount} ${currency}`),
  });
  const { order, payment } = invoice;
  const text = (label: string, value: string): DetailsRow => ({ label, ...asText(value) });
  const rows: DetailsRow[] = [];
  if (invoice.merchant_name) rows.push(text(t("record_shop"), invoice.merchant_name));
  rows.push(
    { ...text(t("record_order"), order.external_id), isId: true },
    { ...text(t("record_invoice"), invoice.invoice_id), isId: true },
  );
  rows.push({ label: t("record_order_amount"), ...money(order.amount, order.currency) });
  if (payment) {
    rows.push(
      text(t("record_network"), `${paymentNetworkName(payment.network, invoice.is_test)} (${payment.network})`),
    );
    rows.push({ label: t("record_asked"), ...money(payment.expected, payment.currency) });
    rows.push({ label: t("record_arrived"), ...money(payment.paid ?? "0", payment.currency) });
  }
  // When it ended (or last changed): for the customer in their own time, for support in UTC.
  const endedMs = (invoice.completed_at ?? invoice.updated_at) * 1000;
  rows.push({
    label: t("record_time"),
    shown: formatDateTime(endedMs, locale),
    plain: new Date(endedMs).toISOString(),
  });
  if (!payment) return rows;
  (payment.transfers ?? []).forEach((transfer, i) => {
    const number = i + 1;
    const link = pageLink(transfer.explorer_url);
    rows.push({
      label: t("details_transfer", { number }),
      ...money(transfer.amount, payment.currency),
      txHash: oneLine(transfer.tx_hash),
      explorer: link ? { href: link.href, text: t("details_explorer", { number }) } : undefined,
    });
  });
  return rows;
}

/** A value from the API as the block shows it and as support reads it: the same one line. */
function asText(value: string): Pick<DetailsRow, "shown" | "plain"> {
  const line = oneLine(value);
  return { shown: line, plain: line };
}

/**
 * The text "Copy details" puts on the clipboard: one `label: value` line per row, hash and explorer link included.
 * Each row is made one line once more here, so no value, whoever built the row, can add a line of its own.
 */
export function detailsText(rows: readonly DetailsRow[]): string {
  return rows
    .map((row) => oneLine([`${row.label}: ${row.plain}`, row.txHash, row.explorer?.href].filter(Boolean).join(" ")))
    .join("\n");
}
