/** HTML templating for the stub's pages: a tagged template that escapes every interpolated value unless marked raw. */

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(value: unknown): string {
  return String(value).replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);
}

export class RawHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

/** Marks already-safe markup (e.g. another html`` result) so it is not escaped again. */
export function raw(value: string): RawHtml {
  return new RawHtml(value);
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): RawHtml {
  let out = strings[0] ?? "";
  values.forEach((v, i) => {
    const piece = Array.isArray(v) ? v.map((x) => (x instanceof RawHtml ? x.value : escapeHtml(x))).join("") : v instanceof RawHtml ? v.value : escapeHtml(v ?? "");
    out += piece + (strings[i + 1] ?? "");
  });
  return new RawHtml(out);
}
