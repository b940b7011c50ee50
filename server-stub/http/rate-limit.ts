/**
 * Per-merchant rate limits in one-second windows of wall time (clock.wallNowMs), never of the business clock the
 * control API moves: setting that clock to the next second must not hand a client a fresh window. Two limits: the
 * global one, which every authenticated request counts in (signed and public SDK alike: spec section 8, "shared by all
 * of the merchant's keys, every endpoint"), and invoice creation.
 */
import type { Clock } from "../clock.ts";
import type { MerchantRecord, Store } from "../store.ts";
import { StubError } from "../domain/stub-error.ts";

export type LimitKind = "global" | "invoice_create";

function limitOf(merchant: MerchantRecord, kind: LimitKind): number {
  const l = merchant.rate_limits;
  if (kind === "invoice_create") return l.invoice_create_per_second;
  return l.global_per_second;
}

const DESCRIPTIONS: Record<LimitKind, (n: number) => string> = {
  global: (n) => `Rate limit exceeded: ${n} requests per second per merchant (all keys).`,
  invoice_create: (n) => `Rate limit exceeded: invoice creation is limited to ${n} requests per second per merchant.`,
};

/** Counts one request; throws 429 rate_limited with Retry-After when the window is full. */
export function consumeRate(store: Store, clock: Clock, merchant: MerchantRecord, kind: LimitKind): void {
  const window = Math.floor(clock.wallNowMs() / 1000);
  const id = `${merchant.id}|${kind}`;
  let w = store.rateWindows.get(id);
  if (!w || w.window !== window) {
    w = { window, count: 0 };
    store.rateWindows.set(id, w);
  }
  const limit = limitOf(merchant, kind);
  if (w.count >= limit) {
    throw new StubError("rate_limited", DESCRIPTIONS[kind](limit), { headers: { "retry-after": "1" } });
  }
  w.count += 1;
}
