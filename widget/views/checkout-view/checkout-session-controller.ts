/**
 * The checkout card's session: creates the client and the CheckoutSession from the card's attributes, follows the
 * page's visibility and connection, decides the path (our screens or the provider's hosted page), refuses an unsafe
 * payment link, and fires the page's events. The card (checkout-view.ts) only draws what this holds.
 */
import type { ReactiveController, ReactiveControllerHost } from "lit";
import { SdkClient } from "../../../shared/client/sdk-client.ts";
import type { FetchLike } from "../../../shared/client/transport.ts";
import { CheckoutSession } from "../../../shared/checkout/checkout-session.ts";
import { probeCheckoutPath } from "../../../shared/checkout/checkout-path.ts";
import type { CheckoutState, ChosenMethod } from "../../../shared/checkout/checkout-machine.ts";
import type { NetworkCode } from "../../../shared/api/chains.ts";
import { pageLink } from "../../../shared/api/page-link.ts";
import { ServerClock } from "../../../shared/client/server-clock.ts";
import { announcePath, emit, type CheckoutPath, type CheckoutPathReason, type NewAttemptReason } from "../../events.ts";
import type { MissingPart } from "../ending-screen/ending-model.ts";
import type { CheckoutAttributes } from "./checkout-attributes.ts";
import { checkoutEventsBetween } from "./checkout-events.ts";
import { RememberedMethod, type MethodRef } from "./remembered-method.ts";
import { rememberingTabInvoices } from "./tab-invoices.ts";

/** The origin the bundle was loaded from: the default API base, so one script tag is all a page needs. */
const SCRIPT_ORIGIN = new URL(import.meta.url).origin;

/** The element a session controller serves: it fires the events and reads the attributes as they are now. */
export type CheckoutSessionHost = ReactiveControllerHost &
  EventTarget & { readonly hasUpdated: boolean } & Pick<
    CheckoutAttributes,
    | "sdkKey"
    | "projectId"
    | "amount"
    | "currency"
    | "externalOrderId"
    | "clientId"
    | "network"
    | "apiBase"
    | "invoiceId"
    | "presentation"
  >;

export interface CheckoutSessionControllerOptions {
  /** The client's fetch; the browser's by default (tests script one). */
  fetch?: FetchLike;
  /** Called as each session starts: what the card fetches while the invoice is created or read. */
  onStart?: () => void;
}

export class CheckoutSessionController implements ReactiveController {
  /** The checkout's state as the card draws it; null before the session starts. */
  state: CheckoutState | null = null;
  /**
   * How the invoice this element created is paid (see CheckoutPath); `probing` while the public invoice read that
   * decides it is in flight; null before an invoice, and when following one (the hosted page itself).
   */
  path: CheckoutPath | "probing" | null = null;
  /** The API sent a payment_url we will not link: the checkout stops in the failed state. */
  refused = false;
  /** The customer's last method on this shop, read once per start; offered first. */
  lastMethod: MethodRef | null = null;

  readonly #host: CheckoutSessionHost;
  readonly #fetch: FetchLike | undefined;
  readonly #onStart: () => void;
  #session: CheckoutSession | undefined;
  #client: SdkClient | undefined;
  #unsubscribe: (() => void) | undefined;
  /** Server time − local time, kept across sessions: measured from every answer's Date and each fresh invoice. */
  readonly #serverClock = new ServerClock();
  readonly #remembered = new RememberedMethod();
  /** What the customer picked, remembered once the invoice accepts it. */
  #picked: MethodRef | null = null;
  /** Aborted on disconnect: removes the page listeners hostConnected added. */
  #listeners: AbortController | undefined;

  constructor(host: CheckoutSessionHost, options: CheckoutSessionControllerOptions = {}) {
    this.#host = host;
    this.#fetch = options.fetch;
    this.#onStart = options.onStart ?? (() => undefined);
    host.addController(this);
  }

  hostConnected(): void {
    this.#listeners = new AbortController();
    const options = { signal: this.#listeners.signal };
    document.addEventListener(
      "visibilitychange",
      () => this.#session?.setHidden(document.visibilityState === "hidden"),
      options,
    );
    window.addEventListener("online", () => this.#session?.setOnline(true), options);
    window.addEventListener("offline", () => this.#session?.setOnline(false), options);
    // Moved in the DOM (or re-attached by a framework): pick the running session back up.
    if (this.#host.hasUpdated && !this.#session) this.start();
  }

  hostDisconnected(): void {
    this.#listeners?.abort();
    this.#stop();
  }

  /** Starts the session (once): creates the invoice from the attributes, or follows `invoice-id`. */
  start(): void {
    if (this.#session) return;
    const host = this.#host;
    this.#onStart();
    this.lastMethod = this.#remembered.read();
    // A customer's clock may be off by minutes: every answer (its Date) and a just-created invoice tell the server's time.
    const client = new SdkClient({
      baseUrl: host.apiBase ?? SCRIPT_ORIGIN,
      sdkKey: host.sdkKey,
      onServerTime: this.#serverClock.observeReading,
      ...(this.#fetch ? { fetch: this.#fetch } : {}),
    });
    const session = new CheckoutSession({
      client: rememberingTabInvoices(client),
      hidden: document.visibilityState === "hidden",
      online: navigator.onLine,
      serverClock: this.#serverClock,
    });
    this.#session = session;
    this.#client = client;
    this.#unsubscribe = session.subscribe((next) => this.#onState(next));
    emit(host, "checkout-ready", { invoiceId: host.invoiceId ?? null });
    if (host.invoiceId) {
      // Following an invoice creates none; the Date of each answer (its load, then every poll) tells the server's time.
      session.start({ invoiceId: host.invoiceId });
    } else {
      session.start({
        create: {
          source: "embed",
          project_id: host.projectId,
          amount: host.amount,
          currency: host.currency,
          external_order_id: host.externalOrderId,
          // An absent or empty attribute is no key at all: JSON.stringify leaves undefined out.
          client_id: host.clientId || undefined,
          network: (host.network || undefined) as NetworkCode | undefined,
        },
      });
    }
    this.#setState(session.getState());
  }

  /** Whether a session is held: none before the start, after a disconnect, or once the hosted page took over. */
  get running(): boolean {
    return this.#session !== undefined;
  }

  /** Drops the running session and starts over: a new invoice for the attributes as they are now. */
  restart(): void {
    this.#stop();
    this.#picked = null;
    this.refused = false;
    this.state = null;
    this.path = null;
    this.start();
  }

  /** The customer picked a token and network on the method list. */
  selectMethod(method: ChosenMethod): void {
    this.#picked = method;
    this.#session?.selectMethod(method);
  }

  cancel(): void {
    this.#session?.cancel();
  }

  retry(): void {
    this.#session?.retry();
  }

  /**
   * Asks the page for a new invoice for the same order; it answers with a new `external-order-id` (see the card's
   * updated()). For an underpaid invoice, `missing` is what it lacks on its own token and network: the new invoice's
   * amount.
   */
  requestNewAttempt(reason: NewAttemptReason, missing?: MissingPart): void {
    const id = this.state?.invoice?.invoice_id ?? this.state?.invoiceId ?? "";
    emit(this.#host, "checkout-new-attempt", missing ? { invoiceId: id, reason, missing } : { invoiceId: id, reason });
  }

  #stop(): void {
    this.#unsubscribe?.();
    this.#session?.dispose();
    this.#session = undefined;
  }

  #setState(state: CheckoutState): void {
    this.state = state;
    this.#host.requestUpdate();
  }

  #setPath(path: CheckoutPath | "probing"): void {
    this.path = path;
    this.#host.requestUpdate();
  }

  /**
   * The invoice exists: our own screens, or the provider's hosted page. The `presentation` attribute may say; else
   * one read of the public invoice does (a route of ours): a 404 for the invoice just created means the service has
   * no such route, and then none to choose the method or follow the payment either (shared/checkout/checkout-path.ts,
   * as the terminal decides it).
   */
  #choosePath(invoiceId: string): void {
    const asked = this.#host.presentation;
    if (asked === "embed" || asked === "redirect") return this.#takePath(invoiceId, `hosted-${asked}`, "attribute");
    const client = this.#client;
    if (!client) return;
    this.#setPath("probing");
    void probeCheckoutPath(client, invoiceId).then(({ hosted, reason }) =>
      this.#takePath(invoiceId, hosted ? "hosted-embed" : "native", reason),
    );
  }

  #takePath(invoiceId: string, path: CheckoutPath, reason: CheckoutPathReason): void {
    if (this.state?.invoice?.invoice_id !== invoiceId) return;
    this.#setPath(path);
    announcePath(this.#host, { invoiceId, path, reason });
    if (path === "native") return;
    // The hosted page follows the payment from here: no polls of routes the service may not have.
    this.#stop();
  }

  /** Every new state: refuse unsafe links, fire the host page's events. */
  #onState(next: CheckoutState): void {
    const prev = this.state;
    // Set before the refusal below: the assignment that redraws also shows the refusal.
    this.#setState(next);
    const invoice = next.invoice;
    if (invoice && !this.refused && pageLink(invoice.payment_url) === null) {
      this.refused = true;
      console.error(
        "[crypto-checkout] invalid_response: payment_url is not https (http only on localhost); check api-base.",
      );
      emit(this.#host, "checkout-error", {
        code: "invalid_response",
        status: 0,
        retryable: false,
        category: "invalid_request",
      });
      this.#unsubscribe?.();
      this.#session?.dispose();
      return;
    }
    for (const event of checkoutEventsBetween(prev, next, Boolean(this.#host.invoiceId))) {
      emit(this.#host, ...event);
      if (event[0] === "checkout-invoice-created") this.#choosePath(event[1].invoiceId);
      // Only a method the customer chose and paid with is offered first next time: not the merchant's, not one
      // left behind with "Start over" or unpaid at the end.
      const paid = next.invoice?.payment;
      if (
        event[0] === "checkout-paid" &&
        paid &&
        this.#picked?.currency === paid.currency &&
        this.#picked.network === paid.network
      ) {
        this.#remembered.save(this.#picked);
      }
    }
  }
}
