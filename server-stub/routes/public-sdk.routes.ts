/** Public SDK routes for the widget and the terminal (X-Sdk-Key, origin checks, CORS): create, poll, confirm, cancel. */
import { SdkSourceSchema, type SdkSource } from "../../shared/api/index.ts";
import { PUBLIC_OPERATIONS as OPS } from "../../shared/api/public-operations.ts";
import {
  cancelInvoice, confirmPayment, createInvoice, findInvoice, refreshInvoice, resolveProject, serializePublicInvoice, type EmitEvent,
} from "../domain/invoices.ts";
import { publicBaseUrl, requestUrl, type AppDeps, type StubContext } from "../http/context.ts";
import type { ServeOperation } from "../http/operation-routes.ts";
import { StubError } from "../domain/stub-error.ts";
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
    if (!project.widget_active) throw new StubError("widget_inactive", "The checkout widget is switched off for this project.");
    return project;
  };

  const publicInvoice = (c: StubContext): InvoiceRecord => {
    const inv = findInvoice(store, c.get("caller"), pathId(c, OPS.sdkGetInvoice.id));
    widgetProject(c, inv.project_id);
    return inv;
  };

  /** The integration a source needs: the spec's terminal_not_enabled and embed_not_enabled. */
  const checkSource = (project: ProjectRecord, source: SdkSource): void => {
    if (source === "terminal" && project.integration !== "Terminal") {
      throw new StubError("terminal_not_enabled", "source=terminal needs a project whose integration method is Terminal.");
    }
    if (source === "embed" && project.integration !== "Low-Code") {
      throw new StubError("embed_not_enabled", "source=embed needs a project whose integration method is Low-Code.");
    }
  };

  serve(OPS.sdkCreateInvoice, (c) => {
    const body = operationBody(c, OPS.sdkCreateInvoice, { amountCode: "requested_amount_invalid" });
    const project = widgetProject(c, body.project_id);
    checkSource(project, body.source);
    const { source: _source, ...input } = body;
    const { invoice, created } = createInvoice(store, c.get("caller"), input, clock.now(), publicBaseUrl(deps.config), emit);
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
    checkSource(project, source.data);
    if (project.status !== "Active") throw new StubError("project_state_invalid", "The project cannot issue invoices in its current state.");
    if (project.enabled_tokens.length === 0) throw new StubError("tokens_required", "The project has no enabled tokens; enable at least one token and network.");
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
