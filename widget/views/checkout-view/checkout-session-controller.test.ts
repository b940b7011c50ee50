import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CheckoutSessionController, type CheckoutSessionHost } from "./checkout-session-controller.ts";
import {
  jsonResponse,
  problem,
  publicInvoiceFixture,
  scriptedFetch,
  type ScriptedReply,
} from "../../../shared/test/scripted-fetch.ts";

const ID = "inv_74BPZFhr9qy9Uz2fbRkdJX";

/** The card as the controller sees it: its attributes, the events it fires, how often it was asked to redraw. */
class FakeCard extends EventTarget {
  readonly controllers: unknown[] = [];
  readonly events: { type: string; detail: unknown }[] = [];
  redraws = 0;
  hasUpdated = false;
  readonly updateComplete = Promise.resolve(true);
  sdkKey = "pk_test_demo";
  projectId = "prj_demo_shop";
  amount = "25.00";
  currency = "EUR";
  externalOrderId = "order-1001";
  clientId = "";
  network = "";
  apiBase = "http://localhost:4010";
  invoiceId: string | undefined = undefined;
  presentation: string | undefined = undefined;
  addController(c: unknown): void {
    this.controllers.push(c);
  }
  removeController(): void {}
  requestUpdate(): void {
    this.redraws++;
  }
  override dispatchEvent(event: Event): boolean {
    this.events.push({ type: event.type, detail: (event as CustomEvent).detail });
    return super.dispatchEvent(event);
  }
  named(type: string): unknown[] {
    return this.events.filter((e) => e.type === type).map((e) => e.detail);
  }
}

let card: FakeCard;
let controller: CheckoutSessionController;

/** A card whose API answers the invoice's creation with `created`, then each later request from `then`. */
function open(created: Record<string, unknown>, ...then: ScriptedReply[]): ReturnType<typeof scriptedFetch> {
  const api = scriptedFetch(jsonResponse(created, 201), ...then);
  card = new FakeCard();
  controller = new CheckoutSessionController(card as unknown as CheckoutSessionHost, { fetch: api.fetch });
  return api;
}

beforeEach(() => {
  const page = Object.assign(new EventTarget(), { visibilityState: "visible" });
  vi.stubGlobal("document", page);
  vi.stubGlobal("window", new EventTarget());
  vi.stubGlobal("navigator", { onLine: true, languages: ["en"] });
  vi.spyOn(console, "info").mockImplementation(() => undefined);
});

afterEach(() => {
  controller.hostDisconnected();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("CheckoutSessionController", () => {
  it("creates the invoice from the card's attributes and says the card is ready, then the invoice exists", async () => {
    const api = open(publicInvoiceFixture(), jsonResponse(publicInvoiceFixture()), "hang");
    controller.hostConnected();
    controller.start();
    expect(card.named("checkout-ready")).toEqual([{ invoiceId: null }]);
    await vi.waitFor(() => expect(card.named("checkout-invoice-created")).toHaveLength(1));
    const [create] = api.requests;
    expect(create?.method).toBe("POST");
    expect(JSON.parse(create?.body ?? "{}")).toMatchObject({
      source: "embed",
      project_id: "prj_demo_shop",
      amount: "25.00",
      currency: "EUR",
      external_order_id: "order-1001",
    });
    expect(JSON.parse(create?.body ?? "{}")).not.toHaveProperty("client_id");
  });

  it("stays on our own screens when the public invoice read answers", async () => {
    open(publicInvoiceFixture(), jsonResponse(publicInvoiceFixture()), "hang");
    controller.start();
    await vi.waitFor(() => expect(card.named("checkout-path")).toHaveLength(1));
    expect(card.named("checkout-path")).toEqual([{ invoiceId: ID, path: "native", reason: "read-answered" }]);
    expect(controller.path).toBe("native");
    expect(controller.running).toBe(true);
  });

  it("hands over to the provider's hosted page when the service has no public invoice route (404)", async () => {
    open(publicInvoiceFixture(), problem("invoice_not_found"));
    controller.start();
    await vi.waitFor(() => expect(card.named("checkout-path")).toHaveLength(1));
    expect(card.named("checkout-path")).toEqual([{ invoiceId: ID, path: "hosted-embed", reason: "read-not-found" }]);
    expect(controller.running, "no polls of routes the service may not have").toBe(false);
  });

  it("takes the path the presentation attribute asks for without reading the invoice", async () => {
    const api = open(publicInvoiceFixture());
    card.presentation = "redirect";
    controller.start();
    await vi.waitFor(() => expect(card.named("checkout-path")).toHaveLength(1));
    expect(card.named("checkout-path")).toEqual([{ invoiceId: ID, path: "hosted-redirect", reason: "attribute" }]);
    expect(api.requests).toHaveLength(1);
  });

  it("refuses a payment link that is not https, and tells the page why", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    open(publicInvoiceFixture({ payment_url: "http://shop.example/pay/inv_74BPZFhr9qy9Uz2fbRkdJX" }));
    controller.start();
    await vi.waitFor(() => expect(controller.refused).toBe(true));
    expect(card.named("checkout-error")).toEqual([
      { code: "invalid_response", status: 0, retryable: false, category: "invalid_request" },
    ]);
    expect(card.named("checkout-invoice-created"), "no event of an invoice it will not link").toEqual([]);
    expect(error).toHaveBeenCalledWith(expect.stringContaining("payment_url is not https"));
  });

  it("asks the page for a new attempt with the invoice it replaces", async () => {
    open(publicInvoiceFixture(), jsonResponse(publicInvoiceFixture()), "hang");
    controller.start();
    await vi.waitFor(() => expect(controller.path).toBe("native"));
    controller.requestNewAttempt("change_method");
    expect(card.named("checkout-new-attempt")).toEqual([{ invoiceId: ID, reason: "change_method" }]);
  });

  it("picks a session back up when the card is moved in the page, and drops it when the card leaves", () => {
    open(publicInvoiceFixture(), jsonResponse(publicInvoiceFixture()), "hang");
    card.hasUpdated = true;
    controller.hostConnected();
    expect(controller.running).toBe(true);
    controller.hostDisconnected();
    expect(controller.running).toBe(false);
  });
});
