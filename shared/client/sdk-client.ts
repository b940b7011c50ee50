/** The public client the widget and the terminal use: X-Sdk-Key routes that create, poll, confirm and cancel an invoice. */
import type { ConfirmPaymentBody, PublicInvoice, SdkCreateBody } from "../api/schemas.ts";
import { readPublicInvoice } from "../api/public-invoice-reader.ts";
import type { RetryOptions } from "./retry-policy.ts";
import { SDK_ROUTES, requestPath } from "./routes.ts";
import { Transport, type CallOptions, type FetchLike } from "./transport.ts";

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
}

export class SdkClient {
  readonly #transport: Transport;
  readonly #sdkKey: string;

  constructor(options: SdkClientOptions) {
    this.#sdkKey = options.sdkKey;
    this.#transport = new Transport(options);
  }

  /** POST /public/v1/sdk. Retried on failure: the server returns the same invoice for a repeated external_order_id. */
  createInvoice(body: SdkCreateBody, options?: CallOptions): Promise<PublicInvoice> {
    return this.#call("sdkCreate", undefined, JSON.stringify(body), "idempotent", options);
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
    route: "sdkCreate" | "sdkGetInvoice" | "sdkConfirmPayment" | "sdkCancelInvoice",
    id: string | undefined,
    body: string | undefined,
    safety: "idempotent" | "unsafe",
    options: CallOptions | undefined,
  ): Promise<PublicInvoice> {
    const def = SDK_ROUTES[route];
    return this.#transport.call(
      {
        method: def.method,
        path: requestPath(def, id),
        body,
        // The same rules as PublicInvoiceSchema without zod: this client is in the widget's 25 KB bundle.
        read: readPublicInvoice,
        resource: "public invoice",
        safety,
        authorize: () => ({ "X-Sdk-Key": this.#sdkKey }),
      },
      options,
    );
  }
}
