/** What each control operation does (reset, clock, state setters, faults, journal, simulations, webhooks); the table says where. */
import { CONTROL_OPERATIONS } from "../control/control-operations.ts";
import type { Fixture } from "../fixture.ts";
import { sweepInvoices, type EmitEvent } from "../domain/invoices.ts";
import { reorgPayments, simulatePayment } from "../domain/invoice-simulations.ts";
import { serializeInvoice } from "../domain/invoice-wire.ts";
import { failWithdrawal, serializeWithdrawal } from "../domain/withdrawals.ts";
import type { AppDeps } from "../http/context.ts";
import type { ServeControl } from "../http/control-operation-routes.ts";
import { StubError } from "../domain/stub-error.ts";
import { patchKey, patchMerchant, patchProject, rotateKeySecret, visibleKey } from "../domain/dashboard.ts";

/** A signing secret nobody can guess: 24 random bytes, not a counter. */
function newWebhookSecret(): string {
  // whsec_<base62>, as the provider's dashboard spells them (the PHP SDK's WebhookVerifier): no "-" or "_" inside.
  const alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
  let tail = "";
  while (tail.length < 32) {
    // Bytes from 248 up are skipped so that each character is equally likely (248 = 4 × 62).
    for (const b of crypto.getRandomValues(new Uint8Array(32)))
      if (b < 248 && tail.length < 32) tail += alphabet[b % 62];
  }
  return `whsec_${tail}`;
}

/** The handler of every control operation, registered from the table by `serve`. */
export function controlRoutes(serve: ServeControl, deps: AppDeps, seed: () => Fixture): void {
  const { store, clock, webhooks } = deps;
  const emit: EmitEvent = (m, t, d) => webhooks.emit(m, t, d);
  const op = CONTROL_OPERATIONS;

  serve(op.reset, ({ body }) => {
    const fixture = body ?? seed();
    webhooks.cancelAll();
    store.reset(fixture);
    // Time moved by one test must not leak into the next: a fixture's clock_start, else the stub's own start.
    if (fixture.clock_start !== undefined) clock.set(fixture.clock_start);
    else clock.restart();
  });

  serve(op.getClock, () => ({ now: clock.now() }));
  serve(op.setClock, ({ body }) => {
    if (body.now !== undefined) clock.set(body.now);
    if (body.advance_seconds !== undefined) clock.advance(body.advance_seconds);
    sweepInvoices(store, clock.now(), emit);
    return { now: clock.now() };
  });

  serve(op.patchProject, ({ id, body }) => patchProject(store, id, body));
  serve(op.patchKey, ({ id, body }) => visibleKey(patchKey(store, id, body)));
  serve(op.rotateKey, ({ id, body }) =>
    visibleKey(rotateKeySecret(store, id, body.secret, body.grace_seconds, clock.wallNow())),
  );
  serve(op.patchMerchant, ({ id, body }) => patchMerchant(store, id, body));
  serve(op.getPlatform, () => store.platform);
  serve(op.patchPlatform, ({ body }) => Object.assign(store.platform, body));

  serve(op.listFaults, () => store.faults);
  serve(op.addFault, ({ body }) => {
    const { count, ...rest } = body;
    const fault = { ...rest, remaining: count };
    store.faults.push(fault);
    return fault;
  });
  serve(op.clearFaults, () => {
    store.faults.length = 0;
  });

  serve(op.getJournal, () => store.journal);
  serve(op.clearJournal, () => {
    store.journal.length = 0;
  });

  serve(op.listInvoices, () => [...store.invoices.values()].map(serializeInvoice));
  serve(op.simulateInvoice, ({ id, body }) => {
    const inv = store.invoices.get(id);
    if (!inv) throw new StubError("invoice_not_found", `Invoice ${id} was not found.`);
    return serializeInvoice(simulatePayment(store, inv, body.stage, clock.now(), emit));
  });
  serve(op.reorgInvoice, ({ id }) => {
    const inv = store.invoices.get(id);
    if (!inv) throw new StubError("invoice_not_found", `Invoice ${id} was not found.`);
    return serializeInvoice(reorgPayments(store, inv, clock.now(), emit));
  });
  serve(op.failWithdrawal, ({ id }) => {
    const w = store.withdrawals.get(id);
    if (!w) throw new StubError("withdrawal_not_found", `Withdrawal ${id} was not found.`);
    return serializeWithdrawal(failWithdrawal(store, w, clock.now(), emit));
  });

  serve(op.listWebhooks, () => store.webhookEndpoints.map(({ secrets: _s, ...e }) => e));
  serve(op.addWebhook, ({ body }) => {
    const secrets = body.secrets ?? [body.secret ?? newWebhookSecret()];
    if (body.merchant_id !== undefined && !store.merchants.has(body.merchant_id)) {
      throw new StubError("validation_failed", `merchant_id: no merchant ${body.merchant_id} in the fixture`, {
        field: "merchant_id",
      });
    }
    const endpoint = {
      id: store.nextId("we_"),
      url: body.url,
      secrets,
      ...(body.merchant_id !== undefined ? { merchant_id: body.merchant_id } : {}),
    };
    store.webhookEndpoints.push(endpoint);
    return {
      id: endpoint.id,
      url: endpoint.url,
      secret: secrets[0],
      secrets,
      ...(body.merchant_id !== undefined ? { merchant_id: body.merchant_id } : {}),
    };
  });
  serve(op.clearWebhooks, () => {
    store.webhookEndpoints.length = 0;
  });
  serve(op.listDeliveries, () => store.deliveries);
  serve(op.listEvents, () => store.events);
}
