/** The demo shop page at `/` as the stub's static routes call it: a thin adapter over renderDemoPage. */
import { renderDemoPage } from "./index.ts";

export interface DemoShopOptions {
  sdkKey: string;
  projectId: string;
  amount: string;
  currency: string;
  /** The control API is on: the page offers the sandbox wallet. */
  sandboxWallet: boolean;
  /** Provider-surface mode: the widget shows the hosted page, whose own sandbox wallet pays. */
  providerSurface: boolean;
  /** The nonce of the page's CSP (page-security.ts). */
  nonce: string;
  /** The project's success_url and fail_url, where the checkout's final screens lead back to. */
  returnUrls?: { successUrl?: string | undefined; failUrl?: string | undefined };
}

export function demoShopPage(o: DemoShopOptions): string {
  // No api-base: the widget calls the origin it was loaded from, this page's, whatever name the visitor used.
  return renderDemoPage({
    sdkKey: o.sdkKey,
    projectId: o.projectId,
    amount: o.amount,
    currency: o.currency,
    sandboxWallet: o.sandboxWallet,
    walletInPaymentPage: o.providerSurface,
    nonce: o.nonce,
    ...(o.returnUrls ? { returnUrls: o.returnUrls } : {}),
  });
}
