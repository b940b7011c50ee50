/**
 * Playwright fixtures: `stub` drives the API stub's control surface (and resets it before each test), `checkout` is
 * the widget's page object, `terminal` the point-of-sale terminal's.
 */
import { test as base, expect, type APIRequestContext } from "@playwright/test";
import { CheckoutPage } from "./pages/checkout-page.ts";
import { TerminalPage } from "./pages/terminal-page.ts";
import { SANDBOX } from "./pages/sandbox.ts";
import { MerchantClient } from "../shared/client/merchant-client.ts";

export interface ProjectPatch {
  status?: "Active" | "Suspended" | "Archived";
  integration?: "Terminal" | "Low-Code";
  widget_active?: boolean;
  allowed_origins?: string[];
  enabled_tokens?: { currency: string; network: string }[];
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

/** Client of the stub's `/__stub/*` control API; every call fails the test on a non-2xx answer. */
export class StubControl {
  readonly merchant: MerchantClient;

  constructor(
    private readonly request: APIRequestContext,
    baseUrl: string,
  ) {
    this.merchant = new MerchantClient({ baseUrl, keyId: SANDBOX.sdkKey, secret: SANDBOX.secret });
  }

  async #send(method: "GET" | "POST" | "PATCH" | "DELETE", path: string, data?: unknown): Promise<unknown> {
    const res = await this.request.fetch(path, {
      method,
      ...(data === undefined ? {} : { data: JSON.stringify(data), headers: { "content-type": "application/json" } }),
    });
    if (!res.ok()) throw new Error(`${method} ${path} → ${res.status()}: ${await res.text()}`);
    return res.status() === 204 ? undefined : res.json();
  }

  /** Back to the seed (or to a whole fixture document of your own). */
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

  async journal(): Promise<{ method: string; path: string; status: number; code?: string }[]> {
    type Entry = { method: string; path: string; status: number; code?: string };
    const body = (await this.#send("GET", "/__stub/journal")) as Entry[] | { items?: Entry[] };
    return Array.isArray(body) ? body : (body.items ?? []);
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

export const test = base.extend<{ stub: StubControl; checkout: CheckoutPage; terminal: TerminalPage }>({
  stub: async ({ request, baseURL }, use) => {
    const stub = new StubControl(request, baseURL ?? "http://localhost:4311");
    await stub.reset();
    await use(stub);
  },
  checkout: async ({ page, baseURL }, use) => {
    await use(new CheckoutPage(page, baseURL ?? "http://localhost:4311"));
  },
  // Depends on `stub` so that every terminal test starts from the seed (reset), whether it drives the stub or not.
  terminal: async ({ page, stub: _stub }, use) => {
    await use(new TerminalPage(page));
  },
});

export { expect, SANDBOX, CheckoutPage, TerminalPage };
