/**
 * The terminal's element events: one prefix (pos-), one typed emitter. Each feature names the events it sends, with
 * their detail, beside the element that sends them (`declare module "…/ui/events.ts"` adding to PosEventDetails), so
 * this file imports no feature; every event is also declared on HTMLElementEventMap for typed listeners.
 */

export interface PosEventDetails {
  /** Print (or reprint) the receipt of a sale: the payment screen and the history both offer it. */
  "pos-print": { saleId: string };
  /** Ask the payment service again for what a list shows (the history, the report). */
  "pos-refresh": null;
}

export type PosEventName = keyof PosEventDetails;

export function emit<K extends PosEventName>(from: EventTarget, name: K, detail: PosEventDetails[K]): void {
  from.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}

type PosEventMap = { [K in PosEventName]: CustomEvent<PosEventDetails[K]> };

declare global {
  // Merges every feature's events into the DOM's map; the interface adds nothing of its own.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementEventMap extends PosEventMap {}
}
