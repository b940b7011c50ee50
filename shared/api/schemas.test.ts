import { describe, expect, it } from "vitest";
import {
  BalancesSchema,
  DepositFeedPageSchema,
  DepositSchema,
  InvoicePageSchema,
  InvoiceSchema,
  PaymentChannelSchema,
  PublicInvoiceSchema,
  TimeSchema,
  WebhookEnvelopeSchema,
  webhookDataSchema,
  WithdrawalSchema,
  isFinalInvoiceStatus,
  type Invoice,
} from "./schemas.ts";

const invoice: Invoice = {
  invoice_id: "inv_74BPZFhr9qy9Uz2fbRkdJX",
  project_id: "prj_demo_shop",
  status: "awaiting_payment",
  is_final: false,
  is_test: true,
  payment_url: "http://localhost:4010/pay/inv_74BPZFhr9qy9Uz2fbRkdJX",
  order: { external_id: "order-1", amount: "10.50", currency: "USD" },
  payment: {
    currency: "USDT",
    network: "TRC20",
    chain_id: 3448148188,
    contract_address: "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t",
    expected: "10.50",
    address: "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE",
    exchange_rate: "1",
    paid: "0",
    remaining: "10.50",
    fee: "0.10",
    net: "10.40",
    transfers: [
      { tx_hash: "abc", amount: "1", status: "confirming", created_at: 1700000100, required_confirmations: 19 },
    ],
  },
  created_at: 1700000000,
  updated_at: 1700000100,
  expires_at: 1700000900,
};

describe("InvoiceSchema", () => {
  it("parses the api-gaps shape", () => {
    expect(InvoiceSchema.parse(invoice)).toEqual(invoice);
  });

  it("ignores keys a newer server adds, keeps known ones strict", () => {
    const parsed = InvoiceSchema.parse({ ...invoice, surcharge: "1.00", order: { ...invoice.order, note: "x" } });
    expect(parsed).toEqual(invoice);
    expect(InvoiceSchema.safeParse({ ...invoice, status: "refunded" }).success).toBe(false);
    expect(InvoiceSchema.safeParse({ ...invoice, order: { ...invoice.order, amount: 10.5 } }).success).toBe(false);
    expect(InvoiceSchema.safeParse({ ...invoice, invoice_id: "74BPZFhr9qy9Uz2fbRkdJX" }).success).toBe(false);
    expect(InvoiceSchema.safeParse({ ...invoice, created_at: "2024-01-01" }).success).toBe(false);
  });

  it("refuses null where the contract says absent", () => {
    expect(InvoiceSchema.safeParse({ ...invoice, expires_at: null }).success).toBe(false);
  });
});

describe("PublicInvoiceSchema", () => {
  it("drops fee and net and carries payment methods", () => {
    const awaitingClient = {
      ...invoice,
      status: "awaiting_client",
      payment: undefined,
      payment_methods: [
        { currency: "USDT", network: "TRC20", chain_id: 3448148188, minimum_amount: "1" },
        { currency: "USDC", network: "BASE", chain_id: 84532 },
      ],
    };
    const parsed = PublicInvoiceSchema.parse(awaitingClient);
    expect(parsed.payment_methods).toHaveLength(2);
    const withPayment = PublicInvoiceSchema.parse(invoice);
    expect(withPayment.payment).not.toHaveProperty("fee");
    expect(withPayment.payment).not.toHaveProperty("net");
    expect(withPayment.payment?.remaining).toBe("10.50");
  });

  it("has no order.client_id: a server that still sends one does not hand it to the widget or terminal", () => {
    const parsed = PublicInvoiceSchema.parse({
      ...invoice,
      order: { ...invoice.order, client_id: "alice@example.test" },
    });
    expect(parsed.order).toEqual(invoice.order);
    expect(
      InvoiceSchema.parse({ ...invoice, order: { ...invoice.order, client_id: "alice@example.test" } }).order.client_id,
    ).toBe("alice@example.test");
  });

  it("keeps payment_methods only while awaiting_client", () => {
    const methods = [{ currency: "USDT", network: "TRC20", chain_id: 3448148188 }];
    const awaiting = PublicInvoiceSchema.parse({
      ...invoice,
      status: "awaiting_client",
      payment: undefined,
      payment_methods: methods,
    });
    expect(awaiting.payment_methods).toEqual(methods);
    for (const status of ["awaiting_payment", "paid", "expired", "cancelled"] as const) {
      const later = PublicInvoiceSchema.parse({
        ...invoice,
        status,
        is_final: status !== "awaiting_payment",
        payment_methods: methods,
      });
      expect(later).not.toHaveProperty("payment_methods");
      expect(later.status).toBe(status);
    }
    expect(
      PublicInvoiceSchema.safeParse({
        ...invoice,
        payment_methods: [{ currency: "USDT", network: "TRON", chain_id: 1 }],
      }).success,
    ).toBe(false);
  });
});

describe("statuses", () => {
  it("treats paid_over as final and underpaid_waiting as still open", () => {
    expect(isFinalInvoiceStatus("underpaid_waiting")).toBe(false);
    expect(isFinalInvoiceStatus("paid_over")).toBe(true);
  });
});

describe("other resources", () => {
  it("parses a withdrawal", () => {
    const w = {
      withdrawal_id: "wdr_1",
      external_order_id: "w-1",
      status: "created",
      is_final: false,
      is_test: true,
      amount: "5",
      currency: "USDT",
      network: "TRC20",
      destination_address: "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE",
      created_at: 1,
    };
    expect(WithdrawalSchema.parse(w)).toEqual(w);
    expect(WithdrawalSchema.safeParse({ ...w, status: "signing" }).success).toBe(false);
    expect(WithdrawalSchema.safeParse({ ...w, withdrawal_id: "wd_1" }).success).toBe(false);
  });

  it("parses a payment channel with its networks and tokens", () => {
    const ch = {
      id: "pc_1",
      project_id: "prj_demo_shop",
      external_id: "user-1",
      status: "active",
      is_accepting_payments: true,
      is_fully_provisioned: true,
      is_test: true,
      applied_fee_percent: 1,
      customer_fee_percent: 0,
      networks: [
        { network: "TRC20", status: "active", address: "T...", tokens: [{ symbol: "USDT", minimum_deposit: "1" }] },
      ],
      created_at: 1,
      updated_at: 2,
    };
    expect(PaymentChannelSchema.parse(ch)).toEqual(ch);
    expect(PaymentChannelSchema.safeParse({ ...ch, id: "pcd_1" }).success).toBe(false);
    expect(
      PaymentChannelSchema.safeParse({ ...ch, networks: [{ network: "TRC20", status: "blocked", tokens: [] }] })
        .success,
    ).toBe(false);
  });

  it("distinguishes deposit ids from channel ids", () => {
    const d = {
      id: "pcd_1",
      payment_channel_id: "pc_1",
      project_id: "prj_demo_shop",
      payment_channel_external_id: "user-1",
      status: "confirmed",
      is_final: true,
      is_test: true,
      currency: "USDT",
      network: "TRC20",
      chain_id: 3448148188,
      gross: "10",
      fee: "0.1",
      net: "9.9",
      applied_fee_percent: 1,
      customer_fee_percent: 0,
      tx_hash: "h",
      transfer_id: "t",
      destination_address: "T...",
      block_height: 100,
      created_at: 1,
      updated_at: 2,
      confirmed_at: 2,
    };
    expect(DepositSchema.parse(d)).toEqual(d);
    expect(DepositSchema.safeParse({ ...d, id: "pc_1" }).success).toBe(false);
    expect(DepositFeedPageSchema.parse({ items: [d], next_cursor: "c2" }).items).toHaveLength(1);
    expect(DepositFeedPageSchema.safeParse({ items: [], next_cursor: null }).success).toBe(false);
    // A stalled feed names the deposit it is stuck on and why; the old boolean is not what the provider sends.
    const stalled = { items: [], next_cursor: "c2", blocked: { deposit_id: "pcd_9", reason: "not_confirmed" } };
    expect(DepositFeedPageSchema.parse(stalled).blocked).toEqual({ deposit_id: "pcd_9", reason: "not_confirmed" });
    expect(DepositFeedPageSchema.safeParse({ ...stalled, blocked: true }).success).toBe(false);
    expect(
      DepositFeedPageSchema.safeParse({ ...stalled, blocked: { deposit_id: "pc_9", reason: "not_confirmed" } }).success,
    ).toBe(false);
    expect(DepositFeedPageSchema.safeParse({ items: [], next_cursor: "" }).success).toBe(false);
  });

  it("parses pages, balances and time", () => {
    const item = {
      invoice_id: "inv_1",
      project_id: "prj_demo_shop",
      external_order_id: "order-1",
      status: "paid",
      is_final: true,
      is_test: true,
      amount: "10.00",
      currency: "EUR",
      network: "TRC20",
      created_at: 1,
      expires_at: 901,
      completed_at: 60,
    };
    expect(InvoicePageSchema.parse({ items: [item], next_cursor: null })).toEqual({ items: [item], next_cursor: null });
    expect(InvoicePageSchema.safeParse({ items: [item] }).success).toBe(false);
    expect(InvoicePageSchema.safeParse({ items: [item], next_cursor: "" }).success).toBe(false);
    // A page of whole invoices is not a page of list items: the reference and the amount are not where a reader looks.
    expect(InvoicePageSchema.safeParse({ items: [invoice], next_cursor: null }).success).toBe(false);
    expect(BalancesSchema.parse([{ currency: "USDT", available: "0" }])).toEqual([
      { currency: "USDT", available: "0" },
    ]);
    expect(BalancesSchema.safeParse([{ currency: "USDT", available: "-1" }]).success).toBe(false);
    // A server writes the spec's plain decimal (WIRE_DECIMAL): a leading zero is not one.
    expect(BalancesSchema.safeParse([{ currency: "USDT", available: "01.5" }]).success).toBe(false);
    expect(BalancesSchema.safeParse([{ currency: "USDT", available: "1e3" }]).success).toBe(false);
    expect(TimeSchema.parse({ server_time: 1700000000 })).toEqual({ server_time: 1700000000 });
    expect(TimeSchema.safeParse({ server_time: 1700000000.5 }).success).toBe(false);
  });
});

describe("webhooks", () => {
  it("parses an envelope and its data by event type", () => {
    const env = {
      event_id: "evt_1",
      event_type: "invoice.paid",
      version: 1,
      occurred_at: 1700000000,
      data: { ...invoice, status: "paid" },
    };
    const parsed = WebhookEnvelopeSchema.parse(env);
    expect(webhookDataSchema(parsed.event_type).parse(parsed.data)).toMatchObject({ status: "paid" });
    expect(WebhookEnvelopeSchema.safeParse({ ...env, event_type: "invoice.awaiting_client" }).success).toBe(false);
    // The provider sends the integer 1; a string or a zero is not an envelope its SDKs accept.
    expect(WebhookEnvelopeSchema.safeParse({ ...env, version: "1" }).success).toBe(false);
    expect(WebhookEnvelopeSchema.safeParse({ ...env, version: 0 }).success).toBe(false);
  });
});
