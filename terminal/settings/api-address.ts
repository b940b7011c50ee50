/**
 * Whether a pairing link would send this tablet's sales to another API address, and how to name the two to staff.
 * The whole address counts (scheme, host, port and path): the same host under another base path is another service
 * (or none), and every sale would go there.
 */

/** The API base as the address it names: default ports dropped, host lower-cased, trailing slashes ignored. */
export function apiAddress(apiBase: string): string {
  try {
    const url = new URL(apiBase);
    return `${url.protocol}//${url.host}${url.pathname.replace(/\/+$/, "")}${url.search}`;
  } catch {
    return apiBase;
  }
}

function hostOf(apiBase: string): string {
  try {
    return new URL(apiBase).host;
  } catch {
    return apiBase;
  }
}

/**
 * null when the link keeps this tablet's API address; otherwise the new and current addresses as staff should read
 * them: the hosts when those differ, else the whole addresses, so that what changed is in what they read.
 */
export function apiAddressChange(linkBase: string, currentBase: string): { next: string; current: string } | null {
  const next = apiAddress(linkBase);
  const current = apiAddress(currentBase);
  if (next === current) return null;
  const nextHost = hostOf(linkBase);
  const currentHost = hostOf(currentBase);
  return nextHost !== currentHost ? { next: nextHost, current: currentHost } : { next, current };
}
