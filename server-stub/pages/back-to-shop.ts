/**
 * The hosted page's way back to the shop: a plain link to the invoice's `return_url` (ours), named after the shop.
 * Only the hosted page shows it: where the element sits in the merchant's own page, the way back is that page's.
 */
import { pageLink } from "../../shared/api/page-link.ts";
import { isRightToLeft, type SupportedLocale } from "../../shared/i18n/supported-locales.ts";
import { fillText } from "../../shared/i18n/translator.ts";
import { CUSTOMER_TEXTS_BY_LOCALE } from "../../shared/i18n/customer/every-language.ts";
import { oneLine } from "../../shared/i18n/untrusted-text.ts";
import { escapeHtml } from "./escape-html.ts";

export interface BackToShop {
  returnUrl: string;
  shopName?: string | undefined;
}

/**
 * The link's HTML, or "" when the address is not one a page may link to (checked again here, by the one link rule: a
 * record written by other means than the create route must not put a `javascript:` link on the page). Every value is escaped.
 */
export function backToShopLink(back: BackToShop, locale: SupportedLocale | undefined): string {
  const url = pageLink(back.returnUrl);
  if (url === null) return "";
  const language = locale ?? "en";
  const texts = CUSTOMER_TEXTS_BY_LOCALE[language];
  // "Back to {shop}" in the page's language (the shared customer texts), or "Back to the shop" without a name. The
  // name is shown as one line whatever it holds: no line break, no character that reorders the words around it.
  const shop = oneLine(back.shopName ?? "");
  const label = shop ? fillText(texts.back_to_shop, language, { shop }) : texts.back_to_the_shop;
  const dir = isRightToLeft(language) ? "rtl" : "ltr";
  return `<header class="back" dir="${dir}"><a href="${escapeHtml(url.href)}">${escapeHtml(label)}</a></header>`;
}
