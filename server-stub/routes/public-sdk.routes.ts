/** Public SDK routes for the widget and the terminal (X-Sdk-Key, origin checks, CORS): create, poll, confirm, cancel. */
import type { Hono } from "hono";
import { ConfirmPaymentBodySchema, SdkCreateBodySchema } from "../../shared/api/index.ts";
import {
  cancelInvoice, confirmPayment, createInvoice, findInvoice, refreshInvoice, resolveProject, serializePublicInvoice, type EmitEvent,
} from "../domain/invoices.ts";
import { publicBaseUrl, type AppDeps, type StubContext, type StubEnv } from "../http/context.ts";
import { StubError } from "../http/problem-response.ts";
import { checkQuery } from "../http/request-body.ts";
import { parseBody, pathId } from "../http/request-parse.ts";
import { checkProjectOrigin, publicJson, widgetAuth } from "../http/widget-auth.ts";
import type { InvoiceRecord, ProjectRecord } from "../store.ts";

export function publicSdkRoutes(app: Hono<StubEnv>, deps: AppDeps): void {
  const { store, clock } = deps;
  const emit: EmitEvent = (m, t, d) => deps.webhooks.emit(m, t, d);
  const auth = widgetAuth(deps);

  /** The project checks of a public request, after the key and the first origin check. */
  const widgetProject = (c: StubContext, projectId: string): ProjectRecord => {
    const project = resolveProject(store, c.get("caller"), projectId);
    checkProjectOrigin(c, deps, project);
    if (!project.widget_active) throw new StubError("widget_inactive", "The checkout widget is switched off for this project.");
    return project;
  };

  const publicInvoice = (c: StubContext): InvoiceRecord => {
    const inv = findInvoice(store, c.get("caller"), pathId(c, "inv_", "invoice_id"));
    widgetProject(c, inv.project_id);
    return inv;
  };

  app.post("/public/v1/sdk", auth, (c) => {
    checkQuery(c, []);
    const body = parseBody(c, SdkCreateBodySchema, { amountCode: "requested_amount_invalid" });
    const project = widgetProject(c, body.project_id);
    if (body.source === "terminal" && project.integration !== "Terminal") {
      throw new StubError("terminal_not_enabled", "source=terminal needs a project whose integration method is Terminal.");
    }
    if (body.source === "embed" && project.integration !== "Low-Code") {
      throw new StubError("embed_not_enabled", "source=embed needs a project whose integration method is Low-Code.");
    }
    const { source: _source, ...input } = body;
    const { invoice, created } = createInvoice(store, c.get("caller"), input, clock.now(), publicBaseUrl(deps.config), emit);
    return publicJson(c, serializePublicInvoice(store, invoice), created ? 201 : 200);
  });

  app.get("/public/v1/sdk/invoices/:id", auth, (c) => {
    checkQuery(c, []);
    const inv = publicInvoice(c);
    return publicJson(c, serializePublicInvoice(store, refreshInvoice(store, inv, clock.now(), emit)));
  });

  app.post("/public/v1/sdk/invoices/:id/confirm-payment", auth, (c) => {
    checkQuery(c, []);
    const inv = publicInvoice(c);
    const body = parseBody(c, ConfirmPaymentBodySchema);
    return publicJson(c, serializePublicInvoice(store, confirmPayment(store, c.get("caller"), inv, body.currency, body.network, clock.now(), emit)));
  });

  app.post("/public/v1/sdk/invoices/:id/cancel", auth, (c) => {
    checkQuery(c, []);
    const inv = publicInvoice(c);
    return publicJson(c, serializePublicInvoice(store, cancelInvoice(store, inv, clock.now(), emit)));
  });
}
