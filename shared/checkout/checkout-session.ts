/** A framework-free checkout run: drives the machine with an SDK client, polling, the countdown clock and network state. */

import type { PublicInvoice, SdkCreateBody } from "../api/index.ts";
import { checkoutErrorFrom, type ActionOperation, type CheckoutError } from "./checkout-error.ts";
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
import { DEFAULT_POLL_POLICY, nextPollDelay, type PollPolicy } from "./poll-schedule.ts";

export interface CheckoutRequestOptions {
  readonly signal?: AbortSignal;
}

/** The part of SdkClient a checkout needs; SdkClient fits it, tests pass a fake. */
export interface CheckoutClient {
  createInvoice(body: SdkCreateBody, options?: CheckoutRequestOptions): Promise<PublicInvoice>;
  getInvoice(invoiceId: string, options?: CheckoutRequestOptions): Promise<PublicInvoice>;
  confirmPayment(invoiceId: string, method: ChosenMethod, options?: CheckoutRequestOptions): Promise<PublicInvoice>;
  cancelInvoice(invoiceId: string, options?: CheckoutRequestOptions): Promise<PublicInvoice>;
}

export interface SessionTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface DeveloperLog {
  error(...data: unknown[]): void;
  warn(...data: unknown[]): void;
}

export interface CheckoutSessionOptions {
  readonly client: CheckoutClient;
  /** Local epoch ms; default Date.now. */
  readonly now?: () => number;
  /** Default: the global setTimeout/clearTimeout, looked up at call time (so fake timers apply). */
  readonly timers?: SessionTimers;
  /** Server time − local time in ms, or a getter for a value the client keeps up to date. */
  readonly serverOffsetMs?: number | (() => number);
  readonly hidden?: boolean;
  readonly online?: boolean;
  readonly pollPolicy?: PollPolicy;
  /** Where developer hints go (console by default); null silences them. */
  readonly log?: DeveloperLog | null;
}

export type CheckoutStart = { readonly create: SdkCreateBody } | { readonly invoiceId: string };
export type CheckoutListener = (state: CheckoutState) => void;

const globalTimers: SessionTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

const LOG_PREFIX = "[crypto-checkout]";

export class CheckoutSession {
  readonly #client: CheckoutClient;
  readonly #now: () => number;
  readonly #timers: SessionTimers;
  readonly #policy: PollPolicy;
  readonly #log: DeveloperLog | null;
  #serverOffset: number | (() => number);
  #state: CheckoutState = initialCheckoutState;
  readonly #listeners = new Set<CheckoutListener>();
  #createBody: SdkCreateBody | undefined;
  #started = false;
  #disposed = false;
  #hidden: boolean;
  /** What the browser says (online/offline events); state.offline also turns on when a request cannot get through. */
  #online: boolean;

  /** The one action request in flight (create, load, confirm, cancel); a newer one makes older answers stale. */
  #action: AbortController | undefined;
  #actionTimer: unknown;
  /** Earliest time the next action may go out, from a Retry-After. */
  #notBefore = 0;

  #poll: AbortController | undefined;
  #pollTimer: unknown;
  #pollErrors = 0;
  #pollRetryAfter: number | undefined;
  #lastPollErrorCode: string | undefined;

  #tickTimer: unknown;

  constructor(options: CheckoutSessionOptions) {
    this.#client = options.client;
    this.#now = options.now ?? (() => Date.now());
    this.#timers = options.timers ?? globalTimers;
    this.#policy = options.pollPolicy ?? DEFAULT_POLL_POLICY;
    this.#log = options.log === undefined ? console : options.log;
    this.#serverOffset = options.serverOffsetMs ?? 0;
    this.#hidden = options.hidden ?? false;
    this.#online = options.online ?? true;
  }

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
    if (this.#disposed) throw new Error("CheckoutSession: start() after dispose()");
    if (this.#started) throw new Error("CheckoutSession: start() called twice; make a new session per checkout");
    this.#started = true;
    if ("create" in input) {
      // Kept as given: a retried create sends the same external_order_id, so the API returns the same invoice.
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

  /** Send the failed request again (after any Retry-After), or poll now when polling had failed. */
  retry(): void {
    const { status, error } = this.#state;
    if (isPollingStatus(status) && error?.operation === "poll") {
      this.#pollErrors = 0;
      this.#restartPolling(this.#retryAfterMs(error));
      return;
    }
    this.#dispatch({ type: "retry" });
  }

  /** The page was hidden or shown (visibilitychange): polling slows down while hidden, catches up when shown. */
  setHidden(hidden: boolean): void {
    if (this.#disposed || this.#hidden === hidden) return;
    this.#hidden = hidden;
    if (!hidden && this.#pollErrors === 0 && this.#pollTimer !== undefined) this.#restartPolling(0);
  }

  /** The browser went offline or came back (online/offline events). */
  setOnline(online: boolean): void {
    if (this.#disposed || this.#online === online) return;
    this.#online = online;
    if (!online) {
      this.#stopPolling();
      this.#dispatch({ type: "offline" });
      return;
    }
    this.#pollErrors = 0;
    this.#pollRetryAfter = undefined;
    this.#dispatch({ type: "online" });
    const { status, error, expiredLocally } = this.#state;
    if (status === "failed" && error?.ui.category === "offline") this.#dispatch({ type: "retry" });
    else if (isPollingStatus(status)) this.#restartPolling(0);
    else if (expiredLocally && this.#poll === undefined) this.#verifyExpiry(); // the deadline passed while offline
  }

  /** Replace the server clock offset (e.g. after the client read GET /v1/time). */
  setServerOffset(offsetMs: number | (() => number)): void {
    this.#serverOffset = offsetMs;
    this.#tick();
  }

  /** Stop every timer and request; the session cannot be used afterwards. */
  dispose(): void {
    if (this.#disposed) return;
    this.#disposed = true;
    this.#stopPolling();
    this.#cancelAction();
    this.#stopTicking();
    this.#listeners.clear();
  }

  // ---- state ----

  #clock(): ClockReading {
    const offset = typeof this.#serverOffset === "function" ? this.#serverOffset() : this.#serverOffset;
    return { nowMs: this.#now(), serverOffsetMs: Number.isFinite(offset) ? offset : 0 };
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

  /** Start and stop requests and timers so they match the new state. */
  #reconcile(prev: CheckoutState, next: CheckoutState): void {
    const op = operationOf(next.status);
    if (op !== undefined && prev.status !== next.status) {
      this.#stopPolling();
      this.#runAction(op);
    } else if (op === undefined && operationOf(prev.status) !== undefined) {
      this.#cancelAction();
    }

    if (next.expiredLocally && !prev.expiredLocally) {
      this.#stopPolling();
      this.#verifyExpiry();
    } else if (isPollingStatus(next.status)) {
      if (!isPollingStatus(prev.status) || prev.expiredLocally) this.#pollErrors = 0;
      this.#ensurePolling();
    } else if (!next.expiredLocally) {
      this.#stopPolling();
    }

    const final = isFinalStatus(next.status) || next.status === "unavailable";
    if (final || !next.invoice?.expires_at) this.#stopTicking();
    else this.#ensureTicking();
  }

  // ---- actions: create, load, confirm, cancel ----

  #runAction(op: ActionOperation): void {
    this.#cancelAction();
    const controller = new AbortController();
    this.#action = controller;
    const wait = Math.max(0, this.#notBefore - this.#now());
    const send = () => {
      this.#actionTimer = undefined;
      void this.#sendAction(op, controller);
    };
    if (wait > 0) this.#actionTimer = this.#timers.setTimeout(send, wait);
    else send();
  }

  async #sendAction(op: ActionOperation, controller: AbortController): Promise<void> {
    const options = { signal: controller.signal };
    const id = this.#state.invoiceId;
    try {
      let invoice: PublicInvoice;
      if (op === "create") {
        if (!this.#createBody) throw new Error("no create body");
        invoice = await this.#client.createInvoice(this.#createBody, options);
      } else {
        if (!id) throw new Error(`no invoice id to ${op}`);
        if (op === "load") invoice = await this.#client.getInvoice(id, options);
        else if (op === "confirm") {
          const method = this.#state.method;
          if (!method) throw new Error("no method to confirm");
          invoice = await this.#client.confirmPayment(id, method, options);
        } else invoice = await this.#client.cancelInvoice(id, options);
      }
      if (this.#action !== controller) return; // superseded or disposed
      this.#action = undefined;
      this.#dispatch({ type: "invoice", invoice, operation: op, clock: this.#clock() });
    } catch (err) {
      if (this.#action !== controller) return;
      this.#action = undefined;
      this.#fail(checkoutErrorFrom(err, op));
    }
  }

  #cancelAction(): void {
    if (this.#actionTimer !== undefined) this.#timers.clearTimeout(this.#actionTimer);
    this.#actionTimer = undefined;
    const controller = this.#action;
    this.#action = undefined;
    controller?.abort();
  }

  #fail(error: CheckoutError): void {
    if (error.retryAfter !== undefined && error.operation !== "poll") this.#notBefore = this.#now() + error.retryAfter * 1000;
    this.#report(error);
    this.#dispatch({ type: "failure", error });
  }

  #retryAfterMs(error: CheckoutError): number {
    return error.retryAfter === undefined ? 0 : error.retryAfter * 1000;
  }

  /**
   * The merchant's developer reads the fix in the console; the customer sees the calm message. The hints are a
   * module of their own, loaded when the first line is printed (in the widget: a chunk a healthy checkout never needs).
   */
  #report(error: CheckoutError): void {
    const log = this.#log;
    if (!log || error.ui.category === "aborted") return;
    if (error.operation === "poll") {
      if (error.code === this.#lastPollErrorCode) return; // one line per kind of poll failure, not one per poll
      this.#lastPollErrorCode = error.code;
    }
    const line = `${LOG_PREFIX} ${error.operation} failed: ${error.code}${error.status ? ` (${error.status})` : ""}.`;
    const extra = { detail: error.detail, field: error.field, errors: error.errors, correlationId: error.correlationId };
    const configuration = error.ui.category === "merchant_configuration" || error.ui.category === "invalid_request";
    const print = (hint: string): void => {
      const text = hint ? `${line} ${hint}` : line;
      if (configuration) log.error(text, extra);
      else log.warn(text, extra);
    };
    // Without the hints (the chunk could not be fetched) the line still names the code and the server's detail.
    import("./error-hints.ts").then(
      (m) => print(m.developerHint(error.code, error.status)),
      () => print(""),
    );
  }

  // ---- polling ----

  #ensurePolling(): void {
    if (this.#disposed || !this.#online || this.#pollTimer !== undefined || this.#poll !== undefined) return;
    if (!isPollingStatus(this.#state.status) || !this.#state.invoiceId) return;
    const delay = nextPollDelay(
      {
        final: false,
        hidden: this.#hidden,
        consecutiveErrors: this.#pollErrors,
        ...(this.#pollRetryAfter !== undefined ? { retryAfterSeconds: this.#pollRetryAfter } : {}),
      },
      this.#policy,
    );
    if (delay === null) return;
    this.#schedulePoll(delay);
  }

  #schedulePoll(delay: number): void {
    this.#pollTimer = this.#timers.setTimeout(() => {
      this.#pollTimer = undefined;
      void this.#pollOnce();
    }, delay);
  }

  #restartPolling(delay: number): void {
    this.#stopPolling();
    if (!this.#online || !isPollingStatus(this.#state.status)) return;
    this.#schedulePoll(delay);
  }

  async #pollOnce(): Promise<void> {
    const id = this.#state.invoiceId;
    if (!id) return;
    const controller = new AbortController();
    this.#poll = controller;
    try {
      const invoice = await this.#client.getInvoice(id, { signal: controller.signal });
      if (this.#poll !== controller) return;
      this.#poll = undefined;
      this.#pollErrors = 0;
      this.#pollRetryAfter = undefined;
      this.#lastPollErrorCode = undefined;
      this.#dispatch({ type: "invoice", invoice, operation: "poll", clock: this.#clock() });
    } catch (err) {
      if (this.#poll !== controller) return;
      this.#poll = undefined;
      const error = checkoutErrorFrom(err, "poll");
      if (error.ui.category !== "aborted") {
        this.#pollErrors += 1;
        this.#pollRetryAfter = error.retryAfter;
        this.#fail(error);
      }
    }
    this.#ensurePolling();
  }

  /** Our clock says the deadline passed: ask the server once, in case a payment landed at the last moment. */
  #verifyExpiry(): void {
    const id = this.#state.invoiceId;
    if (!id || !this.#online) return;
    const controller = new AbortController();
    this.#poll = controller;
    this.#client.getInvoice(id, { signal: controller.signal }).then(
      (invoice) => {
        if (this.#poll !== controller) return;
        this.#poll = undefined;
        this.#dispatch({ type: "invoice", invoice, operation: "poll", clock: this.#clock() });
      },
      () => {
        if (this.#poll === controller) this.#poll = undefined; // the deadline stands
      },
    );
  }

  #stopPolling(): void {
    if (this.#pollTimer !== undefined) this.#timers.clearTimeout(this.#pollTimer);
    this.#pollTimer = undefined;
    const controller = this.#poll;
    this.#poll = undefined;
    controller?.abort();
  }

  // ---- countdown ----

  #ensureTicking(): void {
    if (this.#tickTimer !== undefined || this.#disposed) return;
    this.#scheduleTick();
  }

  #scheduleTick(): void {
    const expiresAt = this.#state.invoice?.expires_at;
    if (expiresAt === undefined || expiresAt === null) return;
    const clock = this.#clock();
    const leftMs = expiresAt * 1000 - (clock.nowMs + clock.serverOffsetMs);
    // Wake exactly when the label's second changes, not a drifting 1000 ms later.
    const delay = leftMs > 0 ? leftMs % 1000 || 1000 : 1000;
    this.#tickTimer = this.#timers.setTimeout(() => {
      this.#tickTimer = undefined;
      this.#tick();
      if (this.#tickTimer === undefined && !isFinalStatus(this.#state.status) && this.#state.status !== "unavailable") {
        this.#scheduleTick();
      }
    }, delay);
  }

  #tick(): void {
    this.#dispatch({ type: "tick", clock: this.#clock() });
  }

  #stopTicking(): void {
    if (this.#tickTimer !== undefined) this.#timers.clearTimeout(this.#tickTimer);
    this.#tickTimer = undefined;
  }
}
