import { describe, expect, it } from "vitest";
import { loadFixtureFile } from "../fixture.ts";
import type { ProjectRecord } from "../store.ts";
import { checkProjectTakesInvoices, type InvoiceSource } from "./project-rules.ts";
import { StubError } from "./stub-error.ts";

const seed = loadFixtureFile();
const shop = seed.projects.find((p) => p.id === "prj_demo_shop") as ProjectRecord;

/** The code the rule answers for `project` and `source`, or "ok". */
function verdict(changes: Partial<ProjectRecord>, source: InvoiceSource): string {
  try {
    checkProjectTakesInvoices({ ...shop, ...changes }, source);
    return "ok";
  } catch (err) {
    if (err instanceof StubError) return err.code;
    throw err;
  }
}

describe("checkProjectTakesInvoices", () => {
  it.each<[string, Partial<ProjectRecord>, InvoiceSource, string]>([
    ["a Low-Code project takes invoices from its shop's page", {}, "embed", "ok"],
    ["and from the merchant's server", {}, "api", "ok"],
    ["but not from a terminal", {}, "terminal", "terminal_not_enabled"],
    ["a Terminal project takes them from a terminal", { integration: "Terminal" }, "terminal", "ok"],
    ["but not from a page", { integration: "Terminal" }, "embed", "embed_not_enabled"],
    [
      "the widget switch comes first for public sources",
      { widget_active: false, integration: "Terminal" },
      "embed",
      "widget_inactive",
    ],
    ["the widget switch does not concern the merchant's server", { widget_active: false }, "api", "ok"],
    ["a suspended project takes none", { status: "Suspended" }, "api", "project_state_invalid"],
    ["the integration is checked before the state", { status: "Suspended" }, "terminal", "terminal_not_enabled"],
    ["a project without tokens takes none", { enabled_tokens: [] }, "embed", "tokens_required"],
    [
      "the state is checked before the tokens",
      { status: "Archived", enabled_tokens: [] },
      "api",
      "project_state_invalid",
    ],
  ])("%s", (_title, changes, source, expected) => {
    expect(verdict(changes, source)).toBe(expected);
  });
});
