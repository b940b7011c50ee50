/** The public client the widget and the terminal use: X-Sdk-Key routes that create, poll, confirm and cancel an invoice. */
import { requestPath, routePath } from "../api/operation.ts";
import { PUBLIC_OPERATIONS, type PublicOperationName } from "../api/public-operations.ts";
import type {
  ConfirmPaymentBody,
  PublicInvoice,
  SdkCreateBody,
  SdkProjectCheck,
  SdkSource,
  ServerTime,
} from "../api/schemas.ts";
import type { RetryOptions } from "./retry-policy.ts";
import { Transport, type AnsweredAttempt, type CallOptions, type FetchLike } from "./transport.ts";
import { responseReader } from "./zod-reader.ts";

/** The server's clock read during one attempt: it said `serverSeconds` between `sentMs` and `receivedMs` (local clock). */
export interface ServerTimeReading {
  serverSeconds: number;
  sentMs: number;
  receivedMs: number;
}

const readPublicInvoice = responseReader(PUBLIC_OPERATIONS.sdkGetInvoice);
const readServerTime = responseReader(PUBLIC_OPERATIONS.getServerTime);
const readProjectCheck = responseReader(PUBLIC_OPERATIONS.sdkCheckProject);

export interface SdkClientOptions {
  /** API origin, e.g. "http://localhost:4010"; "" for the page's own origin. */
  baseUrl: string;
  /** The public Payment key id (pk_…), sent as X-Sdk-Key. */
  sdkKey: string;
  fetch?: FetchLike;
  /** Limit of each attempt in milliseconds. Default 15 s. */
  timeoutMs?: number;
  retry?: RetryOptions;
  now?: () => number;
  /**
   * Send the caller's X-Correlation-Id (CallOptions.correlationId). Off by default: the public routes answer CORS
   * preflights allowing only `content-type, x-sdk-key`, so the extra header would make every cross-origin call fail
   * in the browser. No id is generated: one the server never saw would trace nothing, so an error carries the id the
   * server answered with (exposed to the page by CORS), or else the caller's.
   */
  sendCorrelationId?: boolean;
  /**
   * Told every server clock reading the client comes across: each GET /v1/time answer, the `Date` header of every
   * invoice answer (a poll every few seconds, so the clock is re-read while a countdown runs; a cross-origin page
   * reads it where the API exposes it, as the stub does), and each invoice a create answered `201 Created` (its
   * created_at is the server's time while the request was in flight; a `200` to a repeated create is the invoice
   * made earlier, whose time says nothing about now).
   */
  onServerTime?: (reading: ServerTimeReading) => void;
}

export class SdkClient {
  readonly #transport: Transport;
  readonly #sdkKey: string;
  readonly #onServerTime: ((reading: ServerTimeReading) => void) | undefined;

  constructor(options: SdkClientOptions) {
    this.#sdkKey = options.sdkKey;
    this.#onServerTime = options.onServerTime;
    this.#transport = new Transport(options);
  }

  /**
   * GET /v1/time, unsigned. It answers without CORS headers, so from another origin this fails as a network error;
   * an invoice's creation time then serves as the reading (see onServerTime).
   */
  serverTime(options?: CallOptions): Promise<ServerTime> {
    return this.#transport.call(
      {
        method: "GET",
        path: routePath(PUBLIC_OPERATIONS.getServerTime),
        read: readServerTime,
        resource: "server time",
        safety: "idempotent",
        // The reading is for countdowns, so it is the clock deadlines run on: a moved sandbox clock, else server time.
        answered: ({ server_time, sandbox_time }, attempt) =>
          this.#reportServerTime(sandbox_time ?? server_time, attempt),
      },
      options,
    );
  }

  /**
   * POST /public/v1/sdk. Retried on failure: for the terminal's references the server answers a repeat with the invoice
   * it may already have made; a web page's create (`embed`) is a new invoice each time, so a retry after a lost answer
   * leaves one nobody was shown, which expires unpaid (docs/api-gaps.md).
   */
  createInvoice(body: SdkCreateBody, options?: CallOptions): Promise<PublicInvoice> {
    return this.#call(
      "sdkCreateInvoice",
      undefined,
      JSON.stringify(body),
      "idempotent",
      options,
      (invoice, attempt) => {
        if (attempt.status === 201) this.#reportServerTime(invoice.created_at, attempt);
      },
    );
  }

  /**
   * (ours) Whether this key may create invoices for `source` in the project, answered with the create's own error codes
   * (widget_key_not_found, project_not_found, terminal_not_enabled, …) and no invoice made: for checking a setup.
   */
  checkProject(projectId: string, source: SdkSource, options?: CallOptions): Promise<SdkProjectCheck> {
    const def = PUBLIC_OPERATIONS.sdkCheckProject;
    return this.#transport.call(
      {
        method: def.method,
        path: `${requestPath(def, projectId)}?source=${source}`,
        read: readProjectCheck,
        resource: "project check",
        safety: "idempotent",
        authorize: () => ({ "X-Sdk-Key": this.#sdkKey }),
      },
      options,
    );
  }

  /** The invoice as the customer may see it, for polling. */
  getInvoice(invoiceId: string, options?: CallOptions): Promise<PublicInvoice> {
    return this.#call("sdkGetInvoice", invoiceId, undefined, "idempotent", options);
  }

  /** Chooses the token and network. Not retried (except on 429): a lost answer may hide a confirmation that happened. */
  confirmPayment(invoiceId: string, method: ConfirmPaymentBody, options?: CallOptions): Promise<PublicInvoice> {
    const body = JSON.stringify({ currency: method.currency, network: method.network });
    return this.#call("sdkConfirmPayment", invoiceId, body, "unsafe", options);
  }

  /**
   * Cancels an invoice still awaiting the customer's choice. Sends no body. Retried on failure: the spec answers a
   * repeated cancel of a cancelled invoice with 200, so a retry after a lost answer cannot do harm.
   */
  cancelInvoice(invoiceId: string, options?: CallOptions): Promise<PublicInvoice> {
    return this.#call("sdkCancelInvoice", invoiceId, undefined, "idempotent", options);
  }

  async #call(
    route: Exclude<PublicOperationName, "getServerTime" | "sdkCheckProject">,
    id: string | undefined,
    body: string | undefined,
    safety: "idempotent" | "unsafe",
    options: CallOptions | undefined,
    answered?: (invoice: PublicInvoice, attempt: AnsweredAttempt) => void,
  ): Promise<PublicInvoice> {
    const def = PUBLIC_OPERATIONS[route];
    const heard = (invoice: PublicInvoice, attempt: AnsweredAttempt): void => {
      this.#reportDateHeader(attempt);
      answered?.(invoice, attempt);
    };
    return this.#transport.call(
      {
        method: def.method,
        path: requestPath(def, id),
        body,
        read: readPublicInvoice,
        resource: "public invoice",
        safety,
        authorize: () => ({ "X-Sdk-Key": this.#sdkKey }),
        answered: heard,
      },
      options,
    );
  }

  #reportServerTime(serverSeconds: number, { sentMs, receivedMs }: AnsweredAttempt): void {
    this.#onServerTime?.({ serverSeconds, sentMs, receivedMs });
  }

  /** An answer's `Date` header as a reading; none when it is absent (not exposed to this origin) or unreadable. */
  #reportDateHeader(attempt: AnsweredAttempt): void {
    const ms = attempt.date === null ? NaN : Date.parse(attempt.date);
    if (Number.isFinite(ms)) this.#reportServerTime(ms / 1000, attempt);
  }
}
