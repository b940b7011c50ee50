/**
 * Plain decimals: how the kit writes an amount as text ("10.50") and reads it back. Money is a decimal string end to
 * end, so this is the one place that knows the spelling; every parser, schema and converter asks it, never a regex of
 * its own.
 *
 * One grammar, three named spellings that differ on purpose (see each constant for which caller uses it and why):
 * digits, optionally a "." and at least one digit after it; never an exponent, a space, a "+", a thousands separator,
 * a bare ".5" or "5.". The spellings add or remove a leading "-" and leading zeros ("01.5").
 *
 * Arithmetic on the parsed value is exact: bigint on a scaled integer here ({@link toScaledInteger}), or a decimal
 * library where a caller divides; a float never holds an amount.
 */

/** What a spelling allows beyond digits, an optional point and fraction digits. */
export interface DecimalSpelling {
  /** "-1.5" is read (as negative); without it any "-" is refused. */
  readonly sign: boolean;
  /** "01.5" and "00" are read; without it a zero may lead only a one-digit integer part ("0.5"). */
  readonly leadingZeros: boolean;
}

/**
 * The API spec's plain decimal: what a client must send and the server writes. No sign, and no leading zero before
 * another integer digit ("01.5" is refused as ambiguous: some parsers read it as octal or strip it, and the spec asks
 * for a *plain* decimal). The API's request checks and response schemas use it, and so do the provider's wire shapes.
 */
export const WIRE_DECIMAL: DecimalSpelling = { sign: false, leadingZeros: false };

/**
 * A non-negative decimal the kit holds or builds itself (settings, the stub's fixture, base-unit conversions, wallet
 * URIs, a rate from an invoice already checked): "01.5" can only mean 1.5 there, so it is read rather than refused.
 * BIP 21's amount grammar (`*digit ["." *digit]`) allows leading zeros too.
 */
export const UNSIGNED_DECIMAL: DecimalSpelling = { sign: false, leadingZeros: true };

/**
 * {@link UNSIGNED_DECIMAL} with an optional "-": for showing an amount to people, which writes whatever it is given
 * rather than guess at it (a difference may be negative).
 */
export const SIGNED_DECIMAL: DecimalSpelling = { sign: true, leadingZeros: true };

/** A decimal read from text, its digits exactly as written. */
export interface DecimalParts {
  readonly negative: boolean;
  /** At least one digit. */
  readonly integer: string;
  /** Possibly empty; trailing zeros kept (they were written, and a currency's precision check counts them). */
  readonly fraction: string;
}

/** The one grammar: optional "-", integer digits, optional point with fraction digits. */
const GRAMMAR = /^(-?)(\d+)(?:\.(\d+))?$/;

/** The parts of `text` when it is a decimal in `spelling`, else null. */
export function parseDecimal(text: string, spelling: DecimalSpelling): DecimalParts | null {
  const match = GRAMMAR.exec(text);
  if (!match) return null;
  const [, sign = "", integer = "", fraction = ""] = match;
  if (sign !== "" && !spelling.sign) return null;
  if (!spelling.leadingZeros && integer.length > 1 && integer.startsWith("0")) return null;
  return { negative: sign !== "", integer, fraction };
}

export function isDecimal(text: string, spelling: DecimalSpelling): boolean {
  return parseDecimal(text, spelling) !== null;
}

/** True for zero in any spelling ("0", "0.00", "-0"). */
export function isZero(parts: DecimalParts): boolean {
  return /^0*$/.test(parts.integer + parts.fraction);
}

/** Digits after the decimal point ("10" → 0, "10.50" → 2: trailing zeros count, they were sent). */
export function decimalPlaces(value: string): number {
  const point = value.indexOf(".");
  return point < 0 ? 0 : value.length - point - 1;
}

/**
 * The value × 10^scale as an integer ("12.5", 2 → 1250n; "-0.25", 2 → -25n): minor units, base units, hundredths.
 * Fraction digits past `scale` may be zeros ("12.500" in EUR); a non-zero digit there gives null, because rounding
 * would change the amount.
 */
export function toScaledInteger(parts: DecimalParts, scale: number): bigint | null {
  const kept = parts.fraction.slice(0, scale);
  if (!/^0*$/.test(parts.fraction.slice(scale))) return null;
  const units = BigInt(parts.integer + kept.padEnd(scale, "0"));
  return parts.negative ? -units : units;
}

/** The value as an integer at the scale it was written at, every digit kept ("0.925" → 925n at scale 3). */
export function toExactScaled(parts: DecimalParts): { readonly units: bigint; readonly scale: number } {
  const units = BigInt(parts.integer + parts.fraction);
  return { units: parts.negative ? -units : units, scale: parts.fraction.length };
}

/** An integer count of 10^-scale units as a decimal with exactly `scale` places (1250n, 2 → "12.50"; -5n, 2 → "-0.05"). */
export function fromScaledInteger(units: bigint, scale: number): string {
  const sign = units < 0n ? "-" : "";
  const digits = (units < 0n ? -units : units).toString();
  if (scale === 0) return `${sign}${digits}`;
  const padded = digits.padStart(scale + 1, "0");
  return `${sign}${padded.slice(0, -scale)}.${padded.slice(-scale)}`;
}

/** The shortest spelling of the same value: no trailing fraction zeros, no bare point ("10.50" → "10.5", "3.0" → "3"). */
export function withoutTrailingZeros(decimal: string): string {
  return decimal.includes(".") ? decimal.replace(/\.?0+$/, "") : decimal;
}
