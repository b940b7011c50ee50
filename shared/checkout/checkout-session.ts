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
import type { ServerClock } from "../client/server-clock.ts";
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
 * One checkout. The methods are closures over the run's variables rather than prototype methods over #private fields:
 * in the widget's bundle a closure variable minifies to a letter, where every `this.#field` stays seven characters.
 */
export class CheckoutSession {
  /** The current state. */
  declare readonly getState: () => CheckoutState;
  /** Called on every change of state (not on subscribe: read getState() for the current one). */
  declare readonly subscribe: (listener: CheckoutListener) => () => void;
  /** Create an invoice (widget, terminal) or follow an existing one (hosted payment page). Once per session. */
  declare readonly start: (input: CheckoutStart) => void;
  declare readonly selectMethod: (method: ChosenMethod) => void;
  /** Cancel the invoice; the API allows it only before a method is chosen. */
  declare readonly cancel: () => void;
  /** Send the failed request again (after any Retry-After), or poll now when polling had failed. */
  declare readonly retry: () => void;
  /** The page was hidden or shown (visibilitychange): polling slows down while hidden, catches up when shown. */
  declare readonly setHidden: (hidden: boolean) => void;
  /** The browser went offline or came back (online/offline events). */
  declare readonly setOnline: (online: boolean) => void;
  /** Stop every timer and request; the session cannot be used afterwards. */
  declare readonly dispose: () => void;

  constructor(options: CheckoutSessionOptions) {
    const client = options.client;
    const now = options.now ?? (() => Date.now());
    // globalThis itself: its setTimeout is looked up at each call, so fake timers installed later apply.
    const timers: SessionTimers = options.timers ?? globalThis;
    const policy = options.pollPolicy ?? DEFAULT_POLL_POLICY;
    const log = options.log === undefined ? console : options.log;
    let state = initialCheckoutState;
    const listeners = new Set<CheckoutListener>();
    let createBody: SdkCreateBody | undefined;
    let started = false;
    let disposed = false;
    let hidden = options.hidden ?? false;
    /** What the browser says (online/offline events); state.offline also turns on when a request cannot get through. */
    let online = options.online ?? true;

    /** The one action request in flight (create, load, confirm, cancel); a newer one makes older answers stale. */
    let action: AbortController | undefined;
    let actionTimer: unknown;
    /** Earliest time the next action may go out, from a Retry-After. */
    let notBefore = 0;

    let poll: AbortController | undefined;
    let pollTimer: unknown;
    let pollErrors = 0;
    let pollRetryAfter: number | undefined;
    let lastPollErrorCode: string | undefined;

    let tickTimer: unknown;

    // ---- state ----

    const clock = (): ClockReading => {
      return { nowMs: now(), serverOffsetMs: options.serverClock?.offsetMs ?? 0 };
    };

    const dispatch = (event: CheckoutEvent): void => {
      if (disposed) return;
      const prev = state;
      const next = transition(prev, event);
      if (next === prev) return;
      state = next;
      reconcile(prev, next);
      for (const listener of [...listeners]) {
        // A listener that acted (selectMethod in a callback) already sent everyone the newer state.
        if (state !== next) break;
        try {
          listener(next);
        } catch (err) {
          // One broken listener must not stop the others nor the flow.
          log?.error(LOG_PREFIX, "listener threw", err);
        }
      }
    };

    /** Start and stop requests and timers so they match the new state. */
    const reconcile = (prev: CheckoutState, next: CheckoutState): void => {
      const op = operationOf(next.status);
      if (op !== undefined && prev.status !== next.status) {
        stopPolling();
        runAction(op);
      } else if (op === undefined && operationOf(prev.status) !== undefined) {
        cancelAction();
      }

      if (next.expiredLocally && !prev.expiredLocally) {
        stopPolling();
        void verifyExpiry();
      } else if (isPollingStatus(next.status)) {
        if (!isPollingStatus(prev.status) || prev.expiredLocally) pollErrors = 0;
        ensurePolling();
      } else if (!next.expiredLocally) {
        stopPolling();
      }

      if (ended(next) || !next.invoice?.expires_at) stopTicking();
      else if (tickTimer === undefined && !disposed) scheduleTick();
    };

    /** No more countdown: the invoice is final, or the checkout cannot go on. */
    const ended = (s: CheckoutState) => isFinalStatus(s.status) || s.status === "unavailable";

    // ---- actions: create, load, confirm, cancel ----

    const runAction = (op: ActionOperation): void => {
      cancelAction();
      const controller = new AbortController();
      action = controller;
      const wait = notBefore - now();
      const send = () => {
        actionTimer = undefined;
        void sendAction(op, controller);
      };
      if (wait > 0) actionTimer = timers.setTimeout(send, wait);
      else send();
    };

    const sendAction = async (op: ActionOperation, controller: AbortController): Promise<void> => {
      const options = { signal: controller.signal };
      const id = state.invoiceId;
      try {
        // start() set the create body; the machine enters loading, confirming and cancelling only with an invoice id,
        // and confirming only with a method.
        const invoice = await (op === "create"
          ? client.createInvoice(createBody!, options)
          : op === "load"
            ? client.getInvoice(id!, options)
            : op === "confirm"
              ? client.confirmPayment(id!, state.method!, options)
              : client.cancelInvoice(id!, options));
        if (action !== controller) return; // superseded or disposed
        action = undefined;
        dispatch({ type: "invoice", invoice, operation: op, clock: clock() });
      } catch (err) {
        if (action !== controller) return;
        action = undefined;
        fail(checkoutErrorFrom(err, op));
      }
    };

    const cancelAction = (): void => {
      if (actionTimer !== undefined) timers.clearTimeout(actionTimer);
      actionTimer = undefined;
      const controller = action;
      action = undefined;
      controller?.abort();
    };

    const fail = (error: CheckoutError): void => {
      if (error.retryAfter !== undefined && error.operation !== "poll") notBefore = now() + error.retryAfter * 1000;
      report(error);
      dispatch({ type: "failure", error });
    };

    /**
     * The merchant's developer reads the fix in the console; the customer sees the calm message. The line and its hints
     * are a module of their own, loaded when the first line is printed (in the widget: a chunk a healthy checkout never
     * needs).
     */
    const report = (error: CheckoutError): void => {
      if (!log || error.ui.category === "aborted") return;
      if (error.operation === "poll") {
        if (error.code === lastPollErrorCode) return; // one line per kind of poll failure, not one per poll
        lastPollErrorCode = error.code;
      }
      // Without the hints (the chunk could not be fetched) the error itself still names the code and the detail.
      import("./error-hints.ts").then(
        (m) => m.reportCheckoutError(log, error),
        () => log.warn(LOG_PREFIX, error),
      );
    };

    // ---- polling ----

    const ensurePolling = (): void => {
      if (disposed || !online || pollTimer !== undefined || poll !== undefined) return;
      if (!isPollingStatus(state.status) || !state.invoiceId) return;
      schedulePoll(nextPollDelay({ hidden, consecutiveErrors: pollErrors, retryAfterSeconds: pollRetryAfter }, policy));
    };

    const schedulePoll = (delay: number): void => {
      pollTimer = timers.setTimeout(() => {
        pollTimer = undefined;
        void pollOnce();
      }, delay);
    };

    const restartPolling = (delay: number): void => {
      stopPolling();
      if (online && isPollingStatus(state.status)) schedulePoll(delay);
    };

    const pollOnce = async (): Promise<void> => {
      const id = state.invoiceId;
      if (!id) return;
      const controller = new AbortController();
      poll = controller;
      try {
        const invoice = await client.getInvoice(id, { signal: controller.signal });
        if (poll !== controller) return;
        poll = undefined;
        pollErrors = 0;
        pollRetryAfter = undefined;
        lastPollErrorCode = undefined;
        dispatch({ type: "invoice", invoice, operation: "poll", clock: clock() });
      } catch (err) {
        if (poll !== controller) return;
        poll = undefined;
        const error = checkoutErrorFrom(err, "poll");
        if (error.ui.category !== "aborted") {
          pollErrors += 1;
          pollRetryAfter = error.retryAfter;
          fail(error);
        }
      }
      ensurePolling();
    };

    /** Our clock says the deadline passed: ask the server once, in case a payment landed at the last moment. */
    const verifyExpiry = async (): Promise<void> => {
      const id = state.invoiceId;
      if (!id || !online) return;
      const controller = new AbortController();
      poll = controller;
      try {
        const invoice = await client.getInvoice(id, { signal: controller.signal });
        if (poll !== controller) return;
        poll = undefined;
        dispatch({ type: "invoice", invoice, operation: "poll", clock: clock() });
      } catch {
        if (poll === controller) poll = undefined; // the deadline stands
      }
    };

    const stopPolling = (): void => {
      if (pollTimer !== undefined) timers.clearTimeout(pollTimer);
      pollTimer = undefined;
      const controller = poll;
      poll = undefined;
      controller?.abort();
    };

    // ---- countdown ----

    const scheduleTick = (): void => {
      const expiresAt = state.invoice?.expires_at;
      if (expiresAt === undefined || expiresAt === null) return;
      const c = clock();
      const leftMs = expiresAt * 1000 - (c.nowMs + c.serverOffsetMs);
      // Wake exactly when the label's second changes, not a drifting 1000 ms later.
      const delay = leftMs > 0 ? leftMs % 1000 || 1000 : 1000;
      tickTimer = timers.setTimeout(() => {
        tickTimer = undefined;
        tick();
        if (tickTimer === undefined && !ended(state)) scheduleTick();
      }, delay);
    };

    const tick = (): void => dispatch({ type: "tick", clock: clock() });

    const stopTicking = (): void => {
      if (tickTimer !== undefined) timers.clearTimeout(tickTimer);
      tickTimer = undefined;
    };

    const unwatchClock = options.serverClock?.onChange(tick);

    Object.assign(this, {
      getState: () => state,
      subscribe: (listener: CheckoutListener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      start: (input: CheckoutStart): void => {
        if (started || disposed) throw new Error("CheckoutSession: start() called twice or after dispose()");
        started = true;
        if ("create" in input) {
          // Kept as given: a retried create sends the same external_order_id, so the API returns the same invoice.
          createBody = input.create;
          dispatch({ type: "create" });
        } else {
          dispatch({ type: "load", invoiceId: input.invoiceId });
        }
      },
      selectMethod: (method: ChosenMethod): void =>
        dispatch({ type: "select_method", method: { currency: method.currency, network: method.network } }),
      cancel: (): void => dispatch({ type: "cancel" }),
      retry: (): void => {
        const error = state.error;
        if (isPollingStatus(state.status) && error?.operation === "poll") {
          pollErrors = 0;
          restartPolling((error.retryAfter ?? 0) * 1000);
        } else {
          dispatch({ type: "retry" });
        }
      },
      setHidden: (value: boolean): void => {
        if (disposed || hidden === value) return;
        hidden = value;
        if (!value && pollErrors === 0 && pollTimer !== undefined) restartPolling(0);
      },
      setOnline: (value: boolean): void => {
        if (disposed || online === value) return;
        online = value;
        if (!value) {
          stopPolling();
          dispatch({ type: "offline" });
          return;
        }
        pollErrors = 0;
        pollRetryAfter = undefined;
        dispatch({ type: "online" });
        const { status, error, expiredLocally } = state;
        if (status === "failed" && error?.ui.category === "offline") dispatch({ type: "retry" });
        else if (isPollingStatus(status)) restartPolling(0);
        else if (expiredLocally && poll === undefined) void verifyExpiry(); // the deadline passed while offline
      },
      dispose: (): void => {
        if (disposed) return;
        disposed = true;
        stopPolling();
        cancelAction();
        stopTicking();
        unwatchClock?.();
        listeners.clear();
      },
    });
  }
}
