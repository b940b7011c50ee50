/**
 * The hosted page's way back to the shop: a plain link to the invoice's `return_url` (ours), named after the shop.
 * Only the hosted page shows it: where the element sits in the merchant's own page, the way back is that page's.
 */
import { parseReturnUrl } from "../../shared/api/return-url.ts";
import { isRightToLeft, type SupportedLocale } from "../../shared/i18n/supported-locales.ts";
import { escapeHtml } from "./escape-html.ts";

/** "Back to {shop}" in every language the checkout speaks; `{shop}` is the shop's name, or "the shop" without one. */
const BACK_TO_SHOP: Readonly<Record<SupportedLocale, { named: string; unnamed: string }>> = {
  en: { named: "Back to {shop}", unnamed: "Back to the shop" },
  de: { named: "Zurück zu {shop}", unnamed: "Zurück zum Shop" },
  es: { named: "Volver a {shop}", unnamed: "Volver a la tienda" },
  fr: { named: "Retour à {shop}", unnamed: "Retour à la boutique" },
  ar: { named: "العودة إلى {shop}", unnamed: "العودة إلى المتجر" },
  "pt-BR": { named: "Voltar para {shop}", unnamed: "Voltar para a loja" },
  it: { named: "Torna a {shop}", unnamed: "Torna al negozio" },
  nl: { named: "Terug naar {shop}", unnamed: "Terug naar de winkel" },
  pl: { named: "Wróć do: {shop}", unnamed: "Wróć do sklepu" },
  tr: { named: "{shop} mağazasına dön", unnamed: "Mağazaya dön" },
  uk: { named: "Повернутися до {shop}", unnamed: "Повернутися до магазину" },
  ja: { named: "{shop} に戻る", unnamed: "ショップに戻る" },
  "zh-CN": { named: "返回 {shop}", unnamed: "返回商店" },
  ko: { named: "{shop}(으)로 돌아가기", unnamed: "상점으로 돌아가기" },
  id: { named: "Kembali ke {shop}", unnamed: "Kembali ke toko" },
  he: { named: "חזרה אל {shop}", unnamed: "חזרה לחנות" },
};

export interface BackToShop {
  returnUrl: string;
  shopName?: string | undefined;
}

/**
 * The link's HTML, or "" when the address is not one a page may link to (checked again here: a record written by
 * other means than the create route must not put a `javascript:` link on the page). Every value is escaped.
 */
export function backToShopLink(back: BackToShop, locale: SupportedLocale | undefined): string {
  const url = parseReturnUrl(back.returnUrl);
  if (url === null) return "";
  const language = locale ?? "en";
  const texts = BACK_TO_SHOP[language];
  const label = back.shopName ? texts.named.replace("{shop}", back.shopName) : texts.unnamed;
  const dir = isRightToLeft(language) ? "rtl" : "ltr";
  return `<header class="back" dir="${dir}"><a href="${escapeHtml(url.href)}">${escapeHtml(label)}</a></header>`;
}
