/** The control table: each operation registered as described and nothing else, every answer of its schema, no path spelled twice. */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import * as z from "zod";
import { PACKAGE_ROOT } from "../package-root.ts";
import { createStub } from "../app.ts";
import { T0, invoiceBody, makeStub, okJson } from "../test/harness.ts";
import {
  CONTROL_OPERATIONS,
  CONTROL_PATH_PREFIX,
  type ControlOperation,
  type ControlOperationName,
} from "./control-operations.ts";
import { StubControl } from "./stub-control.ts";

const operations: [ControlOperationName, ControlOperation][] = Object.entries(CONTROL_OPERATIONS) as [
  ControlOperationName,
  ControlOperation,
][];

/** `METHOD /path` of every control route an app registered, `{id}` as the router spells it (`:id`). */
function controlRoutesOf(control: boolean): string[] {
  const { app } = createStub({ control });
  return app.routes
    .filter((r) => r.path.startsWith(CONTROL_PATH_PREFIX))
    .map((r) => `${r.method} ${r.path}`)
    .sort();
}

describe("the control table", () => {
  it("is what the stub registers under /__stub/, each method and path once, and nothing when the control API is off", () => {
    const described = operations.map(([, o]) => `${o.method} ${o.path.replace("{id}", ":id")}`).sort();
    expect(new Set(described).size).toBe(described.length);
    expect(controlRoutesOf(true)).toEqual(described);
    expect(controlRoutesOf(false)).toEqual([]);
  });

  it("answers every operation, called through StubControl, with the table's answer schema and status", async () => {
    const s = makeStub((f) => {
      f.confirmation_seconds = 600;
    });
    const fetchStub = s.fetchFrom();
    const statuses: number[] = [];
    const stub = new StubControl("http://localhost:4010", {
      fetch: async (input, init) => {
        const res = await fetchStub(input instanceof Request ? input.url : String(input), init ?? {});
        statuses.push(res.status);
        return res;
      },
    });
    const answers = new Map<ControlOperationName, unknown>();
    /** Keeps an operation's answer, once its status was the table's. */
    const record = async (name: ControlOperationName, call: Promise<unknown>) => {
      answers.set(name, await call);
      expect(statuses.at(-1), name).toBe(CONTROL_OPERATIONS[name].status);
    };

    await record("reset", stub.call("reset"));
    await record("getClock", stub.call("getClock"));
    await record("setClock", stub.call("setClock", { body: { advance_seconds: 5 } }));
    await record(
      "patchProject",
      stub.call("patchProject", {
        id: "prj_demo_shop",
        body: { widget_active: true, success_url: "https://shop.example/thanks" },
      }),
    );
    await record("patchKey", stub.call("patchKey", { id: "rk_test_demo", body: { ip_whitelist: ["127.0.0.1"] } }));
    await record(
      "rotateKey",
      stub.call("rotateKey", { id: "pk_test_demo", body: { secret: "a-new-secret-for-the-sandbox-key" } }),
    );
    await record("patchMerchant", stub.call("patchMerchant", { id: "mer_sandbox", body: { withdrawal_quota: 5 } }));
    await record("getPlatform", stub.call("getPlatform"));
    await record("patchPlatform", stub.call("patchPlatform", { body: { channels_disabled: false } }));
    await record("addFault", stub.call("addFault", { body: { path: "/v1/nothing", code: "rate_limited" } }));
    await record("listFaults", stub.call("listFaults"));
    await record("clearFaults", stub.call("clearFaults"));
    await record("listWebhooks", stub.call("listWebhooks"));

    // Back to the seed's secrets; then an invoice paid into confirming (a reorg has transfers to drop), a withdrawal to
    // fail, and an endpoint that is sent the events (one delivery at least).
    await stub.reset();
    await record(
      "addWebhook",
      stub.call("addWebhook", { body: { url: "http://127.0.0.1:9/hook", merchant_id: "mer_sandbox" } }),
    );
    const invoice = await okJson<{ invoice_id: string }>(
      await s.signed("POST", "/v1/invoices", {
        body: invoiceBody({ currency: "USDT", network: "TRC20", amount: "20" }),
      }),
      201,
    );
    await record("simulateInvoice", stub.call("simulateInvoice", { id: invoice.invoice_id, body: { stage: "paid" } }));
    await record("reorgInvoice", stub.call("reorgInvoice", { id: invoice.invoice_id }));
    await record("listInvoices", stub.call("listInvoices"));
    const withdrawal = await okJson<{ withdrawal_id: string }>(
      await s.signed("POST", "/v1/withdrawals", {
        key: "rk_test_demo",
        body: {
          destination_address: "TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf",
          network: "tron",
          currency: "USDT",
          amount: "15.00",
          external_order_id: "control-table",
        },
      }),
      201,
    );
    await record("failWithdrawal", stub.call("failWithdrawal", { id: withdrawal.withdrawal_id }));
    await record("listDeliveries", stub.call("listDeliveries"));
    await record("listEvents", stub.call("listEvents"));
    await record("getJournal", stub.call("getJournal"));
    await record("clearJournal", stub.call("clearJournal"));
    await record("clearWebhooks", stub.call("clearWebhooks"));
    await stub.reset();

    expect([...answers.keys()].sort()).toEqual(operations.map(([name]) => name).sort());
    for (const [name, operation] of operations) {
      const answer = answers.get(name);
      if (operation.answer === undefined) expect(answer, name).toBeUndefined();
      else {
        const parsed = z.safeParse(operation.answer, answer);
        expect(parsed.error?.issues ?? [], name).toEqual([]);
        // Nothing the stub answers is left out of the schema (a loose look: the schema strips unknown keys).
        expect(parsed.data, name).toEqual(answer);
      }
    }
    expect(answers.get("listDeliveries")).not.toEqual([]);
    expect(await stub.now()).toBe(T0);
  });
});

/** The repository's source files: not tests, not their support, not documentation, not built output. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return ["node_modules", "dist", "test", "e2e", "docs", ".git", "test-results"].includes(entry.name)
        ? []
        : sourceFiles(path);
    return /\.(ts|mjs|js|html)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

describe("control paths", () => {
  it("are spelled in the table alone: no other source file names a /__stub/ route", () => {
    const table = join(PACKAGE_ROOT, "server-stub", "control", "control-operations.ts");
    const spelled = sourceFiles(PACKAGE_ROOT)
      .filter((file) => file !== table)
      .flatMap((file) =>
        (readFileSync(file, "utf8").match(/\/__stub\/[a-z]\w*/g) ?? []).map(
          (path) => `${relative(PACKAGE_ROOT, file)}: ${path}`,
        ),
      );
    expect(spelled).toEqual([]);
  });
});
