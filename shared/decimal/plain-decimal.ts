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

/**
 * What a spelling allows beyond digits, an optional point and fraction digits: "wire" no sign and no leading zeros,
 * "unsigned" leading zeros, "signed" leading zeros and a "-". Named by the constants below.
 */
export type DecimalSpelling = "wire" | "unsigned" | "signed";

/**
 * The API spec's plain decimal: what a client must send and the server writes. No sign, and no leading zero before
 * another integer digit ("01.5" is refused as ambiguous: some parsers read it as octal or strip it, and the spec asks
 * for a *plain* decimal). The API's request checks and response schemas use it, and so do the provider's wire shapes.
 */
export const WIRE_DECIMAL: DecimalSpelling = "wire";

/**
 * A non-negative decimal the kit holds or builds itself (settings, the stub's fixture, base-unit conversions, wallet
 * URIs, a rate from an invoice already checked): "01.5" can only mean 1.5 there, so it is read rather than refused.
 * BIP 21's amount grammar (`*digit ["." *digit]`) allows leading zeros too.
 */
export const UNSIGNED_DECIMAL: DecimalSpelling = "unsigned";

/**
 * {@link UNSIGNED_DECIMAL} with an optional "-": for showing an amount to people, which writes whatever it is given
 * rather than guess at it (a difference may be negative).
 */
export const SIGNED_DECIMAL: DecimalSpelling = "signed";

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

/**
 * WIRE_DECIMAL as a pattern, for schema validators that take one (zod's regex check: a custom check would pull
 * zod's refinement code into the widget's bundle). The tests hold it to `isDecimal(text, WIRE_DECIMAL)`.
 */
export const WIRE_DECIMAL_PATTERN = /^(?:0|[1-9]\d*)(?:\.\d+)?$/;

/** The parts of `text` when it is a decimal in `spelling`, else null. */
export function parseDecimal(text: string, spelling: DecimalSpelling): DecimalParts | null {
  const [, sign, integer = "", fraction = ""] = GRAMMAR.exec(text) ?? [];
  if (
    sign === undefined ||
    (sign && spelling !== SIGNED_DECIMAL) ||
    (spelling === WIRE_DECIMAL && /^0\d/.test(integer))
  )
    return null;
  return { negative: !!sign, integer, fraction };
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
export function toScaledInteger({ negative, integer, fraction }: DecimalParts, scale: number): bigint | null {
  if (/[1-9]/.test(fraction.slice(scale))) return null;
  const units = BigInt(integer + fraction.slice(0, scale).padEnd(scale, "0"));
  return negative ? -units : units;
}

/** A decimal as an integer and the scale it was written at ("0.925" → 925n at 3), the form exact bigint arithmetic takes. */
export interface ScaledDecimal {
  readonly units: bigint;
  readonly scale: number;
}

/** `text` at the scale it was written at when it is a decimal in `spelling`, else null (every digit kept, none rounded). */
export function scaledAsWritten(text: string, spelling: DecimalSpelling): ScaledDecimal | null {
  const parts = parseDecimal(text, spelling);
  if (!parts) return null;
  const units = BigInt(parts.integer + parts.fraction);
  return { units: parts.negative ? -units : units, scale: parts.fraction.length };
}

/** An integer count of 10^-scale units as a decimal with exactly `scale` places (1250n, 2 → "12.50"; -5n, 2 → "-0.05"). */
export function fromScaledInteger(units: bigint, scale: number): string {
  const digits = (units < 0n ? -units : units).toString().padStart(scale + 1, "0");
  const point = digits.length - scale;
  return `${units < 0n ? "-" : ""}${digits.slice(0, point)}${scale > 0 ? "." : ""}${digits.slice(point)}`;
}

/** The shortest spelling of the same value: no trailing fraction zeros, no bare point ("10.50" → "10.5", "3.0" → "3"). */
export function withoutTrailingZeros(decimal: string): string {
  return decimal.includes(".") ? decimal.replace(/\.?0+$/, "") : decimal;
}

/**
 * Whether two texts are the same amount in `spelling` ("50", "50.00" and, unsigned, "050.0" are one value); false when
 * either is not such a decimal. Exact: both are brought to the larger of their scales as integers.
 */
export function sameDecimalValue(a: string, b: string, spelling: DecimalSpelling): boolean {
  const x = scaledAsWritten(a, spelling);
  const y = scaledAsWritten(b, spelling);
  if (x === null || y === null) return false;
  const scale = Math.max(x.scale, y.scale);
  return x.units * 10n ** BigInt(scale - x.scale) === y.units * 10n ** BigInt(scale - y.scale);
}
