/**
 * The security headers of the stub's HTML pages (the demo shop and the hosted payment page): a nonce-only CSP with
 * Trusted Types, no framing (clickjacking a payment page), no referrer (the hosted page's URL names the invoice), no
 * content sniffing.
 */
import { randomBytes } from "node:crypto";

/** A fresh CSP nonce: 16 random bytes, base64 (a new one for every page answered). */
export function pageNonce(): string {
  return randomBytes(16).toString("base64");
}

export function pageSecurityHeaders(nonce: string): Record<string, string> {
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
    "frame-ancestors 'none'",
    "require-trusted-types-for 'script'",
  ].join("; ");
  return {
    "content-security-policy": policy,
    "x-frame-options": "DENY",
    "referrer-policy": "no-referrer",
    "x-content-type-options": "nosniff",
  };
}
