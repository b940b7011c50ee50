/**
 * The page's browser wallets, as EIP-6963 announces them (a lone `window.ethereum` otherwise). Part of the wallet
 * chunk: it asks the wallets to announce themselves again when it loads, as EIP-6963 lets any script do.
 */

/** An EIP-1193 provider: all the button uses of it. */
export interface Eip1193Provider {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>;
}

/** EIP-6963's announcement detail, as a wallet sends it (unchecked: the button validates name and icon before showing them). */
export interface AnnouncedWallet {
  readonly info: { readonly uuid: string; readonly name: string; readonly icon: string; readonly rdns?: string };
  readonly provider: Eip1193Provider;
}

const announced = new Map<string, AnnouncedWallet>();
const listeners = new Set<() => void>();

window.addEventListener("eip6963:announceProvider", (event) => {
  const detail = (event as CustomEvent<AnnouncedWallet | undefined>).detail;
  if (typeof detail?.info?.uuid !== "string" || typeof detail.provider?.request !== "function") return;
  announced.set(detail.info.uuid, detail);
  for (const notify of listeners) notify();
});
window.dispatchEvent(new Event("eip6963:requestProvider"));

/** Wallets in the order they announced themselves. */
export function announcedWallets(): readonly AnnouncedWallet[] {
  return [...announced.values()];
}

/** The pre-EIP-6963 way: one provider injected at window.ethereum, used when nothing announced itself. */
export function legacyProvider(): Eip1193Provider | undefined {
  const p = (window as { ethereum?: Partial<Eip1193Provider> }).ethereum;
  return typeof p?.request === "function" ? (p as Eip1193Provider) : undefined;
}

/** Calls `onChange` when another wallet announces itself; returns the unsubscribe. */
export function onWalletsChanged(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}
