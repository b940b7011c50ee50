/** The pages' own module scripts: built from pages/browser/ into dist/pages (`vite build --mode pages`) and served under /pages/. */

/** Where the stub serves dist/pages. */
export const PAGE_SCRIPTS_BASE = "/pages/";

/**
 * The script each page loads before the widget: the demo shop's (event log, new attempts, wallet), the hosted page's
 * wallet, and the embedded hosted page's (its messages to the embedding page, wallet).
 */
export const PAGE_SCRIPTS = {
  demoShop: `${PAGE_SCRIPTS_BASE}demo-shop.js`,
  sandboxWallet: `${PAGE_SCRIPTS_BASE}sandbox-wallet.js`,
  hostedEmbed: `${PAGE_SCRIPTS_BASE}hosted-embed.js`,
} as const;
