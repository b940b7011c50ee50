/**
 * Payloads shaped as the provider (Paymos) sends them, written by us from the public facts of its TypeScript SDK v2.2.0
 * (`src/types.ts`, `conformance/contract.json`, `tests/*.test.ts`) and PHP SDK (`tests/Resources/BalancesResourceTest.php`):
 * snake_case keys, money as strings, integer times, optional keys absent, `chain_id` a number. Test data only.
 */

const T = 1_700_000_000;

/** A payload and the resource our schemas must read it as. */
export interface ProviderPayload {
  readonly name: string;
  readonly resource:
    | "invoice"
    | "public invoice"
    | "invoice page"
    | "withdrawal"
    | "withdrawal page"
    | "balances"
    | "payment channel"
    | "payment channel page"
    | "deposit"
    | "deposit feed page"
    | "webhook"
    | "problem";
  readonly body: unknown;
  /** Read correctly only once `chain_id` is a number in our schemas (branch `chains`). */
  /** A webhook whose `data` is a fragment (the SDK's signing vector): only the envelope is read. */
  readonly envelopeOnly?: true;
}

const TRON_USDT = "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t";

const order = { external_id: "order_1", client_id: "cust_42", amount: "10.00", currency: "USD" };

/** An invoice the customer has not chosen a method for: no payment yet. */
const invoiceAwaitingClient = {
  invoice_id: "inv_74BPZFhr9qy9Uz2fbRkdJX",
  project_id: "prj_1",
  status: "awaiting_client",
  is_final: false,
  is_test: true,
  payment_url: "https://pay.example.test/inv_74BPZFhr9qy9Uz2fbRkdJX",
  order,
  created_at: T,
  updated_at: T,
  expires_at: T + 900,
};

const paidPayment = {
  currency: "USDT",
  network: "TRC20",
  chain_id: 728_126_428,
  contract_address: TRON_USDT,
  expected: "10.00",
  address: "TW7pMBrHnhSbrtgpBsFbLXwPfCiKtxaHhq",
  exchange_rate: "1",
  paid: "10.00",
  remaining: "0",
  fee: "0.10",
  net: "9.90",
  transfers: [
    {
      tx_hash: "9a2f1c",
      amount: "10.00",
      status: "confirmed",
      created_at: T + 60,
      confirmed_at: T + 120,
      required_confirmations: 19,
      estimated_confirmation_at: T + 120,
      explorer_url: "https://tronscan.org/#/transaction/9a2f1c",
    },
  ],
};

const invoicePaid = {
  ...invoiceAwaitingClient,
  status: "paid",
  is_final: true,
  payment: paidPayment,
  updated_at: T + 120,
  completed_at: T + 120,
};

const invoiceExpired = {
  ...invoiceAwaitingClient,
  status: "expired",
  is_final: true,
  updated_at: T + 900,
  completed_at: T + 900,
};

/** The provider's `InvoiceListItem`: flat, the order's reference, amount and currency on the item. */
const listItem = {
  invoice_id: "inv_74BPZFhr9qy9Uz2fbRkdJX",
  project_id: "prj_1",
  external_order_id: "order_1",
  client_id: "cust_42",
  status: "paid",
  is_final: true,
  is_test: true,
  amount: "10.00",
  currency: "USD",
  network: "TRC20",
  created_at: T,
  expires_at: T + 900,
  completed_at: T + 120,
};

const withdrawal = {
  withdrawal_id: "wdr_1",
  external_order_id: "payout_1",
  status: "completed",
  is_final: true,
  is_test: true,
  amount: "5.00",
  fee: "1.00",
  currency: "USDT",
  network: "TRC20",
  destination_address: "TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf",
  tx_hash: "7c1e0b",
  explorer_url: "https://tronscan.org/#/transaction/7c1e0b",
  created_at: T,
  completed_at: T + 300,
};

/** A channel with one rail provisioned and one not: no address, no minimum (absent, not null). */
const channel = {
  id: "pc_1",
  project_id: "prj_1",
  external_id: "customer-42",
  status: "active",
  is_accepting_payments: true,
  is_fully_provisioned: false,
  is_test: true,
  applied_fee_percent: 1.5,
  customer_fee_percent: 0,
  networks: [
    {
      network: "TRC20",
      status: "active",
      address: "TW7pMBrHnhSbrtgpBsFbLXwPfCiKtxaHhq",
      tokens: [{ symbol: "USDT", minimum_deposit: "1.00" }],
    },
    { network: "ERC20", status: "provisioning", tokens: [{ symbol: "USDT" }] },
  ],
  created_at: T,
  updated_at: T + 100,
};

const deposit = {
  id: "pcd_9",
  payment_channel_id: "pc_1",
  project_id: "prj_1",
  payment_channel_external_id: "customer-42",
  status: "confirmed",
  is_final: true,
  is_test: true,
  currency: "USDT",
  network: "TRC20",
  chain_id: 728_126_428,
  contract_address: TRON_USDT,
  gross: "100.00",
  fee: "1.00",
  net: "99.00",
  applied_fee_percent: 1,
  customer_fee_percent: 0,
  tx_hash: "9a2f1c",
  transfer_id: "trf_1",
  source_address: "TPayerAddress",
  destination_address: "TChannelAddress",
  block_height: 60_000_000,
  first_included_block_timestamp: T + 50,
  explorer_url: "https://tronscan.org/#/transaction/9a2f1c",
  created_at: T,
  updated_at: T + 100,
  confirmed_at: T + 100,
};

const envelope = (event_type: string, data: unknown) => ({
  event_id: "evt_2",
  event_type,
  version: 1,
  occurred_at: T,
  data,
});

export const PROVIDER_PAYLOADS: readonly ProviderPayload[] = [
  { name: "an invoice awaiting the client", resource: "invoice", body: invoiceAwaitingClient },
  { name: "a paid invoice with its payment and transfer", resource: "invoice", body: invoicePaid },
  { name: "an expired public invoice", resource: "public invoice", body: invoiceExpired },
  {
    name: "a public invoice offering payment methods",
    resource: "public invoice",
    body: {
      ...invoiceAwaitingClient,
      payment_methods: [{ currency: "USDT", network: "TRC20", chain_id: 728_126_428, minimum_amount: "1" }],
    },
  },
  {
    name: "a page of flat invoice list items",
    resource: "invoice page",
    body: {
      items: [
        listItem,
        {
          ...listItem,
          invoice_id: "inv_2",
          client_id: undefined,
          network: undefined,
          status: "awaiting_client",
          is_final: false,
          completed_at: undefined,
        },
      ],
      next_cursor: "cur_2",
    },
  },
  { name: "the last, empty invoice page", resource: "invoice page", body: { items: [], next_cursor: null } },
  { name: "a completed withdrawal (wdr_ id)", resource: "withdrawal", body: withdrawal },
  {
    name: "a withdrawal list page (items without tx_hash)",
    resource: "withdrawal page",
    body: { items: [{ ...withdrawal, tx_hash: undefined, explorer_url: undefined }], next_cursor: null },
  },
  {
    name: "balances with their network",
    resource: "balances",
    body: [{ currency: "USDT", network: "TRC20", available: "10.00" }],
  },
  { name: "a channel with a rail still provisioning", resource: "payment channel", body: channel },
  { name: "a channel page", resource: "payment channel page", body: { items: [channel], next_cursor: null } },
  { name: "a confirmed deposit", resource: "deposit", body: deposit },
  { name: "a feed page of deposits", resource: "deposit feed page", body: { items: [deposit], next_cursor: "cur_10" } },
  {
    name: "an empty feed page that still moves its cursor",
    resource: "deposit feed page",
    body: { items: [], next_cursor: "cur_2" },
  },
  {
    name: "a stalled feed page naming the deposit and why",
    resource: "deposit feed page",
    body: { items: [], next_cursor: "cur_2", blocked: { deposit_id: "pcd_9", reason: "not_confirmed" } },
  },
  {
    name: "the conformance webhook vector (version 1, partial data)",
    resource: "webhook",
    body: {
      event_id: "evt_123",
      event_type: "invoice.paid",
      version: 1,
      occurred_at: T,
      data: { invoice_id: "inv_123" },
    },
    envelopeOnly: true,
  },
  { name: "invoice.expired with its invoice", resource: "webhook", body: envelope("invoice.expired", invoiceExpired) },
  { name: "invoice.paid with its invoice", resource: "webhook", body: envelope("invoice.paid", invoicePaid) },
  {
    name: "withdrawal.completed with its withdrawal",
    resource: "webhook",
    body: envelope("withdrawal.completed", withdrawal),
  },
  {
    name: "payment_channel.deposit.confirmed with its deposit",
    resource: "webhook",
    body: envelope("payment_channel.deposit.confirmed", deposit),
  },
  {
    name: "payment_channel.deposit.reorged (advisory, not final)",
    resource: "webhook",
    body: envelope("payment_channel.deposit.reorged", {
      ...deposit,
      status: "reorged",
      is_final: false,
      confirmed_at: undefined,
    }),
  },
  {
    name: "the conformance 409 conflict vector, with a field",
    resource: "problem",
    body: {
      type: "about:blank",
      title: "Conflict",
      status: 409,
      detail: "Conflict.",
      code: "conflict",
      field: "client_request_id",
    },
  },
  {
    name: "the conformance validation vector, errors[] of one entry",
    resource: "problem",
    body: {
      type: "about:blank",
      title: "Bad Request",
      status: 400,
      detail: "Validation failed.",
      code: "validation_failed",
      errors: [{ code: "field_required", field: "address", message: "Required." }],
    },
  },
  {
    name: "a problem with field: null and a trace id",
    resource: "problem",
    body: {
      type: "about:blank",
      title: "Not Found",
      status: 404,
      detail: "Project not found.",
      code: "project_not_found",
      field: null,
      trace_id: "00-abc-01",
    },
  },
];
