/**
 * Writes a decimal money string for people, in their locale, for the widget and the terminal alike: the money part of
 * the translation core (translator.ts fills the result into a sentence).
 */
import { minorUnitsOf } from "../api/networks.ts";
import { decimalPlaces, isDecimal, SIGNED_DECIMAL } from "../decimal/plain-decimal.ts";
import { isRightToLeft, matchLocale } from "./supported-locales.ts";
import { LATIN_DIGITS } from "./digits.ts";

/**
 * Never passes through a float: Intl.NumberFormat reads a string as an exact decimal. Fiat gets the currency's
 * style with at least its minor unit ("$10.00"); a token keeps every digit the API sent, with its symbol after.
 * Anything that is not a plain decimal is shown as it came rather than guessed at; a sign and leading zeros
 * are read (SIGNED_DECIMAL): a formatter shows what it is given, and the API's strict spelling is checked where
 * amounts enter, not here.
 */
export function formatMoney(amount: string, currency: string, locale: string): string {
  if (!isDecimal(amount, SIGNED_DECIMAL)) return `${amount} ${currency}`;
  const digits = decimalPlaces(amount);
  const minor = minorUnitsOf(currency);
  if (minor !== undefined) {
    const fiat = new Intl.NumberFormat(locale, {
      ...LATIN_DIGITS,
      style: "currency",
      currency,
      minimumFractionDigits: minor,
      maximumFractionDigits: Math.max(minor, Math.min(digits, 20)),
    });
    return fiat.format(amount as `${number}`);
  }
  let text: string;
  try {
    const token = new Intl.NumberFormat(locale, {
      ...LATIN_DIGITS,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    text = `${token.format(amount as `${number}`)} ${currency}`;
  } catch {
    // Engines before Intl.NumberFormat v3 cap fraction digits at 20 (NEAR has 24): the digits as they came, none lost.
    text = `${amount} ${currency}`;
  }
  // In a right-to-left sentence the bidi algorithm would show "1 USDT" as "USDT 1": a left-to-right isolate keeps it whole.
  const supported = matchLocale(locale);
  return supported && isRightToLeft(supported) ? `\u2066${text}\u2069` : text;
}
