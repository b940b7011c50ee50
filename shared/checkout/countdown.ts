/** The invoice countdown: time left until `expires_at` on the server's clock, urgency, and its mm:ss label. */

export interface Countdown {
  /** Whole seconds left, rounded up so "00:00" appears only once the deadline has passed; never negative. */
  readonly secondsLeft: number;
  /** In the last quarter of the invoice's window (or the last minute when the window is unknown). */
  readonly urgent: boolean;
  readonly expired: boolean;
  /** "mm:ss", or "h:mm:ss" from one hour up. */
  readonly label: string;
}

export interface CountdownOptions {
  /** Invoice `created_at` (Unix seconds): the window is expires_at − created_at. */
  readonly createdAt?: number;
  /** Server time − local time, in ms (from the Date header or GET /v1/time). */
  readonly serverOffsetMs?: number;
}

/** Without created_at there is no window to take a quarter of; a minute still warns in time to pay. */
const URGENT_WITHOUT_WINDOW_MS = 60_000;

const pad = (n: number) => String(n).padStart(2, "0");

export function formatSeconds(total: number): string {
  const s = Math.max(0, Math.floor(total));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = s % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}

/** @param expiresAt Unix seconds (server clock). @param nowMs local epoch milliseconds (Date.now()). */
export function countdown(expiresAt: number, nowMs: number, options: CountdownOptions = {}): Countdown {
  const serverNowMs = nowMs + (options.serverOffsetMs ?? 0);
  const leftMs = Math.max(0, expiresAt * 1000 - serverNowMs);
  const secondsLeft = Math.ceil(leftMs / 1000);
  const windowMs = options.createdAt !== undefined ? (expiresAt - options.createdAt) * 1000 : undefined;
  const urgent =
    windowMs !== undefined && windowMs > 0 ? leftMs * 4 <= windowMs : leftMs <= URGENT_WITHOUT_WINDOW_MS;
  return { secondsLeft, urgent, expired: leftMs === 0, label: formatSeconds(secondsLeft) };
}
