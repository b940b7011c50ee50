/** Follows an invoice by polling: slower while the page is hidden, backing off after errors, obeying Retry-After. */
import type { PublicInvoice } from "../api/schemas.ts";
import { checkoutErrorFrom, type CheckoutError } from "./checkout-error.ts";
import type { CheckoutRequestOptions } from "./checkout-client.ts";
import { nextPollDelay, type PollPolicy } from "./poll-schedule.ts";
import type { SessionTimers } from "./session-timers.ts";

export interface InvoicePollingHost {
  getInvoice(invoiceId: string, options: CheckoutRequestOptions): Promise<PublicInvoice>;
  /** The invoice to follow now, or undefined when the checkout is in no state to poll (or offline). */
  invoiceToPoll(): string | undefined;
  answered(invoice: PublicInvoice): void;
  failed(error: CheckoutError): void;
}

export class InvoicePolling {
  readonly #host: InvoicePollingHost;
  readonly #timers: SessionTimers;
  readonly #policy: PollPolicy;
  #hidden: boolean;
  #timer: unknown;
  /** The poll (or the deadline check) in flight. */
  #request: AbortController | undefined;
  #consecutiveErrors = 0;
  #retryAfterSeconds: number | undefined;

  constructor(host: InvoicePollingHost, timers: SessionTimers, policy: PollPolicy, hidden: boolean) {
    this.#host = host;
    this.#timers = timers;
    this.#policy = policy;
    this.#hidden = hidden;
  }

  /** A request is in flight (a poll or the deadline check). */
  get busy(): boolean {
    return this.#request !== undefined;
  }

  /** Schedules the next poll, unless one is already scheduled or in flight. */
  ensure(): void {
    if (this.#timer !== undefined || this.#request !== undefined || !this.#host.invoiceToPoll()) return;
    const delay = nextPollDelay(
      { hidden: this.#hidden, consecutiveErrors: this.#consecutiveErrors, retryAfterSeconds: this.#retryAfterSeconds },
      this.#policy,
    );
    this.#schedule(delay);
  }

  /** Drops the scheduled poll and polls after `delayMs` instead. */
  restart(delayMs: number): void {
    this.stop();
    if (this.#host.invoiceToPoll()) this.#schedule(delayMs);
  }

  /** Forgets earlier failures: the next poll goes out at the normal pace. */
  forgetErrors(): void {
    this.#consecutiveErrors = 0;
    this.#retryAfterSeconds = undefined;
  }

  /** Polling slows down while the page is hidden and catches up at once when it is shown. */
  setHidden(hidden: boolean): void {
    if (this.#hidden === hidden) return;
    this.#hidden = hidden;
    if (!hidden && this.#consecutiveErrors === 0 && this.#timer !== undefined) this.restart(0);
  }

  stop(): void {
    if (this.#timer !== undefined) this.#timers.clearTimeout(this.#timer);
    this.#timer = undefined;
    const request = this.#request;
    this.#request = undefined;
    request?.abort();
  }

  /** Our clock says the deadline passed: ask the server once, in case a payment landed at the last moment. */
  async verifyExpiry(invoiceId: string): Promise<void> {
    const outcome = await this.#fetch(invoiceId);
    // A failure changes nothing: the deadline stands.
    if (outcome && "invoice" in outcome) this.#host.answered(outcome.invoice);
  }

  #schedule(delayMs: number): void {
    this.#timer = this.#timers.setTimeout(() => {
      this.#timer = undefined;
      void this.#pollOnce();
    }, delayMs);
  }

  async #pollOnce(): Promise<void> {
    const invoiceId = this.#host.invoiceToPoll();
    if (!invoiceId) return;
    const outcome = await this.#fetch(invoiceId);
    if (!outcome) return;
    if ("invoice" in outcome) {
      this.forgetErrors();
      this.#host.answered(outcome.invoice);
    } else {
      const error = checkoutErrorFrom(outcome.error, "poll");
      if (error.ui.category !== "aborted") {
        this.#consecutiveErrors += 1;
        this.#retryAfterSeconds = error.retryAfter;
        this.#host.failed(error);
      }
    }
    this.ensure();
  }

  /** One GET as the current request: its answer or failure, or undefined once stop() or a newer request made it stale. */
  async #fetch(invoiceId: string): Promise<{ invoice: PublicInvoice } | { error: unknown } | undefined> {
    const controller = new AbortController();
    this.#request = controller;
    let outcome: { invoice: PublicInvoice } | { error: unknown };
    try {
      outcome = { invoice: await this.#host.getInvoice(invoiceId, { signal: controller.signal }) };
    } catch (error) {
      outcome = { error };
    }
    if (this.#request !== controller) return undefined;
    this.#request = undefined;
    return outcome;
  }
}
