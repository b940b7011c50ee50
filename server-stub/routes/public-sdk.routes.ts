/** Public SDK routes for the widget and the terminal (X-Sdk-Key, origin checks, CORS): create, poll, confirm, cancel. */
import { SdkSourceSchema } from "../../shared/api/index.ts";
import { PUBLIC_OPERATIONS as OPS } from "../../shared/api/public-operations.ts";
import {
  cancelInvoice, confirmPayment, createInvoice, findInvoice, refreshInvoice, resolveProject, serializePublicInvoice, type EmitEvent,
} from "../domain/invoices.ts";
import { publicBaseUrl, requestUrl, type AppDeps, type StubContext } from "../http/context.ts";
import type { ServeOperation } from "../http/operation-routes.ts";
import { StubError } from "../domain/stub-error.ts";
import { checkProjectTakesInvoices, checkWidgetActive } from "../domain/project-rules.ts";
import { operationBody, pathId } from "../http/request-parse.ts";
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
    const body = operationBody(c, OPS.sdkCreateInvoice, { amountCode: "requested_amount_invalid" });
    widgetProject(c, body.project_id);
    const { source, ...input } = body;
    const { invoice, created } = createInvoice(store, c.get("caller"), input, source, clock.now(), publicBaseUrl(deps.config), emit);
    return publicJson(c, serializePublicInvoice(store, invoice), created ? 201 : 200);
  });

  /**
   * (ours) The checks a create from `source` meets before its body's amount, in the create's order, and no invoice:
   * a terminal's setup asks it when settings are saved, so a wrong key or project is named then, not at the first
   * sale. The spec has no such route, and a create with a deliberately invalid field cannot stand in for it (this
   * stub, like any server free to, validates the body before it looks at the project).
   */
  serve(OPS.sdkCheckProject, (c) => {
    const raw = requestUrl(c).searchParams.get("source");
    if (raw === null || raw === "") throw new StubError("field_required", "Name the integration to check: ?source=terminal or ?source=embed.", { field: "source" });
    const source = SdkSourceSchema.safeParse(raw);
    if (!source.success) throw new StubError("field_invalid_format", "source is terminal or embed.", { field: "source" });
    const project = widgetProject(c, pathId(c, OPS.sdkCheckProject.id));
    checkProjectTakesInvoices(project, source.data);
    return publicJson(c, { project_id: project.id, source: source.data, environment: project.environment });
  });

  serve(OPS.sdkGetInvoice, (c) => {
    const inv = publicInvoice(c);
    return publicJson(c, serializePublicInvoice(store, refreshInvoice(store, inv, clock.now(), emit)));
  });

  serve(OPS.sdkConfirmPayment, (c) => {
    const inv = publicInvoice(c);
    const body = operationBody(c, OPS.sdkConfirmPayment);
    return publicJson(c, serializePublicInvoice(store, confirmPayment(store, c.get("caller"), inv, body.currency, body.network, clock.now(), emit)));
  });

  serve(OPS.sdkCancelInvoice, (c) => {
    const inv = publicInvoice(c);
    return publicJson(c, serializePublicInvoice(store, cancelInvoice(store, inv, clock.now(), emit)));
  });
}
