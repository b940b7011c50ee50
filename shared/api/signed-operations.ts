/** The signed merchant operations (/v1, Payment or Payout key), with the query parameters their lists take. */
import * as z from "zod/mini";
import type { Operation } from "./operation.ts";
import {
  BalancesSchema, DepositFeedPageSchema, DepositSchema, InvoicePageSchema, InvoiceSchema, InvoiceStatusSchema, MAX_EXTERNAL_ID_LENGTH,
  MAX_REFERENCE_LENGTH, PaymentChannelIdSchema, PaymentChannelPageSchema, PaymentChannelSchema, PaymentChannelStatusSchema,
  ProjectIdSchema, WithdrawalPageSchema, WithdrawalSchema, WithdrawalStatusSchema,
} from "./schemas.ts";

// Query parameters as the list routes take them; the stub reads each one with its own problem code (request-parse.ts).
const pageLimit = () => z.optional(z._default(z.int().check(z.minimum(1), z.maximum(100), z.describe("Page size.")), 50));
const cursor = () =>
  z.optional(z.string().check(z.describe("Opaque cursor from the previous page; refused after 24 hours or with other filters (pagination_cursor_invalid).")));
const unixSeconds = (description: string) => z.optional(z.int().check(z.minimum(0), z.describe(`Unix seconds, ${description}.`)));
const repeated = <S extends z.ZodMiniType>(status: S) => z.optional(z.array(status).check(z.describe("Repeatable.")));
const reference = () => z.optional(z.string().check(z.maxLength(MAX_REFERENCE_LENGTH)));

const INVOICE_ID = { field: "invoice_id", prefix: "inv_" } as const;
const WITHDRAWAL_ID = { field: "withdrawal_id", prefix: "wdr_" } as const;
const CHANNEL_ID = { field: "payment_channel_id", prefix: "pc_" } as const;
const DEPOSIT_ID = { field: "payment_channel_deposit_id", prefix: "pcd_" } as const;

export const SIGNED_OPERATIONS = {
  createInvoice: {
    method: "POST", path: "/v1/invoices", key: "pk", ours: false, summary: "Create an invoice", tag: "Invoices",
    body: "InvoiceCreateBodySchema", response: InvoiceSchema, status: 201, idempotent: true,
  },
  listInvoices: {
    method: "GET", path: "/v1/invoices", key: "pk", ours: false, summary: "List invoices, newest first", tag: "Invoices",
    query: z.object({
      limit: pageLimit(),
      cursor: cursor(),
      status: repeated(InvoiceStatusSchema),
      external_order_id: reference(),
      project_id: z.optional(ProjectIdSchema),
      created_from: unixSeconds("inclusive"),
      created_to: unixSeconds("inclusive, as the provider's MCP server documents it"),
    }),
    response: InvoicePageSchema, status: 200,
  },
  getInvoice: {
    method: "GET", path: "/v1/invoices/{id}", key: "pk", ours: false, summary: "Read an invoice", tag: "Invoices",
    id: INVOICE_ID, response: InvoiceSchema, status: 200,
  },
  confirmInvoicePayment: {
    method: "POST", path: "/v1/invoices/{id}/confirm-payment", key: "pk", ours: false, summary: "Choose the token and network", tag: "Invoices",
    id: INVOICE_ID, body: "ConfirmPaymentBodySchema", response: InvoiceSchema, status: 200,
  },
  cancelInvoice: {
    method: "POST", path: "/v1/invoices/{id}/cancel", key: "pk", ours: false, summary: "Cancel an invoice awaiting the customer", tag: "Invoices",
    id: INVOICE_ID, body: "CancelInvoiceBodySchema", response: InvoiceSchema, status: 200,
  },
  simulateInvoicePayment: {
    method: "POST", path: "/v1/sandbox/invoices/{id}/simulate-payment", key: "pk", ours: false, summary: "Sandbox: simulate the customer's payment", tag: "Sandbox",
    // Where the provider's PHP SDK 1.0.1 calls it (src/Resources/Invoices.php, signed like every merchant call).
    alsoAt: ["/public/v1/invoices/{id}/simulate-payment"],
    id: INVOICE_ID, body: "SimulatePaymentBodySchema", response: InvoiceSchema, status: 200,
  },

  createWithdrawal: {
    method: "POST", path: "/v1/withdrawals", key: "rk", ours: false, summary: "Create a withdrawal", tag: "Withdrawals",
    body: "WithdrawalCreateBodySchema", response: WithdrawalSchema, status: 201, idempotent: true,
  },
  listWithdrawals: {
    method: "GET", path: "/v1/withdrawals", key: "rk", ours: false, summary: "List withdrawals, newest first", tag: "Withdrawals",
    query: z.object({
      limit: pageLimit(),
      cursor: cursor(),
      status: repeated(WithdrawalStatusSchema),
      external_order_id: reference(),
      created_from: unixSeconds("inclusive"),
      created_to: unixSeconds("inclusive, as the provider's MCP server documents it"),
    }),
    response: WithdrawalPageSchema, status: 200,
  },
  getWithdrawal: {
    method: "GET", path: "/v1/withdrawals/{id}", key: "rk", ours: false, summary: "Read a withdrawal", tag: "Withdrawals",
    id: WITHDRAWAL_ID, response: WithdrawalSchema, status: 200,
  },
  cancelWithdrawal: {
    method: "POST", path: "/v1/withdrawals/{id}/cancel", key: "rk", ours: false, summary: "Cancel a withdrawal still in created", tag: "Withdrawals",
    id: WITHDRAWAL_ID, body: "WithdrawalCancelBodySchema", response: WithdrawalSchema, status: 200,
  },
  simulateWithdrawalCompletion: {
    method: "POST", path: "/v1/sandbox/withdrawals/{id}/simulate-completion", key: "rk", ours: false, summary: "Sandbox: complete a withdrawal", tag: "Sandbox",
    id: WITHDRAWAL_ID, response: WithdrawalSchema, status: 200,
  },
  getBalances: {
    method: "GET", path: "/v1/balances", key: "rk", ours: false, summary: "Available balances", tag: "Withdrawals",
    response: BalancesSchema, status: 200,
  },

  createPaymentChannel: {
    method: "POST", path: "/v1/payment-channels", key: "pk", ours: false, summary: "Open a payment channel for a customer", tag: "Payment channels",
    body: "ChannelCreateBodySchema", response: PaymentChannelSchema, status: 201, idempotent: true,
  },
  listPaymentChannels: {
    method: "GET", path: "/v1/payment-channels", key: "pk", ours: false, summary: "List payment channels", tag: "Payment channels",
    query: z.object({
      limit: pageLimit(),
      cursor: cursor(),
      status: repeated(PaymentChannelStatusSchema),
      external_id: z.optional(z.string().check(z.minLength(1), z.maxLength(MAX_EXTERNAL_ID_LENGTH))),
      project_id: z.optional(ProjectIdSchema),
    }),
    response: PaymentChannelPageSchema, status: 200,
  },
  getPaymentChannel: {
    method: "GET", path: "/v1/payment-channels/{id}", key: "pk", ours: false, summary: "Read a payment channel", tag: "Payment channels",
    id: CHANNEL_ID, response: PaymentChannelSchema, status: 200,
  },
  blockPaymentChannel: {
    method: "POST", path: "/v1/payment-channels/{id}/block", key: "pk", ours: false, summary: "Block a payment channel", tag: "Payment channels",
    id: CHANNEL_ID, response: PaymentChannelSchema, status: 200,
  },
  unblockPaymentChannel: {
    method: "POST", path: "/v1/payment-channels/{id}/unblock", key: "pk", ours: false, summary: "Unblock a payment channel", tag: "Payment channels",
    id: CHANNEL_ID, response: PaymentChannelSchema, status: 200,
  },
  simulateDeposit: {
    method: "POST", path: "/v1/sandbox/payment-channels/{id}/simulate-deposit", key: "pk", ours: false, summary: "Sandbox: simulate a deposit on a channel", tag: "Sandbox",
    id: CHANNEL_ID, body: "SimulateDepositBodySchema", response: DepositSchema, status: 201,
  },
  listDeposits: {
    method: "GET", path: "/v1/payment-channel-deposits", key: "pk", ours: false, summary: "The feed of confirmed deposits (never ends)", tag: "Payment channels",
    query: z.object({
      cursor: cursor(),
      limit: pageLimit(),
      project_id: z.optional(ProjectIdSchema),
      payment_channel_id: z.optional(PaymentChannelIdSchema),
      confirmed_from: unixSeconds("inclusive"),
    }),
    response: DepositFeedPageSchema, status: 200,
  },
  getDeposit: {
    method: "GET", path: "/v1/payment-channel-deposits/{id}", key: "pk", ours: false, summary: "Read a deposit", tag: "Payment channels",
    id: DEPOSIT_ID, response: DepositSchema, status: 200,
  },
} as const satisfies Record<string, Operation>;

export type SignedOperationName = keyof typeof SIGNED_OPERATIONS;
