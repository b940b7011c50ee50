import { describe, expect, it } from "vitest";
import { webhookSignatureHeader } from "../signing/index.ts";
import { invoiceFixture } from "../test/scripted-fetch.ts";
import { readWebhook } from "./webhook-receiver.ts";

const T = 1_700_000_000;
const SECRET = "whsec_receiver";

describe("readWebhook", () => {
  const paid = JSON.stringify({
    event_id: "evt_1",
    event_type: "invoice.paid",
    version: 1,
    occurred_at: T,
    data: invoiceFixture({ status: "paid" }),
  });
  const future = JSON.stringify({
    event_id: "evt_2",
    event_type: "invoice.refunded",
    version: 1,
    occurred_at: T,
    data: { invoice_id: "inv_1" },
  });

  it("verifies, then delivers a known event typed and an unknown one as unknown", async () => {
    const known = await readWebhook(await webhookSignatureHeader(T, paid, [SECRET]), paid, [SECRET], { now: T });
    expect(known).toMatchObject({
      ok: true,
      event: { kind: "invoice", event_type: "invoice.paid", data: { status: "paid" } },
    });
    const unknown = await readWebhook(
      await webhookSignatureHeader(T, future, [SECRET]),
      future,
      ["whsec_old", SECRET],
      { now: T },
    );
    expect(unknown).toEqual({
      ok: true,
      event: {
        kind: "unknown",
        event_id: "evt_2",
        event_type: "invoice.refunded",
        version: 1,
        occurred_at: T,
        data: { invoice_id: "inv_1" },
      },
    });
  });

  it("refuses a delivery whose signature does not verify before reading it, and names a signed one it cannot read", async () => {
    const header = await webhookSignatureHeader(T, paid, [SECRET]);
    expect(await readWebhook(header, paid, ["whsec_other"], { now: T })).toEqual({ ok: false, reason: "signature" });
    expect(await readWebhook(header, paid, [SECRET], { now: T + 301 })).toEqual({ ok: false, reason: "signature" });
    expect(await readWebhook(undefined, paid, [SECRET], { now: T })).toEqual({ ok: false, reason: "signature" });
    const broken = '{"event_id":"evt_3"}';
    const reading = await readWebhook(await webhookSignatureHeader(T, broken, [SECRET]), broken, [SECRET], { now: T });
    expect(reading).toMatchObject({ ok: false, reason: "payload" });
  });
});
