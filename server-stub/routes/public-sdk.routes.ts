/**
 * Public SDK routes for the widget and the terminal (X-Sdk-Key, origin checks, CORS): create, and (ours) project check,
 * poll, confirm, cancel; and the hosted page's own copies of the invoice routes under HOSTED_PAGE_API_BASE.
 */
import { SdkSourceSchema } from "../../shared/api/index.ts";
import { PUBLIC_OPERATIONS as OPS } from "../../shared/api/public-operations.ts";
import { cancelInvoice, confirmPayment, findInvoice, refreshInvoice, type EmitEvent } from "../domain/invoices.ts";
import { createInvoice } from "../domain/invoice-create.ts";
import { serializePublicInvoice } from "../domain/invoice-wire.ts";
import { publicBaseUrl, requestUrl, type AppDeps, type StubContext } from "../http/context.ts";
import type { OperationHandler, ServeOperation } from "../http/operation-routes.ts";
import { HOSTED_PAGE_API_BASE } from "../http/request-pipeline.ts";
import { StubError } from "../domain/stub-error.ts";
import { checkProjectTakesInvoices, checkWidgetActive, resolveProject } from "../domain/project-rules.ts";
import { RETIRED_INVOICE_CREATE_FIELDS, operationBody, pathId } from "../http/request-parse.ts";
import { checkProjectOrigin, publicJson } from "../http/widget-auth.ts";
import type { InvoiceRecord, ProjectRecord } from "../store.ts";

export function publicSdkRoutes(serve: ServeOperation, deps: AppDeps): void {
  const { store, clock } = deps;
  const emit: EmitEvent = (m, t, d) => deps.webhooks.emit(m, t, d);

  /** The project checks of a public request, after the key and the first origin check. */
  const widgetProject = (c: StubContext, projectId: string): ProjectRecord => {
    const project = resolveProject(store, c.get("caller"), projectId);
    checkProjectOrigin(c, deps, project);
    checkWidgetActive(project);
    return project;
  };

  const publicInvoice = (c: StubContext): InvoiceRecord => {
    const inv = findInvoice(store, c.get("caller"), pathId(c, OPS.sdkGetInvoice.id));
    widgetProject(c, inv.project_id);
    return inv;
  };

  serve(OPS.sdkCreateInvoice, (c) => {
    const body = operationBody(c, OPS.sdkCreateInvoice, {
      amountCode: "requested_amount_invalid",
      retired: RETIRED_INVOICE_CREATE_FIELDS,
    });
    widgetProject(c, body.project_id);
    const { source, ...input } = body;
    const { invoice, created } = createInvoice(
      store,
      c.get("caller"),
      input,
      clock.now(),
      publicBaseUrl(deps.config),
      emit,
      source,
    );
    return publicJson(c, serializePublicInvoice(store, invoice), created ? 201 : 200);
  });

  /**
   * (ours) The checks a create from `source` meets before its body's amount, in the create's order, and no invoice:
   * a terminal's setup asks it when settings are saved, so a wrong key or project is named then, not at the first
   * sale. The spec has no such route, and a create with a deliberately invalid field cannot stand in for it (this
   * stub, like any server free to, validates the body before it looks at the project).
   */
  const checkProject: OperationHandler = (c) => {
    const raw = requestUrl(c).searchParams.get("source");
    if (raw === null || raw === "")
      throw new StubError("field_required", "Name the integration to check: ?source=terminal or ?source=embed.", {
        field: "source",
      });
    const source = SdkSourceSchema.safeParse(raw);
    if (!source.success)
      throw new StubError("field_invalid_format", "source is terminal or embed.", { field: "source" });
    const project = widgetProject(c, pathId(c, OPS.sdkCheckProject.id));
    checkProjectTakesInvoices(project, source.data);
    return publicJson(c, { project_id: project.id, source: source.data, environment: project.environment });
  };

  /**
   * The hosted page's invoice: the key's own, whatever its project's widget switch and origins say. Those govern the
   * widget on merchants' pages; the hosted page is the provider's own page and serves every invoice's payment_url.
   */
  const hostedPageInvoice = (c: StubContext): InvoiceRecord =>
    findInvoice(store, c.get("caller"), pathId(c, OPS.sdkGetInvoice.id));

  type FindInvoice = (c: StubContext) => InvoiceRecord;
  const getInvoice =
    (find: FindInvoice): OperationHandler =>
    (c) =>
      publicJson(c, serializePublicInvoice(store, refreshInvoice(store, find(c), clock.now(), emit)));
  const choosePaymentMethod =
    (find: FindInvoice): OperationHandler =>
    (c) => {
      const inv = find(c);
      const body = operationBody(c, OPS.sdkConfirmPayment);
      return publicJson(
        c,
        serializePublicInvoice(
          store,
          confirmPayment(store, c.get("caller"), inv, body.currency, body.network, clock.now(), emit),
        ),
      );
    };
  const cancel =
    (find: FindInvoice): OperationHandler =>
    (c) =>
      publicJson(c, serializePublicInvoice(store, cancelInvoice(store, find(c), clock.now(), emit)));

  // Ours: in provider-surface mode they are not served at all, so every caller gets the 404 route_not_found a service
  // without them answers (with CORS, so a browser can read it and take the hosted page instead).
  if (!deps.config.providerSurface) {
    serve(OPS.sdkCheckProject, checkProject);
    serve(OPS.sdkGetInvoice, getInvoice(publicInvoice));
    serve(OPS.sdkConfirmPayment, choosePaymentMethod(publicInvoice));
    serve(OPS.sdkCancelInvoice, cancel(publicInvoice));
  }

  // The hosted page's own routes, in both modes: the page reads and drives its invoice as the provider's page does,
  // through routes of its own (same origin only: request-pipeline.ts answers any other origin 404).
  serve(OPS.getServerTime, (c) => c.json({ server_time: clock.now() }), HOSTED_PAGE_API_BASE);
  serve(OPS.sdkGetInvoice, getInvoice(hostedPageInvoice), HOSTED_PAGE_API_BASE);
  serve(OPS.sdkConfirmPayment, choosePaymentMethod(hostedPageInvoice), HOSTED_PAGE_API_BASE);
  serve(OPS.sdkCancelInvoice, cancel(hostedPageInvoice), HOSTED_PAGE_API_BASE);
}
