/** What a final screen gives the customer to quote: the rows of the details block and their plain-text summary. */
import type { PublicInvoice } from "../../../shared/api/schemas.ts";
import { formatMoney } from "../../../shared/i18n/format-money.ts";
import { isSafeLink } from "../../../shared/api/safe-link.ts";
import type { Locale, Translate } from "../../i18n/locale.ts";

/** One labelled line; a transfer's carries its hash and, when it is a link we may open, its explorer page. */
export interface DetailsRow {
  label: string;
  /** As the customer reads it (amounts formatted for the locale). */
  shown: string;
  /** As support reads it in the copied text: amounts as the API's decimal strings, never rounded or localised. */
  plain: string;
  txHash?: string;
  explorer?: { href: string; text: string };
}

/**
 * The order reference, the invoice id, what was asked (the payment's amount in its token, or the order's amount when
 * no method was chosen), what arrived (where a payment exists), then each transfer. An explorer_url from the API is
 * linked only when it is a safe link (shared/api/safe-link.ts, the rule payment_url follows): never javascript: or data:.
 */
export function detailsRows(invoice: PublicInvoice, t: Translate, locale: Locale): DetailsRow[] {
  const money = (amount: string, currency: string): Pick<DetailsRow, "shown" | "plain"> => ({
    shown: formatMoney(amount, currency, locale),
    plain: `${amount} ${currency}`,
  });
  const { order, payment } = invoice;
  const rows: DetailsRow[] = [
    { label: t("record_order"), shown: order.external_id, plain: order.external_id },
    { label: t("record_invoice"), shown: invoice.invoice_id, plain: invoice.invoice_id },
  ];
  if (!payment) {
    rows.push({ label: t("record_asked"), ...money(order.amount, order.currency) });
    return rows;
  }
  rows.push({ label: t("record_asked"), ...money(payment.expected, payment.currency) });
  rows.push({ label: t("record_arrived"), ...money(payment.paid ?? "0", payment.currency) });
  (payment.transfers ?? []).forEach((transfer, i) => {
    const number = i + 1;
    const href = transfer.explorer_url;
    rows.push({
      label: t("details_transfer", { number }),
      ...money(transfer.amount, payment.currency),
      txHash: transfer.tx_hash,
      explorer: isSafeLink(href) ? { href, text: t("details_explorer", { number }) } : undefined,
    });
  });
  return rows;
}

/** The text "Copy details" puts on the clipboard: one `label: value` line per row, hash and explorer link included. */
export function detailsText(rows: readonly DetailsRow[]): string {
  return rows
    .map((row) => [`${row.label}: ${row.plain}`, row.txHash, row.explorer?.href].filter(Boolean).join(" "))
    .join("\n");
}
