import { describe, expect, it } from "vitest";
import { parseRelayEventData, readRelayUpdate, saleWithRelayUpdate, type RelayStatusUpdate } from "./relay-status.ts";
import type { Sale } from "../sale/sale.ts";

const NOW = 1_800_000_000_000;

function sale(overrides: Partial<Sale> = {}): Sale {
  return {
    id: "T1-0001",
    createdAt: NOW - 60_000,
    updatedAt: NOW - 60_000,
    body: { amount: "12.50", currency: "EUR", external_order_id: "T1-0001" } as Sale["body"],
    subtotal: "12.50",
    tip: "0",
    note: "",
    status: "awaiting_client",
    invoiceId: "inv_1",
    checkoutPath: "hosted",
    ...overrides,
  };
}

const update = (status: RelayStatusUpdate["status"], invoiceId = "inv_1"): RelayStatusUpdate => ({ invoiceId, status });

describe("reading what the relay says", () => {
  it("reads an invoice event's data, the provider's names included, and nothing else", () => {
    expect(parseRelayEventData('{"invoice_id":"inv_1","status":"paid","confirmed_by":"service"}')).toEqual(
      update("paid"),
    );
    expect(parseRelayEventData('{"invoice_id":"inv_1","status":"overpaid"}')).toEqual(update("paid_over"));
    expect(parseRelayEventData('{"invoice_id":"inv_1","status":"pending"}')).toEqual(update("awaiting_payment"));
    expect(parseRelayEventData('{"invoice_id":"inv_1","status":"refunded_later"}')).toBeNull();
    expect(parseRelayEventData('{"status":"paid"}')).toBeNull();
    expect(parseRelayEventData("not json")).toBeNull();
    expect(parseRelayEventData("null")).toBeNull();
  });

  it("keeps the payment when the relay passes it on", () => {
    const read = readRelayUpdate({
      invoice_id: "inv_1",
      status: "paid",
      payment: { currency: "USDT", network: "TRC20", expected: "13.5", paid: "13.5" },
    });
    expect(read?.payment).toEqual({ currency: "USDT", network: "TRC20", expected: "13.5", received: "13.5" });
  });
});

describe("merging the relay's word into the sale", () => {
  it("records a payment the service confirmed as learnt from the service, confirmed by the relay", () => {
    const paid = saleWithRelayUpdate(sale(), update("paid"), NOW);
    expect(paid).toMatchObject({ status: "paid", learntFrom: "service", confirmedByRelay: true, completedAt: NOW });
  });

  it("moves a status forward only: a late 'confirming' after 'paid', or an older status, changes nothing", () => {
    const confirming = saleWithRelayUpdate(sale(), update("confirming"), NOW);
    expect(confirming).toMatchObject({ status: "confirming", learntFrom: "service" });
    expect(confirming.confirmedByRelay).toBeUndefined();
    expect(saleWithRelayUpdate(confirming, update("awaiting_payment"), NOW)).toBe(confirming);
    const paid = saleWithRelayUpdate(confirming, update("paid"), NOW);
    expect(saleWithRelayUpdate(paid, update("confirming"), NOW)).toBe(paid);
    expect(saleWithRelayUpdate(paid, update("expired"), NOW)).toBe(paid);
  });

  it("lets the service's word replace an ending only the payment page reported", () => {
    const reported = sale({ status: "paid", learntFrom: "browser-message", completedAt: NOW - 5 });
    const confirmed = saleWithRelayUpdate(reported, update("paid"), NOW);
    expect(confirmed).toMatchObject({
      status: "paid",
      learntFrom: "service",
      confirmedByRelay: true,
      completedAt: NOW - 5,
    });
    // The page said paid; the service says the invoice expired unpaid: the service's word stands.
    expect(saleWithRelayUpdate(reported, update("expired"), NOW)).toMatchObject({
      status: "expired",
      learntFrom: "service",
    });
    // Not final yet at the service: the page's report stays as it is, for staff to check.
    expect(saleWithRelayUpdate(reported, update("confirming"), NOW)).toBe(reported);
  });

  it("confirms an ending the service's own read already gave, and never changes it to another", () => {
    const polled = sale({ checkoutPath: "native", status: "paid", learntFrom: "service" });
    expect(saleWithRelayUpdate(polled, update("paid"), NOW)).toMatchObject({ status: "paid", confirmedByRelay: true });
    expect(saleWithRelayUpdate(polled, update("cancelled"), NOW)).toBe(polled);
  });

  it("ignores another invoice's update", () => {
    const mine = sale();
    expect(saleWithRelayUpdate(mine, update("paid", "inv_2"), NOW)).toBe(mine);
  });
});
