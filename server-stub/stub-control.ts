/** Client of the stub's `/__stub/*` control API over HTTP: what a test or script uses to set the stage and move time. */
import type { Invoice } from "../shared/api/schemas.ts";
import { MerchantClient } from "../shared/client/merchant-client.ts";
import { SANDBOX } from "./sandbox.ts";

export interface ProjectPatch {
  status?: "Active" | "Suspended" | "Archived";
  integration?: "Terminal" | "Low-Code";
  widget_active?: boolean;
  allowed_origins?: string[];
  enabled_tokens?: { currency: string; network: string }[];
  invoice_ttl_seconds?: number;
  /** Ours, after the provider's SuccessUrl: where the hosted page's way back leads once paid (normalized when stored). */
  success_url?: string;
  /** Ours, after the provider's FailUrl: the way back before the end and after any other end. */
  fail_url?: string;
  /** The shop's name on the checkout: one line, no control or bidi formatting character (else 400 naming display_name). */
  display_name?: string;
}

export interface FaultSpec {
  method?: string;
  /** Exact path, or a prefix ending in `*`. */
  path: string;
  count?: number;
  /** A catalogued error code to answer with. */
  code?: string;
  status?: number;
  delay_ms?: number;
  drop?: true;
}

export type SimulateStage = "paid" | "overpaid" | "underpay" | "cancel";

export interface JournalEntry {
  method: string;
  path: string;
  status: number;
  code?: string;
}

export interface WebhookEndpoint {
  id: string;
  url: string;
  /** The first signing secret: what the receiver verifies `X-Webhook-Signature` with. */
  secret: string;
  secrets: string[];
}

/** Every call throws an Error naming the method, path, status and body on a non-2xx answer. */
export class StubControl {
  /** The stub's base URL, e.g. `http://localhost:43117`. */
  readonly url: string;
  /** A signed client with the seed's sandbox key, for the merchant API (`/v1/*`). */
  readonly merchant: MerchantClient;

  constructor(url: string) {
    this.url = url.replace(/\/+$/, "");
    this.merchant = new MerchantClient({ baseUrl: this.url, keyId: SANDBOX.sdkKey, secret: SANDBOX.secret });
  }

  async #send(method: "GET" | "POST" | "PATCH" | "DELETE", path: string, data?: unknown): Promise<unknown> {
    const res = await fetch(this.url + path, {
      method,
      // The stub refuses control requests without it (a header other sites' pages cannot send).
      headers: { "x-stub-control": "1", ...(data === undefined ? {} : { "content-type": "application/json" }) },
      ...(data === undefined ? {} : { body: JSON.stringify(data) }),
    });
    if (!res.ok) throw new Error(`${method} ${path} → ${res.status}: ${await res.text()}`);
    return res.status === 204 ? undefined : res.json();
  }

  /** Back to the seed (or to a whole fixture document of your own); also cancels pending webhooks and resets the clock. */
  async reset(fixture?: unknown): Promise<void> {
    await this.#send("POST", "/__stub/reset", fixture);
  }

  async now(): Promise<number> {
    return ((await this.#send("GET", "/__stub/clock")) as { now: number }).now;
  }

  async setClock(now: number): Promise<number> {
    return ((await this.#send("POST", "/__stub/clock", { now })) as { now: number }).now;
  }

  async advanceClock(seconds: number): Promise<number> {
    return ((await this.#send("POST", "/__stub/clock", { advance_seconds: seconds })) as { now: number }).now;
  }

  async patchProject(projectId: string, patch: ProjectPatch): Promise<unknown> {
    return this.#send("PATCH", `/__stub/projects/${encodeURIComponent(projectId)}`, patch);
  }

  async setAllowedOrigins(projectId: string, origins: string[]): Promise<unknown> {
    return this.patchProject(projectId, { allowed_origins: origins });
  }

  async setWidgetActive(projectId: string, active: boolean): Promise<unknown> {
    return this.patchProject(projectId, { widget_active: active });
  }

  async patchKey(keyId: string, patch: Record<string, unknown>): Promise<unknown> {
    return this.#send("PATCH", `/__stub/keys/${encodeURIComponent(keyId)}`, patch);
  }

  async patchMerchant(merchantId: string, patch: Record<string, unknown>): Promise<unknown> {
    return this.#send("PATCH", `/__stub/merchants/${encodeURIComponent(merchantId)}`, patch);
  }

  async setPlatform(patch: Record<string, unknown>): Promise<unknown> {
    return this.#send("PATCH", "/__stub/platform", patch);
  }

  /** Answer the next `count` matching requests with a code, a status, a delay or a dropped connection. */
  async fault(spec: FaultSpec): Promise<void> {
    await this.#send("POST", "/__stub/faults", spec);
  }

  async clearFaults(): Promise<void> {
    await this.#send("DELETE", "/__stub/faults");
  }

  /** Every invoice the stub holds, of every merchant and environment, as the signed API shows one. */
  async invoices(): Promise<Invoice[]> {
    return (await this.#send("GET", "/__stub/invoices")) as Invoice[];
  }

  async journal(): Promise<JournalEntry[]> {
    const body = (await this.#send("GET", "/__stub/journal")) as JournalEntry[] | { items?: JournalEntry[] };
    return Array.isArray(body) ? body : (body.items ?? []);
  }

  /** Deliver the merchant's events to `url`, signed with `secret` (one is made when absent). */
  async addWebhook(url: string, secret?: string): Promise<WebhookEndpoint> {
    return (await this.#send("POST", "/__stub/webhooks", { url, ...(secret === undefined ? {} : { secret }) })) as WebhookEndpoint;
  }

  /**
   * Make the sandbox invoice paid, overpaid, underpaid or cancelled, as a wallet would. Goes through the
   * signed sandbox route (POST /v1/sandbox/invoices/{id}/simulate-payment), so the same call works against
   * the provider's real sandbox in a merchant's own suite.
   */
  async simulate(invoiceId: string, stage: SimulateStage): Promise<{ status: string }> {
    return this.merchant.simulateInvoicePayment(invoiceId, { stage });
  }
}
