/**
 * The pairing link: a second tablet takes this terminal's configuration from one scan. What it carries is versioned
 * and checksummed, read back through a zod schema and the settings' own rules, and anything else is refused whole.
 *
 * A link cannot carry a secret (it is shown as a QR code and copied around), so nothing here proves who made it:
 * anyone can write a valid one. What protects a tablet is on the receiving side: the settings' rules refuse a plain
 * http:// API base off loopback, the receiving tablet asks its own PIN first, and a link naming another API host than
 * the one in use is shown as a warning staff must confirm (views/pos-pair).
 */
import * as z from "zod/mini";
import { formFromSettings, validateSettings } from "../settings/settings-rules.ts";
import type { SharedSettings } from "./pairing-types.ts";

export { sharedSettingsOf, type SharedSettings } from "./pairing-types.ts";

/**
 * The first part of every code; a link of another app, or of a later format this one cannot read, starts otherwise.
 * ct2 (written): the settings as a JSON array in a fixed order, deflated, base64url: a third of ct1's length for a
 * full setup, so its QR code stays scannable. ct1 (still read): a JSON object, base64url.
 */
const VERSION = "ct2";
const VERSION_1 = "ct1";
/** A checksum of 48 bits of SHA-256: catches a damaged or cut link; it authenticates nothing (anyone may compute it). */
const CHECKSUM_BYTES = 6;

const PayloadSchema = z.object({
  apiBase: z.string(),
  sdkKey: z.string(),
  projectId: z.string(),
  shopName: z.string(),
  currency: z.string(),
  locale: z.string(),
  tipPresets: z.array(z.number()),
  customerFeePercent: z.nullable(z.number()),
  quickItems: z.array(z.object({ name: z.string(), price: z.string() })),
});

export type PairingProblem = "truncated" | "damaged" | "foreign" | "version" | "invalid";

export type PairingResult = { ok: true; settings: SharedSettings } | { ok: false; problem: PairingProblem };

function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

async function checksum(version: string, body: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${version}.${body}`));
  return toBase64Url(new Uint8Array(digest).slice(0, CHECKSUM_BYTES));
}

/** Runs bytes through a (de)compression stream: deflate-raw, no header, as small as deflate gets. */
async function throughStream(
  bytes: Uint8Array<ArrayBuffer>,
  stream: CompressionStream | DecompressionStream,
): Promise<Uint8Array<ArrayBuffer>> {
  const out = new Response(new Blob([bytes]).stream().pipeThrough(stream));
  return new Uint8Array(await out.arrayBuffer());
}

/** ct2's order of the settings; a quick item is [name, price]. */
type Packed = [string, string, string, string, string, string, number[], number | null, [string, string][]];

function pack(s: SharedSettings): Packed {
  return [
    s.apiBase,
    s.sdkKey,
    s.projectId,
    s.shopName,
    s.currency,
    s.locale,
    s.tipPresets,
    s.customerFeePercent,
    s.quickItems.map((i) => [i.name, i.price]),
  ];
}

function unpack(v: unknown): unknown {
  if (!Array.isArray(v) || v.length !== 9) return null;
  const [apiBase, sdkKey, projectId, shopName, currency, locale, tipPresets, customerFeePercent, items] =
    v as unknown[];
  const quickItems = Array.isArray(items)
    ? items.map((i) => (Array.isArray(i) && i.length === 2 ? { name: i[0] as unknown, price: i[1] as unknown } : null))
    : null;
  return { apiBase, sdkKey, projectId, shopName, currency, locale, tipPresets, customerFeePercent, quickItems };
}

/** `ct2.<base64url of the deflated settings>.<checksum>`: the part after `#/pair/` in the link. */
export async function pairingCode(settings: SharedSettings): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify(pack(settings)));
  const body = toBase64Url(await throughStream(json, new CompressionStream("deflate-raw")));
  return `${VERSION}.${body}.${await checksum(VERSION, body)}`;
}

/** The settings a code's body carries, as JSON (not yet checked), or null when the body does not decode. */
async function payloadOf(version: string, body: string): Promise<unknown> {
  const bytes = fromBase64Url(body);
  if (!bytes) return null;
  try {
    const json = version === VERSION ? await throughStream(bytes, new DecompressionStream("deflate-raw")) : bytes;
    const value = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(json)) as unknown;
    return version === VERSION ? unpack(value) : value;
  } catch {
    return null;
  }
}

/** The link another tablet opens: this terminal's own address with the code in the hash (never sent to a server). */
export async function pairingLink(terminalUrl: string, settings: SharedSettings): Promise<string> {
  const url = new URL(terminalUrl);
  url.hash = `#/pair/${await pairingCode(settings)}`;
  return url.href;
}

export async function readPairingCode(code: string): Promise<PairingResult> {
  const parts = code.trim().split(".");
  const [version = "", body = "", sum = ""] = parts;
  if (version !== VERSION && version !== VERSION_1)
    return { ok: false, problem: /^ct\d+$/.test(version) ? "version" : "foreign" };
  if (parts.length < 3 || !body || !sum) return { ok: false, problem: "truncated" };
  if (parts.length > 3 || (await checksum(version, body)) !== sum) return { ok: false, problem: "damaged" };
  const json = await payloadOf(version, body);
  if (json === null) return { ok: false, problem: "damaged" };
  const parsed = PayloadSchema.safeParse(json);
  if (!parsed.success) return { ok: false, problem: "invalid" };
  // The same rules as the settings form: a link cannot set what staff could not type.
  const form = formFromSettings({ ...parsed.data, locale: "en", pin: null, deviceId: "" }, "");
  const checked = validateSettings({ ...form, locale: parsed.data.locale });
  return checked.ok ? { ok: true, settings: checked.value } : { ok: false, problem: "invalid" };
}
