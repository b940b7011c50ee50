/** What a project allows: whether the public routes serve it, and whether it may take a new invoice from a source. */
import type { SdkSource } from "../../shared/api/index.ts";
import type { ProjectRecord, Store } from "../store.ts";
import type { Caller } from "./caller.ts";
import { StubError } from "./stub-error.ts";

/**
 * Who made an invoice: the signed API (`api`) or the public route for a source (`embed`, `terminal`). Each keeps its
 * own `external_order_id`s, so a public create never answers with, reveals or blocks an invoice the shop made with
 * its secret (issue 32: the order reference is guessable, the public key is published).
 */
export type InvoiceSource = "api" | SdkSource;

/** The integration method each public source needs: the spec's embed_not_enabled and terminal_not_enabled. */
const INTEGRATION_OF_SOURCE = { embed: "Low-Code", terminal: "Terminal" } as const;

/** The public routes serve a project only while its checkout widget is switched on. */
export function checkWidgetActive(project: ProjectRecord): void {
  if (!project.widget_active)
    throw new StubError("widget_inactive", "The checkout widget is switched off for this project.");
}

/**
 * Whether `project` may take a new invoice from `source`, in the spec's order: the widget switch (public sources),
 * the integration the source needs, the project's state, and at least one enabled token. Throws the code of the first
 * rule that fails. Both creates and the terminal's setup check ask it, so they cannot disagree.
 */
export function checkProjectTakesInvoices(project: ProjectRecord, source: InvoiceSource): void {
  if (source !== "api") {
    checkWidgetActive(project);
    const integration = INTEGRATION_OF_SOURCE[source];
    if (project.integration !== integration) {
      const code = source === "terminal" ? "terminal_not_enabled" : "embed_not_enabled";
      throw new StubError(code, `source=${source} needs a project whose integration method is ${integration}.`);
    }
  }
  if (project.status !== "Active")
    throw new StubError("project_state_invalid", "The project cannot issue invoices in its current state.");
  if (project.enabled_tokens.length === 0) {
    throw new StubError("tokens_required", "The project has no enabled tokens; enable at least one token and network.");
  }
}

/** The project the caller may use: 404 when unknown or another merchant's, 403 forbidden for the wrong environment or scope. */
export function resolveProject(store: Store, caller: Caller, projectId: string): ProjectRecord {
  const project = store.projects.get(projectId);
  if (!project || project.merchant_id !== caller.merchant.id) {
    throw new StubError("project_not_found", `Project ${projectId} was not found.`);
  }
  if (project.environment !== caller.environment) {
    throw new StubError(
      "forbidden",
      `This ${caller.environment} key cannot be used with a ${project.environment} project.`,
    );
  }
  if (caller.key.project_ids && !caller.key.project_ids.includes(project.id)) {
    throw new StubError("forbidden", "This key's scope does not include the project.");
  }
  return project;
}
