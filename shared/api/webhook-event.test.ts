import { describe, expect, it } from "vitest";
import { depositFixture, invoiceFixture, withdrawalFixture } from "../test/scripted-fetch.ts";
import { isKnownWebhookEventType, parseWebhookEvent, type WebhookEvent } from "./webhook-event.ts";

const T = 1_700_000_000;

function body(event_type: string, data: unknown, extra: Record<string, unknown> = {}): string {
  return JSON.stringify({ event_id: "evt_1", event_type, version: 1, occurred_at: T, data, ...extra });
}

/** What a receiver's switch does with each event: the exhaustive switch a merchant writes. */
function handle(event: WebhookEvent): string {
  switch (event.kind) {
    case "invoice":
      return `${event.event_type} ${event.data.invoice_id} ${event.data.status}`;
    case "withdrawal":
      return `${event.event_type} ${event.data.withdrawal_id}`;
    case "deposit":
      return `${event.event_type} ${event.data.id} ${event.data.net}`;
    case "unknown":
      return `unknown ${event.event_type} ${Object.keys(event.data).join(",")}`;
  }
}

describe("parseWebhookEvent", () => {
  it("types each known family's data: invoice, withdrawal, deposit", () => {
    const read = [
      parseWebhookEvent(body("invoice.paid", invoiceFixture({ status: "paid", is_final: true }))),
      parseWebhookEvent(body("withdrawal.completed", withdrawalFixture())),
      parseWebhookEvent(new TextEncoder().encode(body("payment_channel.deposit.confirmed", depositFixture(3)))),
    ];
    expect(read.map((r) => (r.ok ? handle(r.event) : r.issues.join("; ")))).toEqual([
      `invoice.paid ${String(invoiceFixture().invoice_id)} paid`,
      `withdrawal.completed ${String(withdrawalFixture().withdrawal_id)}`,
      `payment_channel.deposit.confirmed pcd_3 ${String(depositFixture(3).net)}`,
    ]);
    expect(read[0]).toMatchObject({
      ok: true,
      event: { event_id: "evt_1", version: 1, occurred_at: T, kind: "invoice" },
    });
  });

  it("delivers an event type it does not know as an unknown event with its data as sent, not a refusal", () => {
    for (const type of ["invoice.refunded", "payout.batch.settled", "withdrawal.failed_permanently"]) {
      const reading = parseWebhookEvent(body(type, { refund_id: "rf_1", amount: "5" }, { version: 2 }));
      expect(reading).toEqual({
        ok: true,
        event: {
          kind: "unknown",
          event_id: "evt_1",
          event_type: type,
          version: 2,
          occurred_at: T,
          data: { refund_id: "rf_1", amount: "5" },
        },
      });
      if (reading.ok) expect(handle(reading.event)).toBe(`unknown ${type} refund_id,amount`);
    }
    expect(isKnownWebhookEventType("invoice.paid")).toBe(true);
    expect(isKnownWebhookEventType("invoice.refunded")).toBe(false);
  });

  it("refuses a known type whose data is not its resource, naming the key", () => {
    const reading = parseWebhookEvent(body("invoice.paid", { invoice_id: "inv_1" }));
    expect(reading.ok).toBe(false);
    if (!reading.ok) expect(reading.issues.some((i) => i.startsWith("data.project_id:"))).toBe(true);
  });

  it("refuses what is no envelope: not JSON, no or empty event_type, a string version, data not an object", () => {
    const bad = [
      "not json",
      new Uint8Array([0xff, 0xfe]),
      JSON.stringify({ event_id: "evt_1", version: 1, occurred_at: T, data: {} }),
      body("", {}),
      body("invoice.paid", invoiceFixture(), { version: "1" }),
      body("x.y", [1, 2]),
      body("x.y", {}, { event_id: "" }),
    ];
    for (const raw of bad) expect(parseWebhookEvent(raw).ok).toBe(false);
  });
});
