import { describe, expect, it, vi } from "vitest";
import type { PublicInvoice, SdkCreateBody } from "../../../shared/api/schemas.ts";
import type { CheckoutClient } from "../../../shared/checkout/checkout-client.ts";
import { rememberingTabInvoices } from "./tab-invoices.ts";

const body: SdkCreateBody = {
  source: "embed",
  project_id: "prj_demo_shop",
  amount: "25.00",
  currency: "EUR",
  external_order_id: "order-1042",
};

/** A service that, like the stub's public route, answers every create with a new invoice. */
function service() {
  let n = 0;
  const invoices = new Map<string, PublicInvoice>();
  const client: CheckoutClient = {
    createInvoice: vi.fn((b: SdkCreateBody) => {
      const invoice = { invoice_id: `inv_${++n}`, status: "awaiting_client", order: b } as unknown as PublicInvoice;
      invoices.set(invoice.invoice_id, invoice);
      return Promise.resolve(invoice);
    }),
    getInvoice: vi.fn((id: string) => {
      const invoice = invoices.get(id);
      return invoice ? Promise.resolve(invoice) : Promise.reject(Object.assign(new Error("gone"), { status: 404 }));
    }),
    confirmPayment: vi.fn(),
    cancelInvoice: vi.fn(),
  };
  return { client, invoices };
}

function tabStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

describe("rememberingTabInvoices: the tab finds its own invoice again", () => {
  it("a reload in the same tab reads the invoice it created, and makes none", async () => {
    const { client } = service();
    const tab = tabStorage();
    const first = await rememberingTabInvoices(client, tab).createInvoice(body);
    const afterReload = await rememberingTabInvoices(client, tab).createInvoice(body);
    expect(afterReload.invoice_id).toBe(first.invoice_id);
    expect(client.createInvoice).toHaveBeenCalledTimes(1);
  });

  it("another tab or browser (another storage), or another amount, gets an invoice of its own", async () => {
    const { client } = service();
    const mine = await rememberingTabInvoices(client, tabStorage()).createInvoice(body);
    const theirs = await rememberingTabInvoices(client, tabStorage()).createInvoice(body);
    expect(theirs.invoice_id).not.toBe(mine.invoice_id);
    const tab = tabStorage();
    await rememberingTabInvoices(client, tab).createInvoice(body);
    const other = await rememberingTabInvoices(client, tab).createInvoice({ ...body, amount: "30.00" });
    expect(other.order).toMatchObject({ amount: "30.00" });
  });

  it("an invoice the service no longer knows is created anew; without storage every create is new", async () => {
    const { client, invoices } = service();
    const tab = tabStorage();
    const first = await rememberingTabInvoices(client, tab).createInvoice(body);
    invoices.clear();
    const again = await rememberingTabInvoices(client, tab).createInvoice(body);
    expect(again.invoice_id).not.toBe(first.invoice_id);
    const bare = rememberingTabInvoices(client, null);
    expect((await bare.createInvoice(body)).invoice_id).not.toBe((await bare.createInvoice(body)).invoice_id);
  });
});
