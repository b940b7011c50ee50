/** Estimates server time − local time, so the countdown follows the invoice's clock even on a phone set wrong. */

/** Below this the correction is noise (created_at has one-second resolution); above it the customer would see a wrong deadline. */
const SIGNIFICANT_MS = 1500;

/**
 * Server time − local time in ms, from the created_at (Unix seconds) of an invoice the server created just now, for
 * cross-origin pages; 0 when the difference is within created_at's resolution.
 */
export function serverOffsetMs(createdAtSeconds: number, nowMs = Date.now()): number {
  const offset = createdAtSeconds * 1000 + 500 - nowMs;
  return Math.abs(offset) < SIGNIFICANT_MS ? 0 : Math.round(offset);
}
