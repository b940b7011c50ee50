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

/**
 * Where the terminal may call and frame its API: any https origin (staff or a pairing link choose the API host, so
 * no list can name it in advance) and, over plain http, only this device, as the terminal's own settings rule allows
 * (settings-rules.ts). `'self'` covers a terminal served by its API, the stub included. CSP has no spelling for
 * `[::1]` or the rest of 127.0.0.0/8: an API there on another origin than the terminal's is reached as `localhost`.
 */
export const TERMINAL_API_SOURCES = "'self' https: http://localhost:* http://*.localhost:* http://127.0.0.1:*";

/**
 * The terminal's headers (every file under /terminal/; sw.js's are its service worker's own policy). A Vite build
 * served as static files, it needs no nonce: its scripts and style sheets are its own files, Lit's styles and the
 * print page's @page rule are constructable sheets (not governed by style-src), the worker is registered through a
 * Trusted Types policy (worker-script-url.ts) and is one file with no importScripts. Never framed, no referrer, no sniffing.
 */
export function terminalSecurityHeaders(): Record<string, string> {
  const policy = [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    `connect-src ${TERMINAL_API_SOURCES}`,
    // The provider's hosted payment page, embedded from the API host (`payment_url?embed=true`).
    `frame-src ${TERMINAL_API_SOURCES}`,
    // Its icons. The QR codes are inline SVG; a CSV export is a blob: download, which img-src does not govern.
    "img-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    // Only Lit's template policy and the worker's URL policy may turn strings into HTML or script URLs.
    "require-trusted-types-for 'script'",
    "trusted-types lit-html terminal-sw",
  ].join("; ");
  return {
    "content-security-policy": policy,
    // Browsers that predate frame-ancestors.
    "x-frame-options": "DENY",
    "referrer-policy": "no-referrer",
    "x-content-type-options": "nosniff",
  };
}
