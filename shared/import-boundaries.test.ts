// The lint rules that keep shared/ portable and the apps apart, checked on snippets so a config change cannot drop them.
import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";

// The snippets are files the TypeScript project does not have, so they are linted without type information: the
// boundaries are syntax rules and do not need it.
const eslint = new ESLint({
  cwd: new URL("..", import.meta.url).pathname,
  overrideConfig: tseslint.configs.disableTypeChecked,
});

async function restrictedIn(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === "no-restricted-imports" || m.ruleId === "no-restricted-globals")
    .map((m) => m.ruleId as string);
}

describe("import boundaries", () => {
  it.each([
    ["shared/api/x.ts", 'import { html } from "lit";\nexport const a = html;\n'],
    ["shared/api/x.ts", 'import { readFileSync } from "node:fs";\nexport const a = readFileSync;\n'],
    ["shared/api/x.ts", "export const a = document.title;\n"],
    ["shared/client/x.ts", 'import { x } from "../../widget/crypto-checkout.ts";\nexport const a = x;\n'],
    ["widget/x.ts", 'import { x } from "../terminal/main.ts";\nexport const a = x;\n'],
    ["widget/x.ts", 'import { x } from "../server-stub/app.ts";\nexport const a = x;\n'],
    ["terminal/x.ts", 'import { x } from "../widget/crypto-checkout.ts";\nexport const a = x;\n'],
    ["server-stub/x.ts", 'import { x } from "../terminal/main.ts";\nexport const a = x;\n'],
    ["server-stub/x.ts", 'import { LitElement } from "lit";\nexport const a = LitElement;\n'],
    ["playwright/x.ts", 'import { x } from "../widget/crypto-checkout.ts";\nexport const a = x;\n'],
    ["e2e/widget/x.spec.ts", 'import { test } from "../fixtures.ts";\nexport const a = test;\n'],
    [
      "e2e/widget/x.spec.ts",
      'import { startStub } from "../../server-stub/start-stub.ts";\nexport const a = startStub;\n',
    ],
    ["widget/ui/x/x.ts", 'import { SdkClient } from "../../../shared/client/index.ts";\nexport const a = SdkClient;\n'],
    [
      "widget/ui/x/x.ts",
      'import { SdkClient } from "../../../shared/client/sdk-client.ts";\nexport const a = SdkClient;\n',
    ],
    [
      "widget/ui/x/x.ts",
      'import { CheckoutSession } from "../../../shared/checkout/checkout-session.ts";\nexport const a = CheckoutSession;\n',
    ],
    [
      "widget/ui/x/x.ts",
      'import { CheckoutSession } from "../../../shared/checkout/index.ts";\nexport const a = CheckoutSession;\n',
    ],
    ["widget/ui/x/x.ts", 'import { x } from "../../../terminal/main.ts";\nexport const a = x;\n'],
    [
      "shared/client/x.ts",
      'import { scriptedFetch } from "../test/scripted-fetch.ts";\nexport const a = scriptedFetch;\n',
    ],
    [
      "widget/views/x/x.ts",
      'import { invoiceAt } from "../../../shared/test/checkout-fixtures.ts";\nexport const a = invoiceAt;\n',
    ],
    ["terminal/sale/x.ts", 'import { TestHost } from "../test/test-host.ts";\nexport const a = TestHost;\n'],
    ["server-stub/x.ts", 'import { x } from "./test/harness.ts";\nexport const a = x;\n'],
    ["widget/views/x/x.ts", 'import { ApiError } from "../../../shared/api/index.ts";\nexport const a = ApiError;\n'],
    [
      "terminal/sale/x.ts",
      'import { CheckoutSession } from "../../shared/checkout/index.ts";\nexport const a = CheckoutSession;\n',
    ],
    ["shared/checkout/x.ts", 'import type { PublicInvoice } from "../api/index.ts";\nexport type A = PublicInvoice;\n'],
    ["shared/client/x.ts", 'import { ApiError } from "../index.ts";\nexport const a = ApiError;\n'],
    // The terminal's floors: nothing runs back up, no two folders of one floor import each other.
    ["terminal/sale/x.ts", 'import { x } from "../history/history-filter.ts";\nexport const a = x;\n'],
    ["terminal/sale/pos-sale/x.ts", 'import { x } from "../../shell/routes.ts";\nexport const a = x;\n'],
    ["terminal/settings/x.ts", 'import type { Sale } from "../sale/sale.ts";\nexport type A = Sale;\n'],
    ["terminal/history/x.ts", 'import { x } from "../pairing/pairing-code.ts";\nexport const a = x;\n'],
    ["terminal/ui/pos-x/x.ts", 'import { x } from "../../settings/settings-rules.ts";\nexport const a = x;\n'],
    ["terminal/i18n/x.ts", 'import { x } from "../money/money.ts";\nexport const a = x;\n'],
    ["terminal/platform/x.ts", 'import { x } from "../sale/sale.ts";\nexport const a = x;\n'],
    [
      "server-stub/domain/x.ts",
      'import { problemFor } from "../http/problem-response.ts";\nexport const a = problemFor;\n',
    ],
    [
      "server-stub/domain/x.ts",
      'import { publicRoutes } from "../routes/public-sdk.routes.ts";\nexport const a = publicRoutes;\n',
    ],
    ["server-stub/domain/x.ts", 'import type { Context } from "hono";\nexport type A = Context;\n'],
  ])("refuses %s importing across a boundary", async (file, code) => {
    expect(await restrictedIn(file, code)).not.toEqual([]);
  });

  it.each([
    ["shared/api/x.ts", 'import * as z from "zod/mini";\nexport const a = z;\n'],
    ["widget/x.ts", 'import { ApiError } from "../shared/api/api-error.ts";\nexport const a = ApiError;\n'],
    [
      "widget/views/x/x.ts",
      'import { SdkClient } from "../../../shared/client/sdk-client.ts";\nexport const a = SdkClient;\n',
    ],
    ["server-stub/x.ts", 'import { sign } from "../shared/signing/index.ts";\nexport const a = sign;\n'],
    ["shared/signing/x.test.ts", 'import { sign } from "./index.ts";\nexport const a = sign;\n'],
    [
      "widget/ui/x/x.ts",
      'import { qrSvgPath } from "../../../shared/payment-uri/qr-svg.ts";\nexport const a = qrSvgPath;\n',
    ],
    ["server-stub/x.ts", 'import { serve } from "@hono/node-server";\nexport const a = serve;\n'],
    ["playwright/x.ts", 'import { startStub } from "../server-stub/start-stub.ts";\nexport const a = startStub;\n'],
    ["e2e/widget/x.spec.ts", 'import { test } from "crypto-checkout-kit/playwright";\nexport const a = test;\n'],
    ["terminal/sale/x.test.ts", 'import { TestHost } from "../test/test-host.ts";\nexport const a = TestHost;\n'],
    ["shared/test/x.ts", 'import { invoiceAt } from "./checkout-fixtures.ts";\nexport const a = invoiceAt;\n'],
    ["playwright/x.ts", 'import { test } from "@playwright/test";\nexport const a = test;\n'],
    [
      "playwright/x.ts",
      'import { WIDGET_EVENT_NAMES } from "../widget/events.ts";\nexport const a = WIDGET_EVENT_NAMES;\n',
    ],
    ["terminal/report/pos-report/x.ts", 'import { x } from "../../history/history-filter.ts";\nexport const a = x;\n'],
    ["terminal/sale/x.ts", 'import { x } from "../settings/settings-rules.ts";\nexport const a = x;\n'],
    ["terminal/shell/pos-app/x.ts", 'import { x } from "../../pairing/pairing-code.ts";\nexport const a = x;\n'],
    ["terminal/money/x.ts", 'import { x } from "../../shared/i18n/format-money.ts";\nexport const a = x;\n'],
    ["terminal/sale/pos-sale/x.ts", 'import { x } from "../keypad/amount-entry.ts";\nexport const a = x;\n'],
    ["server-stub/domain/x.ts", 'import { StubError } from "./stub-error.ts";\nexport const a = StubError;\n'],
    ["server-stub/http/x.ts", 'import { StubError } from "../domain/stub-error.ts";\nexport const a = StubError;\n'],
  ])("allows %s its own dependencies", async (file, code) => {
    expect(await restrictedIn(file, code)).toEqual([]);
  });
});
