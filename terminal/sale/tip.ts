/** Tips on a sale: percentage presets and a custom amount, computed in minor units with bigint. */
import { parseDecimal, toScaledInteger, UNSIGNED_DECIMAL } from "../../shared/decimal/plain-decimal.ts";

export type Tip = { kind: "none" } | { kind: "percent"; percent: number } | { kind: "custom"; minor: bigint };

/** Hundredths of a percent a preset may carry: settings accept up to two decimals ("12.25"). */
const PERCENT_SCALE = 2;

/**
 * A percent as whole hundredths of a percent ("12.25" → 1225n). Presets are kept as numbers parsed from the text staff
 * typed; a JavaScript number prints back as the shortest text that reads as it, so `String(12.25)` is "12.25" and the
 * decimal is read from that text, never multiplied as a float (12.25 × 10 rounded to tenths charged 12.30 %).
 */
export function percentHundredths(percent: number | string): bigint {
  const parts = parseDecimal(String(percent), UNSIGNED_DECIMAL);
  const hundredths = parts && parts.fraction.length <= PERCENT_SCALE ? toScaledInteger(parts, PERCENT_SCALE) : null;
  if (hundredths === null)
    throw new RangeError(`A tip percent is a plain decimal with at most ${PERCENT_SCALE} places: ${String(percent)}`);
  return hundredths;
}

/** Percent tip in minor units, rounded half up, computed on bigint from the percent's decimal text. */
export function percentTip(subtotalMinor: bigint, percent: number | string): bigint {
  const divisor = 100n * 10n ** BigInt(PERCENT_SCALE);
  const numerator = subtotalMinor * percentHundredths(percent);
  const q = numerator / divisor;
  const r = numerator % divisor;
  return r * 2n >= divisor ? q + 1n : q;
}

export function tipMinor(subtotalMinor: bigint, tip: Tip): bigint {
  switch (tip.kind) {
    case "none":
      return 0n;
    case "percent":
      return percentTip(subtotalMinor, tip.percent);
    case "custom":
      return tip.minor;
  }
}
