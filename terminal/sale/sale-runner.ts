/** Runs one sale: a CheckoutSession over the SDK client, with every change written back to the stored sale. */
import { SdkClient } from "../../shared/client/sdk-client.ts";
import { CheckoutSession } from "../../shared/checkout/checkout-session.ts";
import { isFinalStatus, type CheckoutState } from "../../shared/checkout/checkout-machine.ts";
import { probeCheckoutPath } from "../../shared/checkout/checkout-path.ts";
import { reportedStatus, type HostedMessage } from "../../shared/checkout/hosted-frame.ts";
import type { PublicInvoice } from "../../shared/api/schemas.ts";
import { isFinalSale, type Sale } from "./sale.ts";
import type { TerminalSettings } from "../settings/settings-rules.ts";
import { ServerClock } from "../../shared/client/server-clock.ts";

/** The part of the store a running sale writes to. */
/** Where a running sale is written as it changes (the device's database; a map in tests). */
export interface SaleStore {
  putSale(sale: Sale): Promise<void>;
  /** The sale is over: nothing is in progress any more. */
  endActiveSale(): Promise<void>;
}

export type RunnerListener = (state: CheckoutState, sale: Sale) => void;

/**
 * Copies what the receipt and history need from the invoice into the sale record, with the server-clock offset it
 * was seen at when known (the offline countdown's).
 */
export function saleFromInvoice(sale: Sale, invoice: PublicInvoice, nowMs: number, serverOffsetMs?: number): Sale {
  const p = invoice.payment;
  return {
    ...sale,
    updatedAt: nowMs,
    ...(serverOffsetMs !== undefined ? { serverOffsetMs } : {}),
    status: invoice.status,
    invoiceId: invoice.invoice_id,
    paymentUrl: invoice.payment_url,
    test: invoice.is_test,
    lastInvoice: invoice,
    ...(p
      ? {
          payment: {
            currency: p.currency,
            network: p.network,
            expected: p.expected,
            ...(p.paid !== undefined ? { received: p.paid } : {}),
            ...(p.address ? { address: p.address } : {}),
          },
        }
      : {}),
    ...(invoice.expires_at !== undefined ? { expiresAt: invoice.expires_at } : {}),
    ...(invoice.completed_at !== undefined ? { completedAt: invoice.completed_at * 1000 } : {}),
    learntFrom: "service",
  };
}

/**
 * What the embedded payment page's message makes of the sale: the final status it reports, marked as learnt from a
 * browser message, or the sale unchanged (a close, a status already final, a message naming no status).
 */
export function saleFromPageMessage(sale: Sale, message: HostedMessage, nowMs: number): Sale {
  const status = reportedStatus(message);
  if (status === null || isFinalSale(sale.status)) return sale;
  return {
    ...sale,
    status,
    learntFrom: "browser-message",
    updatedAt: nowMs,
    ...(status === "paid" || status === "paid_over" ? { completedAt: nowMs } : {}),
  };
}

/** The SDK client of these settings; given the app's clock, every server time it comes across sets that clock. */
export function sdkClientFor(
  settings: Pick<TerminalSettings, "apiBase" | "sdkKey">,
  { fetch: fetchImpl, clock }: { fetch?: typeof fetch | undefined; clock?: ServerClock | undefined } = {},
): SdkClient {
  return new SdkClient({
    baseUrl: settings.apiBase,
    sdkKey: settings.sdkKey,
    ...(fetchImpl ? { fetch: (input, init) => fetchImpl(input, init) } : {}),
    ...(clock ? { onServerTime: clock.observeReading } : {}),
  });
}

export interface SaleRunnerOptions {
  fetch?: typeof fetch;
  /** The app's clock, shared by every sale: a tablet set wrong stays wrong from one sale to the next. */
  clock?: ServerClock;
}

export class SaleRunner {
  readonly session: CheckoutSession;
  readonly #client: SdkClient;
  readonly #clock: ServerClock;
  #sale: Sale;
  #writes: Promise<void> = Promise.resolve();
  #ended = false;
  #probing = false;
  #disposed = false;

  constructor(
    private readonly db: SaleStore,
    settings: Pick<TerminalSettings, "apiBase" | "sdkKey">,
    sale: Sale,
    private readonly listener: RunnerListener,
    options: SaleRunnerOptions = {},
  ) {
    this.#sale = sale;
    const clock = options.clock ?? new ServerClock();
    this.#clock = clock;
    const client = sdkClientFor(settings, { fetch: options.fetch, clock });
    this.#client = client;
    this.session = new CheckoutSession({
      client,
      online: typeof navigator === "undefined" ? true : navigator.onLine,
      hidden: typeof document === "undefined" ? false : document.hidden,
      // A later reading (GET /v1/time, a fresh invoice) corrects the countdown on screen at once.
      serverClock: clock,
    });
    this.session.subscribe((state) => this.#onState(state));
  }

  get sale(): Sale {
    return this.#sale;
  }

  /**
   * A sale that already has its invoice follows it; one whose create was never answered sends the very same
   * create again, and the API hands back the invoice it may already have made for that external_order_id. A sale on
   * the hosted page is followed by that page alone: the service has no route of ours to read it with.
   */
  start(): void {
    const { invoiceId, checkoutPath } = this.#sale;
    if (checkoutPath === "hosted") return;
    if (!invoiceId) this.session.start({ create: this.#sale.body });
    else if (checkoutPath === "native") this.session.start({ invoiceId });
    // Its invoice exists but the path was never decided (a reload in between): decide it before following it.
    else
      void this.#decidePath(invoiceId).then((hosted) => hosted || this.#disposed || this.session.start({ invoiceId }));
  }

  /**
   * A message the embedded payment page posted (already filtered by shared/checkout/hosted-frame.ts): a final status
   * it reports ends the sale, recorded as learnt from a browser message, never as the service's word.
   */
  reportFromPage(message: HostedMessage): void {
    const next = saleFromPageMessage(this.#sale, message, Date.now());
    if (next === this.#sale) return;
    this.#record(next, this.session.getState(), true);
  }

  /**
   * The payment service's word on this sale, passed on by the shop's relay as a change of the record (the relay's
   * merge rule, relay/relay-status.ts, which this chunk does not carry). Recorded as it comes; once it confirms an
   * ending, the sale ends and the session stops following it: nothing it reads later can change a confirmed end.
   */
  reportFromService(change: (sale: Sale, nowMs: number) => Sale): void {
    const next = change(this.#sale, Date.now());
    if (next === this.#sale) return;
    if (next.confirmedByRelay) this.session.dispose();
    this.#record(next, this.session.getState(), isFinalSale(next.status));
  }

  /** Resolves when every write so far reached IndexedDB (tests and the app's "sale ended" use it). */
  settled(): Promise<void> {
    return this.#writes;
  }

  dispose(): void {
    this.#disposed = true;
    this.session.dispose();
  }

  /**
   * One read of the public invoice says which way the customer pays (as the widget decides it): on the hosted page,
   * the session stops, since nothing of ours can follow the payment there. Resolves whether it is the hosted page.
   */
  async #decidePath(invoiceId: string): Promise<boolean> {
    this.#probing = true;
    const { hosted } = await probeCheckoutPath(this.#client, invoiceId);
    this.#probing = false;
    if (this.#disposed) return hosted;
    if (hosted) this.session.dispose();
    this.#record(
      { ...this.#sale, checkoutPath: hosted ? "hosted" : "native", updatedAt: Date.now() },
      this.session.getState(),
      false,
    );
    return hosted;
  }

  #onState(state: CheckoutState): void {
    // The relay passed on the service's final word: a read still under way cannot take it back.
    if (this.#sale.confirmedByRelay) return;
    let next = this.#sale;
    if (state.invoice) next = saleFromInvoice(next, state.invoice, Date.now(), this.#clock.offsetMs);
    // The create was answered: which way now? (A resumed sale decided it in start().)
    if (state.invoice && !next.checkoutPath && !this.#probing) void this.#decidePath(state.invoice.invoice_id);
    if (state.error && state.error.operation !== "poll")
      next = { ...next, lastError: state.error.code, updatedAt: Date.now() };
    // Refused before any invoice existed: nothing can be paid for this order id any more.
    const refused = state.status === "unavailable" && !next.invoiceId && state.error?.operation === "create";
    if (refused) next = { ...next, status: "failed" };
    this.#record(next, state, refused || isFinalStatus(state.status));
  }

  /** The sale as it now stands: written in order after every earlier write, then shown. */
  #record(next: Sale, state: CheckoutState, ended: boolean): void {
    this.#sale = next;
    const snapshot = next;
    this.#writes = this.#writes.then(async () => {
      await this.db.putSale(snapshot);
      if (ended && !this.#ended) {
        this.#ended = true;
        await this.db.endActiveSale();
      }
    });
    this.listener(state, next);
  }
}
