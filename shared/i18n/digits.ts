/**
 * The one rule for digits: Latin digits (0–9) in every language, in every engine. Amounts are compared digit by digit
 * with a wallet, an exchange and the API's strings, which all write Latin digits; and engines disagree on Arabic's
 * default (WebKit writes Arabic-Indic digits, Chromium and Firefox Latin), so the rule is named rather than left to
 * the engine. Every Intl number, money, duration and date formatter of the apps spreads these options.
 */
export const LATIN_DIGITS = { numberingSystem: "latn" } as const;
