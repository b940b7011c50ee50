/** Merchant invoice routes (signed, Payment key): create, read, list, confirm-payment, cancel and sandbox simulate-payment. */
import { SIGNED_OPERATIONS as OPS } from "../../shared/api/signed-operations.ts";
import { InvoiceStatusSchema, type InvoiceStatus } from "../../shared/api/index.ts";
import {
  cancelInvoice,
  confirmPayment,
  findInvoice,
  listInvoices,
  refreshInvoice,
  type EmitEvent,
  type InvoiceFilters,
} from "../domain/invoices.ts";
import { createInvoice } from "../domain/invoice-create.ts";
import { simulatePayment } from "../domain/invoice-simulations.ts";
import { serializeInvoice, serializeInvoiceListItem } from "../domain/invoice-wire.ts";
import { publicBaseUrl, requestUrl, type AppDeps } from "../http/context.ts";
import type { ServeOperation } from "../http/operation-routes.ts";
import { consumeRate } from "../http/rate-limit.ts";
import {
  RETIRED_INVOICE_CREATE_FIELDS,
  enumParams,
  operationBody,
  pageRequest,
  pathId,
  queryId,
  unixParam,
} from "../http/request-parse.ts";

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
    const url = requestUrl(c);
    const asked = pageRequest(url, deps);
    const { page, next_cursor } = listInvoices(store, c.get("caller"), invoiceListQuery(url), asked, emit);
    return c.json({ items: page.map(serializeInvoiceListItem), next_cursor });
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

/** The filters of GET /v1/invoices as its query asks for them. */
function invoiceListQuery(url: URL): InvoiceFilters {
  return {
    statuses: enumParams(url, "status", InvoiceStatusSchema, "an invoice status") as InvoiceStatus[],
    projectId: queryId(url, "project_id", "prj_"),
    externalOrderId: url.searchParams.get("external_order_id") ?? undefined,
    createdFrom: unixParam(url, "created_from"),
    createdTo: unixParam(url, "created_to"),
  };
}
