/** The one request of a checkout that decides its next state (create, load, confirm, cancel), sent after any Retry-After. */
import type { PublicInvoice } from "../api/schemas.ts";
import type { ActionOperation } from "./checkout-error.ts";
import type { SessionTimers } from "./session-timers.ts";

export interface ActionRequestsHost {
  /** Sends the request for `operation`. */
  send(operation: ActionOperation, signal: AbortSignal): Promise<PublicInvoice>;
  /** The answer of the request still current. */
  answered(invoice: PublicInvoice, operation: ActionOperation): void;
  /** The failure of the request still current (an aborted or superseded one is never reported). */
  failed(error: unknown, operation: ActionOperation): void;
}

export class ActionRequests {
  readonly #host: ActionRequestsHost;
  readonly #timers: SessionTimers;
  readonly #now: () => number;
  /** The request in flight or waiting for its time; a newer one makes older answers stale. */
  #current: AbortController | undefined;
  #waitTimer: unknown;
  /** Earliest local time the next request may go out, from a Retry-After. */
  #notBefore = 0;

  constructor(host: ActionRequestsHost, timers: SessionTimers, now: () => number) {
    this.#host = host;
    this.#timers = timers;
    this.#now = now;
  }

  /** Replaces whatever request was current with one for `operation`. */
  run(operation: ActionOperation): void {
    this.cancel();
    const controller = new AbortController();
    this.#current = controller;
    const wait = this.#notBefore - this.#now();
    if (wait > 0) {
      this.#waitTimer = this.#timers.setTimeout(() => {
        this.#waitTimer = undefined;
        void this.#send(operation, controller);
      }, wait);
    } else {
      void this.#send(operation, controller);
    }
  }

  /** The server asked to wait `seconds` before the next request. */
  holdOff(seconds: number): void {
    this.#notBefore = this.#now() + seconds * 1000;
  }

  cancel(): void {
    if (this.#waitTimer !== undefined) this.#timers.clearTimeout(this.#waitTimer);
    this.#waitTimer = undefined;
    const controller = this.#current;
    this.#current = undefined;
    controller?.abort();
  }

  async #send(operation: ActionOperation, controller: AbortController): Promise<void> {
    try {
      const invoice = await this.#host.send(operation, controller.signal);
      if (this.#current !== controller) return; // superseded or cancelled
      this.#current = undefined;
      this.#host.answered(invoice, operation);
    } catch (err) {
      if (this.#current !== controller) return;
      this.#current = undefined;
      this.#host.failed(err, operation);
    }
  }
}
