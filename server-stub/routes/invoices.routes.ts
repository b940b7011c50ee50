/** Merchant invoice routes (signed, Payment key): create, read, list, confirm-payment, cancel and sandbox simulate-payment. */
import type { Hono } from "hono";
import {
  CancelInvoiceBodySchema, ConfirmPaymentBodySchema, InvoiceCreateBodySchema, InvoiceStatusSchema, SimulatePaymentBodySchema,
} from "../../shared/api/index.ts";
import { newestFirstPage, type ListRequest } from "../domain/cursors.ts";
import { callerMaySee } from "../domain/record-visibility.ts";
import {
  cancelInvoice, confirmPayment, createInvoice, findInvoice, refreshInvoice, serializeInvoice, serializeInvoiceListItem, simulatePayment,
  type EmitEvent,
} from "../domain/invoices.ts";
import { publicOrigin, type AppDeps, type Caller, type StubEnv } from "../http/context.ts";
import { consumeRate } from "../http/rate-limit.ts";
import { checkQuery } from "../http/request-body.ts";
import { enumParams, pageLimit, parseBody, pathId, queryId, unixParam } from "../http/request-parse.ts";
import { signedAuth } from "../http/signed-auth.ts";
import type { InvoiceRecord } from "../store.ts";

export const INVOICE_LIST_PARAMS = ["limit", "cursor", "status", "external_order_id", "project_id", "created_from", "created_to"] as const;

export function invoiceRoutes(app: Hono<StubEnv>, deps: AppDeps): void {
  const { store, clock } = deps;
  const auth = signedAuth(deps, "payment");
  const emit: EmitEvent = (m, t, d) => deps.webhooks.emit(m, t, d);

  app.post("/v1/invoices", auth, (c) => {
    checkQuery(c, []);
    const caller = c.get("caller");
    consumeRate(store, clock, caller.merchant, "invoice_create");
    const body = parseBody(c, InvoiceCreateBodySchema);
    const { invoice, created } = createInvoice(store, caller, body, clock.now(), publicOrigin(c, deps.config), emit);
    return c.json(serializeInvoice(invoice), created ? 201 : 200);
  });

  app.get("/v1/invoices/:id", auth, (c) => {
    checkQuery(c, []);
    const inv = findInvoice(store, c.get("caller"), pathId(c, "inv_", "invoice_id"));
    return c.json(serializeInvoice(refreshInvoice(store, inv, clock.now(), emit)));
  });

  app.get("/v1/invoices", auth, (c) => {
    checkQuery(c, INVOICE_LIST_PARAMS);
    return c.json(listInvoices(deps, c.get("caller"), new URL(c.req.url), emit));
  });

  app.post("/v1/invoices/:id/confirm-payment", auth, (c) => {
    checkQuery(c, []);
    const caller = c.get("caller");
    const inv = findInvoice(store, caller, pathId(c, "inv_", "invoice_id"));
    const body = parseBody(c, ConfirmPaymentBodySchema);
    return c.json(serializeInvoice(confirmPayment(store, caller, inv, body.currency, body.network, clock.now(), emit)));
  });

  app.post("/v1/invoices/:id/cancel", auth, (c) => {
    checkQuery(c, []);
    const inv = findInvoice(store, c.get("caller"), pathId(c, "inv_", "invoice_id"));
    parseBody(c, CancelInvoiceBodySchema);
    return c.json(serializeInvoice(cancelInvoice(store, inv, clock.now(), emit)));
  });

  app.post("/v1/sandbox/invoices/:id/simulate-payment", auth, (c) => {
    checkQuery(c, []);
    const inv = findInvoice(store, c.get("caller"), pathId(c, "inv_", "invoice_id"));
    const body = parseBody(c, SimulatePaymentBodySchema);
    return c.json(serializeInvoice(simulatePayment(store, inv, body.stage, clock.now(), emit)));
  });
}

function listInvoices(deps: AppDeps, caller: Caller, url: URL, emit: EmitEvent) {
  const { store, clock, config } = deps;
  const now = clock.now();
  const limit = pageLimit(url);
  const statuses = enumParams(url, "status", InvoiceStatusSchema, "an invoice status");
  const projectId = queryId(url, "project_id", "prj_");
  const externalId = url.searchParams.get("external_order_id") ?? undefined;
  const from = unixParam(url, "created_from");
  const to = unixParam(url, "created_to");
  const list: ListRequest = {
    resource: "invoices",
    filters: [[...statuses].sort(), projectId ?? null, externalId ?? null, from ?? null, to ?? null, limit],
    caller,
    scope: caller.key.project_ids?.join(",") ?? "*",
    limit,
    cursor: url.searchParams.get("cursor"),
    now,
  };
  const keep = (inv: InvoiceRecord): boolean => {
    const listed =
      callerMaySee(caller, inv) &&
      (projectId === undefined || inv.project_id === projectId) &&
      (externalId === undefined || inv.order.external_id === externalId) &&
      (from === undefined || inv.created_at >= from) &&
      (to === undefined || inv.created_at <= to);
    if (!listed) return false;
    // Shown, and filtered by status, as time has left it (an awaiting invoice past its deadline is expired).
    refreshInvoice(store, inv, now, emit);
    return statuses.length === 0 || statuses.includes(inv.status);
  };
  const { page, next_cursor } = newestFirstPage(config.cursorSecret, list, store.invoices.values(), keep);
  return { items: page.map(serializeInvoiceListItem), next_cursor };
}
