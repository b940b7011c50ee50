/** The hosted payment page at `/pay/{invoice_id}` as the stub's static routes call it: a thin adapter over renderHostedPage. */
import type { SupportedLocale } from "../../shared/i18n/supported-locales.ts";
import type { BackToShop } from "./back-to-shop.ts";
import { renderHostedPage } from "./index.ts";

export interface HostedPaymentOptions {
  sdkKey: string;
  invoiceId: string;
  /** A supported locale the link asked for; without it the widget follows the browser. */
  locale?: SupportedLocale | undefined;
  /** A sandbox invoice on a stub with its control API on: the page offers the sandbox wallet. */
  sandboxWallet: boolean;
  /** The invoice's return_url and the shop's display name, when the merchant gave a return_url. */
  backToShop?: BackToShop | undefined;
  /** The nonce of the page's CSP (page-security.ts). */
  nonce: string;
}

export function hostedPaymentPage(o: HostedPaymentOptions): string {
  // No api-base: the widget calls the origin it was loaded from, this page's, whatever name the visitor used.
  return renderHostedPage({
    sdkKey: o.sdkKey,
    invoiceId: o.invoiceId,
    ...(o.locale ? { locale: o.locale } : {}),
    sandboxWallet: o.sandboxWallet,
    nonce: o.nonce,
    ...(o.backToShop ? { backToShop: o.backToShop } : {}),
  });
}
