import { describe, expect, it } from "vitest";
import type { Caller } from "./caller.ts";
import type { KeyRecord, MerchantRecord } from "../store.ts";
import { callerMaySee } from "./record-visibility.ts";

function caller(projectIds?: string[]): Caller {
  const key = {
    id: "sk_test_a",
    merchant_id: "mer_a",
    environment: "sandbox",
    ...(projectIds ? { project_ids: projectIds } : {}),
  } as KeyRecord;
  return { key, merchant: { id: "mer_a" } as MerchantRecord, environment: "sandbox" };
}

const invoice = { merchant_id: "mer_a", environment: "sandbox", project_id: "prj_one" } as const;
const withdrawal = { merchant_id: "mer_a", environment: "sandbox" } as const;

describe("callerMaySee", () => {
  it("shows a record of the caller's merchant and environment to an unscoped key", () => {
    expect(callerMaySee(caller(), invoice)).toBe(true);
    expect(callerMaySee(caller(), withdrawal)).toBe(true);
  });

  it("hides another merchant's record and the same merchant's other environment", () => {
    expect(callerMaySee(caller(), { ...invoice, merchant_id: "mer_b" })).toBe(false);
    expect(callerMaySee(caller(), { ...invoice, environment: "production" })).toBe(false);
    expect(callerMaySee(caller(), { ...withdrawal, environment: "production" })).toBe(false);
  });

  it("shows a project-scoped key only the projects in its scope", () => {
    expect(callerMaySee(caller(["prj_one", "prj_two"]), invoice)).toBe(true);
    expect(callerMaySee(caller(["prj_two"]), invoice)).toBe(false);
    expect(callerMaySee(caller([]), invoice)).toBe(false);
  });

  it("does not narrow a merchant-level record such as a withdrawal by the key's project scope", () => {
    expect(callerMaySee(caller(["prj_two"]), withdrawal)).toBe(true);
    expect(callerMaySee(caller(["prj_two"]), { ...withdrawal, merchant_id: "mer_b" })).toBe(false);
  });
});
