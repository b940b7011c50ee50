/**
 * The connection seal: what the settings PIN last approved of where this tablet's sales go (API address, key and
 * project), bound to the PIN's stored hash. Every save (first setup, the settings form, a pairing link: each behind the
 * PIN when one is set) writes it; a load that finds the stored key, project or API address (or the PIN hash) no
 * longer matching it treats the stored settings as a changed pairing: PIN first, then the review, and no sale, poll or
 * history call uses them until staff confirm.
 *
 * What it stops: a rewrite of the stored settings that leaves the seal alone, e.g. by another page of the terminal's
 * origin swapping in its own key. What it cannot stop: a page of that origin that knows this scheme and rewrites the
 * seal too (nothing stored in the origin is out of such a page's reach), which is why the terminal is served from an
 * origin of its own (docs/security.md).
 */
import type { PinHash } from "./pin.ts";
import { apiAddress } from "./api-address.ts";

/** Where the sales go, as approved. */
export interface Connection {
  readonly apiBase: string;
  readonly sdkKey: string;
  readonly projectId: string;
}

export interface ConnectionSeal extends Connection {
  /** SHA-256 (hex) over the approved connection and the PIN hash stored at that time. */
  readonly digest: string;
}

/** How the stored settings stand against their seal. */
export type SealCheck =
  | { readonly approved: true }
  /** `previous`: what was last approved, when the seal itself is intact (so staff can read what changed). */
  | { readonly approved: false; readonly previous: Connection | null };

async function digestOf(connection: Connection, pin: PinHash | null): Promise<string> {
  const text = JSON.stringify([
    "crypto-terminal connection seal v1",
    apiAddress(connection.apiBase),
    connection.sdkKey,
    connection.projectId,
    pin?.salt ?? "",
    pin?.hash ?? "",
    pin?.iterations ?? 0,
  ]);
  const bytes = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The seal of settings as staff approve them now. */
export async function sealConnection(settings: Connection & { readonly pin: PinHash | null }): Promise<ConnectionSeal> {
  const connection = { apiBase: settings.apiBase, sdkKey: settings.sdkKey, projectId: settings.projectId };
  return { ...connection, digest: await digestOf(connection, settings.pin) };
}

const sameConnection = (a: Connection, b: Connection): boolean =>
  apiAddress(a.apiBase) === apiAddress(b.apiBase) && a.sdkKey === b.sdkKey && a.projectId === b.projectId;

/**
 * Whether the stored settings are the ones last approved. No seal at all (settings saved before seals existed, or one
 * deleted) counts as a change: a page that could delete it could have changed the rest.
 */
export async function checkSeal(
  settings: Connection & { readonly pin: PinHash | null; readonly seal?: ConnectionSeal | undefined },
): Promise<SealCheck> {
  const seal = settings.seal;
  if (!seal || typeof seal.digest !== "string") return { approved: false, previous: null };
  const intact = (await digestOf(seal, settings.pin)) === seal.digest;
  if (intact && sameConnection(seal, settings)) return { approved: true };
  const previous = { apiBase: seal.apiBase, sdkKey: seal.sdkKey, projectId: seal.projectId };
  return { approved: false, previous: intact ? previous : null };
}
