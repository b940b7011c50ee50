/**
 * The attributes of <crypto-checkout> and <crypto-pay-button> as a page writes them (kebab-case strings): the widget's
 * public type, its React and Vue typings, and what the Playwright page object puts on the element.
 */
export interface CheckoutHtmlAttributes {
  "sdk-key"?: string;
  "project-id"?: string;
  amount?: string;
  currency?: string;
  "external-order-id"?: string;
  "client-id"?: string;
  network?: string;
  "api-base"?: string;
  "invoice-id"?: string;
  locale?: string;
  theme?: "light" | "dark" | "auto";
  /** Present: the page handles `checkout-new-attempt` (a boolean attribute; `false` writes none). */
  "new-attempts"?: boolean;
}
