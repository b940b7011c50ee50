/** Page object of `<crypto-checkout>`: opens it on a page of your choosing and reads it the way a customer does. */
import { expect, type FrameLocator, type Locator, type Page } from "@playwright/test";
import type { CheckoutHtmlAttributes } from "../shared/checkout/checkout-html-attributes.ts";
import { WIDGET_EVENT_NAMES } from "../widget/events.ts";

/** The attributes `open()` puts on the element. */
export type CheckoutAttributesInput = CheckoutHtmlAttributes;

export interface OpenOptions {
  /** Origin the shop page is served from; default the stub's (an allowed origin). */
  origin?: string;
  /** Extra response headers for the shop page (a CSP, for example). */
  headers?: Record<string, string>;
  /** How many times the page includes the script tag. */
  scriptTags?: number;
  /** Markup to put instead of the default `<crypto-checkout>` element. */
  body?: string;
}

export interface RecordedEvent {
  type: string;
  detail: Record<string, unknown>;
}

const attr = (v: string) => v.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

export class CheckoutPage {
  readonly host: Locator;
  readonly heading: Locator;
  readonly methods: Locator;
  readonly amountToSend: Locator;
  readonly address: Locator;
  readonly networkWarning: Locator;
  readonly walletQr: Locator;
  readonly walletLink: Locator;
  /** After the browser wallet has sent: the heading that says what was sent ("27 USDT on Ethereum sent from your wallet."). */
  readonly walletSent: Locator;
  /** After the browser wallet has sent: the deliberate tap that shows the amount and address again. */
  readonly showAddressAgain: Locator;
  /** The state screen (paid, expired, not available…): icon, heading and message. */
  readonly panel: Locator;
  readonly otherDevice: Locator;
  /** The QR code of the payment page's link, inside "Pay on another device" (never the payment code). */
  readonly pageLinkQr: Locator;
  readonly countdown: Locator;
  /** "Cancel payment": the first tap only asks (see `cancel()`). */
  readonly cancelButton: Locator;
  /** The answers to "Cancel this payment?". */
  readonly confirmCancelButton: Locator;
  readonly keepPayingButton: Locator;
  /** With `new-attempts`: "Pay another way" on the payment screen (the first tap only asks; see `payAnotherWay()`). */
  readonly payAnotherWayButton: Locator;
  /** With `new-attempts`: "Start a new payment" on the cancelled and expired screens. */
  readonly newAttemptButton: Locator;
  readonly retryButton: Locator;
  readonly liveRegion: Locator;
  /** In-card notices: the underpayment, a method that failed, the offline banner. */
  readonly notices: Locator;
  /** The details block of a final screen: order reference, invoice, asked and arrived, transfers, "Copy details". */
  readonly details: Locator;
  /** On the hosted-embed path: the iframe of the provider's hosted payment page in the card. */
  readonly hostedFrame: Locator;
  /** The page inside that iframe, to act in it as the customer does. */
  readonly hostedPage: FrameLocator;
  /** The link or button that opens the hosted payment page (under the frame, or instead of it). */
  readonly openPaymentPage: Locator;

  constructor(
    readonly page: Page,
    readonly baseURL: string,
  ) {
    this.host = page.locator("crypto-checkout");
    this.heading = this.host.getByRole("heading", { level: 2 });
    this.methods = this.host.locator('[part="method"]');
    this.amountToSend = this.host.locator("cc-copy-field[emphasis]").locator('[part="value"]');
    this.address = this.host.locator("cc-copy-field[mono]").first().locator('[part="value"]');
    this.networkWarning = this.host.locator('[part="warning"]');
    this.walletQr = this.host.locator(".wallet").getByRole("img");
    this.walletSent = this.host.locator("h2#pay:not(.visually-hidden)");
    this.showAddressAgain = this.host.locator("summary", { hasText: "Show the payment address again" });
    this.panel = this.host.locator(".panel");
    this.walletLink = this.host.getByRole("link", { name: "Open in wallet" });
    this.otherDevice = this.host.locator("summary", { hasText: "Pay on another device" });
    this.pageLinkQr = this.host.locator(".other-device").getByRole("img");
    this.countdown = this.host.locator("cc-countdown-bar");
    this.cancelButton = this.host.getByRole("button", { name: "Cancel payment" });
    this.confirmCancelButton = this.host.getByRole("button", { name: "Yes, cancel" });
    this.keepPayingButton = this.host.getByRole("button", { name: "Keep paying" });
    this.payAnotherWayButton = this.host.getByRole("button", { name: "Pay another way" });
    this.newAttemptButton = this.host.getByRole("button", { name: "Start a new payment" });
    this.retryButton = this.host.getByRole("button", { name: "Try again" });
    this.liveRegion = this.host.getByRole("status", { name: "Payment status" });
    this.notices = this.host.locator(".notice");
    this.details = this.host.locator('[part="details"]');
    this.hostedFrame = this.host.locator("iframe");
    this.hostedPage = this.host.frameLocator("iframe");
    this.openPaymentPage = this.host.getByRole("link", { name: "Open the payment page" });
  }

  /** A fresh order reference, so every test starts its own invoice. */
  static orderId(): string {
    return `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  }

  /** The default embed: the sandbox key and Low-Code project, 25.00 EUR, a fresh order id. */
  static defaults(): CheckoutAttributesInput {
    return {
      "sdk-key": "pk_test_demo",
      "project-id": "prj_demo_shop",
      amount: "25.00",
      currency: "EUR",
      "external-order-id": CheckoutPage.orderId(),
      locale: "en",
    };
  }

  /** The shop page's HTML with the element and the script tag. */
  html(attributes: CheckoutAttributesInput, options: OpenOptions = {}): string {
    const attrs = Object.entries(attributes)
      .filter(([, v]) => v !== undefined && v !== false)
      .map(([k, v]) => (v === true ? k : `${k}="${attr(String(v))}"`))
      .join(" ");
    const script = `<script type="module" src="${this.baseURL}/crypto-checkout.js"></script>`;
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shop</title>${script.repeat(options.scriptTags ?? 1)}</head>
<body><main>${options.body ?? `<crypto-checkout ${attrs}></crypto-checkout>`}</main></body></html>`;
  }

  /** Serve a shop page with the widget from `origin` (through page.route) and open it. */
  async open(attributes: CheckoutAttributesInput = CheckoutPage.defaults(), options: OpenOptions = {}): Promise<void> {
    const origin = options.origin ?? this.baseURL;
    const url = `${origin}/e2e-shop/${Math.random().toString(36).slice(2)}`;
    // A page fulfilled by page.route has no network address, so Chromium files it as public and blocks its calls
    // to the stub on loopback (Local Network Access). A real shop page on that origin would not need this.
    if (origin !== this.baseURL) await this.page.context().grantPermissions(["local-network-access"], { origin });
    await this.recordEvents();
    await this.page.route(url, (route) =>
      route.fulfill({
        status: 200,
        contentType: "text/html; charset=utf-8",
        headers: options.headers ?? {},
        body: this.html(attributes, options),
      }),
    );
    await this.page.goto(url);
  }

  /** The hosted payment page of an invoice, as the stub serves it at payment_url. */
  async openHosted(invoiceId: string): Promise<void> {
    await this.recordEvents();
    await this.page.goto(`/pay/${encodeURIComponent(invoiceId)}`);
  }

  /**
   * A strict Content-Security-Policy for the shop page, as a response header for `open()`: scripts and API calls
   * only from the stub, no inline script or style, images from the page or `data:`, and Trusted Types required.
   * `framePaymentPage`: the shop also lets the stub's hosted payment page into a frame (`frame-src`), as a shop on the
   * provider's surface must for the embedded page; without it the page refuses every frame.
   */
  strictCspHeaders(options: { framePaymentPage?: boolean } = {}): Record<string, string> {
    const policy = [
      "default-src 'none'",
      `script-src ${this.baseURL}`,
      "style-src 'self'",
      `connect-src ${this.baseURL}`,
      "img-src 'self' data:",
      ...(options.framePaymentPage ? [`frame-src ${this.baseURL}`] : []),
      "require-trusted-types-for 'script'",
    ].join("; ");
    return { "Content-Security-Policy": policy };
  }

  /** Records every CSP violation the next pages report (read them with `cspViolations()`). Call before opening. */
  async recordCspViolations(): Promise<void> {
    await this.page.addInitScript(() => {
      const w = window as unknown as { __cspViolations: string[] };
      w.__cspViolations = [];
      document.addEventListener("securitypolicyviolation", (e) =>
        w.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`),
      );
    });
  }

  /** The CSP violations of the open page since `recordCspViolations()`, as "directive blocked-URI". */
  async cspViolations(): Promise<string[]> {
    return this.page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
  }

  async recordEvents(): Promise<void> {
    await this.page.addInitScript(
      (names: string[]) => {
        const w = window as unknown as { __checkoutEvents: { type: string; detail: unknown }[] };
        w.__checkoutEvents = [];
        for (const n of names)
          document.addEventListener(n, (e) => w.__checkoutEvents.push({ type: n, detail: (e as CustomEvent).detail }));
      },
      [...WIDGET_EVENT_NAMES],
    );
  }

  async events(type?: string): Promise<RecordedEvent[]> {
    const all = await this.page.evaluate(
      () => (window as unknown as { __checkoutEvents?: RecordedEvent[] }).__checkoutEvents ?? [],
    );
    return type ? all.filter((e) => e.type === type) : all;
  }

  /** The id of the invoice the widget created, once it has. */
  async invoiceId(): Promise<string> {
    let id = "";
    await expect
      .poll(async () => {
        const [e] = await this.events("checkout-invoice-created");
        id = typeof e?.detail.invoiceId === "string" ? e.detail.invoiceId : "";
        return id;
      })
      .toMatch(/^inv_/);
    return id;
  }

  /** A token on the first step of the method choice, by its symbol ("USDT"). */
  token(symbol: string): Locator {
    return this.host.getByRole("option", { name: new RegExp(`^${symbol}\\b`) });
  }

  /** A network on the second step, by its name in words ("Tron"). */
  network(name: string): Locator {
    return this.host.getByRole("option", { name: new RegExp(`^${name}\\b`) });
  }

  /**
   * Shows the details block of a final screen: on the paid ending it is folded behind "Details for support" (the way
   * back comes first), so this opens the fold when there is one; other endings show the details open.
   */
  async openDetails(): Promise<Locator> {
    const fold = this.host.locator("details.fold");
    await expect(fold.or(this.details).first()).toBeVisible();
    if ((await fold.count()) > 0 && !(await fold.evaluate((el) => (el as HTMLDetailsElement).open)))
      await fold.locator("summary").click();
    await expect(this.details).toBeVisible();
    return this.details;
  }

  /** Picks the token, then its network unless the token has only that one (or its networks already show). */
  async chooseMethod(token: string, network: string): Promise<void> {
    const option = this.network(network);
    if (!(await option.isVisible())) {
      await this.token(token).click();
      await expect(option.or(this.amountToSend)).toBeVisible();
    }
    if (await option.isVisible()) await option.click();
    await expect(this.amountToSend).toBeVisible();
  }

  /** Cancels the way a customer does: "Cancel payment", then "Yes, cancel" when the card asks. */
  async cancel(): Promise<void> {
    await this.cancelButton.click();
    await this.confirmCancelButton.click();
  }

  /** Asks for a new invoice with another method: "Pay another way", then "Start over" when the card asks. */
  async payAnotherWay(): Promise<void> {
    await this.payAnotherWayButton.click();
    await this.host.getByRole("button", { name: "Start over" }).click();
  }

  /**
   * Answers `checkout-new-attempt` the way a merchant's page does: a new `external-order-id` (the order's reference
   * with `-attempt-n-` and a random tail nobody can predict), so the element creates a new invoice. Call before opening.
   */
  async answerNewAttempts(): Promise<void> {
    await this.page.addInitScript(() => {
      let attempt = 1;
      document.addEventListener("checkout-new-attempt", (e) => {
        const element = e.target as Element;
        const order = (element.getAttribute("external-order-id") ?? "").replace(/-attempt-\d+(-[0-9a-f]+)?$/, "");
        attempt += 1;
        const tail = Array.from(crypto.getRandomValues(new Uint8Array(10)), (b) => b.toString(16).padStart(2, "0"));
        element.setAttribute("external-order-id", `${order}-attempt-${attempt}-${tail.join("")}`);
      });
    });
  }

  /** Seconds left on the countdown as the customer reads it. */
  async secondsLeft(): Promise<number> {
    const text = await this.countdown.evaluate((el) => el.shadowRoot?.textContent ?? "");
    const parts = /(\d+):(\d\d)(?::(\d\d))?/.exec(text);
    if (!parts) throw new Error(`no time in the countdown: ${text}`);
    const [a, b, c] = [Number(parts[1]), Number(parts[2]), parts[3] === undefined ? undefined : Number(parts[3])];
    return c === undefined ? a * 60 + b : a * 3600 + b * 60 + c;
  }

  async expectHeading(text: string | RegExp): Promise<void> {
    await expect(this.host.getByRole("heading", { name: text })).toBeVisible();
  }
}
