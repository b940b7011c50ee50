/**
 * The hosted page embedded (`payment_url?embed=true`), as the provider's hosted-checkout page documents it: framed only
 * by the project's allowed origins, a close button, and `{type: "paymos:succeeded" | "paymos:failed" | "paymos:close",
 * invoice_id, reason}` posted to the embedding page alone, never to "*" (by the page's script,
 * pages/browser/embed-messages.ts).
 */
import { normalizeAllowedOrigin } from "../domain/origin-policy.ts";
import { CUSTOMER_TEXTS_BY_LOCALE } from "../../shared/i18n/customer/every-language.ts";
import type { SupportedLocale } from "../../shared/i18n/supported-locales.ts";
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
 * The query parameter (ours; the provider documents only `embed=true`) by which an embedder says it already shows a
 * bar of its own above the frame (the widget's full-screen overlay on a phone: shop, TEST MODE, close): the page then
 * draws none. A page that does not know it ignores it and keeps its own bar, which costs a line and breaks nothing.
 */
export const EMBEDDER_HEADER_PARAM = { name: "header", value: "embedder" } as const;

/** How the embedded page is framed: who may frame it, and whether the embedder shows the bar (see EMBEDDER_HEADER_PARAM). */
export interface EmbedOptions extends EmbeddingOrigins {
  readonly embedderHeader: boolean;
}

/**
 * The embedded page's heading and close button. The heading is the document's h1 (a frame is a document of its own),
 * read by screen readers only: what the customer sees at the top is the checkout's own header, shop, TEST MODE and
 * total, one bar, with the close button at its end (left in Arabic). With the embedder's bar above the frame, no
 * close button either: the embedder's closes.
 */
export function embedCloseBar(locale: SupportedLocale, embedderHeader: boolean): string {
  const texts = CUSTOMER_TEXTS_BY_LOCALE[locale];
  const heading = `<h1 id="${EMBED_HEADING_ID}" class="visually-hidden">${escapeHtml(texts.payment_page_heading)}</h1>`;
  if (embedderHeader) return heading;
  const close = escapeHtml(texts.close);
  return `${heading}<button type="button" id="embed-close" class="embed-close" aria-label="${close}" title="${close}">×</button>`;
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
