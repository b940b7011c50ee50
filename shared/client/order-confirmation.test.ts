// confirmOrderPayment's own cases with a scripted signed read: what a delivery can carry, how headers arrive, and the
// order of its checks. The end-to-end cases against the stub are in server-stub/test/order-confirmation.rules.test.ts.
import { describe, expect, it } from "vitest";
import { ApiError } from "../api/api-error.ts";
import type { Invoice } from "../api/schemas.ts";
import { webhookSignatureHeader } from "../signing/webhook-signature.ts";
import { confirmOrderPayment, type ConfirmOrderPaymentInput, type MerchantOrder } from "./order-confirmation.ts";

const NOW = 1_800_000_000;
const SECRET = "whsec_test_unit";

const invoice = (over: Partial<Invoice> = {}): Invoice => ({
  invoice_id: "inv_unit1",
  project_id: "prj_shop",
  status: "paid",
  is_final: true,
  is_test: true,
  payment_url: "https://pay.example/inv_unit1",
  order: { external_id: "order-1", amount: "25.00", currency: "EUR" },
  created_at: NOW - 100,
  updated_at: NOW,
  ...over,
});

const ORDER: MerchantOrder = { projectId: "prj_shop", externalOrderId: "order-1", amount: "25", currency: "eur" };

async function delivery(data: Record<string, unknown>, eventType = "invoice.paid", secrets = [SECRET]) {
  const body = JSON.stringify({ event_id: "evt_1", event_type: eventType, version: 1, occurred_at: NOW, data });
  return { body, signature: await webhookSignatureHeader(NOW, body, secrets) };
}

function input(
  d: { body: string | Uint8Array; signature: string },
  read: () => Promise<Invoice>,
  over: Partial<ConfirmOrderPaymentInput> = {},
): ConfirmOrderPaymentInput {
  return {
    rawBody: d.body,
    headers: { "X-Webhook-Signature": d.signature },
    webhookSecrets: SECRET,
    merchant: { getInvoice: read },
    findOrder: (ref) => (ref === ORDER.externalOrderId ? ORDER : null),
    now: NOW,
    ...over,
  };
}

describe("confirmOrderPayment", () => {
  it("fulfils on a verified delivery whose signed read matches the order, amounts compared as values", async () => {
    const d = await delivery({
      invoice_id: "inv_unit1",
      status: "paid",
      project_id: "prj_shop",
      order: { external_id: "order-1" },
    });
    const verdict = await confirmOrderPayment(input(d, () => Promise.resolve(invoice())));
    expect(verdict).toMatchObject({ fulfil: true, order: ORDER, event: { event_id: "evt_1" } });
  });

  it("reads the signature from a Headers object, a header given as a list, and a body given as bytes; takes either secret of a rotation", async () => {
    const d = await delivery({ invoice_id: "inv_unit1" }, "invoice.paid_over", ["whsec_new", SECRET]);
    const read = () => Promise.resolve(invoice({ status: "paid_over" }));
    for (const headers of [
      new Headers({ "x-webhook-signature": d.signature }),
      { "x-webhook-signature": [d.signature] },
    ]) {
      expect((await confirmOrderPayment(input(d, read, { headers }))).fulfil).toBe(true);
    }
    expect((await confirmOrderPayment(input({ ...d, body: new TextEncoder().encode(d.body) }, read))).fulfil).toBe(
      true,
    );
    expect((await confirmOrderPayment(input(d, read, { webhookSecrets: ["whsec_old", SECRET] }))).fulfil).toBe(true);
    expect(await confirmOrderPayment(input(d, read, { webhookSecrets: ["whsec_old"] }))).toMatchObject({
      reason: "signature_invalid",
    });
    // A delivery older than the window is refused, however well signed.
    expect(await confirmOrderPayment(input(d, read, { now: NOW + 301 }))).toMatchObject({
      reason: "signature_invalid",
    });
  });

  it("refuses what is signed but no invoice event, without reading anything", async () => {
    let reads = 0;
    const read = () => {
      reads += 1;
      return Promise.resolve(invoice());
    };
    const notJson = { body: "not json", signature: await webhookSignatureHeader(NOW, "not json", [SECRET]) };
    expect(await confirmOrderPayment(input(notJson, read))).toMatchObject({ fulfil: false, reason: "payload_invalid" });
    const wrongShape = { body: "{}", signature: await webhookSignatureHeader(NOW, "{}", [SECRET]) };
    expect(await confirmOrderPayment(input(wrongShape, read))).toMatchObject({
      fulfil: false,
      reason: "payload_invalid",
    });
    expect(
      await confirmOrderPayment(input(await delivery({ withdrawal_id: "wdr_1" }, "withdrawal.completed"), read)),
    ).toMatchObject({ reason: "not_an_invoice_event" });
    expect(await confirmOrderPayment(input(await delivery({ status: "paid" }), read))).toMatchObject({
      reason: "not_an_invoice_event",
    });
    expect(reads).toBe(0);
  });

  it("reads an invoice event of a type newer than this kit by its invoice: the signed read decides", async () => {
    // An unknown type is delivered, not refused whole (issue 30): the invoice it names is read like any other's.
    const d = await delivery({ invoice_id: "inv_1", status: "paid" }, "invoice.settled_v2");
    const verdict = await confirmOrderPayment(
      input(d, () => Promise.resolve(invoice({ invoice_id: "inv_1", status: "paid" }))),
    );
    expect(verdict).toMatchObject({ event: { event_type: "invoice.settled_v2" } });
    expect(verdict.fulfil || verdict.reason).not.toBe("payload_invalid");
  });

  it("refuses when the signed read fails, naming its code", async () => {
    const d = await delivery({ invoice_id: "inv_other" });
    const missing = () =>
      Promise.reject(
        new ApiError({ code: "invoice_not_found", status: 404, detail: "Invoice inv_other was not found." }),
      );
    const verdict = await confirmOrderPayment(input(d, missing));
    expect(verdict).toMatchObject({ fulfil: false, reason: "invoice_unreadable" });
    expect(!verdict.fulfil && verdict.detail).toContain("404 invoice_not_found");
  });

  it("refuses an event whose project or order reference the signed read contradicts", async () => {
    const read = () => Promise.resolve(invoice());
    expect(
      await confirmOrderPayment(input(await delivery({ invoice_id: "inv_unit1", project_id: "prj_elsewhere" }), read)),
    ).toMatchObject({ reason: "project_mismatch" });
    expect(
      await confirmOrderPayment(
        input(await delivery({ invoice_id: "inv_unit1", order: { external_id: "order-9" } }), read),
      ),
    ).toMatchObject({ reason: "external_order_mismatch" });
  });

  it("looks the order up by the signed read's reference, and refuses when the shop's record differs", async () => {
    const d = await delivery({ invoice_id: "inv_unit1" });
    const read = () => Promise.resolve(invoice());
    const asked: string[] = [];
    await confirmOrderPayment(input(d, read, { findOrder: (ref) => (asked.push(ref), ORDER) }));
    expect(asked).toEqual(["order-1"]);
    const withOrder = (order: MerchantOrder) => input(d, read, { findOrder: () => order });
    expect(await confirmOrderPayment(withOrder({ ...ORDER, externalOrderId: "order-2" }))).toMatchObject({
      reason: "external_order_mismatch",
    });
    expect(await confirmOrderPayment(withOrder({ ...ORDER, amount: "25.01" }))).toMatchObject({
      reason: "amount_mismatch",
    });
    expect(await confirmOrderPayment(withOrder({ ...ORDER, amount: "twenty-five" }))).toMatchObject({
      reason: "amount_mismatch",
    });
    expect(await confirmOrderPayment(withOrder({ ...ORDER, currency: "USD" }))).toMatchObject({
      reason: "currency_mismatch",
    });
    expect(await confirmOrderPayment(input(d, read, { findOrder: () => Promise.resolve(undefined) }))).toMatchObject({
      reason: "order_unknown",
    });
  });

  it("ships nothing for any status but paid and paid_over, even when everything else matches", async () => {
    for (const status of [
      "awaiting_payment",
      "confirming",
      "underpaid_waiting",
      "underpaid",
      "expired",
      "cancelled",
    ] as const) {
      const d = await delivery({ invoice_id: "inv_unit1", status });
      const verdict = await confirmOrderPayment(input(d, () => Promise.resolve(invoice({ status }))));
      expect(verdict, status).toMatchObject({ fulfil: false, reason: "not_paid" });
    }
  });
});
