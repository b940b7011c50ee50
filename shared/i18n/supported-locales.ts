/** The languages the checkout speaks, which way each is written, and how a requested tag or a browser's list picks one. */

/** English first: the fallback, bundled with the widget. Region tags only where the region decides the words. */
export const SUPPORTED_LOCALES = [
  "en",
  "de",
  "es",
  "fr",
  "ar",
  "pt-BR",
  "it",
  "nl",
  "pl",
  "tr",
  "uk",
  "ja",
  "zh-CN",
  "ko",
  "id",
  "he",
] as const;

export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];

const RIGHT_TO_LEFT: ReadonlySet<SupportedLocale> = new Set(["ar", "he"]);

/** Old ISO 639 codes some systems still send. */
const LEGACY_LANGUAGES: Readonly<Record<string, string>> = { iw: "he", in: "id" };

/**
 * Chinese written in Traditional characters: a Simplified text is not theirs, so these tags do not pick zh-CN (the
 * next language on the customer's list does, or English).
 */
const TRADITIONAL_CHINESE = /^zh-(hant|tw|hk|mo)\b/;

export function isRightToLeft(locale: SupportedLocale): boolean {
  return RIGHT_TO_LEFT.has(locale);
}

/** The supported locale a BCP 47 tag asks for ("pt" and "pt-PT" → pt-BR, "zh-Hans-SG" → zh-CN), or null. */
export function matchLocale(tag: string | null | undefined): SupportedLocale | null {
  const lower = tag?.trim().toLowerCase().replace(/_/g, "-");
  if (!lower || TRADITIONAL_CHINESE.test(lower)) return null;
  const exact = SUPPORTED_LOCALES.find((l) => l.toLowerCase() === lower);
  if (exact) return exact;
  const base = lower.split("-")[0] ?? "";
  const language = LEGACY_LANGUAGES[base] ?? base;
  // Each language is supported in one variant, so the language alone names it.
  return SUPPORTED_LOCALES.find((l) => l.split("-")[0]?.toLowerCase() === language) ?? null;
}

/** The first supported locale among the requested tag (an attribute, a query), then the browser's list; English otherwise. */
export function negotiateLocale(
  requested: string | null | undefined,
  preferred: readonly string[] = [],
): SupportedLocale {
  for (const tag of [requested, ...preferred]) {
    const match = matchLocale(tag);
    if (match) return match;
  }
  return "en";
}
