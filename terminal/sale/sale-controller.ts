/** The sale in progress: starts, resumes and ends it, and hands staff's actions on the payment screen to its session. */
import type { ReactiveController, ReactiveControllerHost } from "lit";
import { isFinalSale, isSuccessfulSale, type Sale } from "./sale.ts";
import { newSale, type ChargeDetail, type SaleSettings } from "./sale-request.ts";
import type { NetworkCode } from "../../shared/api/networks.ts";
import type { CheckoutState } from "../../shared/checkout/checkout-machine.ts";
import type { HostedMessage } from "../../shared/checkout/hosted-frame.ts";
import type { SaleRunner, SaleStore, RunnerListener } from "./sale-runner.ts";
import { ServerClock } from "../../shared/client/server-clock.ts";
import type { TerminalSettings } from "../settings/settings-rules.ts";

/** The part of a runner this controller drives; the real one comes with the payment chunk. */
export type SaleRun = Pick<
  SaleRunner,
  "session" | "sale" | "start" | "dispose" | "settled" | "reportFromPage" | "reportFromService"
>;

export type StartRun = (
  store: SaleStore,
  settings: Pick<TerminalSettings, "apiBase" | "sdkKey">,
  sale: Sale,
  listener: RunnerListener,
  clock: ServerClock,
) => Promise<SaleRun>;

/** A store that can also start a sale: write it and mark it in progress at once. */
export interface ActiveSaleStore extends SaleStore {
  beginSale(sale: Sale): Promise<void>;
}

/**
 * Everything a payment needs (client, checkout session, zod) loads on demand: the keypad paints first and the
 * initial script stays small. The service worker precaches the chunk, so it loads offline as well.
 */
const startLazily: StartRun = async (store, settings, sale, listener, clock) => {
  const { SaleRunner } = await import("./sale-runner.ts");
  return new SaleRunner(store, settings, sale, listener, { clock });
};

export interface SaleControllerOptions {
  /** Called once when the customer's payment arrives (the chime). */
  onPaid?: () => void;
  /** Every change of the sale on screen, as stored (the shop's relay follows it and takes it once it has ended). */
  onSaleChange?: (sale: Sale) => void;
  startRun?: StartRun;
}

export class SaleController implements ReactiveController {
  sale: Sale | undefined = undefined;
  checkout: CheckoutState | undefined = undefined;
  /** The sale was picked up again after a reload or crash (the payment screen says so). */
  resumed = false;
  /** Server time − tablet time for every countdown; tablets in shops are often set minutes wrong. */
  readonly clock = new ServerClock();

  readonly #host: ReactiveControllerHost;
  readonly #onPaid: () => void;
  readonly #onSaleChange: (sale: Sale) => void;
  readonly #startRun: StartRun;
  #run: SaleRun | undefined;

  constructor(host: ReactiveControllerHost, options: SaleControllerOptions = {}) {
    this.#host = host;
    this.#onPaid = options.onPaid ?? (() => undefined);
    this.#onSaleChange = options.onSaleChange ?? (() => undefined);
    this.#startRun = options.startRun ?? startLazily;
    host.addController(this);
  }

  hostConnected(): void {}

  hostDisconnected(): void {
    this.#run?.dispose();
  }

  /** A sale runs on the payment screen (it may have ended there, waiting for "New sale"). */
  get running(): boolean {
    return this.#run !== undefined;
  }

  /** The sale in progress blocks a new sale and any update until it ends. */
  get inProgress(): boolean {
    return this.#run !== undefined && this.sale !== undefined && !isFinalSale(this.sale.status);
  }

  /** Stores the new sale, marked in progress, before its request leaves; then runs it. */
  async charge(
    store: ActiveSaleStore,
    settings: SaleSettings & Pick<TerminalSettings, "apiBase" | "sdkKey">,
    charge: ChargeDetail,
    now = new Date(),
  ): Promise<Sale | null> {
    if (this.inProgress) return null;
    const sale = newSale(settings, charge, now);
    await store.beginSale(sale);
    this.resumed = false;
    await this.#start(store, settings, sale);
    return sale;
  }

  /** Crash, reload or a closed app: picks the sale up again and asks the API where it stands. */
  async resume(store: SaleStore, settings: Pick<TerminalSettings, "apiBase" | "sdkKey">, sale: Sale): Promise<void> {
    this.resumed = true;
    await this.#start(store, settings, sale);
  }

  /** "New sale" on a final screen (or staff leaving a refused one): stops the session and clears the active sale. */
  async end(store: Pick<SaleStore, "endActiveSale">): Promise<void> {
    const run = this.#run;
    if (run) {
      run.dispose();
      await run.settled();
    }
    this.#run = undefined;
    await store.endActiveSale();
    this.sale = undefined;
    this.checkout = undefined;
    this.resumed = false;
    this.#host.requestUpdate();
  }

  selectMethod(method: { currency: string; network: NetworkCode }): void {
    this.#run?.session.selectMethod(method);
  }

  cancel(): void {
    this.#run?.session.cancel();
  }

  /** A message of the embedded payment page, accepted by the payment screen's filter: a browser signal, recorded as one. */
  reportFromPage(message: HostedMessage): void {
    this.#run?.reportFromPage(message);
  }

  /** The payment service's word on the sale on screen, passed on by the shop's relay as a change of its record. */
  reportFromService(change: (sale: Sale, nowMs: number) => Sale): void {
    this.#run?.reportFromService(change);
  }

  retry(): void {
    this.#run?.session.retry();
  }

  setOnline(online: boolean, settings: Pick<TerminalSettings, "apiBase" | "sdkKey"> | undefined): void {
    this.#run?.session.setOnline(online);
    if (online && settings && this.inProgress) void this.#syncClock(settings);
  }

  setHidden(hidden: boolean): void {
    this.#run?.session.setHidden(hidden);
  }

  async #start(store: SaleStore, settings: Pick<TerminalSettings, "apiBase" | "sdkKey">, sale: Sale): Promise<void> {
    this.#run?.dispose();
    if (typeof navigator === "undefined" || navigator.onLine) void this.#syncClock(settings);
    this.sale = sale;
    this.checkout = undefined;
    const run = await this.#startRun(
      store,
      settings,
      sale,
      (state, updated) => this.#onChange(run, state, updated),
      this.clock,
    );
    this.#run = run;
    this.checkout = run.session.getState();
    this.#host.requestUpdate();
    this.#onSaleChange(sale);
    run.start();
  }

  /**
   * GET /v1/time answers on the API's own origin; elsewhere the next fresh invoice's created_at sets the clock. The
   * client lives in the payment chunk, which a sale loads anyway.
   */
  async #syncClock(settings: Pick<TerminalSettings, "apiBase" | "sdkKey">): Promise<void> {
    const { sdkClientFor } = await import("./sale-runner.ts");
    await this.clock.sync(sdkClientFor(settings, { clock: this.clock }));
  }

  #onChange(run: SaleRun, state: CheckoutState, updated: Sale): void {
    // A late answer for a sale that has since been replaced changes nothing on screen.
    if (this.#run !== run) return;
    const paid = (s: CheckoutState | undefined, sale: Sale | undefined) =>
      s?.status === "paid" ||
      s?.status === "paid_over" ||
      Boolean(sale?.confirmedByRelay && isSuccessfulSale(sale.status));
    const wasPaid = paid(this.checkout, this.sale);
    this.checkout = state;
    this.sale = updated;
    if (!wasPaid && paid(state, updated)) this.#onPaid();
    this.#host.requestUpdate();
    this.#onSaleChange(updated);
  }
}
