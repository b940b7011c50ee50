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
  /** Where a final screen's "Return to {shop}" leads once paid (https; http on localhost). */
  "success-url"?: string;
  /** Where it leads after any other ending. */
  "fail-url"?: string;
  /** Seconds before a paid screen returns to `success-url` by itself (the customer can stop it); absent: never. */
  "return-after"?: string;
  /**
   * How the customer pays: `auto` (default) our own screens where the service has the public invoice routes, else the
   * hosted payment page embedded; `embed` always the hosted page embedded; `redirect` a button that opens it.
   */
  presentation?: "auto" | "embed" | "redirect";
  /** Where a button opens the hosted payment page: `new-tab` (default) or `this-tab` (the shop's page goes there). */
  "open-in"?: "new-tab" | "this-tab";
}
