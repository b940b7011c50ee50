/** The hosted payment page at `/pay/{invoice_id}`: the widget bound to an existing invoice (markup owned by the widget engineer). */
import { html } from "./html.ts";
import { layout } from "./layout.ts";

export interface HostedPaymentOptions {
  apiBase: string;
  sdkKey: string;
  invoiceId: string;
}

export function hostedPaymentPage(o: HostedPaymentOptions): string {
  return layout({
    title: "Pay your order",
    body: html`<main>
  <crypto-checkout api-base="${o.apiBase}" sdk-key="${o.sdkKey}" invoice-id="${o.invoiceId}" mode="hosted"></crypto-checkout>
</main>`,
  });
}
