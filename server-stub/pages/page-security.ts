/**
 * The security headers of the stub's HTML pages (the demo shop and the hosted payment page): a nonce-only CSP with
 * Trusted Types, no framing (clickjacking a payment page) except the embedded hosted page by its project's allowed
 * origins, no referrer (the hosted page's URL names the invoice), no content sniffing.
 */
import { randomBytes } from "node:crypto";

/** A fresh CSP nonce: 16 random bytes, base64 (a new one for every page answered). */
export function pageNonce(): string {
  return randomBytes(16).toString("base64");
}

export interface FramingPolicy {
  /**
   * The CSP sources that may frame the page (the embedded hosted page's, hosted-embed.ts); default `'none'`, with
   * X-Frame-Options DENY for browsers that predate frame-ancestors.
   */
  frameAncestors?: string;
  /** The sources the page may frame (the demo shop: the stub's own hosted page, embedded by the widget); default none. */
  frameSrc?: string;
}

export function pageSecurityHeaders(nonce: string, framing: FramingPolicy = {}): Record<string, string> {
  const frameAncestors = framing.frameAncestors ?? "'none'";
  const policy = [
    "default-src 'none'",
    // Only the page's own nonced tags run; the widget's lazy chunks are imported by its nonced module and inherit it.
    `script-src 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    // The widget calls the API on the page's own origin (the pages give it no api-base).
    "connect-src 'self'",
    "img-src 'self' data:",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${frameAncestors}`,
    ...(framing.frameSrc === undefined ? [] : [`frame-src ${framing.frameSrc}`]),
    "require-trusted-types-for 'script'",
  ].join("; ");
  return {
    "content-security-policy": policy,
    // Only without framing: a browser that knows frame-ancestors ignores it, one that does not would refuse every frame.
    ...(frameAncestors === "'none'" ? { "x-frame-options": "DENY" } : {}),
    "referrer-policy": "no-referrer",
    "x-content-type-options": "nosniff",
  };
}
