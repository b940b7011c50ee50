/**
 * A framework-free checkout run: feeds the state machine with the answers of the action requests, the polls, the
 * countdown's ticks and the network's state, and starts and stops each of those parts to match every new state.
 */

import type { PublicInvoice, SdkCreateBody } from "../api/schemas.ts";
import type { CheckoutClient } from "./checkout-client.ts";
import { checkoutErrorFrom, type ActionOperation, type CheckoutError } from "./checkout-error.ts";
import { readyToClassify, withBrowserOffline } from "./error-ui.ts";
import {
  initialCheckoutState,
  isFinalStatus,
  isPollingStatus,
  operationOf,
  transition,
  type CheckoutEvent,
  type CheckoutState,
  type ChosenMethod,
  type ClockReading,
} from "./checkout-machine.ts";
import type { ServerClock } from "../client/server-clock.ts";
import { DEFAULT_POLL_POLICY, type PollPolicy } from "./poll-schedule.ts";
import { ActionRequests } from "./action-requests.ts";
import { CountdownTicker } from "./countdown-ticker.ts";
import { InvoicePolling } from "./invoice-polling.ts";
import { globalTimers, type SessionTimers } from "./session-timers.ts";
import type { DeveloperLog } from "./developer-log.ts";

export type { SessionTimers, DeveloperLog };
export type { CheckoutClient, CheckoutRequestOptions } from "./checkout-client.ts";

export interface CheckoutSessionOptions {
  readonly client: CheckoutClient;
  /** Local epoch ms; default Date.now. */
  readonly now?: () => number;
  /** Default: the global setTimeout/clearTimeout, looked up at call time (so fake timers apply). */
  readonly timers?: SessionTimers;
  /** The server's clock the countdown follows; a new reading re-ticks it at once. Default: the local clock. */
  readonly serverClock?: ServerClock;
  readonly hidden?: boolean;
  readonly online?: boolean;
  readonly pollPolicy?: PollPolicy;
  /** Where developer hints go (console by default); null silences them. */
  readonly log?: DeveloperLog | null;
}

export type CheckoutStart = { readonly create: SdkCreateBody } | { readonly invoiceId: string };
export type CheckoutListener = (state: CheckoutState) => void;

const LOG_PREFIX = "[crypto-checkout]";

/**
 * A request whose failure, if it has one, is reported once what it says can be read: a failure with an answer waits
 * for the error catalogue (see readyToClassify), which only such a failure loads.
 */
function classifiable(request: Promise<PublicInvoice>): Promise<PublicInvoice> {
  return request.catch(async (err: unknown) => {
    await readyToClassify(err);
    throw err;
  });
}

/** One checkout, from its create (or the load of an existing invoice) to a final state: one session per invoice. */
export class CheckoutSession {
  readonly #client: CheckoutClient;
  readonly #now: () => number;
  readonly #serverClock: ServerClock | undefined;
  readonly #log: DeveloperLog | null;
  readonly #actions: ActionRequests;
  readonly #polling: InvoicePolling;
  readonly #ticker: CountdownTicker;
  readonly #timers: SessionTimers;
  /** The retry the server's Retry-After asked for, scheduled while the checkout waits in a failed state. */
  #retryAfterTimer: unknown;
  readonly #unwatchClock: (() => void) | undefined;
  readonly #listeners = new Set<CheckoutListener>();
  #state: CheckoutState = initialCheckoutState;
  /** Kept as given: a retried create sends the same external_order_id, so the API returns the same invoice. */
  #createBody: SdkCreateBody | undefined;
  #started = false;
  #disposed = false;
  /** What the browser says (online/offline events); state.offline also turns on when a request cannot get through. */
  #online: boolean;
  /** One console line per kind of poll failure, not one per poll. */
  #lastPollErrorCode: string | undefined;

  constructor(options: CheckoutSessionOptions) {
    const timers = options.timers ?? globalTimers;
    this.#timers = timers;
    this.#client = options.client;
    this.#now = options.now ?? (() => Date.now());
    this.#serverClock = options.serverClock;
    this.#log = options.log === undefined ? console : options.log;
    this.#online = options.online ?? true;
    this.#actions = new ActionRequests(
      {
        send: (operation, signal) => classifiable(this.#send(operation, signal)),
        answered: (invoice, operation) => this.#dispatch({ type: "invoice", invoice, operation, clock: this.#clock() }),
        failed: (err, operation) => this.#fail(checkoutErrorFrom(err, operation)),
      },
      timers,
      this.#now,
    );
    this.#polling = new InvoicePolling(
      {
        getInvoice: (invoiceId, request) => classifiable(this.#client.getInvoice(invoiceId, request)),
        invoiceToPoll: () => this.#invoiceToPoll(),
        answered: (invoice) => {
          this.#lastPollErrorCode = undefined;
          this.#dispatch({ type: "invoice", invoice, operation: "poll", clock: this.#clock() });
        },
        failed: (error) => this.#fail(error),
      },
      timers,
      options.pollPolicy ?? DEFAULT_POLL_POLICY,
      options.hidden ?? false,
    );
    this.#ticker = new CountdownTicker(
      {
        msLeft: () => {
          const expiresAt = this.#state.invoice?.expires_at;
          if (expiresAt === undefined || expiresAt === null) return undefined;
          const { nowMs, serverOffsetMs } = this.#clock();
          return expiresAt * 1000 - (nowMs + serverOffsetMs);
        },
        tick: () => this.#tick(),
        ended: () => this.#ended(this.#state),
      },
      timers,
    );
    // A new reading of the server's clock (GET /v1/time, a fresh invoice) corrects the countdown at once.
    this.#unwatchClock = this.#serverClock?.onChange(() => this.#tick());
  }

  /** The current state. */
  getState(): CheckoutState {
    return this.#state;
  }

  /** Called on every change of state (not on subscribe: read getState() for the current one). */
  subscribe(listener: CheckoutListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Create an invoice (widget, terminal) or follow an existing one (hosted payment page). Once per session. */
  start(input: CheckoutStart): void {
    if (this.#started || this.#disposed) throw new Error("CheckoutSession: start() called twice or after dispose()");
    this.#started = true;
    if ("create" in input) {
      this.#createBody = input.create;
      this.#dispatch({ type: "create" });
    } else {
      this.#dispatch({ type: "load", invoiceId: input.invoiceId });
    }
  }

  selectMethod(method: ChosenMethod): void {
    this.#dispatch({ type: "select_method", method: { currency: method.currency, network: method.network } });
  }

  /** Cancel the invoice; the API allows it only before a method is chosen. */
  cancel(): void {
    this.#dispatch({ type: "cancel" });
  }

  /**
   * Send the failed request again (after any Retry-After), or poll now when polling had failed. A failure whose answer
   * said when to come back (Retry-After) is retried then on its own; calling this sooner waits out the rest.
   */
  retry(): void {
    this.#cancelRetryAfter();
    const error = this.#state.error;
    if (isPollingStatus(this.#state.status) && error?.operation === "poll") {
      this.#polling.forgetErrors();
      this.#polling.restart((error.retryAfter ?? 0) * 1000);
    } else {
      this.#dispatch({ type: "retry" });
    }
  }

  /** The page was hidden or shown (visibilitychange): polling slows down while hidden, catches up when shown. */
  setHidden(hidden: boolean): void {
    if (!this.#disposed) this.#polling.setHidden(hidden);
  }

  /** The browser went offline or came back (online/offline events). */
  setOnline(online: boolean): void {
    if (this.#disposed || this.#online === online) return;
    this.#online = online;
    if (!online) {
      this.#polling.stop();
      this.#dispatch({ type: "offline" });
      return;
    }
    this.#polling.forgetErrors();
    this.#dispatch({ type: "online" });
    const { status, error, expiredLocally, invoiceId } = this.#state;
    // A request that got no answer may get one now.
    const unanswered = error?.ui.category === "offline" || error?.ui.category === "unreachable";
    if (status === "failed" && unanswered) this.#dispatch({ type: "retry" });
    else if (isPollingStatus(status)) this.#polling.restart(0);
    // The deadline passed while offline: ask the server now.
    else if (expiredLocally && invoiceId && !this.#polling.busy) void this.#polling.verifyExpiry(invoiceId);
  }

  /** Stop every timer and request; the session cannot be used afterwards. */
  dispose(): void {
    if (this.#disposed) return;
    this.#disposed = true;
    this.#polling.stop();
    this.#actions.cancel();
    this.#ticker.stop();
    this.#cancelRetryAfter();
    this.#unwatchClock?.();
    this.#listeners.clear();
  }

  #clock(): ClockReading {
    return { nowMs: this.#now(), serverOffsetMs: this.#serverClock?.offsetMs ?? 0 };
  }

  #tick(): void {
    this.#dispatch({ type: "tick", clock: this.#clock() });
  }

  /** No more countdown: the invoice is final, or the checkout cannot go on. */
  #ended(state: CheckoutState): boolean {
    return isFinalStatus(state.status) || state.status === "unavailable";
  }

  #invoiceToPoll(): string | undefined {
    const { status, invoiceId } = this.#state;
    return !this.#disposed && this.#online && isPollingStatus(status) ? (invoiceId ?? undefined) : undefined;
  }

  #dispatch(event: CheckoutEvent): void {
    if (this.#disposed) return;
    const prev = this.#state;
    const next = transition(prev, event);
    if (next === prev) return;
    this.#state = next;
    this.#reconcile(prev, next);
    for (const listener of [...this.#listeners]) {
      // A listener that acted (selectMethod in a callback) already sent everyone the newer state.
      if (this.#state !== next) break;
      try {
        listener(next);
      } catch (err) {
        // One broken listener must not stop the others nor the flow.
        this.#log?.error(LOG_PREFIX, "listener threw", err);
      }
    }
  }

  /** Starts and stops the action request, the polling and the countdown so they match the new state. */
  #reconcile(prev: CheckoutState, next: CheckoutState): void {
    const operation = operationOf(next.status);
    if (operation !== undefined && prev.status !== next.status) {
      this.#polling.stop();
      this.#actions.run(operation);
    } else if (operation === undefined && operationOf(prev.status) !== undefined) {
      this.#actions.cancel();
    }

    if (next.expiredLocally && !prev.expiredLocally) {
      this.#polling.stop();
      if (next.invoiceId && this.#online) void this.#polling.verifyExpiry(next.invoiceId);
    } else if (isPollingStatus(next.status)) {
      if (!isPollingStatus(prev.status) || prev.expiredLocally) this.#polling.forgetErrors();
      this.#polling.ensure();
    } else if (!next.expiredLocally) {
      this.#polling.stop();
    }

    if (this.#ended(next) || !next.invoice?.expires_at) this.#ticker.stop();
    else if (!this.#disposed) this.#ticker.start();

    if (next.error !== prev.error) this.#retryAfterFailure(next);
  }

  /**
   * The server said when to come back (Retry-After on a retryable failure): retry then, without waiting for a tap.
   * Any other change of error (a new failure, or none) drops the retry planned for the one before.
   */
  #retryAfterFailure(state: CheckoutState): void {
    this.#cancelRetryAfter();
    const error = state.error;
    if (error?.retryAfter === undefined || !error.ui.retryable) return;
    if (state.status !== "failed" && state.status !== "unavailable") return;
    this.#retryAfterTimer = this.#timers.setTimeout(() => {
      this.#retryAfterTimer = undefined;
      this.retry();
    }, error.retryAfter * 1000);
  }

  #cancelRetryAfter(): void {
    if (this.#retryAfterTimer === undefined) return;
    this.#timers.clearTimeout(this.#retryAfterTimer);
    this.#retryAfterTimer = undefined;
  }

  /** The request an action state waits on; the machine enters each only with what it needs (else it is a bug). */
  #send(operation: ActionOperation, signal: AbortSignal): Promise<PublicInvoice> {
    const request = { signal };
    if (operation === "create") {
      if (!this.#createBody) throw new Error("CheckoutSession: creating without a create body");
      return this.#client.createInvoice(this.#createBody, request);
    }
    const { invoiceId, method } = this.#state;
    if (!invoiceId) throw new Error(`CheckoutSession: ${operation} without an invoice id`);
    switch (operation) {
      case "load":
        return this.#client.getInvoice(invoiceId, request);
      case "confirm":
        if (!method) throw new Error("CheckoutSession: confirming without a method");
        return this.#client.confirmPayment(invoiceId, method, request);
      case "cancel":
        return this.#client.cancelInvoice(invoiceId, request);
    }
  }

  #fail(failure: CheckoutError): void {
    // No answer: "offline" only when the browser says it is, else the service could not be reached.
    const ui = withBrowserOffline(failure.ui, this.#online);
    const error = ui === failure.ui ? failure : { ...failure, ui };
    if (error.retryAfter !== undefined && error.operation !== "poll") this.#actions.holdOff(error.retryAfter);
    this.#report(error);
    this.#dispatch({ type: "failure", error });
  }

  /**
   * The merchant's developer reads the fix in the console; the customer sees the calm message. The line and its hints
   * are a module of their own, loaded when the first line is printed (in the widget: a chunk a healthy checkout never
   * needs).
   */
  #report(error: CheckoutError): void {
    const log = this.#log;
    if (!log || error.ui.category === "aborted") return;
    if (error.operation === "poll") {
      if (error.code === this.#lastPollErrorCode) return;
      this.#lastPollErrorCode = error.code;
    }
    // Without the hints (the chunk could not be fetched) the error itself still names the code and the detail.
    import("./error-hints.ts").then(
      (m) => m.reportCheckoutError(log, error),
      () => log.warn(LOG_PREFIX, error),
    );
  }
}
