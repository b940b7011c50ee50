import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { errorTexts, isSafePaymentUrl, methodItems, networkName, walletUri, windowFraction } from "./checkout-view-model.ts";
import { loadLocale, translator } from "../../i18n/locale.ts";
import { UI_STATE_BY_CODE, UI_STATE_BY_CLIENT_CODE } from "../../../shared/checkout/error-ui.ts";
import { en } from "../../i18n/messages.ts";

describe("methodItems", () => {
  it("names token and network in words with the chain and the minimum", () => {
    const items = methodItems(
      [
        { currency: "USDT", network: "TRC20", chain_id: "728126428", minimum_amount: "1.5" },
        { currency: "USDC", network: "BASE", chain_id: "8453" },
      ],
      translator("en"),
      "en",
    );
    expect(items[0]).toEqual({ currency: "USDT", network: "TRC20", title: "USDT on Tron", detail: "Chain Tron (728126428) · Minimum 1.5 USDT" });
    expect(items[1]?.title).toBe("USDC on Base");
    expect(items[1]?.detail).toBe("Chain Base (8453)");
  });
  it("speaks the customer's language", async () => {
    await loadLocale("de");
    const [item] = methodItems([{ currency: "USDT", network: "BEP20", minimum_amount: "10" }], translator("de"), "de");
    expect(item?.title).toBe("USDT im Netzwerk BNB Smart Chain");
    expect(item?.detail).toBe("Mindestens 10 USDT");
  });
  it("falls back to the code for a network newer than this build", () => {
    expect(networkName("FOO")).toBe("FOO");
  });
});

describe("walletUri", () => {
  it("builds an EIP-681 token transfer for an ERC-20 payment", () => {
    const r = walletUri(
      { currency: "USDT", network: "ERC20", chain_id: "1", address: "0x1111111111111111111111111111111111111111", contract_address: "0xdAC17F958D2ee523a2206206994597C13D831ec7" },
      "10.5",
    );
    expect(r?.uri).toBe("ethereum:0xdAC17F958D2ee523a2206206994597C13D831ec7@1/transfer?address=0x1111111111111111111111111111111111111111&uint256=10500000");
    expect(r?.linkable).toBe(true);
  });
  it("encodes the bare address for Tron, with no wallet link", () => {
    const r = walletUri({ currency: "USDT", network: "TRC20", address: "TXYZabc" }, "3");
    expect(r).toEqual({ uri: "TXYZabc", linkable: false });
  });
  it("has nothing to show before an address exists", () => {
    expect(walletUri({ currency: "USDT", network: "TRC20" }, "3")).toBeNull();
  });
});

describe("isSafePaymentUrl", () => {
  it("accepts https anywhere and http only on the local machine", () => {
    expect(isSafePaymentUrl("https://pay.example.com/pay/inv_1")).toBe(true);
    expect(isSafePaymentUrl("http://localhost:4010/pay/inv_1")).toBe(true);
    expect(isSafePaymentUrl("http://127.0.0.1:4311/pay/inv_1")).toBe(true);
    expect(isSafePaymentUrl("http://pay.example.com/pay/inv_1")).toBe(false);
    expect(isSafePaymentUrl("javascript:alert(1)")).toBe(false);
    expect(isSafePaymentUrl("data:text/html,<b>x</b>")).toBe(false);
    expect(isSafePaymentUrl("https://user:pw@evil.example/")).toBe(false);
    expect(isSafePaymentUrl(undefined)).toBe(false);
  });
  it("never accepts a URL whose scheme is not http(s)", () => {
    fc.assert(
      fc.property(fc.webUrl(), fc.constantFrom("javascript:", "data:", "file:", "ftp:", "vbscript:"), (url, scheme) => {
        expect(isSafePaymentUrl(url.replace(/^https?:/, scheme))).toBe(false);
      }),
    );
  });
});

describe("errorTexts", () => {
  it("gives every UI state a heading and message the widget translates", () => {
    for (const ui of [...Object.values(UI_STATE_BY_CODE), ...Object.values(UI_STATE_BY_CLIENT_CODE)]) {
      const { title, body } = errorTexts(ui);
      expect(en[title]).toBeTruthy();
      expect(en[body]).toBeTruthy();
    }
  });
  it("shows merchant configuration errors as a calm 'not available'", () => {
    expect(errorTexts(UI_STATE_BY_CODE.origin_not_allowed)).toEqual({ title: "unavailable_title", body: "unavailable_body" });
    expect(errorTexts(UI_STATE_BY_CODE.invoice_amount_below_minimum).body).toBe("below_minimum_body");
  });
});

describe("windowFraction", () => {
  it("is the share of the window left, clamped to 0..1", () => {
    expect(windowFraction(450, 1000, 1900)).toBe(0.5);
    expect(windowFraction(5000, 1000, 1900)).toBe(1);
    expect(windowFraction(10, undefined, 1900)).toBe(1);
  });
});
