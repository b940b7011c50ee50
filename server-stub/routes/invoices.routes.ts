/** Merchant invoice routes (signed, Payment key): create, read, list, confirm-payment, cancel and sandbox simulate-payment. */
import { SIGNED_OPERATIONS as OPS } from "../../shared/api/signed-operations.ts";
import { InvoiceStatusSchema } from "../../shared/api/index.ts";
import { newestFirstPage, type ListRequest } from "../domain/cursors.ts";
import { callerMaySee } from "../domain/record-visibility.ts";
import {
  cancelInvoice,
  confirmPayment,
  createInvoice,
  findInvoice,
  refreshInvoice,
  serializeInvoice,
  serializeInvoiceListItem,
  simulatePayment,
  type EmitEvent,
} from "../domain/invoices.ts";
import { publicBaseUrl, requestUrl, type AppDeps } from "../http/context.ts";
import type { Caller } from "../domain/caller.ts";
import type { ServeOperation } from "../http/operation-routes.ts";
import { consumeRate } from "../http/rate-limit.ts";
import {
  RETIRED_INVOICE_CREATE_FIELDS,
  enumParams,
  pageLimit,
  operationBody,
  pathId,
  queryId,
  unixParam,
} from "../http/request-parse.ts";
import type { InvoiceRecord } from "../store.ts";

export function invoiceRoutes(serve: ServeOperation, deps: AppDeps): void {
  const { store, clock } = deps;
  const emit: EmitEvent = (m, t, d) => deps.webhooks.emit(m, t, d);

  serve(OPS.createInvoice, (c) => {
    const caller = c.get("caller");
    consumeRate(store, clock, caller.merchant, "invoice_create");
    const body = operationBody(c, OPS.createInvoice, { retired: RETIRED_INVOICE_CREATE_FIELDS });
    const { invoice, created } = createInvoice(
      store,
      caller,
      body,
      clock.now(),
      publicBaseUrl(deps.config),
      emit,
      "api",
    );
    return c.json(serializeInvoice(invoice), created ? 201 : 200);
  });

  serve(OPS.getInvoice, (c) => {
    const inv = findInvoice(store, c.get("caller"), pathId(c, OPS.getInvoice.id));
    return c.json(serializeInvoice(refreshInvoice(store, inv, clock.now(), emit)));
  });

  serve(OPS.listInvoices, (c) => {
    return c.json(listInvoices(deps, c.get("caller"), requestUrl(c), emit));
  });

  serve(OPS.confirmInvoicePayment, (c) => {
    const caller = c.get("caller");
    const inv = findInvoice(store, caller, pathId(c, OPS.confirmInvoicePayment.id));
    const body = operationBody(c, OPS.confirmInvoicePayment);
    return c.json(serializeInvoice(confirmPayment(store, caller, inv, body.currency, body.network, clock.now(), emit)));
  });

  serve(OPS.cancelInvoice, (c) => {
    const inv = findInvoice(store, c.get("caller"), pathId(c, OPS.cancelInvoice.id));
    operationBody(c, OPS.cancelInvoice);
    return c.json(serializeInvoice(cancelInvoice(store, inv, clock.now(), emit)));
  });

  serve(OPS.simulateInvoicePayment, (c) => {
    const inv = findInvoice(store, c.get("caller"), pathId(c, OPS.simulateInvoicePayment.id));
    const body = operationBody(c, OPS.simulateInvoicePayment);
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
