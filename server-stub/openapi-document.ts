/** The OpenAPI 3.1 document of the API the stub serves, generated from the contract's zod schemas and catalogue. */
import * as z from "zod";
import {
  BalancesSchema, CancelInvoiceBodySchema, ChannelCreateBodySchema, ConfirmPaymentBodySchema, DepositFeedPageSchema,
  DepositSchema, ERROR_CATALOGUE, ERROR_CODES, InvoiceCreateBodySchema, InvoicePageSchema, InvoiceSchema, InvoiceStatusSchema,
  PaymentChannelPageSchema, PaymentChannelSchema, PaymentChannelStatusSchema, ProblemDetailsSchema, PublicInvoiceSchema,
  SdkCreateBodySchema, SdkProjectCheckSchema, SimulateDepositBodySchema, SimulatePaymentBodySchema, TimeSchema, WebhookEnvelopeSchema,
  WithdrawalCancelBodySchema, WithdrawalCreateBodySchema, WithdrawalPageSchema, WithdrawalSchema, WithdrawalStatusSchema,
} from "../shared/api/index.ts";
import { CHANNEL_LIST_PARAMS, DEPOSIT_FEED_PARAMS } from "./routes/channels.routes.ts";
import { INVOICE_LIST_PARAMS } from "./routes/invoices.routes.ts";
import { WITHDRAWAL_LIST_PARAMS } from "./routes/withdrawals.routes.ts";

type Json = Record<string, unknown>;
type Security = "none" | "payment" | "payout" | "sdk";

interface Operation {
  method: "get" | "post";
  /** OpenAPI path template (`{id}`). */
  path: string;
  operationId: string;
  summary: string;
  tag: string;
  security: Security;
  /** Component name of the request body schema. */
  body?: string;
  /** Component name of the success body, and its status (default 200). */
  response: string;
  status?: 200 | 201;
  /** Also answers 200 with the existing resource on an idempotent repeat. */
  idempotent?: boolean;
  /** Name of the `{id}` path parameter as the errors name it, and its prefix. */
  id?: { field: string; pattern: string };
  query?: readonly string[];
}

const INV = { field: "invoice_id", pattern: "^inv_[A-Za-z0-9]+$" };
const WD = { field: "withdrawal_id", pattern: "^wd_[A-Za-z0-9]{1,64}$" };
const PC = { field: "payment_channel_id", pattern: "^pc_[A-Za-z0-9]+$" };
const PRJ = { field: "project_id", pattern: "^prj_[A-Za-z0-9_-]+$" };
const PCD = { field: "payment_channel_deposit_id", pattern: "^pcd_[A-Za-z0-9]+$" };

/** Every API route of the stub; a test compares this table with the routes the app really registers. */
export const OPERATIONS: readonly Operation[] = [
  { method: "get", path: "/v1/time", operationId: "getServerTime", summary: "Server time (unsigned)", tag: "Time", security: "none", response: "ServerTime" },

  { method: "post", path: "/v1/invoices", operationId: "createInvoice", summary: "Create an invoice", tag: "Invoices", security: "payment", body: "InvoiceCreateBody", response: "Invoice", status: 201, idempotent: true },
  { method: "get", path: "/v1/invoices", operationId: "listInvoices", summary: "List invoices, newest first", tag: "Invoices", security: "payment", response: "InvoicePage", query: INVOICE_LIST_PARAMS },
  { method: "get", path: "/v1/invoices/{id}", operationId: "getInvoice", summary: "Read an invoice", tag: "Invoices", security: "payment", response: "Invoice", id: INV },
  { method: "post", path: "/v1/invoices/{id}/confirm-payment", operationId: "confirmInvoicePayment", summary: "Choose the token and network", tag: "Invoices", security: "payment", body: "ConfirmPaymentBody", response: "Invoice", id: INV },
  { method: "post", path: "/v1/invoices/{id}/cancel", operationId: "cancelInvoice", summary: "Cancel an invoice awaiting the customer", tag: "Invoices", security: "payment", body: "CancelInvoiceBody", response: "Invoice", id: INV },
  { method: "post", path: "/v1/sandbox/invoices/{id}/simulate-payment", operationId: "simulateInvoicePayment", summary: "Sandbox: simulate the customer's payment", tag: "Sandbox", security: "payment", body: "SimulatePaymentBody", response: "Invoice", id: INV },

  { method: "post", path: "/v1/withdrawals", operationId: "createWithdrawal", summary: "Create a withdrawal", tag: "Withdrawals", security: "payout", body: "WithdrawalCreateBody", response: "Withdrawal", status: 201, idempotent: true },
  { method: "get", path: "/v1/withdrawals", operationId: "listWithdrawals", summary: "List withdrawals, newest first", tag: "Withdrawals", security: "payout", response: "WithdrawalPage", query: WITHDRAWAL_LIST_PARAMS },
  { method: "get", path: "/v1/withdrawals/{id}", operationId: "getWithdrawal", summary: "Read a withdrawal", tag: "Withdrawals", security: "payout", response: "Withdrawal", id: WD },
  { method: "post", path: "/v1/withdrawals/{id}/cancel", operationId: "cancelWithdrawal", summary: "Cancel a withdrawal still in created", tag: "Withdrawals", security: "payout", body: "WithdrawalCancelBody", response: "Withdrawal", id: WD },
  { method: "post", path: "/v1/sandbox/withdrawals/{id}/simulate-completion", operationId: "simulateWithdrawalCompletion", summary: "Sandbox: complete a withdrawal", tag: "Sandbox", security: "payout", response: "Withdrawal", id: WD },
  { method: "get", path: "/v1/balances", operationId: "listBalances", summary: "Available balances", tag: "Withdrawals", security: "payout", response: "Balances" },

  { method: "post", path: "/v1/payment-channels", operationId: "createPaymentChannel", summary: "Open a payment channel for a customer", tag: "Payment channels", security: "payment", body: "ChannelCreateBody", response: "PaymentChannel", status: 201, idempotent: true },
  { method: "get", path: "/v1/payment-channels", operationId: "listPaymentChannels", summary: "List payment channels", tag: "Payment channels", security: "payment", response: "PaymentChannelPage", query: CHANNEL_LIST_PARAMS },
  { method: "get", path: "/v1/payment-channels/{id}", operationId: "getPaymentChannel", summary: "Read a payment channel", tag: "Payment channels", security: "payment", response: "PaymentChannel", id: PC },
  { method: "post", path: "/v1/payment-channels/{id}/block", operationId: "blockPaymentChannel", summary: "Block a payment channel", tag: "Payment channels", security: "payment", response: "PaymentChannel", id: PC },
  { method: "post", path: "/v1/payment-channels/{id}/unblock", operationId: "unblockPaymentChannel", summary: "Unblock a payment channel", tag: "Payment channels", security: "payment", response: "PaymentChannel", id: PC },
  { method: "post", path: "/v1/sandbox/payment-channels/{id}/simulate-deposit", operationId: "simulateDeposit", summary: "Sandbox: simulate a deposit on a channel", tag: "Sandbox", security: "payment", body: "SimulateDepositBody", response: "Deposit", status: 201, id: PC },
  { method: "get", path: "/v1/payment-channel-deposits", operationId: "listDepositFeed", summary: "The feed of confirmed deposits (never ends)", tag: "Payment channels", security: "payment", response: "DepositFeedPage", query: DEPOSIT_FEED_PARAMS },
  { method: "get", path: "/v1/payment-channel-deposits/{id}", operationId: "getDeposit", summary: "Read a deposit", tag: "Payment channels", security: "payment", response: "Deposit", id: PCD },

  { method: "post", path: "/public/v1/sdk", operationId: "sdkCreateInvoice", summary: "Widget/terminal: create an invoice", tag: "Public SDK", security: "sdk", body: "SdkCreateBody", response: "PublicInvoice", status: 201, idempotent: true },
  { method: "get", path: "/public/v1/sdk/projects/{id}", operationId: "sdkCheckProject", summary: "Widget/terminal (ours): check a project as a create from `source` would, without an invoice", tag: "Public SDK", security: "sdk", response: "SdkProjectCheck", id: PRJ, query: ["source"] },
  { method: "get", path: "/public/v1/sdk/invoices/{id}", operationId: "sdkGetInvoice", summary: "Widget/terminal: poll an invoice", tag: "Public SDK", security: "sdk", response: "PublicInvoice", id: INV },
  { method: "post", path: "/public/v1/sdk/invoices/{id}/confirm-payment", operationId: "sdkConfirmPayment", summary: "Widget/terminal: choose the token and network", tag: "Public SDK", security: "sdk", body: "ConfirmPaymentBody", response: "PublicInvoice", id: INV },
  { method: "post", path: "/public/v1/sdk/invoices/{id}/cancel", operationId: "sdkCancelInvoice", summary: "Widget/terminal: cancel an invoice awaiting the customer", tag: "Public SDK", security: "sdk", response: "PublicInvoice", id: INV },
];

const RESPONSES = {
  ServerTime: TimeSchema,
  Invoice: InvoiceSchema,
  InvoicePage: InvoicePageSchema,
  PublicInvoice: PublicInvoiceSchema,
  SdkProjectCheck: SdkProjectCheckSchema,
  Withdrawal: WithdrawalSchema,
  WithdrawalPage: WithdrawalPageSchema,
  Balances: BalancesSchema,
  PaymentChannel: PaymentChannelSchema,
  PaymentChannelPage: PaymentChannelPageSchema,
  Deposit: DepositSchema,
  DepositFeedPage: DepositFeedPageSchema,
  WebhookEnvelope: WebhookEnvelopeSchema,
  Problem: ProblemDetailsSchema,
};

const BODIES = {
  InvoiceCreateBody: InvoiceCreateBodySchema,
  ConfirmPaymentBody: ConfirmPaymentBodySchema,
  CancelInvoiceBody: CancelInvoiceBodySchema,
  SimulatePaymentBody: SimulatePaymentBodySchema,
  WithdrawalCreateBody: WithdrawalCreateBodySchema,
  WithdrawalCancelBody: WithdrawalCancelBodySchema,
  ChannelCreateBody: ChannelCreateBodySchema,
  SimulateDepositBody: SimulateDepositBodySchema,
  SdkCreateBody: SdkCreateBodySchema,
};

const REF = (name: string): Json => ({ $ref: `#/components/schemas/${name}` });

/** Components from a set of schemas, shared ones as $refs; `io` picks the request (input) or response (output) view. */
function components(schemas: Record<string, z.core.$ZodType>, io: "input" | "output"): Record<string, Json> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(schemas)) registry.add(schema, { id });
  const out = z.toJSONSchema(registry, { uri: (id) => `#/components/schemas/${id}`, io, unrepresentable: "any" });
  const result: Record<string, Json> = {};
  for (const [id, schema] of Object.entries(out.schemas)) {
    // The document declares the dialect once; a fragment $id on each component would only confuse resolvers.
    const { $schema: _dialect, $id: _id, ...rest } = schema as Json;
    result[id] = rest;
  }
  return result;
}

/** A schema inlined in a parameter, without the dialect marker only a document root carries. */
function inline(schema: z.core.$ZodType): Json {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { unrepresentable: "any" }) as Json;
  return rest;
}

const LIST_PARAMETERS: Record<string, (op: Operation) => Json> = {
  limit: () => ({ name: "limit", in: "query", schema: { type: "integer", minimum: 1, maximum: 100, default: 50 }, description: "Page size." }),
  cursor: () => ({ name: "cursor", in: "query", schema: { type: "string" }, description: "Opaque cursor from the previous page; refused after 24 hours or with other filters (pagination_cursor_invalid)." }),
  status: (op) => ({
    name: "status", in: "query", style: "form", explode: true, description: "Repeatable.",
    schema: { type: "array", items: inline(op.path.startsWith("/v1/withdrawals") ? WithdrawalStatusSchema : op.path.startsWith("/v1/payment-channels") ? PaymentChannelStatusSchema : InvoiceStatusSchema) },
  }),
  external_order_id: () => ({ name: "external_order_id", in: "query", schema: { type: "string", maxLength: 128 } }),
  external_id: () => ({ name: "external_id", in: "query", schema: { type: "string", minLength: 1, maxLength: 128 } }),
  project_id: () => ({ name: "project_id", in: "query", schema: { type: "string", pattern: "^prj_" } }),
  payment_channel_id: () => ({ name: "payment_channel_id", in: "query", schema: { type: "string", pattern: "^pc_" } }),
  created_from: () => ({ name: "created_from", in: "query", schema: { type: "integer", minimum: 0 }, description: "Unix seconds, inclusive." }),
  created_to: () => ({ name: "created_to", in: "query", schema: { type: "integer", minimum: 0 }, description: "Unix seconds, exclusive." }),
  source: () => ({ name: "source", in: "query", required: true, schema: { type: "string", enum: ["terminal", "embed"] }, description: "The integration to check the project for." }),
  confirmed_from: () => ({ name: "confirmed_from", in: "query", schema: { type: "integer", minimum: 0 }, description: "Unix seconds, inclusive." }),
};

const SECURITY: Record<Security, Json[]> = {
  none: [],
  payment: [{ HmacSignature: [], RequestTimestamp: [] }],
  payout: [{ HmacSignature: [], RequestTimestamp: [] }],
  sdk: [{ SdkKey: [] }],
};

function operation(op: Operation): Json {
  const parameters: Json[] = [];
  if (op.id) parameters.push({ name: "id", in: "path", required: true, description: `The ${op.id.field}.`, schema: { type: "string", pattern: op.id.pattern } });
  for (const name of op.query ?? []) {
    const make = LIST_PARAMETERS[name];
    if (!make) throw new Error(`openapi: no description of query parameter ${name}`);
    parameters.push(make(op));
  }
  const success = String(op.status ?? 200);
  const responses: Json = {
    [success]: { description: "Success.", content: { "application/json": { schema: REF(op.response) } } },
  };
  if (op.idempotent) responses["200"] = { description: "The existing resource: an idempotent repeat of the same create.", content: { "application/json": { schema: REF(op.response) } } };
  responses["4XX"] = { $ref: "#/components/responses/Problem" };
  responses["5XX"] = { $ref: "#/components/responses/Problem" };
  const keyNote = op.security === "payment" ? " Payment key (pk_)." : op.security === "payout" ? " Payout key (rk_) from a whitelisted IP." : "";
  return {
    operationId: op.operationId,
    summary: op.summary,
    ...(keyNote ? { description: keyNote.trim() } : {}),
    tags: [op.tag],
    security: SECURITY[op.security],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(op.body ? { requestBody: { required: true, content: { "application/json": { schema: REF(op.body) } } } } : {}),
    responses,
  };
}

let cached: string | undefined;

/** The document as JSON text (built once: it only depends on code). */
export function openApiJson(): string {
  cached ??= JSON.stringify(buildOpenApiDocument());
  return cached;
}

export function buildOpenApiDocument(): Json {
  const paths: Record<string, Json> = {};
  for (const op of OPERATIONS) (paths[op.path] ??= {})[op.method] = operation(op);
  const schemas = { ...components(RESPONSES, "output"), ...components(BODIES, "input") };
  // The problem's code is one of the catalogue's, whatever zod says of the open string in the shared schema.
  const problem = schemas.Problem as Json & { properties: Record<string, Json> };
  problem.properties.code = { type: "string", enum: [...ERROR_CODES] };
  problem.properties.status = { type: "integer", enum: [...new Set(Object.values(ERROR_CATALOGUE).map((e) => e.status))].sort((a, b) => a - b) };
  return {
    openapi: "3.1.0",
    jsonSchemaDialect: "https://json-schema.org/draft/2020-12/schema",
    info: {
      title: "Merchant payment service (stub)",
      version: "1",
      description: "The merchant API as the stub serves it. Every error is application/problem+json with a catalogued `code`.",
    },
    servers: [{ url: "/" }],
    tags: [...new Set(OPERATIONS.map((o) => o.tag))].map((name) => ({ name })),
    paths,
    webhooks: {
      event: {
        post: {
          summary: "An event delivered to each registered endpoint (X-Webhook-Id, X-Webhook-Timestamp, X-Webhook-Signature: t=…,v1=…).",
          requestBody: { required: true, content: { "application/json": { schema: REF("WebhookEnvelope") } } },
          responses: { "2XX": { description: "Received; anything else is retried with backoff." } },
        },
      },
    },
    components: {
      schemas,
      responses: {
        Problem: {
          description: "An RFC 9457 problem; `code` says which rule refused the request.",
          headers: {
            "Retry-After": { description: "Seconds to wait (429 and 503).", schema: { type: "integer" } },
          },
          content: { "application/problem+json": { schema: REF("Problem") } },
        },
      },
      securitySchemes: {
        HmacSignature: {
          type: "apiKey",
          in: "header",
          name: "Authorization",
          description: "`HMAC-SHA256 <key_id>:<base64 HMAC-SHA256 of timestamp\\nMETHOD\\npath\\n?query\\nbody_sha256_hex>` with the key's secret.",
        },
        RequestTimestamp: {
          type: "apiKey",
          in: "header",
          name: "X-Request-Timestamp",
          description: "Unix seconds; within 300 seconds of server time (GET /v1/time).",
        },
        SdkKey: {
          type: "apiKey",
          in: "header",
          name: "X-Sdk-Key",
          description: "The public Payment key id (pk_test_… / pk_live_…); the page's Origin must be allowed for the project.",
        },
      },
    },
  };
}
