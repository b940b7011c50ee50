/** Every rule of the stub, in-process through app.request(), and the coverage check: the codes seen equal the catalogue. */
import { describe, expect, it } from "vitest";
import { ERROR_CODES } from "../shared/api/index.ts";
import { FIELD_OUTSIDE_VALIDATION, OBSERVED_CODES } from "./test/harness.ts";
import { transportRules } from "./test/transport.rules.ts";
import { authRules } from "./test/auth.rules.ts";
import { widgetRules } from "./test/widget.rules.ts";
import { invoiceRules } from "./test/invoices.rules.ts";
import { withdrawalRules } from "./test/withdrawals.rules.ts";
import { channelRules } from "./test/channels.rules.ts";
import { controlRules } from "./test/control.rules.ts";
import { webhookRules } from "./test/webhooks.rules.ts";
import { socketRules } from "./test/socket.rules.ts";
import { openApiRules } from "./test/openapi.rules.ts";
import { clientFlowRules } from "./test/client-flow.rules.ts";
import { idRules } from "./test/ids.rules.ts";
import { wayBackRules } from "./test/way-back.rules.ts";
import { publicRouteRules } from "./test/public-route.rules.ts";
import { providerSurfaceRules } from "./test/provider-surface.rules.ts";
import { hostedEmbedRules } from "./test/hosted-embed.rules.ts";
import { orderConfirmationRules } from "./test/order-confirmation.rules.ts";
import { supportContactRules } from "./test/support-contact.rules.ts";
import { hostileInputRules } from "./test/hostile-input.rules.ts";
import { clockRules } from "./test/clock.rules.ts";
import { providerSdkRules } from "./test/provider-sdks.rules.ts";

transportRules();
authRules();
widgetRules();
invoiceRules();
withdrawalRules();
channelRules();
controlRules();
webhookRules();
socketRules();
openApiRules();
clientFlowRules();
idRules();
wayBackRules();
publicRouteRules();
providerSurfaceRules();
hostedEmbedRules();
orderConfirmationRules();
supportContactRules();
hostileInputRules();
clockRules();
providerSdkRules();

/** Codes no rule of the spec triggers in the stub; each needs a forced fault (Prefer: code= or the fault queue). */
export const FORCED_ONLY: Record<string, string> = {
  not_found:
    "every resource the spec names has its own not-found code (invoice_not_found, project_not_found, …); the generic one has no trigger",
  concurrency_conflict:
    "the provider answers it when two writes race on one record; the stub applies requests one at a time, so no race happens",
};

describe("coverage", () => {
  it("observes every catalogued code through a real rule, except the listed forced-only ones", () => {
    const expected = ERROR_CODES.filter((c) => !(c in FORCED_ONLY)).sort();
    const observed = [...OBSERVED_CODES].filter((c) => !(c in FORCED_ONLY)).sort();
    expect(observed).toEqual(expected);
  });

  it("puts `field` outside validation errors (400) only on a problem about one field: the reused external_order_id", () => {
    expect([...FIELD_OUTSIDE_VALIDATION].sort()).toEqual(["conflict 409 external_order_id"]);
  });
});
