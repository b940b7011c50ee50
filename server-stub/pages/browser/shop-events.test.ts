/** The demo shop's event handling as the browser runs it: each event listed, each new attempt numbered once. */
import { describe, expect, it } from "vitest";
import { CHECKOUT_EVENT_NAMES } from "../../../widget/events.ts";
import { answerNewAttempts, logCheckoutEvents } from "./shop-events.ts";

/** Just enough of a checkout element: attributes and events. */
class FakeCheckout extends EventTarget {
  readonly attributes = new Map<string, string>();
  getAttribute(name: string): string | null {
    return this.attributes.get(name) ?? null;
  }
  setAttribute(name: string, value: string): void {
    this.attributes.set(name, value);
  }
}

const asElement = (fake: object) => fake as HTMLElement;

describe("the demo shop's events", () => {
  it("numbers each new attempt of an order once, and asks the missing part of an underpaid invoice on its token", () => {
    const element = new FakeCheckout();
    element.setAttribute("external-order-id", "order-7");
    answerNewAttempts(asElement(element));
    const ask = (detail: object) => element.dispatchEvent(new CustomEvent("checkout-new-attempt", { detail }));
    ask({ invoiceId: "inv_1", reason: "cancelled" });
    const second = element.getAttribute("external-order-id");
    expect(second).toMatch(/^order-7-attempt-2-[0-9a-v]{16}$/);
    ask({ invoiceId: "inv_2", reason: "underpaid", missing: { amount: "13.5", currency: "USDT", network: "TRC20" } });
    expect(Object.fromEntries(element.attributes)).toEqual({
      "external-order-id": expect.stringMatching(/^order-7-attempt-3-[0-9a-v]{16}$/) as unknown,
      amount: "13.5",
      currency: "USDT",
      network: "TRC20",
    });
  });

  it("lists every public event of the widget, newest first, its detail as text", () => {
    const element = new FakeCheckout();
    const entries: { textContent: string }[] = [];
    const log = {
      ownerDocument: { createElement: () => ({ textContent: "" }) },
      prepend: (entry: { textContent: string }) => entries.unshift(entry),
    };
    logCheckoutEvents(asElement(element), asElement(log));
    for (const name of CHECKOUT_EVENT_NAMES)
      element.dispatchEvent(new CustomEvent(name, { detail: { invoiceId: "inv_<b>" } }));
    expect(entries.map((e) => e.textContent)).toEqual(
      [...CHECKOUT_EVENT_NAMES].reverse().map((name) => `${name} {"invoiceId":"inv_<b>"}`),
    );
  });
});
