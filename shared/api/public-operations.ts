/**
 * The public operations (the unsigned clock and the X-Sdk-Key routes of the widget and terminal): all the SdkClient's
 * bundle needs. The signed ones are in signed-operations.ts, so a browser bundle never carries the merchant schemas.
 */
import type { Operation } from "./operation.ts";
import * as z from "zod/mini";
import { PublicInvoiceSchema, SdkProjectCheckSchema, SdkSourceSchema, TimeSchema } from "./schemas.ts";

const INVOICE_ID = { field: "invoice_id", prefix: "inv_" } as const;
const PROJECT_ID = { field: "project_id", prefix: "prj_" } as const;

export const PUBLIC_OPERATIONS = {
  getServerTime: {
    method: "GET",
    path: "/v1/time",
    key: "none",
    ours: false,
    summary: "Server time (unsigned)",
    tag: "Time",
    response: TimeSchema,
    status: 200,
  },
  sdkCreateInvoice: {
    method: "POST",
    path: "/public/v1/sdk",
    key: "sdk",
    ours: false,
    summary: "Widget/terminal: create an invoice",
    tag: "Public SDK",
    body: "SdkCreateBodySchema",
    response: PublicInvoiceSchema,
    status: 201,
    idempotent: true,
  },
  sdkCheckProject: {
    method: "GET",
    path: "/public/v1/sdk/projects/{id}",
    key: "sdk",
    ours: true,
    summary: "Widget/terminal: check a project as a create from `source` would, without making an invoice",
    tag: "Public SDK",
    // Required by the handler (field_required names it); optional here because the query table holds filters.
    id: PROJECT_ID,
    query: z.object({
      source: z.optional(SdkSourceSchema.check(z.describe("The integration to check the project for (required)."))),
    }),
    response: SdkProjectCheckSchema,
    status: 200,
  },
  sdkGetInvoice: {
    method: "GET",
    path: "/public/v1/sdk/invoices/{id}",
    key: "sdk",
    ours: true,
    summary: "Widget/terminal: poll an invoice",
    tag: "Public SDK",
    id: INVOICE_ID,
    response: PublicInvoiceSchema,
    status: 200,
  },
  sdkConfirmPayment: {
    method: "POST",
    path: "/public/v1/sdk/invoices/{id}/confirm-payment",
    key: "sdk",
    ours: true,
    summary: "Widget/terminal: choose the token and network",
    tag: "Public SDK",
    id: INVOICE_ID,
    body: "ConfirmPaymentBodySchema",
    response: PublicInvoiceSchema,
    status: 200,
  },
  sdkCancelInvoice: {
    method: "POST",
    path: "/public/v1/sdk/invoices/{id}/cancel",
    key: "sdk",
    ours: true,
    summary: "Widget/terminal: cancel an invoice awaiting the customer",
    tag: "Public SDK",
    id: INVOICE_ID,
    response: PublicInvoiceSchema,
    status: 200,
  },
} as const satisfies Record<string, Operation>;

export type PublicOperationName = keyof typeof PUBLIC_OPERATIONS;
