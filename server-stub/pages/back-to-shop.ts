/**
 * The hosted page's way back to the shop: a plain link named after the shop, to the project's `fail_url` before the
 * end (and after any end but paid) and to its `success_url` once paid (ours, after the provider's dashboard
 * SuccessUrl and FailUrl). Only the plain hosted page shows it: embedded, or where the element sits in the merchant's
 * own page, the way back is that page's.
 */
import { pageLink } from "../../shared/api/page-link.ts";
import { isRightToLeft, type SupportedLocale } from "../../shared/i18n/supported-locales.ts";
import { fillText } from "../../shared/i18n/translator.ts";
import { CUSTOMER_TEXTS_BY_LOCALE } from "../../shared/i18n/customer/every-language.ts";
import { oneLine } from "../../shared/api/single-line-text.ts";
import { escapeHtml } from "./escape-html.ts";

export interface BackToShop {
  /** The project's success_url: where the link leads once the invoice is paid (paid or paid_over). */
  successUrl?: string | undefined;
  /** The project's fail_url: where it leads before the end, and after an end that is not paid. */
  failUrl?: string | undefined;
  shopName?: string | undefined;
  /** Whether the invoice is paid as the page is served (the page's script follows it from there). */
  paid: boolean;
}

/**
 * A stored address checked again, by the one link rule, before it is linked: a record written by other means must not
 * link `javascript:`.
 */
function linkable(url: string | undefined): string | null {
  return pageLink(url)?.href ?? null;
}

/**
 * The link's HTML: both addresses in data attributes for the page's script to switch between as the status moves,
 * the one that fits now in href, and the whole header hidden while that one is absent. "" when the project has
 * neither. Every value is escaped.
 */
export function backToShopLink(back: BackToShop, locale: SupportedLocale | undefined): string {
  const success = linkable(back.successUrl);
  const fail = linkable(back.failUrl);
  if (success === null && fail === null) return "";
  const language = locale ?? "en";
  const texts = CUSTOMER_TEXTS_BY_LOCALE[language];
  // "Back to {shop}" in the page's language (the shared customer texts), or "Back to the shop" without a name. The
  // name is shown as one line whatever it holds: no line break, no character that reorders the words around it.
  const shop = oneLine(back.shopName ?? "");
  const label = shop ? fillText(texts.back_to_shop, language, { shop }) : texts.back_to_the_shop;
  const dir = isRightToLeft(language) ? "rtl" : "ltr";
  const now = back.paid ? success : fail;
  const data = `${success === null ? "" : ` data-success-href="${escapeHtml(success)}"`}${fail === null ? "" : ` data-fail-href="${escapeHtml(fail)}"`}`;
  return `<header class="back" dir="${dir}"${now === null ? " hidden" : ""}><a id="back-to-shop" href="${escapeHtml(now ?? "")}"${data}>${escapeHtml(label)}</a></header>`;
}

/**
 * The page script's part that keeps the link true: once the checkout reports a paid status the link leads to the
 * success address, after any other end to the fail address, and hides while the address it needs is absent.
 */
export const BACK_TO_SHOP_SCRIPT = `
  const backToShop = document.getElementById("back-to-shop");
  if (backToShop !== null) {
    document.addEventListener("checkout-status-changed", (e) => {
      const paid = e.detail.status === "paid" || e.detail.status === "paid_over";
      const href = paid ? backToShop.dataset.successHref : backToShop.dataset.failHref;
      backToShop.parentElement.hidden = href === undefined;
      if (href !== undefined) backToShop.href = href;
    });
  }`;
