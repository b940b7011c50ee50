import { describe, expect, expectTypeOf, it } from "vitest";
import type { CheckoutHtmlAttributes } from "../../../shared/checkout/checkout-html-attributes.ts";
import {
  CheckoutAttributesElement,
  type CheckoutAttributes,
  type CheckoutPropertyName,
} from "./checkout-attributes.ts";

/** Every attribute a page may write, as shared/'s CheckoutHtmlAttributes names them: the type check refuses a missing or extra one. */
const PAGE_ATTRIBUTES = {
  "sdk-key": true,
  "project-id": true,
  amount: true,
  currency: true,
  "external-order-id": true,
  "client-id": true,
  network: true,
  "api-base": true,
  "invoice-id": true,
  locale: true,
  theme: true,
  "new-attempts": true,
  "success-url": true,
  "fail-url": true,
  "return-after": true,
  presentation: true,
  "open-in": true,
} satisfies Record<keyof CheckoutHtmlAttributes, true>;

/** Every field the class declares for an attribute: the type check refuses a missing or extra one. */
const DECLARED_FIELDS = {
  sdkKey: true,
  projectId: true,
  amount: true,
  currency: true,
  externalOrderId: true,
  clientId: true,
  network: true,
  apiBase: true,
  invoiceId: true,
  locale: true,
  theme: true,
  newAttempts: true,
  successUrl: true,
  failUrl: true,
  returnAfter: true,
  presentation: true,
  openIn: true,
} satisfies Record<CheckoutPropertyName, true>;

describe("the checkout attributes", () => {
  it("list every declared field as a reactive property", () => {
    expect(Object.keys(CheckoutAttributesElement.properties).sort()).toEqual(Object.keys(DECLARED_FIELDS).sort());
  });

  it("are observed by the element under the names CheckoutHtmlAttributes gives the page", () => {
    expect([...CheckoutAttributesElement.observedAttributes].sort()).toEqual(Object.keys(PAGE_ATTRIBUTES).sort());
    expectTypeOf<CheckoutAttributes["theme"]>().toEqualTypeOf<NonNullable<CheckoutHtmlAttributes["theme"]>>();
  });

  it("are handed on whole by checkoutAttributes(), without a subclass's own properties", () => {
    const element = new CheckoutAttributesElement();
    Object.assign(element, {
      sdkKey: "pk_test_demo",
      projectId: "prj_demo_shop",
      amount: "25.00",
      currency: "EUR",
      externalOrderId: "order-1",
      theme: "dark",
    });
    expect(element.checkoutAttributes()).toEqual({
      sdkKey: "pk_test_demo",
      projectId: "prj_demo_shop",
      amount: "25.00",
      currency: "EUR",
      externalOrderId: "order-1",
      clientId: undefined,
      network: undefined,
      apiBase: undefined,
      invoiceId: undefined,
      locale: undefined,
      theme: "dark",
      newAttempts: false,
      successUrl: undefined,
      failUrl: undefined,
      returnAfter: undefined,
      presentation: undefined,
      openIn: undefined,
    });
  });
});
