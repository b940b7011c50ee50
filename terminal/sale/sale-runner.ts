/** Runs one sale: a CheckoutSession over the SDK client, with every change written back to the stored sale. */
import { SdkClient } from "../../shared/client/sdk-client.ts";
import { CheckoutSession } from "../../shared/checkout/checkout-session.ts";
import { isFinalStatus, type CheckoutState } from "../../shared/checkout/checkout-machine.ts";
import type { PublicInvoice } from "../../shared/api/schemas.ts";
import type { Sale } from "./sale.ts";
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
  readonly #clock: ServerClock;
  #sale: Sale;
  #writes: Promise<void> = Promise.resolve();
  #ended = false;

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
   * create again, and the API hands back the invoice it may already have made for that external_order_id.
   */
  start(): void {
    if (this.#sale.invoiceId) this.session.start({ invoiceId: this.#sale.invoiceId });
    else this.session.start({ create: this.#sale.body });
  }

  /** Resolves when every write so far reached IndexedDB (tests and the app's "sale ended" use it). */
  settled(): Promise<void> {
    return this.#writes;
  }

  dispose(): void {
    this.session.dispose();
  }

  #onState(state: CheckoutState): void {
    let next = this.#sale;
    if (state.invoice) next = saleFromInvoice(next, state.invoice, Date.now(), this.#clock.offsetMs);
    if (state.error && state.error.operation !== "poll") next = { ...next, lastError: state.error.code, updatedAt: Date.now() };
    // Refused before any invoice existed: nothing can be paid for this order id any more.
    const refused = state.status === "unavailable" && !next.invoiceId && state.error?.operation === "create";
    if (refused) next = { ...next, status: "failed" };
    const ended = refused || isFinalStatus(state.status);
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
