/** The demo shop page's script (served as /pages/demo-shop.js): the event log, new attempts and the sandbox wallet. */
import { startSandboxWallet } from "./sandbox-wallet.ts";
import { answerNewAttempts, checkoutElements, logCheckoutEvents } from "./shop-events.ts";

// A module script before the widget's runs first: it hears checkout-ready too.
const log = document.getElementById("events");
for (const element of checkoutElements(document)) {
  if (log !== null) logCheckoutEvents(element, log);
  answerNewAttempts(element);
}
const wallet = document.querySelector<HTMLElement>(".wallet-sim[data-simulate-path]");
if (wallet !== null) startSandboxWallet(wallet);
