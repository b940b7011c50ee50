/** The invoice countdown: time left until `expires_at` on the server's clock, its urgency, and the one way both apps write it. */
import { LATIN_DIGITS } from "../i18n/digits.ts";

export interface Countdown {
  /** Whole seconds left, rounded up so "0:00" appears only once the deadline has passed; never negative. */
  readonly secondsLeft: number;
  /** In the last quarter of the invoice's window (or the last minute when the window is unknown). */
  readonly urgent: boolean;
  readonly expired: boolean;
}

export interface CountdownOptions {
  /** Invoice `created_at` (Unix seconds): the window is expires_at − created_at. */
  readonly createdAt?: number;
  /** Server time − local time, in ms, as ServerClock measures it (GET /v1/time or a freshly created invoice). */
  readonly serverOffsetMs?: number;
}

/** Without created_at there is no window to take a quarter of; a minute still warns in time to pay. */
const URGENT_WITHOUT_WINDOW_MS = 60_000;

/** The time left as the widget and the terminal show it: "4:05", or "1:02:03" from one hour up, in Latin digits (digits.ts). */
export function countdownLabel(totalSeconds: number, locale: string): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const twoDigits = new Intl.NumberFormat(locale, { ...LATIN_DIGITS, minimumIntegerDigits: 2, useGrouping: false });
  const plain = new Intl.NumberFormat(locale, { ...LATIN_DIGITS, useGrouping: false });
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = twoDigits.format(s % 60);
  return hours > 0
    ? `${plain.format(hours)}:${twoDigits.format(minutes)}:${seconds}`
    : `${plain.format(minutes)}:${seconds}`;
}

/** @param expiresAt Unix seconds (server clock). @param nowMs local epoch milliseconds (Date.now()). */
export function countdown(expiresAt: number, nowMs: number, options: CountdownOptions = {}): Countdown {
  const serverNowMs = nowMs + (options.serverOffsetMs ?? 0);
  const leftMs = Math.max(0, expiresAt * 1000 - serverNowMs);
  const secondsLeft = Math.ceil(leftMs / 1000);
  const windowMs = options.createdAt !== undefined ? (expiresAt - options.createdAt) * 1000 : undefined;
  const urgent = windowMs !== undefined && windowMs > 0 ? leftMs * 4 <= windowMs : leftMs <= URGENT_WITHOUT_WINDOW_MS;
  return { secondsLeft, urgent, expired: leftMs === 0 };
}
