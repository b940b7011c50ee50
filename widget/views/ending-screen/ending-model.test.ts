import { describe, expect, it } from "vitest";
import { endingOf, reportedEndingOf, supportContact, type EndingOptions } from "./ending-model.ts";
import { invoiceAt } from "../../../shared/test/checkout-fixtures.ts";

const options = (over: Partial<EndingOptions> = {}): EndingOptions => ({
  newAttempts: false,
  returnLinks: { paid: null, other: null },
  money: (amount, currency) => `${amount} ${currency}`,
  ...over,
});
const contact = {
  support_email: "help@shop.example",
  support_url: "https://shop.example/help",
  merchant_name: "Demo shop",
};

describe("endingOf: what a final screen says and offers", () => {
  it("accounts for an underpaid invoice: what arrived, what is missing, where the money went, the merchant", () => {
    const invoice = invoiceAt("underpaid", { ...contact, payment: { expected: "27.000000", paid: "13.500000" } });
    const ending = endingOf(invoice, "underpaid", options());
    expect(ending.sentences).toEqual([
      { key: "underpaid_body", values: { paid: "13.5 USDT", expected: "27 USDT", missing: "13.5 USDT" } },
      { key: "money_with_merchant" },
    ]);
    expect(ending.support).toEqual({ email: "help@shop.example", url: "https://shop.example/help", shop: "Demo shop" });
    // Without new-attempts the page cannot make a new invoice: no button promises one.
    expect(ending.payMissing).toBeNull();
  });

  it("offers to pay exactly the missing part, on the same token and network, where the page handles new attempts", () => {
    // 0.1 + 0.2 in floats is 0.30000000000000004: decimal arithmetic gives the amount a wallet can send.
    const invoice = invoiceAt("underpaid", {
      payment: { currency: "ETH", network: "ERC20", expected: "0.3", paid: "0.1" },
    });
    expect(endingOf(invoice, "underpaid", options({ newAttempts: true })).payMissing).toEqual({
      amount: "0.2",
      currency: "ETH",
      network: "ERC20",
    });
  });

  it("names an overpayment's difference and the merchant who settles it", () => {
    const invoice = invoiceAt("paid_over", { ...contact, payment: { expected: "27.000000", paid: "29.700000" } });
    const ending = endingOf(invoice, "paid_over", options());
    expect(ending.sentences).toEqual([
      { key: "paid_over_body", values: { amount: "29.7 USDT", difference: "2.7 USDT" } },
    ]);
    expect(ending.support?.email).toBe("help@shop.example");
  });

  it("says a payment that arrived after the deadline went to the merchant, and who to ask", () => {
    const ending = endingOf(
      invoiceAt("expired", { ...contact, payment: { paid: "27" } }),
      "expired",
      options({ newAttempts: true }),
    );
    expect(ending.sentences.map((s) => s.key)).toEqual(["expired_late_body", "money_with_merchant"]);
    expect(ending.newPayment).toBeNull();
    expect(ending.support).not.toBeNull();
  });

  it("offers the shop's contact on an expired payment: money sent in the last seconds is the commonest question", () => {
    const ending = endingOf(invoiceAt("expired", contact), "expired", options());
    expect(ending.sentences.map((s) => s.key)).toContain("expired_sent_contact");
    expect(ending.support).toEqual({ email: "help@shop.example", url: "https://shop.example/help", shop: "Demo shop" });
  });

  it("says what to do next in the words of the buttons shown: a new payment, the way back, or the shop", () => {
    const expired = invoiceAt("expired");
    expect(endingOf(expired, "expired", options({ newAttempts: true }))).toMatchObject({
      newPayment: "expired",
      sentences: [{ key: "expired_body" }, { key: "next_new_payment" }, { key: "expired_sent_contact" }],
    });
    const back = endingOf(
      expired,
      "expired",
      options({ returnLinks: { paid: "https://shop.example/thanks", other: "https://shop.example/cart" } }),
    );
    expect(back).toMatchObject({
      newPayment: null,
      returnUrl: "https://shop.example/cart",
      sentences: [{ key: "expired_body" }, { key: "next_return_button" }, { key: "expired_sent_contact" }],
    });
    expect(endingOf(invoiceAt("cancelled", { payment: null }), "cancelled", options()).sentences).toEqual([
      { key: "cancelled_body" },
      { key: "next_back_to_shop" },
    ]);
  });

  it("returns a paid customer to the success URL and the others to the fail URL, only to an address a page may link", () => {
    const links = { paid: "https://shop.example/thanks", other: "https://shop.example/cart" };
    expect(
      endingOf(invoiceAt("paid", { payment: { paid: "25" } }), "paid", options({ returnLinks: links })).returnUrl,
    ).toBe("https://shop.example/thanks");
    expect(
      endingOf(invoiceAt("underpaid", { payment: { paid: "1" } }), "underpaid", options({ returnLinks: links }))
        .returnUrl,
    ).toBe("https://shop.example/cart");
    expect(
      endingOf(invoiceAt("paid"), "paid", options({ returnLinks: { paid: "javascript:alert(1)", other: null } }))
        .returnUrl,
    ).toBeNull();
    // A plain paid screen has no problem to contact anyone about.
    expect(endingOf(invoiceAt("paid", contact), "paid", options()).support).toBeNull();
  });

  it("shows a contact only when it passes the project rules again", () => {
    expect(
      supportContact({ support_email: "a@b.example?bcc=x@y.example", support_url: "javascript:alert(1)" }),
    ).toEqual({ email: null, url: null, shop: null });
    expect(supportContact({ support_url: "http://localhost:4010/help" }).url).toBe("http://localhost:4010/help");
  });
});

describe("reportedEndingOf: an ending the embedded hosted page reported, or its close", () => {
  const invoice = invoiceAt("awaiting_client", contact);
  it("says what the page reported and that the shop sees any money, then offers a new payment and the contact", () => {
    const ending = reportedEndingOf(invoice, "expired", {
      newAttempts: true,
      returnLinks: { paid: "https://shop.example/thanks", other: "https://shop.example/cart" },
    });
    expect(ending.sentences).toEqual([
      { key: "hosted_reported_expired" },
      { key: "hosted_late_money" },
      { key: "next_new_payment" },
    ]);
    expect(ending.newPayment).toBe("expired");
    expect(ending.payMissing).toBeNull();
    expect(ending.support).toEqual({ email: "help@shop.example", url: "https://shop.example/help", shop: "Demo shop" });
    expect(ending.returnUrl).toBe("https://shop.example/cart");
  });
  it("after a close says nothing was reported, and without new attempts sends the customer back to the shop", () => {
    const ending = reportedEndingOf(invoice, "closed", {
      newAttempts: false,
      returnLinks: { paid: null, other: "https://shop.example/cart" },
    });
    expect(ending.sentences).toEqual([{ key: "hosted_late_money" }, { key: "next_return_button" }]);
    expect(ending.newPayment).toBeNull();
  });
});
