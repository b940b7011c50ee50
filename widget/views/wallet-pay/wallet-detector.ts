/**
 * Notices whether the page has a browser wallet (an EIP-6963 announcement, or a lone `window.ethereum`) and only then
 * loads the wallet button's chunk: the only wallet code on the English path. The chunk lists the wallets itself
 * (wallet-registry.ts). The payment screen (its own chunk) calls it when it shows an EVM payment.
 */

let asked = false;

function loadButton(): void {
  // A failed load (offline) only means no button: the address and QR code are there anyway.
  import("./wallet-pay.ts").catch(() => undefined);
}

/** Asks the page's wallets to announce themselves, once per page; the view calls it, from the payment screen's chunk, for an EVM payment. */
export function discoverWallets(): void {
  if (asked) return;
  asked = true;
  window.addEventListener("eip6963:announceProvider", loadButton, { once: true });
  window.dispatchEvent(new Event("eip6963:requestProvider"));
  if ((window as { ethereum?: unknown }).ethereum) loadButton();
}
