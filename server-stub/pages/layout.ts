/** The document shell shared by the stub's pages (demo shop, hosted payment page). */
import { html, type RawHtml } from "./html.ts";

export interface LayoutOptions {
  title: string;
  body: RawHtml;
  /** Extra markup for <head> (already escaped). */
  head?: RawHtml;
}

export function layout({ title, body, head }: LayoutOptions): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0; padding: 2rem 1rem; display: flex; justify-content: center; }
  main { width: 100%; max-width: 40rem; }
  .note { font-size: 0.875rem; opacity: 0.75; }
  code { font-size: 0.875em; }
</style>
${head ?? ""}
<script type="module" src="/crypto-checkout.js"></script>
</head>
<body>
${body}
</body>
</html>
`.value;
}
