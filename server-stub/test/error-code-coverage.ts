/**
 * The coverage check of the stub's rules, across the rule files that each run as their own test file: every
 * catalogued problem code must be answered by a real rule somewhere (never by a forced fault), and `field` outside
 * validation errors only where the spec puts it. Vitest's global setup: each test file that makes a stub through the
 * harness writes what it saw into the folder `setup` provides, and the teardown reads them all once every file has
 * run. A run of every rule file in full must see the whole catalogue; a run narrowed by a path or `-t` proves less,
 * so it checks only that what it saw is catalogued and allowed, and says what it left unchecked.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { ERROR_CODES } from "../../shared/api/index.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The folder each test file writes the problem codes it saw into (error-code-coverage.ts). */
    stubCodeRecords: string;
  }
}

/** Codes no rule of the spec triggers in the stub; each needs a forced fault (Prefer: code= or the fault queue). */
export const FORCED_ONLY: Record<string, string> = {
  not_found:
    "every resource the spec names has its own not-found code (invoice_not_found, project_not_found, …); the generic one has no trigger",
  concurrency_conflict:
    "the provider answers it when two writes race on one record; the stub applies requests one at a time, so no race happens",
};

/** The one problem outside validation (400) that carries `field`: the reused external_order_id is about one field. */
export const FIELD_OUTSIDE_VALIDATION_ALLOWED = ["conflict 409 external_order_id"];

/** What one test file saw: its problem codes, its `field`s outside validation, and whether every test of it ran. */
export interface CodeRecord {
  file: string;
  complete: boolean;
  codes: string[];
  fieldOutsideValidation: string[];
}

const RULES_FOLDER = new URL(".", import.meta.url).pathname;
const RULE_FILE = /\.rules\.test\.ts$/;

/** The rule files on disk: the ones a full run must have run to the end. */
export function ruleFiles(): string[] {
  return readdirSync(RULES_FOLDER)
    .filter((f) => RULE_FILE.test(f))
    .sort();
}

/** What is wrong with the codes these records saw, or [] when nothing is; `rules` are the rule files a full run has. */
export function coverageProblems(records: readonly CodeRecord[], rules: readonly string[]): string[] {
  const observed = new Set(records.flatMap((r) => r.codes));
  const problems: string[] = [];
  const uncatalogued = [...observed].filter((c) => !(ERROR_CODES as readonly string[]).includes(c)).sort();
  if (uncatalogued.length > 0) problems.push(`answered codes the catalogue does not have: ${uncatalogued.join(", ")}`);
  const fields = [...new Set(records.flatMap((r) => r.fieldOutsideValidation))].sort();
  const strayFields = fields.filter((f) => !FIELD_OUTSIDE_VALIDATION_ALLOWED.includes(f));
  if (strayFields.length > 0) problems.push(`put \`field\` on a problem outside validation: ${strayFields.join("; ")}`);
  const ranInFull = new Set(records.filter((r) => r.complete).map((r) => r.file));
  if (rules.every((f) => ranInFull.has(f))) {
    const unseen = ERROR_CODES.filter((c) => !(c in FORCED_ONLY) && !observed.has(c));
    if (unseen.length > 0) problems.push(`no rule answered these catalogued codes: ${unseen.join(", ")}`);
    const missingField = FIELD_OUTSIDE_VALIDATION_ALLOWED.filter((f) => !fields.includes(f));
    if (missingField.length > 0) problems.push(`no rule showed the allowed \`field\`: ${missingField.join("; ")}`);
  }
  return problems;
}

export default function setup(project: TestProject): () => void {
  const folder = mkdtempSync(join(tmpdir(), "stub-codes-"));
  project.provide("stubCodeRecords", folder);
  return () => {
    const records = readdirSync(folder).map((f) => JSON.parse(readFileSync(join(folder, f), "utf8")) as CodeRecord);
    rmSync(folder, { recursive: true, force: true });
    if (records.length === 0) return;
    const rules = ruleFiles();
    const problems = coverageProblems(records, rules);
    const full = records.filter((r) => r.complete && rules.includes(r.file)).length;
    if (problems.length > 0) {
      console.error(`\nStub error-code coverage FAILED:\n${problems.map((p) => `  - ${p}`).join("\n")}\n`);
      process.exitCode = 1;
    } else if (full < rules.length && records.some((r) => rules.includes(r.file))) {
      console.log(
        `Stub error-code coverage: ${full} of ${rules.length} rule files ran in full, so only the codes seen were checked (catalogued, field rule); run them all for the whole catalogue.`,
      );
    }
  };
}
