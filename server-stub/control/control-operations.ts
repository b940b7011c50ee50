/** The stub's control API described once: method, path, body, answer and purpose of every `/__stub/*` operation. */
import * as z from "zod";
import type * as zm from "zod/mini";
import { isErrorCode } from "../../shared/api/codes.ts";
import { SimulatePaymentBodySchema } from "../../shared/api/schemas/bodies.ts";
import { InvoiceSchema } from "../../shared/api/schemas/invoice.ts";
import { WithdrawalSchema } from "../../shared/api/schemas/withdrawal.ts";
import { MAX_ROTATION_GRACE_SECONDS } from "../domain/dashboard.ts";
import {
  FixtureKeySchema,
  FixtureMerchantSchema,
  FixtureProjectSchema,
  FixtureSchema,
  KeyPatchSchema,
  MerchantPatchSchema,
  PlatformPatchSchema,
  PlatformSwitchesSchema,
  ProjectPatchSchema,
} from "../fixture.ts";

/** Every control path starts with this; the request pipeline answers it only with the control header (http/request-pipeline.ts). */
export const CONTROL_PATH_PREFIX = "/__stub/";

/**
 * The header every control request carries. A cross-site form or a simple fetch cannot send a custom header without
 * a CORS preflight, which the stub never grants for /__stub/*: another site's page cannot reset or drive it.
 */
export const CONTROL_HEADER = "x-stub-control";
export const CONTROL_HEADER_VALUE = "1";

export type ControlMethod = "GET" | "POST" | "PATCH" | "DELETE";

/**
 * A request body and the rules it is refused by: `control` (400, the first failing field, its spec code when the check
 * names one), `contract` (as the signed API refuses the same body: shared/api/validate.ts), `fixture` (optional; a
 * whole fixture document, refused as a fixture file is).
 */
export type ControlBody =
  | { readonly rules: "control"; readonly schema: z.ZodType }
  | { readonly rules: "contract"; readonly schema: zm.ZodMiniType }
  | { readonly rules: "fixture"; readonly schema: typeof FixtureSchema };

export interface ControlOperation {
  readonly method: ControlMethod;
  /** Path template; `{id}` is the one parameter a control path may have (a project, key, merchant, invoice or withdrawal id). */
  readonly path: `${typeof CONTROL_PATH_PREFIX}${string}`;
  /** One line for people: what a test suite uses it for. */
  readonly purpose: string;
  readonly body?: ControlBody;
  /** The body of a success answer; none for 204. */
  readonly answer?: z.core.$ZodType;
  readonly status: 200 | 201 | 204;
}

const ClockBody = z
  .object({ now: z.number().int().positive().optional(), advance_seconds: z.number().int().optional() })
  .strict();
const ClockAnswer = z.object({ now: z.number().int() });

const FaultBody = z
  .object({
    method: z.string().optional(),
    /** Exact path, or a prefix ending in `*`. */
    path: z.string().min(1),
    count: z.number().int().positive().default(1),
    /** A catalogued error code to answer with. */
    code: z.string().refine(isErrorCode, "not a catalogued code").optional(),
    status: z.number().int().min(100).max(599).optional(),
    delay_ms: z.number().int().nonnegative().max(120_000).optional(),
    drop: z.boolean().optional(),
  })
  .strict();
/** A queued fault: the body's fields, with the number of matching requests it still answers. */
const FaultAnswer = z.object({
  method: z.string().optional(),
  path: z.string(),
  remaining: z.number().int(),
  code: z.string().optional(),
  status: z.number().int().optional(),
  delay_ms: z.number().int().optional(),
  drop: z.boolean().optional(),
});

const RotateBody = z
  .object({
    secret: z.string().min(1),
    grace_seconds: z
      .number()
      .int()
      .positive()
      .max(MAX_ROTATION_GRACE_SECONDS)
      .default(24 * 3600),
  })
  .strict();
/** A key as the dashboard shows it: everything but its secrets. */
const VisibleKeyAnswer = FixtureKeySchema.omit({ secret: true, previous_secret: true });

const JournalEntryAnswer = z.object({
  method: z.string(),
  path: z.string(),
  query: z.string(),
  status: z.number().int(),
  code: z.string().optional(),
  time: z.number(),
  key_id: z.string().optional(),
  correlation_id: z.string().optional(),
});

const WebhookBody = z
  .object({
    // Deliveries are HTTP POSTs: a file:, data: or other scheme is refused here rather than failing (or worse) later.
    // A user name or password in it would be kept, listed and echoed in delivery errors: the signature is the proof.
    url: z
      .url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })
      .refine(
        (url) => !hasCredentials(url),
        "must not carry a user name or password (user:pass@): deliveries are proven by their signature",
      ),
    secret: z.string().min(1).optional(),
    secrets: z.array(z.string().min(1)).min(1).optional(),
    merchant_id: z.string().min(1).optional(),
  })
  .strict();
/** A registered endpoint as listed: its secrets are not. */
const WebhookEndpointAnswer = z.object({ id: z.string(), url: z.string(), merchant_id: z.string().optional() });
/** A new endpoint: `secret` is the first of `secrets`, what the receiver verifies `X-Webhook-Signature` with. */
const NewWebhookAnswer = WebhookEndpointAnswer.extend({ secret: z.string(), secrets: z.array(z.string()) });
const DeliveryAnswer = z.object({
  delivery_id: z.string(),
  endpoint_id: z.string(),
  url: z.string(),
  event_id: z.string(),
  event_type: z.string(),
  attempt: z.number().int(),
  status: z.enum(["pending", "delivered", "failed"]),
  response_status: z.number().int().optional(),
  error: z.string().optional(),
  attempted_at: z.number().optional(),
  next_attempt_at: z.number().optional(),
  body: z.string(),
});
const EventAnswer = z.object({
  event_id: z.string(),
  event_type: z.string(),
  version: z.number().int(),
  occurred_at: z.number(),
  data: z.unknown(),
  merchant_id: z.string(),
});

/** Whether a URL names a user or password before its host. */
function hasCredentials(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.username !== "" || parsed.password !== "";
  } catch {
    return false; // not a URL at all: the url check above says so
  }
}

/** A body refused by the control rules (see ControlBody). */
const control = <S extends z.ZodType>(schema: S) => ({ rules: "control", schema }) as const;

/** The control API: the stub registers these routes (routes/control.routes.ts), StubControl calls them. */
export const CONTROL_OPERATIONS = {
  reset: {
    method: "POST",
    path: "/__stub/reset",
    status: 204,
    body: { rules: "fixture", schema: FixtureSchema },
    purpose: "Back to the seed, or to a whole fixture document; cancels pending webhooks and puts the clock back.",
  },
  getClock: {
    method: "GET",
    path: "/__stub/clock",
    status: 200,
    answer: ClockAnswer,
    purpose: "The stub's business time (Unix seconds).",
  },
  setClock: {
    method: "POST",
    path: "/__stub/clock",
    status: 200,
    body: control(ClockBody),
    answer: ClockAnswer,
    purpose: "Set or advance business time and sweep what fell due (deadlines, confirmations).",
  },
  patchProject: {
    method: "PATCH",
    path: "/__stub/projects/{id}",
    status: 200,
    body: control(ProjectPatchSchema),
    answer: FixtureProjectSchema,
    purpose: "Change some fields of a project (origins, widget state, tokens, return URLs, support contact).",
  },
  patchKey: {
    method: "PATCH",
    path: "/__stub/keys/{id}",
    status: 200,
    body: control(KeyPatchSchema),
    answer: VisibleKeyAnswer,
    purpose: "Change some fields of a key (revoked, IP whitelist, projects, secrets).",
  },
  rotateKey: {
    method: "POST",
    path: "/__stub/keys/{id}/rotate",
    status: 200,
    body: control(RotateBody),
    answer: VisibleKeyAnswer,
    purpose: "Rotate a key's secret; the old one stays valid for the grace period.",
  },
  patchMerchant: {
    method: "PATCH",
    path: "/__stub/merchants/{id}",
    status: 200,
    body: control(MerchantPatchSchema),
    answer: FixtureMerchantSchema,
    purpose: "Change some fields of a merchant (suspended, limits, caps, whitelist).",
  },
  getPlatform: {
    method: "GET",
    path: "/__stub/platform",
    status: 200,
    answer: PlatformSwitchesSchema,
    purpose: "The platform switches.",
  },
  patchPlatform: {
    method: "PATCH",
    path: "/__stub/platform",
    status: 200,
    body: control(PlatformPatchSchema),
    answer: PlatformSwitchesSchema,
    purpose: "Turn platform switches on or off (acceptance, rates, networks, payouts, channels).",
  },
  listFaults: {
    method: "GET",
    path: "/__stub/faults",
    status: 200,
    answer: z.array(FaultAnswer),
    purpose: "The queued faults.",
  },
  addFault: {
    method: "POST",
    path: "/__stub/faults",
    status: 201,
    body: control(FaultBody),
    answer: FaultAnswer,
    purpose: "Answer the next matching requests with a code, a status, a delay or a dropped connection.",
  },
  clearFaults: { method: "DELETE", path: "/__stub/faults", status: 204, purpose: "Drop every queued fault." },
  getJournal: {
    method: "GET",
    path: "/__stub/journal",
    status: 200,
    answer: z.array(JournalEntryAnswer),
    purpose: "The last 10,000 API requests.",
  },
  clearJournal: { method: "DELETE", path: "/__stub/journal", status: 204, purpose: "Empty the request journal." },
  listInvoices: {
    method: "GET",
    path: "/__stub/invoices",
    status: 200,
    answer: z.array(InvoiceSchema),
    purpose: "Every invoice, of every merchant and environment, as the signed API shows one.",
  },
  simulateInvoice: {
    method: "POST",
    path: "/__stub/invoices/{id}/simulate",
    status: 200,
    body: { rules: "contract", schema: SimulatePaymentBodySchema },
    answer: InvoiceSchema,
    purpose: "Pay a sandbox invoice as a wallet would (unsigned simulate-payment: the sandbox wallets use it).",
  },
  reorgInvoice: {
    method: "POST",
    path: "/__stub/invoices/{id}/reorg",
    status: 200,
    answer: InvoiceSchema,
    purpose: "A chain reorg drops a confirming or underpaid_waiting invoice's transfers: back to awaiting_payment.",
  },
  failWithdrawal: {
    method: "POST",
    path: "/__stub/withdrawals/{id}/fail",
    status: 200,
    answer: WithdrawalSchema,
    purpose: "A created or signed sandbox withdrawal fails on chain; amount and fee go back.",
  },
  listWebhooks: {
    method: "GET",
    path: "/__stub/webhooks",
    status: 200,
    answer: z.array(WebhookEndpointAnswer),
    purpose: "The registered webhook endpoints.",
  },
  addWebhook: {
    method: "POST",
    path: "/__stub/webhooks",
    status: 201,
    body: control(WebhookBody),
    answer: NewWebhookAnswer,
    purpose: "Deliver events (every merchant's, or one's) to a URL, signed with a given or new secret.",
  },
  clearWebhooks: { method: "DELETE", path: "/__stub/webhooks", status: 204, purpose: "Remove every webhook endpoint." },
  listDeliveries: {
    method: "GET",
    path: "/__stub/webhooks/deliveries",
    status: 200,
    answer: z.array(DeliveryAnswer),
    purpose: "The webhook delivery log.",
  },
  listEvents: {
    method: "GET",
    path: "/__stub/events",
    status: 200,
    answer: z.array(EventAnswer),
    purpose: "Every event the stub has recorded.",
  },
} as const satisfies Record<string, ControlOperation>;

export type ControlOperationName = keyof typeof CONTROL_OPERATIONS;

/**
 * What a caller sends: the body's input (defaults optional). A `fixture` body is any document (JSON read from a file,
 * the seed with changes): the stub checks it as it checks a fixture file.
 */
export type ControlBodyInput<O extends ControlOperation> = O["body"] extends { rules: "fixture" }
  ? unknown
  : O["body"] extends ControlBody
    ? z.core.input<O["body"]["schema"]>
    : never;
/** The body as the route's handler receives it, checked; a `fixture` body is absent when none was sent. */
export type ControlBodyOutput<O extends ControlOperation> = O["body"] extends { rules: "fixture" }
  ? z.core.output<O["body"]["schema"]> | undefined
  : O["body"] extends ControlBody
    ? z.core.output<O["body"]["schema"]>
    : undefined;
/** What a success answers: its schema's output, nothing for 204. */
export type ControlAnswer<O extends ControlOperation> = O["answer"] extends z.core.$ZodType
  ? z.core.output<O["answer"]>
  : void;

/** The parameters of one call: `id` when the path has `{id}`, `body` when the operation takes one (optional for `fixture`). */
export type ControlRequest<O extends ControlOperation> = (O["path"] extends `${string}{id}${string}`
  ? { id: string }
  : { id?: never }) &
  (O["body"] extends { rules: "fixture" }
    ? { body?: ControlBodyInput<O> }
    : O["body"] extends ControlBody
      ? { body: ControlBodyInput<O> }
      : { body?: never });

/** The request path of a control operation, `{id}` filled in and percent-encoded as one segment. */
export function controlPath(operation: ControlOperation, id?: string): string {
  if (!operation.path.includes("{id}")) return operation.path;
  if (id === undefined || id === "") throw new TypeError(`${operation.method} ${operation.path} needs a non-empty id`);
  return operation.path.replace("{id}", encodeURIComponent(id));
}
