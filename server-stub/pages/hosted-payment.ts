/** The hosted payment page at `/pay/{invoice_id}` (and `?embed=true`) as the stub's static routes call it: a thin adapter over renderHostedPage. */
import type { SupportedLocale } from "../../shared/i18n/supported-locales.ts";
import { HOSTED_PAGE_API_BASE } from "../http/request-pipeline.ts";
import type { BackToShop } from "./back-to-shop.ts";
import type { EmbedOptions } from "./hosted-embed.ts";
import { renderHostedPage } from "./index.ts";

export interface HostedPaymentOptions {
  sdkKey: string;
  invoiceId: string;
  /** A supported locale the link asked for; without it the widget follows the browser. */
  locale?: SupportedLocale | undefined;
  /** The language of the page's own words: the link's locale, else the browser's Accept-Language, else English. */
  wordsLocale: SupportedLocale;
  /** A sandbox invoice on a stub with its control API on: the page offers the sandbox wallet. */
  sandboxWallet: boolean;
  /** The project's success and fail URLs and the shop's display name, when the project has either URL. */
  backToShop?: BackToShop | undefined;
  /** The shop's name as its customers know it (the project's display_name), for the page's title. */
  shopName?: string | undefined;
  /** `?embed=true`: who may frame the page and hear its messages, and whether the embedder shows the bar. */
  embed?: EmbedOptions | undefined;
  /** The nonce of the page's CSP (page-security.ts). */
  nonce: string;
}

export function hostedPaymentPage(o: HostedPaymentOptions): string {
  // The page's own routes, on the origin the page was loaded from, whatever name the visitor used: a path, not a URL.
  return renderHostedPage({
    sdkKey: o.sdkKey,
    invoiceId: o.invoiceId,
    apiBase: HOSTED_PAGE_API_BASE,
    ...(o.locale ? { locale: o.locale } : {}),
    wordsLocale: o.wordsLocale,
    sandboxWallet: o.sandboxWallet,
    nonce: o.nonce,
    ...(o.backToShop ? { backToShop: o.backToShop } : {}),
    ...(o.shopName ? { shopName: o.shopName } : {}),
    ...(o.embed ? { embed: o.embed } : {}),
  });
}
