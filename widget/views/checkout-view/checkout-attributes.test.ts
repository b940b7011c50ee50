import { describe, expect, expectTypeOf, it } from "vitest";
import type { CheckoutHtmlAttributes } from "../../../shared/checkout/checkout-html-attributes.ts";
import { CheckoutAttributesElement, type CheckoutAttributeName, type CheckoutAttributes } from "./checkout-attributes.ts";

describe("the checkout attributes", () => {
  it("are the attributes a page may write, as shared/'s CheckoutHtmlAttributes names them (type check)", () => {
    expectTypeOf<keyof CheckoutHtmlAttributes>().toEqualTypeOf<CheckoutAttributeName>();
    expectTypeOf<CheckoutAttributes["theme"]>().toEqualTypeOf<NonNullable<CheckoutHtmlAttributes["theme"]>>();
  });

  it("are observed by the element under their kebab-case names", () => {
    expect([...CheckoutAttributesElement.observedAttributes].sort()).toEqual(
      ["amount", "api-base", "client-id", "currency", "external-order-id", "invoice-id", "locale", "network", "project-id", "sdk-key", "theme"],
    );
  });

  it("are handed on whole by checkoutAttributes()", () => {
    const element = new CheckoutAttributesElement();
    Object.assign(element, { sdkKey: "pk_test_demo", projectId: "prj_demo_shop", amount: "25.00", currency: "EUR", externalOrderId: "order-1", theme: "dark" });
    expect(element.checkoutAttributes()).toEqual({
      sdkKey: "pk_test_demo", projectId: "prj_demo_shop", amount: "25.00", currency: "EUR", externalOrderId: "order-1",
      clientId: undefined, network: undefined, apiBase: undefined, invoiceId: undefined, locale: undefined, theme: "dark",
    });
  });
});
