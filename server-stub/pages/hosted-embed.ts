/**
 * The hosted page embedded (`payment_url?embed=true`), as the provider's hosted-checkout page documents it: framed only
 * by the project's allowed origins, a close button, and `{type: "paymos:succeeded" | "paymos:failed" | "paymos:close",
 * invoice_id, reason}` posted to the embedding page alone, never to "*" (by the page's script,
 * pages/browser/embed-messages.ts).
 */
import { normalizeAllowedOrigin } from "../domain/origin-policy.ts";
import { CUSTOMER_TEXTS_BY_LOCALE } from "../../shared/i18n/customer/every-language.ts";
import { isRightToLeft, type SupportedLocale } from "../../shared/i18n/supported-locales.ts";
import { escapeHtml } from "./escape-html.ts";

/** An origin as a CSP source: scheme, host and port only, so no policy text can ride in on an allowed origin. */
const CSP_ORIGIN = /^https?:\/\/(?:\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::\d{1,5})?$/;

/** Who may frame the page and be posted to: the project's allowed origins, or any origin when they list "*". */
export interface EmbeddingOrigins {
  readonly origins: readonly string[];
  readonly anyOrigin: boolean;
}

/**
 * `allowedOrigins`: the project's; `ownOrigins`: the stub's own (its demo shop frames the page there, as a same-origin
 * request skips the API's origin check too).
 */
export function embeddingOrigins(
  allowedOrigins: readonly string[],
  ownOrigins: readonly string[] = [],
): EmbeddingOrigins {
  const origins = new Set<string>();
  for (const entry of [...ownOrigins, ...allowedOrigins]) {
    const origin = normalizeAllowedOrigin(entry);
    if (origin !== null && CSP_ORIGIN.test(origin)) origins.add(origin);
  }
  return { origins: [...origins], anyOrigin: allowedOrigins.includes("*") };
}

/** The sources of the embedded page's `frame-ancestors`: none when the project allows no origin. */
export function frameAncestors(embedding: EmbeddingOrigins): string {
  if (embedding.anyOrigin) return "*";
  return embedding.origins.length === 0 ? "'none'" : embedding.origins.join(" ");
}

/** The id of the embedded page's h1, which also names its <main>: a frame's main beside its parent's needs a name. */
export const EMBED_HEADING_ID = "embed-title";

/**
 * The bar above the embedded checkout, in the page's language: the page's heading at its start (the frame is a
 * document of its own, and a document has an h1) and its close button at its end (left in Arabic).
 */
export function embedCloseBar(locale: SupportedLocale): string {
  const texts = CUSTOMER_TEXTS_BY_LOCALE[locale];
  return `<div class="embed-bar" dir="${isRightToLeft(locale) ? "rtl" : "ltr"}"><h1 id="${EMBED_HEADING_ID}">${escapeHtml(texts.payment_page_heading)}</h1><button type="button" id="embed-close">${escapeHtml(texts.close)}</button></div>`;
}

/**
 * The embedded page's <main>: named by its h1, and the data its script reads (the invoice, who may be told about it;
 * pages/browser/embed-messages.ts).
 */
export function embedDataAttributes(invoiceId: string, embedding: EmbeddingOrigins): string {
  return (
    ` aria-labelledby="${EMBED_HEADING_ID}" data-invoice-id="${escapeHtml(invoiceId)}" data-embedding-origins="${escapeHtml(JSON.stringify(embedding.origins))}"` +
    (embedding.anyOrigin ? ` data-any-origin` : "")
  );
}
