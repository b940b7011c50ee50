/** IP whitelist matching for payout keys: IPv4, IPv6 and IPv4-mapped IPv6 peers against IPs and CIDRs. */

interface ParsedIp {
  v: 4 | 6;
  n: bigint;
}

function parseV4(s: string): bigint | null {
  const parts = s.split(".");
  if (parts.length !== 4) return null;
  let n = 0n;
  for (const p of parts) {
    if (!/^\d{1,3}$/.test(p) || Number(p) > 255) return null;
    n = (n << 8n) | BigInt(Number(p));
  }
  return n;
}

function parseV6(input: string): bigint | null {
  let s = input.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  // A trailing dotted quad (::ffff:1.2.3.4) stands for the last two groups.
  const lastColon = s.lastIndexOf(":");
  if (s.includes(".") && lastColon >= 0) {
    const v4 = parseV4(s.slice(lastColon + 1));
    if (v4 === null) return null;
    s = `${s.slice(0, lastColon + 1)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const halves = s.split("::");
  if (halves.length > 2) return null;
  const parseGroups = (h: string): bigint[] | null => {
    if (h === "") return [];
    const groups = h.split(":");
    const out: bigint[] = [];
    for (const g of groups) {
      if (!/^[0-9a-fA-F]{1,4}$/.test(g)) return null;
      out.push(BigInt(parseInt(g, 16)));
    }
    return out;
  };
  const head = parseGroups(halves[0] ?? "");
  const rest = halves.length === 2 ? parseGroups(halves[1] ?? "") : [];
  if (head === null || rest === null) return null;
  const want = 8;
  let groups: bigint[];
  if (halves.length === 2) {
    const fill = want - head.length - rest.length;
    if (fill < 1) return null;
    groups = [...head, ...Array<bigint>(fill).fill(0n), ...rest];
  } else {
    if (head.length !== want) return null;
    groups = head;
  }
  return groups.reduce((acc, g) => (acc << 16n) | g, 0n);
}

const V4_MAPPED_PREFIX = 0xffffn << 32n;

/** Parses an address; an IPv4-mapped IPv6 address (::ffff:a.b.c.d) is treated as the IPv4 address it carries. */
export function parseIp(s: string): ParsedIp | null {
  const v4 = parseV4(s);
  if (v4 !== null) return { v: 4, n: v4 };
  const v6 = parseV6(s);
  if (v6 === null) return null;
  if (v6 >> 32n === 0xffffn && (v6 & ~0xffffffffn) === V4_MAPPED_PREFIX) return { v: 4, n: v6 & 0xffffffffn };
  return { v: 6, n: v6 };
}

interface ParsedEntry {
  net: ParsedIp;
  bits: number;
}

/**
 * A whitelist entry: an address, or an address and a prefix length of 0–32 (IPv4) or 0–128 (IPv6) written in digits.
 * Null for anything else: `203.0.113.7/` or `203.0.113.7/x` must not read as `/0` (every address).
 */
function parseEntry(entry: string): ParsedEntry | null {
  const slash = entry.indexOf("/");
  const net = parseIp(slash < 0 ? entry : entry.slice(0, slash));
  if (!net) return null;
  const width = net.v === 4 ? 32 : 128;
  if (slash < 0) return { net, bits: width };
  const bitsText = entry.slice(slash + 1);
  if (!/^\d{1,3}$/.test(bitsText) || Number(bitsText) > width) return null;
  return { net, bits: Number(bitsText) };
}

/** Why a whitelist entry is refused (for the fixture and the control API's patchKey), or null when it is an IP or a CIDR. */
export function ipEntryProblem(entry: string): string | null {
  if (parseEntry(entry) !== null) return null;
  return `"${entry}" is not an IP address or a CIDR such as 203.0.113.0/24 or 2001:db8::/32 (prefix length 0–32 for IPv4, 0–128 for IPv6)`;
}

/** Whether `ip` is `entry` (an address) or inside it (a CIDR). Unparseable input never matches. */
export function ipMatches(ip: string, entry: string): boolean {
  const addr = parseIp(ip);
  const parsed = parseEntry(entry);
  if (!addr || !parsed || parsed.net.v !== addr.v) return false;
  const width = addr.v === 4 ? 32 : 128;
  const shift = BigInt(width - parsed.bits);
  return addr.n >> shift === parsed.net.n >> shift;
}

export function ipAllowed(ip: string | undefined, whitelist: readonly string[]): boolean {
  return ip !== undefined && whitelist.some((entry) => ipMatches(ip, entry));
}
