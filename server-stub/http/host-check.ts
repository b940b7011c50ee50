/**
 * Which Host names the stub answers. A page on an attacker's domain can make its own name resolve to 127.0.0.1 (DNS
 * rebinding) and then read and drive the stub as same-origin; its requests still carry the attacker's name in Host,
 * so a stub that answers only its own names is out of that page's reach.
 */
import type { StubConfig } from "../config.ts";

/** Names every stub answers: the loopback ones it can be reached by on this machine. */
export const LOOPBACK_HOST_NAMES = ["localhost", "127.0.0.1", "[::1]"] as const;

/** `example.test:4010` → `example.test`, `[::1]:4010` → `[::1]`, lowercased; a bare IPv6 address gets its brackets. */
export function hostName(host: string): string {
  const h = host.trim().toLowerCase();
  if (h.startsWith("[")) {
    const end = h.indexOf("]");
    return end < 0 ? h : h.slice(0, end + 1);
  }
  // More than one colon without brackets: an IPv6 address as written on a command line (`--host ::1`).
  if (h.indexOf(":") !== h.lastIndexOf(":")) return `[${h}]`;
  const colon = h.indexOf(":");
  return colon < 0 ? h : h.slice(0, colon);
}

/** The set of names a stub with this config answers: loopback, its public URL's host and the configured names. */
export function allowedHostNames(config: Pick<StubConfig, "allowedHosts" | "publicUrl">): ReadonlySet<string> {
  const names = new Set<string>(LOOPBACK_HOST_NAMES);
  for (const name of config.allowedHosts) names.add(hostName(name));
  if (config.publicUrl !== undefined) {
    try {
      names.add(hostName(new URL(config.publicUrl).host));
    } catch {
      // A malformed public URL is refused where it is configured; it adds no name here.
    }
  }
  return names;
}
