/**
 * Wrong PINs in a row and the wait they impose before the next try. Kept in IndexedDB next to the settings, so a
 * reload or a restart of the app does not give a guesser a fresh start.
 */

export interface PinAttempts {
  /** Wrong PINs since the last right one. */
  readonly failures: number;
  /** When the last wrong PIN was typed (ms since the epoch, the device's clock). */
  readonly lastFailureAt: number;
}

export const NO_PIN_ATTEMPTS: PinAttempts = { failures: 0, lastFailureAt: 0 };

/** Typos are free: this many wrong PINs in a row cost no wait. */
export const FREE_FAILURES = 4;
const FIRST_WAIT_MS = 30_000;
const LONGEST_WAIT_MS = 15 * 60_000;

/**
 * The wait after `failures` wrong PINs: none for the first four, then 30 s, doubling with each further failure up to
 * 15 minutes. Past the free tries that leaves a guesser about four tries an hour: trying every 4-digit PIN through the
 * screen takes months instead of the 19 s it took without a limit.
 */
export function waitAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(FIRST_WAIT_MS * 2 ** (failures - FREE_FAILURES), LONGEST_WAIT_MS);
}

/** When the next PIN may be tried, or null when it may be tried now. */
export function nextTryAt(attempts: PinAttempts, now: number): number | null {
  const at = attempts.lastFailureAt + waitAfter(attempts.failures);
  return at > now ? at : null;
}

/**
 * A last failure in the future means the device's clock was set back since: the wait restarts from now (to be
 * stored), so the change neither ends the wait nor stretches it by however far the clock went back.
 */
export function withClockSetBack(attempts: PinAttempts, now: number): PinAttempts {
  return attempts.lastFailureAt > now ? { ...attempts, lastFailureAt: now } : attempts;
}

export function afterFailure(attempts: PinAttempts, now: number): PinAttempts {
  return { failures: attempts.failures + 1, lastFailureAt: now };
}
