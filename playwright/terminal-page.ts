/** Page object of the point-of-sale terminal (/terminal/); crypto-checkout-kit/playwright provides it as the `terminal` fixture. */
import { expect, type FrameLocator, type Locator, type Page } from "@playwright/test";
import { SANDBOX } from "../server-stub/sandbox.ts";
import { MerchantClient } from "../shared/client/merchant-client.ts";
import type { SimulatePaymentBody } from "../shared/api/index.ts";
import { CHAINS } from "../shared/api/chains.ts";
import { StubControl } from "../server-stub/control/stub-control.ts";
import { requestFetch } from "./request-fetch.ts";

export interface SetupOptions {
  projectId?: string;
  sdkKey?: string;
  shopName?: string;
  currency?: string;
  /** A locale of shared/i18n/supported-locales.ts. */
  locale?: string;
  tipPresets?: string;
  customerFeePercent?: string;
  pin?: string;
  /** One per line: "Espresso = 2.40". */
  quickItems?: string;
}

export class TerminalPage {
  readonly amount: Locator;
  readonly total: Locator;
  readonly chargeButton: Locator;
  readonly offlineBanner: Locator;
  readonly updateButton: Locator;
  readonly saveButton: Locator;
  readonly scanHeading: Locator;
  readonly paidHeading: Locator;
  readonly reference: Locator;
  readonly problemText: Locator;
  /** The provider's hosted payment page embedded on the payment screen (a service without our public invoice routes). */
  readonly hostedFrame: Locator;
  /** The inside of that page, to act as the customer. */
  readonly hostedPage: FrameLocator;

  /**
   * @param apiUrl the stub's URL (the API and control API), which is not the terminal's: the stub serves the terminal
   *   from an origin of its own. Default: the origin of the page on screen, for a terminal served by its API.
   */
  constructor(
    readonly page: Page,
    readonly apiUrl?: string,
  ) {
    this.amount = page.getByTestId("amount");
    this.total = page.getByTestId("total");
    this.chargeButton = page.getByRole("button", { name: /^(Charge|Enter an amount)/ });
    this.offlineBanner = page.getByText(/^Offline — new sales wait for the network/);
    this.updateButton = page.getByRole("button", { name: "Update now" });
    this.saveButton = page.getByRole("button", { name: "Save" });
    this.scanHeading = page.getByRole("heading", { name: "Scan with your phone" });
    // Paid in full ("Payment complete", the shared customer heading) or paid over (staff's own heading).
    this.paidHeading = page.getByRole("heading", { name: /^(Payment complete|Paid — more than asked)$/ });
    this.reference = page.getByText(/^Invoice inv_/);
    this.problemText = page.getByTestId("problem-text");
    this.hostedFrame = page.locator("pos-hosted-page iframe");
    this.hostedPage = page.frameLocator("pos-hosted-page iframe");
  }

  /**
   * @param origin another origin serving the same terminal (default: the stub under test, whose /terminal/ leads to
   *   the terminal's own origin).
   */
  async goto(origin = ""): Promise<void> {
    await this.page.goto(`${origin}/terminal/`);
  }

  async setup(options: SetupOptions = {}): Promise<void> {
    const p = this.page;
    await p.getByLabel("Public key").fill(options.sdkKey ?? SANDBOX.sdkKey);
    await p.getByLabel("Terminal project id").fill(options.projectId ?? SANDBOX.terminalProjectId);
    await p.getByLabel("Shop name").fill(options.shopName ?? "Corner Café");
    if (options.currency) await p.getByLabel("Default currency").selectOption(options.currency);
    if (options.locale) await p.getByLabel("Language").selectOption(options.locale);
    if (options.tipPresets) await p.getByLabel(/Tip presets/).fill(options.tipPresets);
    if (options.customerFeePercent) await p.getByLabel(/Customer fee/).fill(options.customerFeePercent);
    if (options.quickItems) await p.getByLabel(/Quick items/).fill(options.quickItems);
    if (options.pin) await p.getByLabel("Settings PIN", { exact: true }).fill(options.pin);
    await this.saveButton.click();
  }

  /** Opens the terminal and completes the first-run setup, ending on the keypad. */
  async open(options: SetupOptions = {}, origin = ""): Promise<void> {
    await this.goto(origin);
    await this.setup(options);
    await expect(this.amount).toBeVisible();
  }

  async key(label: string): Promise<void> {
    await this.page.getByRole("group").getByRole("button", { name: label, exact: true }).click();
  }

  /** Types digits on the keypad as staff would ("1250" → 12.50 in EUR). */
  async typeAmount(digits: string): Promise<void> {
    for (const d of digits) await this.key(d);
  }

  async charge(digits: string): Promise<string> {
    await this.typeAmount(digits);
    await this.chargeButton.click();
    await expect(this.scanHeading).toBeVisible();
    return this.invoiceId();
  }

  async invoiceId(): Promise<string> {
    const text = (await this.reference.first().textContent()) ?? "";
    const id = /inv_[A-Za-z0-9_-]+/.exec(text)?.[0];
    if (!id) throw new Error(`no invoice id on screen: "${text}"`);
    return id;
  }

  /** "Choose coin here" on the tablet, then a token on a network (by the network's name in words). */
  async chooseCoin(currency: string, networkName: string): Promise<void> {
    await this.page.getByRole("button", { name: "Choose coin here" }).click();
    await this.page.getByRole("button", { name: `${currency} ${networkName}` }).click();
    // A test sale is paid on the network's testnet, and the payment screen names that one ("Network: Sepolia").
    const testnet = Object.values(CHAINS).find((chain) => chain.name === networkName)?.testnet.name ?? networkName;
    await expect(
      this.page.getByText(`Network: ${networkName}`).or(this.page.getByText(`Network: ${testnet}`)),
    ).toBeVisible();
  }

  /**
   * What the customer's wallet does, through the spec's signed sandbox route (simulate-payment): the terminal
   * only learns about it by polling, as it would in a shop.
   */
  async walletPays(invoiceId: string, stage: SimulatePaymentBody["stage"] = "paid"): Promise<string> {
    const baseUrl = this.#apiOrigin();
    const merchant = new MerchantClient({ baseUrl, keyId: SANDBOX.sdkKey, secret: SANDBOX.secret });
    return (await merchant.simulateInvoicePayment(invoiceId, { stage })).status;
  }

  /** Invoices the stub holds for one order id: a duplicate would show up here as a second entry. */
  async invoicesForOrder(orderId: string): Promise<{ invoice_id: string; status: string }[]> {
    return (await this.#stub().invoices()).filter((i) => i.order.external_id === orderId);
  }

  /** Every invoice the stub holds for a project. */
  async invoiceCount(projectId: string = SANDBOX.terminalProjectId): Promise<number> {
    return (await this.#stub().invoices()).filter((i) => i.project_id === projectId).length;
  }

  /** The control API of the stub that serves the page, reached through the page's own request context. */
  #stub(): StubControl {
    return new StubControl(this.#apiOrigin(), { fetch: requestFetch(this.page.request) });
  }

  #apiOrigin(): string {
    return this.apiUrl ?? new URL(this.page.url()).origin;
  }

  /** The order id of the sale in progress (from the device's store). */
  async activeOrderId(): Promise<string> {
    return this.page.evaluate(
      () =>
        new Promise<string>((resolve, reject) => {
          const req = indexedDB.open("crypto-terminal");
          req.onerror = () => reject(req.error ?? new Error("IndexedDB request failed"));
          req.onsuccess = () => {
            const db = req.result;
            const get = db.transaction("meta").objectStore("meta").get("active-sale");
            get.onsuccess = () => {
              resolve(String(get.result ?? ""));
              db.close();
            };
          };
        }),
    );
  }

  /** Waits until the service worker is active, so the shell is precached and a reload goes through it. */
  async serviceWorkerReady(): Promise<void> {
    await this.page.waitForFunction(async () => {
      await navigator.serviceWorker.ready;
      return navigator.serviceWorker.controller !== null;
    });
  }

  async nav(name: "New sale" | "History" | "Report" | "Settings"): Promise<void> {
    await this.page.getByRole("navigation").getByRole("link", { name }).click();
  }

  /** Pays the sale on screen with USDT on Tron and goes back to the keypad. */
  async payAndFinish(invoiceId: string): Promise<void> {
    await this.chooseCoin("USDT", "Tron");
    await this.walletPays(invoiceId);
    await expect(this.paidHeading).toBeVisible();
    await this.page.getByRole("button", { name: "New sale" }).click();
    await expect(this.amount).toBeVisible();
  }

  /** Rewrites a stored sale's status, as a tablet that was switched off when the payment arrived would have it. */
  async setStoredStatus(invoiceId: string, status: string): Promise<void> {
    await this.page.evaluate(
      ([id, next]) =>
        new Promise<void>((resolve, reject) => {
          const req = indexedDB.open("crypto-terminal");
          req.onerror = () => reject(req.error ?? new Error("IndexedDB request failed"));
          req.onsuccess = () => {
            const db = req.result;
            const store = db.transaction("sales", "readwrite").objectStore("sales");
            const all = store.getAll();
            all.onsuccess = () => {
              const sale = (all.result as { invoiceId?: string; status: string }[]).find((s) => s.invoiceId === id);
              if (!sale) return reject(new Error(`no stored sale for ${id}`));
              sale.status = next;
              const put = store.put(sale);
              put.onsuccess = () => {
                db.close();
                resolve();
              };
            };
          };
        }),
      [invoiceId, status] as const,
    );
  }

  /** Sales as the device stored them (IndexedDB), for assertions on ids. */
  async storedSales(): Promise<{ id: string; status: string; invoiceId?: string }[]> {
    return this.page.evaluate(
      () =>
        new Promise((resolve, reject) => {
          const req = indexedDB.open("crypto-terminal");
          req.onerror = () => reject(req.error ?? new Error("IndexedDB request failed"));
          req.onsuccess = () => {
            const db = req.result;
            const all = db.transaction("sales").objectStore("sales").getAll();
            all.onsuccess = () => {
              resolve(
                all.result.map((s: { id: string; status: string; invoiceId?: string }) => ({
                  id: s.id,
                  status: s.status,
                  invoiceId: s.invoiceId,
                })),
              );
              db.close();
            };
            all.onerror = () => reject(all.error ?? new Error("IndexedDB request failed"));
          };
        }),
    );
  }
}
