/** Tips on a sale: percentage presets and a custom amount, computed in minor units with bigint. */

export type Tip = { kind: "none" } | { kind: "percent"; percent: number } | { kind: "custom"; minor: bigint };

/**
 * Percent tip in minor units, rounded half up. Presets may carry one decimal ("12.5"),
 * so the percent is scaled to tenths before the integer division.
 */
export function percentTip(subtotalMinor: bigint, percent: number): bigint {
  const tenths = BigInt(Math.round(percent * 10));
  const numerator = subtotalMinor * tenths;
  const q = numerator / 1000n;
  const r = numerator % 1000n;
  return r * 2n >= 1000n ? q + 1n : q;
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
