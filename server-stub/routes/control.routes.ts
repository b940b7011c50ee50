/** The test-control surface under /__stub/: reset, clock, state setters, faults, journal, simulations and webhooks. */
import type { Hono } from "hono";
import * as z from "zod";
import { SimulatePaymentBodySchema, isErrorCode } from "../../shared/api/index.ts";
import { KeyPatchSchema, MerchantPatchSchema, PlatformPatchSchema, ProjectPatchSchema, parseFixture, type Fixture } from "../fixture.ts";
import { reorgPayments, serializeInvoice, simulatePayment, sweepInvoices, type EmitEvent } from "../domain/invoices.ts";
import { failWithdrawal, serializeWithdrawal } from "../domain/withdrawals.ts";
import type { AppDeps, StubContext, StubEnv } from "../http/context.ts";
import { StubError } from "../domain/stub-error.ts";
import { MAX_ROTATION_GRACE_SECONDS, patchKey, patchMerchant, patchProject, rotateKeySecret, visibleKey } from "../domain/dashboard.ts";
import { jsonBody } from "../http/request-body.ts";
import { parseBody } from "../http/request-parse.ts";

const ClockBody = z.object({ now: z.number().int().positive().optional(), advance_seconds: z.number().int().optional() }).strict();
const FaultBody = z.object({
  method: z.string().optional(),
  path: z.string().min(1),
  count: z.number().int().positive().default(1),
  code: z.string().refine(isErrorCode, "not a catalogued code").optional(),
  status: z.number().int().min(100).max(599).optional(),
  delay_ms: z.number().int().nonnegative().max(120_000).optional(),
  drop: z.boolean().optional(),
}).strict();
const RotateBody = z.object({
  secret: z.string().min(1),
  grace_seconds: z.number().int().positive().max(MAX_ROTATION_GRACE_SECONDS).default(24 * 3600),
}).strict();
const WebhookBody = z.object({
  // Deliveries are HTTP POSTs: a file:, data: or other scheme is refused here rather than failing (or worse) later.
  // A user name or password in it would be kept, listed and echoed in delivery errors: the signature is the proof.
  url: z
    .url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })
    .refine((url) => !hasCredentials(url), "must not carry a user name or password (user:pass@): deliveries are proven by their signature"),
  secret: z.string().min(1).optional(),
  secrets: z.array(z.string().min(1)).min(1).optional(),
  merchant_id: z.string().min(1).optional(),
}).strict();

/** Whether a URL names a user or password before its host. */
function hasCredentials(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.username !== "" || parsed.password !== "";
  } catch {
    return false; // not a URL at all: the url check above says so
  }
}

/** A signing secret nobody can guess: 24 random bytes, not a counter. */
function newWebhookSecret(): string {
  // whsec_<base62>, as the provider's dashboard spells them (the PHP SDK's WebhookVerifier): no "-" or "_" inside.
  const alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
  let tail = "";
  while (tail.length < 32) {
    // Bytes from 248 up are skipped so that each character is equally likely (248 = 4 × 62).
    for (const b of crypto.getRandomValues(new Uint8Array(32))) if (b < 248 && tail.length < 32) tail += alphabet[b % 62];
  }
  return `whsec_${tail}`;
}

function controlBody<T extends z.ZodType>(c: StubContext, schema: T): z.infer<T> {
  const r = schema.safeParse(jsonBody(c, false) ?? {});
  if (!r.success) {
    const first = r.error.issues[0];
    const path = first && first.path.length > 0 ? first.path.join(".") : "(body)";
    // A check that names its spec code (a project's success_url: field_invalid_format) answers with it.
    const named: unknown = first?.code === "custom" ? first.params?.code : undefined;
    const code = typeof named === "string" && isErrorCode(named) ? named : "validation_failed";
    throw new StubError(code, `${path}: ${first?.message ?? "invalid"}`, first && first.path.length > 0 ? { field: path } : {});
  }
  return r.data;
}

export function controlRoutes(app: Hono<StubEnv>, deps: AppDeps, seed: () => Fixture): void {
  const { store, clock, webhooks } = deps;
  const emit: EmitEvent = (m, t, d) => webhooks.emit(m, t, d);

  app.post("/__stub/reset", (c) => {
    const body = jsonBody(c, false);
    let fixture = seed();
    if (body !== undefined) {
      const r = parseFixture(body);
      if (!r.ok) throw new StubError("validation_failed", r.error, { field: r.field });
      fixture = r.fixture;
    }
    webhooks.cancelAll();
    store.reset(fixture);
    // Time moved by one test must not leak into the next: a fixture's clock_start, else the stub's own start.
    if (fixture.clock_start !== undefined) clock.set(fixture.clock_start);
    else clock.restart();
    return c.body(null, 204);
  });

  app.get("/__stub/clock", (c) => c.json({ now: clock.now() }));
  app.post("/__stub/clock", (c) => {
    const body = controlBody(c, ClockBody);
    if (body.now !== undefined) clock.set(body.now);
    if (body.advance_seconds !== undefined) clock.advance(body.advance_seconds);
    sweepInvoices(store, clock.now(), emit);
    return c.json({ now: clock.now() });
  });

  app.patch("/__stub/projects/:id", (c) => c.json(patchProject(store, c.req.param("id"), controlBody(c, ProjectPatchSchema))));
  app.patch("/__stub/keys/:id", (c) => c.json(visibleKey(patchKey(store, c.req.param("id"), controlBody(c, KeyPatchSchema)))));
  app.post("/__stub/keys/:id/rotate", (c) => {
    const body = controlBody(c, RotateBody);
    return c.json(visibleKey(rotateKeySecret(store, c.req.param("id"), body.secret, body.grace_seconds, clock.now())));
  });
  app.patch("/__stub/merchants/:id", (c) => c.json(patchMerchant(store, c.req.param("id"), controlBody(c, MerchantPatchSchema))));
  app.get("/__stub/platform", (c) => c.json(store.platform));
  app.patch("/__stub/platform", (c) => {
    Object.assign(store.platform, controlBody(c, PlatformPatchSchema));
    return c.json(store.platform);
  });

  app.get("/__stub/faults", (c) => c.json(store.faults));
  app.post("/__stub/faults", (c) => {
    const { count, ...rest } = controlBody(c, FaultBody);
    const fault = { ...rest, remaining: count };
    store.faults.push(fault);
    return c.json(fault, 201);
  });
  app.delete("/__stub/faults", (c) => {
    store.faults.length = 0;
    return c.body(null, 204);
  });

  app.get("/__stub/journal", (c) => c.json(store.journal));
  app.delete("/__stub/journal", (c) => {
    store.journal.length = 0;
    return c.body(null, 204);
  });

  app.get("/__stub/invoices", (c) => c.json([...store.invoices.values()].map(serializeInvoice)));
  app.post("/__stub/invoices/:id/simulate", (c) => {
    const inv = store.invoices.get(c.req.param("id"));
    if (!inv) throw new StubError("invoice_not_found", `Invoice ${c.req.param("id")} was not found.`);
    const body = parseBody(c, SimulatePaymentBodySchema);
    return c.json(serializeInvoice(simulatePayment(store, inv, body.stage, clock.now(), emit)));
  });

  app.post("/__stub/invoices/:id/reorg", (c) => {
    const inv = store.invoices.get(c.req.param("id"));
    if (!inv) throw new StubError("invoice_not_found", `Invoice ${c.req.param("id")} was not found.`);
    return c.json(serializeInvoice(reorgPayments(store, inv, clock.now(), emit)));
  });
  app.post("/__stub/withdrawals/:id/fail", (c) => {
    const w = store.withdrawals.get(c.req.param("id"));
    if (!w) throw new StubError("withdrawal_not_found", `Withdrawal ${c.req.param("id")} was not found.`);
    return c.json(serializeWithdrawal(failWithdrawal(store, w, clock.now(), emit)));
  });

  app.get("/__stub/webhooks", (c) => c.json(store.webhookEndpoints.map(({ secrets: _s, ...e }) => e)));
  app.post("/__stub/webhooks", (c) => {
    const body = controlBody(c, WebhookBody);
    const secrets = body.secrets ?? [body.secret ?? newWebhookSecret()];
    if (body.merchant_id !== undefined && !store.merchants.has(body.merchant_id)) {
      throw new StubError("validation_failed", `merchant_id: no merchant ${body.merchant_id} in the fixture`, { field: "merchant_id" });
    }
    const endpoint = { id: store.nextId("we_"), url: body.url, secrets, ...(body.merchant_id !== undefined ? { merchant_id: body.merchant_id } : {}) };
    store.webhookEndpoints.push(endpoint);
    return c.json({ id: endpoint.id, url: endpoint.url, secret: secrets[0], secrets, ...(body.merchant_id !== undefined ? { merchant_id: body.merchant_id } : {}) }, 201);
  });
  app.delete("/__stub/webhooks", (c) => {
    store.webhookEndpoints.length = 0;
    return c.body(null, 204);
  });
  app.get("/__stub/webhooks/deliveries", (c) => c.json(store.deliveries));
  app.get("/__stub/events", (c) => c.json(store.events));
}
