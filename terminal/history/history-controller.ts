/** This device's sales for the history, the report and receipts, with open ones refreshed from the API. */
import type { ReactiveController, ReactiveControllerHost } from "lit";
import { isFinalSale, type Sale } from "../sale/sale.ts";
import type { TerminalSettings } from "../settings/settings-rules.ts";
import type { PublicInvoice } from "../../shared/api/schemas.ts";

/** The sales of this device as the history reads and refreshes them (the device's database; a map in tests). */
export interface SalesStore {
  /** Newest first. */
  listSales(): Promise<Sale[]>;
  putSale(sale: Sale): Promise<void>;
  getSale(id: string): Promise<Sale | undefined>;
}

/** Reads one invoice; the real one is the SDK client from the payment chunk. */
export type InvoiceReader = (invoiceId: string) => Promise<PublicInvoice>;

type Settings = Pick<TerminalSettings, "apiBase" | "sdkKey">;

/** The client and the invoice → sale mapping come with the payment chunk, loaded when the history first needs them. */
async function lazyReader(
  settings: Settings,
): Promise<{ read: InvoiceReader; apply: (sale: Sale, invoice: PublicInvoice) => Sale }> {
  const { sdkClientFor, saleFromInvoice } = await import("../sale/sale-runner.ts");
  const client = sdkClientFor(settings);
  return { read: (id) => client.getInvoice(id), apply: (sale, invoice) => saleFromInvoice(sale, invoice, Date.now()) };
}

export class HistoryController implements ReactiveController {
  sales: Sale[] = [];
  /** Statuses are being asked from the API. */
  refreshing = false;
  receiptSale: Sale | undefined = undefined;

  readonly #host: ReactiveControllerHost;
  readonly #reader: typeof lazyReader;

  constructor(host: ReactiveControllerHost, reader: typeof lazyReader = lazyReader) {
    this.#host = host;
    this.#reader = reader;
    host.addController(this);
  }

  hostConnected(): void {}

  /**
   * Lists this device's sales and, when online, asks the API for the status of each one still open (except the
   * sale in progress, whose own session follows it, and sales on the hosted page), so the history and the report
   * never show a stale "waiting".
   */
  async load(
    store: SalesStore,
    settings: Settings,
    options: { refresh: boolean; online: boolean; runningSaleId?: string | undefined },
  ): Promise<void> {
    this.sales = await store.listSales();
    this.#host.requestUpdate();
    if (!options.refresh || !options.online) return;
    // A sale paid on the provider's hosted page has no route of ours to read it with: only the dashboard knows more.
    const open = this.sales.filter(
      (s) => s.invoiceId && !isFinalSale(s.status) && s.id !== options.runningSaleId && s.checkoutPath !== "hosted",
    );
    if (open.length === 0) return;
    this.refreshing = true;
    this.#host.requestUpdate();
    try {
      const { read, apply } = await this.#reader(settings);
      await Promise.all(
        open.map(async (sale) => {
          try {
            await store.putSale(apply(sale, await read(sale.invoiceId ?? "")));
          } catch {
            // Left as last known; the next refresh tries again.
          }
        }),
      );
      this.sales = await store.listSales();
    } finally {
      this.refreshing = false;
      this.#host.requestUpdate();
    }
  }

  async openReceipt(store: SalesStore, saleId: string): Promise<void> {
    this.receiptSale = await store.getSale(saleId);
    this.#host.requestUpdate();
  }
}
