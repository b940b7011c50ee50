/** The demo shop page at `/`: the widget creating invoices with the sandbox key (markup owned by the widget engineer). */
import { html } from "./html.ts";
import { layout } from "./layout.ts";

export interface DemoShopOptions {
  /** Base URL of the API the widget calls (the stub itself). */
  apiBase: string;
  sdkKey: string;
  projectId: string;
  amount: string;
  currency: string;
}

export function demoShopPage(o: DemoShopOptions): string {
  return layout({
    title: "Demo shop: crypto checkout",
    body: html`<main>
  <h1>Demo shop</h1>
  <p>A sandbox order of <strong>${o.amount} ${o.currency}</strong>. Pay it with the checkout below.</p>
  <crypto-checkout
    api-base="${o.apiBase}"
    sdk-key="${o.sdkKey}"
    project-id="${o.projectId}"
    amount="${o.amount}"
    currency="${o.currency}"
  ></crypto-checkout>
  <p class="note">Sandbox: key <code>${o.sdkKey}</code>, project <code>${o.projectId}</code>. Simulate the payment with
  <code>POST /__stub/invoices/{invoice_id}/simulate</code>. The terminal is at <a href="/terminal/">/terminal/</a>.</p>
</main>`,
  });
}
