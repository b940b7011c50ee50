import { describe, expect, it } from "vitest";
import { HistoryController, type SalesStore } from "./history-controller.ts";
import type { Sale } from "../sale/sale.ts";
import type { PublicInvoice } from "../../shared/api/index.ts";
import { TestHost } from "../test/test-host.ts";

function sale(id: string, status: Sale["status"], invoiceId?: string): Sale {
  return {
    id,
    createdAt: 1,
    updatedAt: 1,
    body: {
      source: "terminal",
      project_id: "prj_demo_terminal",
      amount: "5.00",
      currency: "EUR",
      external_order_id: id,
    },
    subtotal: "5.00",
    tip: "0.00",
    note: "",
    status,
    ...(invoiceId ? { invoiceId } : {}),
  };
}

class MemoryStore implements SalesStore {
  constructor(readonly sales: Map<string, Sale>) {}
  listSales() {
    return Promise.resolve([...this.sales.values()]);
  }
  putSale(s: Sale) {
    this.sales.set(s.id, s);
    return Promise.resolve();
  }
  getSale(id: string) {
    return Promise.resolve(this.sales.get(id));
  }
}

const settings = { apiBase: "http://api.test", sdkKey: "pk_test_demo" };

describe("history", () => {
  const initial = () =>
    new MemoryStore(
      new Map([
        ["a", sale("a", "awaiting_payment", "inv_a")],
        ["b", sale("b", "paid", "inv_b")],
        ["c", sale("c", "awaiting_client", "inv_c")],
        ["d", sale("d", "pending")],
      ]),
    );

  it("asks the API only for open sales with an invoice, not the one running, and shows what it answered", async () => {
    const store = initial();
    const asked: string[] = [];
    const history = new HistoryController(new TestHost(), () =>
      Promise.resolve({
        read: (id: string) => {
          asked.push(id);
          if (id === "inv_c") return Promise.reject(new Error("network"));
          return Promise.resolve({ invoice_id: id, status: "paid" } as PublicInvoice);
        },
        apply: (s: Sale, invoice: PublicInvoice) => ({ ...s, status: invoice.status }),
      }),
    );
    await history.load(store, settings, { refresh: true, online: true, runningSaleId: "x" });
    expect(asked.sort()).toEqual(["inv_a", "inv_c"]);
    expect(history.sales.map((s) => `${s.id}:${s.status}`)).toEqual([
      "a:paid",
      "b:paid",
      "c:awaiting_client",
      "d:pending",
    ]);
    expect(history.refreshing).toBe(false);
  });

  it("never asks for a sale paid on the hosted page: the service has no public route to read it", async () => {
    const hosted: Sale = { ...sale("h", "awaiting_client", "inv_h"), checkoutPath: "hosted" };
    const store = new MemoryStore(
      new Map([
        ["h", hosted],
        ["a", sale("a", "awaiting_payment", "inv_a")],
      ]),
    );
    const asked: string[] = [];
    const history = new HistoryController(new TestHost(), () =>
      Promise.resolve({
        read: (id: string) => {
          asked.push(id);
          return Promise.resolve({ invoice_id: id, status: "paid" } as PublicInvoice);
        },
        apply: (s: Sale, invoice: PublicInvoice) => ({ ...s, status: invoice.status }),
      }),
    );
    await history.load(store, settings, { refresh: true, online: true });
    expect(asked).toEqual(["inv_a"]);
  });

  it("lists without asking anyone when offline", async () => {
    const history = new HistoryController(new TestHost(), () =>
      Promise.reject(new Error("must not load the client offline")),
    );
    await history.load(initial(), settings, { refresh: true, online: false });
    expect(history.sales).toHaveLength(4);
  });
});
