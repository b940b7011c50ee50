/** Client of the stub's `/__stub/*` control API over HTTP: what a test or script uses to set the stage and move time. */
import type { SimulatePaymentBody } from "../../shared/api/schemas/bodies.ts";
import { MerchantClient } from "../../shared/client/merchant-client.ts";
import { SANDBOX } from "../sandbox.ts";
import {
  CONTROL_HEADER,
  CONTROL_HEADER_VALUE,
  CONTROL_OPERATIONS,
  controlPath,
  type ControlAnswer,
  type ControlBodyInput,
  type ControlOperation,
  type ControlOperationName,
  type ControlRequest,
} from "./control-operations.ts";

type Operations = typeof CONTROL_OPERATIONS;

/** Some fields of a project, as the patchProject operation takes them. */
export type ProjectPatch = ControlBodyInput<Operations["patchProject"]>;
export type KeyPatch = ControlBodyInput<Operations["patchKey"]>;
export type MerchantPatch = ControlBodyInput<Operations["patchMerchant"]>;
export type PlatformPatch = ControlBodyInput<Operations["patchPlatform"]>;
/** A fault to queue: `path` exact or a prefix ending in `*`, `count` requests (default 1), a code, status, delay or drop. */
export type FaultSpec = ControlBodyInput<Operations["addFault"]>;
export type SimulateStage = SimulatePaymentBody["stage"];
export type JournalEntry = ControlAnswer<Operations["getJournal"]>[number];
/** A new webhook endpoint: `secret` is what the receiver verifies `X-Webhook-Signature` with. */
export type WebhookEndpoint = ControlAnswer<Operations["addWebhook"]>;

/** A call's request: optional when the operation has neither an `{id}` nor a required body. */
type CallArgs<O extends ControlOperation> =
  object extends ControlRequest<O> ? [request?: ControlRequest<O>] : [request: ControlRequest<O>];

/** Every call throws an Error naming the method, path, status and body on a non-2xx answer. */
export class StubControl {
  /** The stub's base URL, e.g. `http://localhost:43117`. */
  readonly url: string;
  /** A signed client with the seed's sandbox key, for the merchant API (`/v1/*`). */
  readonly merchant: MerchantClient;

  readonly #fetch: typeof fetch;

  /** `options.fetch`: how to reach the stub (over `--https`, one that trusts its certificate; default the global fetch). */
  constructor(url: string, options: { fetch?: typeof fetch } = {}) {
    this.url = url.replace(/\/+$/, "");
    this.#fetch = options.fetch ?? ((input, init) => fetch(input, init));
    this.merchant = new MerchantClient({
      baseUrl: this.url,
      keyId: SANDBOX.sdkKey,
      secret: SANDBOX.secret,
      fetch: this.#fetch,
    });
  }

  /**
   * Any control operation by its name in CONTROL_OPERATIONS, e.g. `call("patchKey", { id, body: { revoked: true } })`:
   * the id, the body and the answer are typed by the table.
   */
  async call<N extends ControlOperationName>(
    name: N,
    ...[request]: CallArgs<Operations[N]>
  ): Promise<ControlAnswer<Operations[N]>> {
    const operation: ControlOperation = CONTROL_OPERATIONS[name];
    const path = controlPath(operation, request?.id);
    const data: unknown = request?.body;
    const res = await this.#fetch(this.url + path, {
      method: operation.method,
      // The stub refuses control requests without it (a header other sites' pages cannot send).
      headers: {
        [CONTROL_HEADER]: CONTROL_HEADER_VALUE,
        ...(data === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(data === undefined ? {} : { body: JSON.stringify(data) }),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${operation.method} ${path} → ${res.status}: ${text}`);
    const answer: unknown = text === "" ? undefined : JSON.parse(text);
    // The one assertion of the client: the answer has the table's answer schema, which control-operations.test.ts holds
    // every answer of the stub to (204 has none).
    return answer as ControlAnswer<Operations[N]>;
  }

  /** Back to the seed (or to a whole fixture document of your own); also cancels pending webhooks and resets the clock. */
  async reset(fixture?: unknown): Promise<void> {
    await this.call("reset", fixture === undefined ? {} : { body: fixture });
  }

  async now(): Promise<number> {
    return (await this.call("getClock")).now;
  }

  async setClock(now: number): Promise<number> {
    return (await this.call("setClock", { body: { now } })).now;
  }

  async advanceClock(seconds: number): Promise<number> {
    return (await this.call("setClock", { body: { advance_seconds: seconds } })).now;
  }

  async patchProject(projectId: string, patch: ProjectPatch): Promise<ControlAnswer<Operations["patchProject"]>> {
    return this.call("patchProject", { id: projectId, body: patch });
  }

  async setAllowedOrigins(projectId: string, origins: string[]): Promise<ControlAnswer<Operations["patchProject"]>> {
    return this.patchProject(projectId, { allowed_origins: origins });
  }

  async setWidgetActive(projectId: string, active: boolean): Promise<ControlAnswer<Operations["patchProject"]>> {
    return this.patchProject(projectId, { widget_active: active });
  }

  async patchKey(keyId: string, patch: KeyPatch): Promise<ControlAnswer<Operations["patchKey"]>> {
    return this.call("patchKey", { id: keyId, body: patch });
  }

  async patchMerchant(merchantId: string, patch: MerchantPatch): Promise<ControlAnswer<Operations["patchMerchant"]>> {
    return this.call("patchMerchant", { id: merchantId, body: patch });
  }

  async setPlatform(patch: PlatformPatch): Promise<ControlAnswer<Operations["patchPlatform"]>> {
    return this.call("patchPlatform", { body: patch });
  }

  /** Answer the next `count` matching requests with a code, a status, a delay or a dropped connection. */
  async fault(spec: FaultSpec): Promise<void> {
    await this.call("addFault", { body: spec });
  }

  async clearFaults(): Promise<void> {
    await this.call("clearFaults");
  }

  /** Every invoice the stub holds, of every merchant and environment, as the signed API shows one. */
  async invoices(): Promise<ControlAnswer<Operations["listInvoices"]>> {
    return this.call("listInvoices");
  }

  async journal(): Promise<JournalEntry[]> {
    return this.call("getJournal");
  }

  /** Deliver the merchant's events to `url`, signed with `secret` (one is made when absent). */
  async addWebhook(url: string, secret?: string): Promise<WebhookEndpoint> {
    return this.call("addWebhook", { body: { url, ...(secret === undefined ? {} : { secret }) } });
  }

  /**
   * Make the sandbox invoice paid, overpaid, underpaid or cancelled, as a wallet would. Goes through the
   * signed sandbox route (POST /v1/sandbox/invoices/{id}/simulate-payment), so the same call works against
   * the provider's real sandbox in a merchant's own suite.
   */
  async simulate(invoiceId: string, stage: SimulateStage): Promise<{ status: string }> {
    return this.merchant.simulateInvoicePayment(invoiceId, { stage });
  }

  /**
   * A chain reorg drops the sandbox invoice's payments so far: it falls back to awaiting_payment and the stub sends
   * `invoice.awaiting_payment`, the one event that says so. From confirming or underpaid_waiting.
   */
  async reorg(invoiceId: string): Promise<{ status: string }> {
    return this.call("reorgInvoice", { id: invoiceId });
  }

  /** The sandbox withdrawal fails on chain: `withdrawal.failed`, amount and fee back to the balance. */
  async failWithdrawal(withdrawalId: string): Promise<{ status: string }> {
    return this.call("failWithdrawal", { id: withdrawalId });
  }
}
