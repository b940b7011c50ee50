import { describe, expect, it } from "vitest";
import { errorTexts } from "./error-texts.ts";
import { ERROR_MESSAGE_KEYS } from "../../checkout/error-behaviours.ts";
import { UI_BEHAVIOUR_BY_CODE } from "../../checkout/error-catalogue.ts";
import { paymentStateTexts } from "./payment-state-texts.ts";
import { problemTexts } from "./problem-texts.ts";

describe("errorTexts", () => {
  it("shows merchant configuration errors as a calm 'not available'", () => {
    expect(errorTexts(UI_BEHAVIOUR_BY_CODE.origin_not_allowed)).toEqual({
      title: "unavailable_title",
      body: "unavailable_body",
    });
    expect(errorTexts(UI_BEHAVIOUR_BY_CODE.invoice_amount_below_minimum).body).toBe("below_minimum_body");
  });
  it("gives every customer-facing error a heading and a message the catalogue has", () => {
    for (const messageKey of ERROR_MESSAGE_KEYS) {
      const { title, body } = errorTexts({ messageKey });
      const texts: Record<string, unknown> = { ...paymentStateTexts, ...problemTexts };
      expect(texts[title], messageKey).toBeTruthy();
      expect(texts[body], messageKey).toBeTruthy();
    }
  });
  it("keeps the connection's troubles with the payment's state, at hand when no chunk can be fetched", () => {
    for (const messageKey of ["error.offline", "error.unreachable"] as const) {
      const { title, body } = errorTexts({ messageKey });
      expect(Object.keys(paymentStateTexts), messageKey).toEqual(expect.arrayContaining([title, body]));
    }
  });
});
