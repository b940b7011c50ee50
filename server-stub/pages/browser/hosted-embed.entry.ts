/**
 * The embedded hosted page's script (served as /pages/hosted-embed.js): its messages to the embedding page, its payment
 * code fitted to the frame's height, and the sandbox wallet.
 */
import { embeddingPolicyOf, messageTarget, parentOriginOf, postEmbedMessages } from "./embed-messages.ts";
import { fitQrToFrame } from "./qr-fit.ts";
import { startSandboxWallet } from "./sandbox-wallet.ts";

// A module script before the widget's runs first: it hears the checkout's first status too.
const main = document.querySelector<HTMLElement>("main[data-embedding-origins]");
const policy = main === null ? null : embeddingPolicyOf(main);
if (main !== null && policy !== null && window.parent !== window) {
  const target = messageTarget(parentOriginOf(window.location, document.referrer), policy);
  postEmbedMessages(main, policy, window.parent, target, document);
}
const checkout = main?.querySelector<HTMLElement>("crypto-checkout");
if (main !== null && checkout) fitQrToFrame(main, checkout);
const wallet = document.querySelector<HTMLElement>(".wallet-sim[data-simulate-path]");
if (wallet !== null) startSandboxWallet(wallet);
