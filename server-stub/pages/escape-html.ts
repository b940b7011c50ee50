/** HTML escaping for the stub's pages: every interpolated value goes through it, text and attributes alike. */

const ENTITIES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
  "`": "&#96;",
};

export function escapeHtml(value: string | number | null | undefined): string {
  return String(value ?? "").replace(/[&<>"'`]/g, (c) => ENTITIES[c] ?? c);
}
