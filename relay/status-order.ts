/**
 * Which way an invoice's status may move. Deliveries arrive late and out of order, so the relay keeps only moves
 * forward: awaiting_client, then awaiting_payment, then confirming or underpaid_waiting (either may follow the other,
 * as money arrives), then one final status that never changes. A late `confirming` after `paid` changes nothing.
 */
import { isFinalInvoiceStatus } from "../shared/api/statuses.ts";

/**
 * A status's place in that order: 0 before awaiting_payment (and any status the kit does not know), 1
 * awaiting_payment, 2 confirming or underpaid_waiting, 3 final. The store keeps it beside the status and compares it
 * in SQL (relay_advance_invoice, relay/store/migrations.ts), so one statement decides a webhook.
 */
export function statusRank(status: string): number {
  if (isFinalInvoiceStatus(status)) return 3;
  if (status === "confirming" || status === "underpaid_waiting") return 2;
  if (status === "awaiting_payment") return 1;
  return 0;
}

export interface KnownStatus {
  readonly status: string;
  /** When the service said it (an event's occurred_at, or the read's time), Unix seconds. */
  readonly occurredAt: number;
}

/**
 * True when `next` may replace `current` (no current status: always): the rule relay_advance_invoice applies in SQL,
 * written out here so the store's contract can check the SQL against it.
 */
export function movesForward(current: KnownStatus | null, next: KnownStatus): boolean {
  if (current === null) return true;
  if (current.status === next.status) return false;
  const from = statusRank(current.status);
  const to = statusRank(next.status);
  if (to !== from) return to > from;
  // Same rank: only confirming ⇄ underpaid_waiting, and only for news no older than what is known.
  return from === 2 && next.occurredAt >= current.occurredAt;
}
