/**
 * The relay's device routes (docs/relay.md#the-routes) as this tablet calls them: pairing, watching a sale,
 * sending a finished sale, reading the shop's day. Every failure comes back as one of three kinds staff can act on:
 * the relay did not answer, it refuses this tablet (revoked: pair again), or it refused the request (its code).
 */
import { readRelayUpdate, type RelayStatusUpdate } from "./relay-status.ts";

export type RelayFailure =
  | { readonly kind: "unreachable" }
  | { readonly kind: "revoked" }
  | { readonly kind: "refused"; readonly status: number; readonly code: string };

export type RelayResult<T> = { readonly ok: true; readonly value: T } | ({ readonly ok: false } & RelayFailure);

export interface PairedDevice {
  readonly deviceId: string;
  readonly token: string;
  readonly name: string;
}

/** Answers slower than this count as no answer: staff are told, and the call is tried again later. */
const TIMEOUT_MS = 15_000;

async function problemCode(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { code?: unknown };
    return typeof body.code === "string" ? body.code : `http_${response.status}`;
  } catch {
    return `http_${response.status}`;
  }
}

export class RelayClient {
  readonly #url: string;
  readonly #token: string;
  readonly #fetch: typeof fetch;

  constructor(relayUrl: string, token: string, fetchImpl: typeof fetch = (input, init) => fetch(input, init)) {
    this.#url = relayUrl;
    this.#token = token;
    this.#fetch = fetchImpl;
  }

  /** Trades a one-time pairing code for this tablet's own credential (no token needed yet). */
  static async pair(
    relayUrl: string,
    code: string,
    fetchImpl: typeof fetch = (input, init) => fetch(input, init),
  ): Promise<RelayResult<PairedDevice>> {
    const result = await new RelayClient(relayUrl, "", fetchImpl).#call("POST", "/devices/pair", { code });
    if (!result.ok) return result;
    const body = result.value as { device_id?: unknown; device_token?: unknown; name?: unknown };
    if (typeof body.device_id !== "string" || typeof body.device_token !== "string")
      return { ok: false, kind: "refused", status: 502, code: "invalid_answer" };
    return {
      ok: true,
      value: {
        deviceId: body.device_id,
        token: body.device_token,
        name: typeof body.name === "string" ? body.name : "",
      },
    };
  }

  /** Asks the relay to follow an invoice and to read it from the service with its secret now: the truth after a gap. */
  async watch(invoiceId: string): Promise<RelayResult<RelayStatusUpdate | null>> {
    const result = await this.#call("POST", `/sales/${encodeURIComponent(invoiceId)}/watch`);
    return result.ok ? { ok: true, value: readRelayUpdate(result.value) } : result;
  }

  /** Sends a finished sale's record (an upsert: sending it again after a change is safe). */
  async putSale(sale: { readonly id: string }): Promise<RelayResult<null>> {
    const result = await this.#call("PUT", `/sales/${encodeURIComponent(sale.id)}`, sale);
    return result.ok ? { ok: true, value: null } : result;
  }

  /** Every paired tablet's sales of a day, as each stored them. */
  async shopDay(date: string): Promise<RelayResult<readonly unknown[]>> {
    const result = await this.#call("GET", `/reports/day?date=${encodeURIComponent(date)}`);
    if (!result.ok) return result;
    const sales = (result.value as { sales?: unknown }).sales;
    return Array.isArray(sales)
      ? { ok: true, value: sales }
      : { ok: false, kind: "refused", status: 502, code: "invalid_answer" };
  }

  async #call(method: string, path: string, body?: unknown): Promise<RelayResult<unknown>> {
    let response: Response;
    try {
      response = await this.#fetch(`${this.#url}${path}`, {
        method,
        headers: {
          ...(this.#token ? { Authorization: `Bearer ${this.#token}` } : {}),
          ...(body !== undefined ? { "Content-Type": "application/json" } : {}),
          Accept: "application/json",
        },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        cache: "no-store",
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      return { ok: false, kind: "unreachable" };
    }
    if (this.#token && (response.status === 401 || response.status === 403)) return { ok: false, kind: "revoked" };
    // A relay behind a proxy that is down answers 502-504: no answer from the relay itself.
    if (response.status >= 502 && response.status <= 504) return { ok: false, kind: "unreachable" };
    if (!response.ok) return { ok: false, kind: "refused", status: response.status, code: await problemCode(response) };
    if (response.status === 204) return { ok: true, value: null };
    try {
      return { ok: true, value: (await response.json()) as unknown };
    } catch {
      return { ok: false, kind: "refused", status: response.status, code: "invalid_answer" };
    }
  }
}
