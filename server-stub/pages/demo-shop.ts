/** The demo shop page at `/` as the stub's static routes call it: a thin adapter over renderDemoPage. */
import { renderDemoPage } from "./index.ts";

export interface DemoShopOptions {
  /** Base URL of the API the widget calls (the stub itself). */
  apiBase: string;
  sdkKey: string;
  projectId: string;
  amount: string;
  currency: string;
  /** The control API is on: the page offers the sandbox wallet. */
  sandboxWallet: boolean;
}

export function demoShopPage(o: DemoShopOptions): string {
  return renderDemoPage({ apiBase: o.apiBase, sdkKey: o.sdkKey, projectId: o.projectId, amount: o.amount, currency: o.currency, sandboxWallet: o.sandboxWallet });
}
