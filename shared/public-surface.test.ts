// The package entry crypto-checkout-kit/client exports what etc/client.api.md records, and nothing else: a change to
// the surface fails here until `npm run api:report` rewrites the report, so the change shows in review.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { REPORT_PATH, clientApiReport } from "../scripts/api-report.ts";
import * as client from "./index.ts";

describe("crypto-checkout-kit/client", () => {
  const report = clientApiReport();

  it("matches etc/client.api.md (run `npm run api:report` after changing what shared/index.ts exports)", () => {
    expect(report).toBe(readFileSync(REPORT_PATH, "utf8"));
  }, 120_000);

  it("reports exactly the values the entry exports at run time", () => {
    const values = report.slice(report.indexOf("## Values"), report.indexOf("## Types"));
    const reported = [...values.matchAll(/^(?:class|function|const) (\w+)/gm)].map((m) => m[1]);
    expect(reported.sort()).toEqual(Object.keys(client).sort());
  });

  it("exports what docs/widget.md's Install section and the merchant example use", () => {
    for (const name of [
      "SdkClient",
      "MerchantClient",
      "verifyWebhook",
      "ApiError",
      "sign",
      "InvoiceSchema",
      "PublicInvoiceSchema",
    ]) {
      expect(client).toHaveProperty(name);
    }
  });
});
