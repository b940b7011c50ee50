/**
 * The API base the first-run form offers. A server that hosts the terminal on an origin of its own (the stub does:
 * no other page shares the terminal's storage) names its API in a meta element of index.html; a terminal served by
 * its API itself offers its own origin.
 */
export const API_BASE_META = "crypto-terminal-api-base";

export function defaultApiBase(doc: Pick<Document, "querySelector"> = document, origin = location.origin): string {
  const named = doc.querySelector<HTMLMetaElement>(`meta[name="${API_BASE_META}"]`)?.content.trim();
  return named ? named : origin;
}
