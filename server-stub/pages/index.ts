/** The stub's HTML pages: the demo shop checkout at `/` and the hosted payment page at `/pay/{invoice_id}`. */
import { isRightToLeft, type SupportedLocale } from "../../shared/i18n/supported-locales.ts";
import { BACK_TO_SHOP_SCRIPT, backToShopLink, returnAttributes, type BackToShop } from "./back-to-shop.ts";
import { CONTROL_OPERATIONS } from "../control/control-operations.ts";
import { escapeHtml } from "./escape-html.ts";
import { CUSTOMER_TEXTS_BY_LOCALE } from "../../shared/i18n/customer/every-language.ts";
import { fillText } from "../../shared/i18n/translator.ts";
import { oneLine } from "../../shared/api/single-line-text.ts";
import { embedCloseBar, embedDataAttributes, type EmbedOptions } from "./hosted-embed.ts";
import { PAGE_SCRIPTS } from "./page-scripts.ts";

export { escapeHtml };

export interface DemoPageOptions {
  /** Public Payment key id, e.g. pk_test_demo. */
  sdkKey: string;
  /** A Low-Code project with the widget active, e.g. prj_demo_shop. */
  projectId: string;
  /** Where the bundle is served; default /crypto-checkout.js. */
  scriptSrc?: string;
  /** The bundle's SRI hash (sha384-…), when known. */
  integrity?: string;
  /** Leave unset to use the page's origin. */
  apiBase?: string;
  /** A fresh order reference per page view; generated when absent. */
  externalOrderId?: string;
  amount?: string;
  currency?: string;
  locale?: string;
  /** CSP nonce for the page's one inline script, when the server sends a CSP. */
  nonce?: string;
  /**
   * Offer the sandbox wallet: buttons that pay the chosen method as the customer's wallet would, through the stub's
   * control API (only when it is on).
   */
  sandboxWallet?: boolean;
  /**
   * The stub serves only the provider's surface: the widget shows the hosted page, which carries the sandbox wallet
   * itself, so the shop page only says where it is.
   */
  walletInPaymentPage?: boolean;
  /** The project's way back (success_url, fail_url): the checkout's final screens end on "Return to {shop}". */
  returnUrls?: { successUrl?: string | undefined; failUrl?: string | undefined };
}

export interface HostedPageOptions {
  invoiceId: string;
  sdkKey: string;
  scriptSrc?: string;
  integrity?: string;
  apiBase?: string;
  locale?: SupportedLocale;
  /** The language of the words the page itself writes (the way back, the close button); default `locale`, then English. */
  wordsLocale?: SupportedLocale;
  nonce?: string;
  /** The project's success and fail URLs and the shop's name: a "Back to {shop}" link above the checkout. */
  backToShop?: BackToShop;
  /** The shop's name as its customers know it (the project's display_name): the page's title names it. */
  shopName?: string | undefined;
  /**
   * The page embedded in an iframe (`?embed=true`): no page chrome and no way back (the embedding page has its own),
   * a close button (none when the embedder shows its own bar), and the paymos:* messages to the embedding page when
   * it is one of these origins.
   */
  embed?: EmbedOptions;
  /** Offer the sandbox wallet under the checkout (a sandbox invoice, with the control API on): see DemoPageOptions. */
  sandboxWallet?: boolean;
}

const PAGE_STYLE = `
  :root { color-scheme: light dark; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; background: #eef0f4; color: #15171a; }
  header { padding: 1rem 1.25rem; font-weight: 700; letter-spacing: .01em; }
  main { display: grid; gap: 1.25rem; padding: 0 1rem 2rem; max-width: 960px; margin: 0 auto; grid-template-columns: minmax(0, 1fr); }
  @media (min-width: 820px) {
    main.shop { grid-template-columns: minmax(0, 1fr) 440px; grid-template-areas: "order checkout" "tools checkout"; align-items: start; }
    main.shop > .order { grid-area: order; }
    main.shop > crypto-checkout { grid-area: checkout; }
    main.shop > .tools { grid-area: tools; }
  }
  .order { background: #fff; border: 1px solid #dcdfe4; border-radius: 14px; padding: 1.25rem; }
  .order h1 { font-size: 1.2rem; margin: 0 0 1rem; }
  .line { display: flex; justify-content: space-between; padding: .5rem 0; border-bottom: 1px solid rgba(128,128,128,.25); }
  .total { font-weight: 700; border-bottom: 0; }
  .note { font-size: .85rem; opacity: .8; line-height: 1.45; }
  .pay-alt { margin-top: 1rem; }
  .wallet-sim { margin-top: 1.25rem; }
  .wallet-sim h2 { font-size: 1rem; margin: 0 0 .25rem; }
  .sim-actions { display: flex; flex-wrap: wrap; gap: .5rem; }
  .sim-actions button { font: inherit; min-height: 44px; padding: .5rem .9rem; border-radius: 10px; border: 1px solid #767c88; background: transparent; color: inherit; cursor: pointer; }
  .sim-actions button:disabled { cursor: default; opacity: .6; }
  #events { font: 12px/1.5 ui-monospace, Menlo, monospace; max-height: 12rem; overflow: auto; padding-inline-start: 2rem; overflow-wrap: anywhere; }
  main.hosted { max-width: 480px; padding-top: 1rem; }
  /* Embedded: the iframe is the card (the provider recommends max-width 460px), so the checkout inside draws no card
     of its own (no border, shadow or radius) and no margin; the page's own opaque surface (the card's default, light
     and dark), so its text never depends on what the embedding page paints. One bar: the checkout's header (shop,
     TEST MODE, total), with the close button over its end, clear of the edge; none with the embedder's bar above.
     Compact, as a frame is short: the payment view (amount, address, warning, the whole code, copy and status) fits
     the frame's height with no scrolling (issue #38): tighter spacing, the warning in smaller type, the rate under the
     amount left out where the frame is short (the bar says the total), the sandbox wallet folded after the view, and
     the code sized to what the height leaves (pages/browser/qr-fit.ts; the clamp below until that script runs). */
  body.embedded { background: #fff; }
  main.embedded { max-width: 460px; padding: 0; gap: 0; position: relative; }
  main.embedded crypto-checkout { --checkout-gap: .5rem; }
  main.embedded crypto-checkout::part(card) { border: 0; border-radius: 0; box-shadow: none; padding: .5rem 1rem .25rem; }
  main.embedded crypto-checkout::part(header) { padding-inline-end: 3.25rem; min-height: 44px; align-items: center; flex-wrap: nowrap; gap: .4rem; }
  main.embedded crypto-checkout::part(warning) { padding: .45rem .75rem; font-size: .82rem; line-height: 1.3; }
  @media (max-height: 700px) { main.embedded crypto-checkout::part(fiat) { display: none; } }
  main.embedder-header crypto-checkout::part(header) { display: none; }
  .embed-close { position: absolute; inset-block-start: .5rem; inset-inline-end: .75rem; font: inherit; font-size: 1.3rem; line-height: 1; inline-size: 44px; block-size: 44px; padding: 0; border-radius: 50%; border: 1px solid #767c88; background: transparent; color: inherit; cursor: pointer; }
  .visually-hidden { position: absolute; inline-size: 1px; block-size: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; margin: 0; }
  main.embedded crypto-checkout { --checkout-qr-size: clamp(128px, calc(100vh - var(--qr-room)), 240px); --qr-room: 500px; }
  main.embedder-header crypto-checkout { --qr-room: 440px; }
  details.wallet-sim { margin: 0 1rem; border-block-start: 1px solid rgba(128,128,128,.35); }
  details.wallet-sim summary { cursor: pointer; font-weight: 600; padding-block: .7rem; }
  details.wallet-sim .note { margin: 0 0 .5rem; }
  header.back { max-width: 480px; margin: 0 auto; padding: 1rem 1rem 0; font-weight: 400; }
  header.back a { color: inherit; display: inline-block; padding: .5rem 0; min-height: 24px; }
  crypto-checkout { width: 100%; }
  /* Last, so it wins over the light rules above. */
  @media (prefers-color-scheme: dark) { body { background: #0c0d10; color: #f2f3f5; } body.embedded { background: #16181d; } .order { background: #16181d; border-color: #363a44; } }
`;

function scriptTag(src: string, integrity: string | undefined, nonce: string | undefined): string {
  const sri = integrity ? ` integrity="${escapeHtml(integrity)}" crossorigin="anonymous"` : "";
  return `<script type="module" src="${escapeHtml(src)}"${sri}${optionalAttr("nonce", nonce)}></script>`;
}

function optionalAttr(name: string, value: string | undefined): string {
  return value ? ` ${name}="${escapeHtml(value)}"` : "";
}

/**
 * Doctype to </head>, the same for both pages: title, the page style, the page's own module script (pages/browser/)
 * and the widget script, all under the nonce when there is one (a nonce-only CSP; the modules' imports and the
 * widget's lazy chunks inherit it from their tags). The page's script comes first, so it runs first and hears the
 * widget's first event.
 */
function documentStart(
  title: string,
  opts: { locale?: string; scriptSrc?: string; integrity?: string; nonce?: string; pageScript?: string },
): string {
  return `<!doctype html>
<html lang="${escapeHtml(opts.locale ?? "en")}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)}</title>
<style${optionalAttr("nonce", opts.nonce)}>${PAGE_STYLE}</style>
${opts.pageScript === undefined ? "" : `${scriptTag(opts.pageScript, undefined, opts.nonce)}\n`}${scriptTag(opts.scriptSrc ?? "/crypto-checkout.js", opts.integrity, opts.nonce)}
</head>`;
}

function freshOrderId(): string {
  return `demo-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e9).toString(36)}`;
}

/** The demo shop's checkout: an order summary, the embedded widget, the pay-button variant and an event log. */
export function renderDemoPage(opts: DemoPageOptions): string {
  const amount = opts.amount ?? "49.00";
  const currency = opts.currency ?? "EUR";
  const orderId = opts.externalOrderId ?? freshOrderId();
  const attrs =
    `sdk-key="${escapeHtml(opts.sdkKey)}" project-id="${escapeHtml(opts.projectId)}" amount="${escapeHtml(amount)}"` +
    ` currency="${escapeHtml(currency)}"` +
    optionalAttr("api-base", opts.apiBase) +
    optionalAttr("locale", opts.locale);
  // Where the checkout's final screens lead back to ("Return to Demo shop"): the project's way back, checked and escaped.
  const returns = opts.returnUrls ? returnAttributes({ ...opts.returnUrls, paid: false }) : "";
  // The order and the checkout first, the page's own tools after them: on a phone the checkout is the first thing
  // below the order's total, the sandbox wallet and the event log further down.
  return `${documentStart("Demo shop · checkout", { ...opts, pageScript: PAGE_SCRIPTS.demoShop })}
<body>
<header>Demo shop <small>(sandbox)</small></header>
<main class="shop">
  <section class="order" aria-labelledby="order-title">
    <h1 id="order-title">Your order</h1>
    <div class="line"><span>Aurora wireless headphones</span><span>${escapeHtml(amount)} ${escapeHtml(currency)}</span></div>
    <div class="line total"><span>Total</span><span>${escapeHtml(amount)} ${escapeHtml(currency)}</span></div>
  </section>
  <crypto-checkout ${attrs} new-attempts external-order-id="${escapeHtml(orderId)}"${returns}></crypto-checkout>
  <section class="order tools" aria-label="Demo tools">
    <p class="note">Order <code>${escapeHtml(orderId)}</code>. Sandbox keys: nothing is charged. The page ships goods only after
      the signed API or a webhook confirms the payment.</p>
    <div class="pay-alt">
      <crypto-pay-button ${attrs} new-attempts external-order-id="${escapeHtml(orderId)}-modal"${returns}></crypto-pay-button>
    </div>
${opts.sandboxWallet ? (opts.walletInPaymentPage ? WALLET_IN_PAYMENT_PAGE : SANDBOX_WALLET) : ""}    <h2 class="note">Events</h2>
    <ol id="events" aria-label="Widget events" tabindex="0"></ol>
  </section>
</main>
</body>
</html>`;
}

/** Where the sandbox wallet is when the checkout shows the hosted payment page: inside it. */
const WALLET_IN_PAYMENT_PAGE = `    <p class="note wallet-sim">Sandbox wallet: this stub serves only the provider's documented surface, so the checkout
      shows the hosted payment page; its sandbox wallet is under the payment, inside that page.</p>
`;

const SIMULATE = CONTROL_OPERATIONS.simulateInvoice;

/** The sandbox wallet's three payments (enabled by its script once a method is chosen) and what came of the last. */
const SANDBOX_WALLET_ACTIONS = `    <div class="sim-actions">
      <button type="button" data-stage="paid" disabled>Pay in full</button>
      <button type="button" data-stage="underpay" disabled>Pay half</button>
      <button type="button" data-stage="overpaid" disabled>Pay 10% more</button>
    </div>
    <p class="note" id="wallet-status" role="status"></p>`;

/**
 * The sandbox wallet's panel: what a customer's wallet would send, for the invoice the checkout waits on. Its script
 * (pages/browser/sandbox-wallet.ts) calls the control API's simulate operation the panel names.
 */
const SANDBOX_WALLET = `    <section class="wallet-sim" aria-labelledby="wallet-title" data-simulate-method="${SIMULATE.method}" data-simulate-path="${escapeHtml(SIMULATE.path)}">
      <h2 id="wallet-title">Sandbox wallet</h2>
      <p class="note">Once a token and network are chosen, pay as the customer's wallet would.</p>
${SANDBOX_WALLET_ACTIONS}
    </section>
`;

/**
 * The sandbox wallet of the embedded page: folded after the payment view (one line), so the view fits the frame; the
 * same panel once opened (and the page's code gives it room). English only, so marked as such in an Arabic page.
 */
const SANDBOX_WALLET_FOLDED = `  <details class="wallet-sim" lang="en" dir="ltr" data-simulate-method="${SIMULATE.method}" data-simulate-path="${escapeHtml(SIMULATE.path)}">
    <summary>Sandbox wallet</summary>
    <p class="note">Once a token and network are chosen, pay as the customer's wallet would. Test mode: no real money.</p>
${SANDBOX_WALLET_ACTIONS}
  </details>
`;

/**
 * The hosted payment page every payment_url points at: the same element, following an existing invoice through the
 * page's own routes (`apiBase`). Plain, with the way back to the shop; embedded, with a close button and messages to
 * the embedding page instead.
 */
export function renderHostedPage(opts: HostedPageOptions): string {
  const words = opts.wordsLocale ?? opts.locale ?? "en";
  const embed = opts.embed;
  const scripts = embed === undefined && opts.backToShop ? [BACK_TO_SHOP_SCRIPT] : [];
  // Embedded, the page's own script posts its messages (and runs the wallet); plain, it runs the wallet when asked.
  const pageScript =
    embed !== undefined ? PAGE_SCRIPTS.hostedEmbed : opts.sandboxWallet ? PAGE_SCRIPTS.sandboxWallet : undefined;
  const header = embed === undefined && opts.backToShop ? backToShopLink(opts.backToShop, words) : "";
  // The plain page's final screens end on "Return to {shop}"; embedded, the way back is the embedding page's.
  const returns = embed === undefined && opts.backToShop ? returnAttributes(opts.backToShop) : "";
  const mainAttributes =
    embed === undefined
      ? ` class="hosted"`
      : ` class="hosted embedded${embed.embedderHeader ? " embedder-header" : ""}" dir="${isRightToLeft(words) ? "rtl" : "ltr"}"${embedDataAttributes(opts.invoiceId, embed)}`;
  // The tab's title in the page's language, naming the shop ("Demo shop bezahlen"); the page's lang says that language.
  const texts = CUSTOMER_TEXTS_BY_LOCALE[words];
  const shop = oneLine(opts.shopName ?? "");
  const title = shop ? fillText(texts.page_title_shop, words, { shop }) : texts.page_title;
  return `${documentStart(title, { ...opts, locale: words, ...(pageScript !== undefined ? { pageScript } : {}) })}
<body${embed === undefined ? "" : ` class="embedded"`}>
${header}
<main${mainAttributes}>
${embed === undefined ? "" : `  ${embedCloseBar(words, embed.embedderHeader)}\n`}  <crypto-checkout invoice-id="${escapeHtml(opts.invoiceId)}" sdk-key="${escapeHtml(opts.sdkKey)}"${optionalAttr("api-base", opts.apiBase)}${optionalAttr("locale", opts.locale)}${returns}></crypto-checkout>
${opts.sandboxWallet ? (embed === undefined ? SANDBOX_WALLET : SANDBOX_WALLET_FOLDED) : ""}</main>
${
  scripts.length > 0
    ? `<script${optionalAttr("nonce", opts.nonce)}>${scripts.join("\n")}
</script>`
    : ""
}
</body>
</html>`;
}
