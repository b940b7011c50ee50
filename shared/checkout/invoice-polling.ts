/** Follows an invoice by polling: slower while the page is hidden, backing off after errors, obeying Retry-After. */
import type { PublicInvoice } from "../api/index.ts";
import { checkoutErrorFrom, type CheckoutError } from "./checkout-error.ts";
import type { CheckoutRequestOptions } from "./checkout-session.ts";
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
    const controller = new AbortController();
    this.#request = controller;
    try {
      const invoice = await this.#host.getInvoice(invoiceId, { signal: controller.signal });
      if (this.#request !== controller) return;
      this.#request = undefined;
      this.#host.answered(invoice);
    } catch {
      if (this.#request === controller) this.#request = undefined; // the deadline stands
    }
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
    const controller = new AbortController();
    this.#request = controller;
    try {
      const invoice = await this.#host.getInvoice(invoiceId, { signal: controller.signal });
      if (this.#request !== controller) return;
      this.#request = undefined;
      this.forgetErrors();
      this.#host.answered(invoice);
    } catch (err) {
      if (this.#request !== controller) return;
      this.#request = undefined;
      const error = checkoutErrorFrom(err, "poll");
      if (error.ui.category !== "aborted") {
        this.#consecutiveErrors += 1;
        this.#retryAfterSeconds = error.retryAfter;
        this.#host.failed(error);
      }
    }
    this.ensure();
  }
}
