/**
 * What each customer-facing error says, as a heading and a message of the shared customer texts: the widget's card
 * and the terminal's problem screen tell the customer the same thing (the terminal adds what staff can fix).
 */
import type { ErrorMessageKey, UiErrorBehaviour } from "../../checkout/error-behaviours.ts";
import type { paymentStateTexts } from "./payment-state-texts.ts";
import type { problemTexts } from "./problem-texts.ts";

/** A heading and its message, as keys of the shared customer texts. */
export interface ErrorTexts {
  readonly title: keyof typeof paymentStateTexts | keyof typeof problemTexts;
  readonly body: keyof typeof paymentStateTexts | keyof typeof problemTexts;
}

/** In the customer's words, never the API's detail. */
const ERROR_TEXTS = {
  "error.retry_later": { title: "retry_later_title", body: "retry_later_body" },
  "error.rate_limited": { title: "retry_later_title", body: "retry_later_body" },
  "error.choose_another_method": { title: "choose_another_title", body: "choose_another_body" },
  "error.amount_below_minimum": { title: "choose_another_title", body: "below_minimum_body" },
  "error.amount_above_limit": { title: "choose_another_title", body: "above_limit_body" },
  "error.expired": { title: "expired_title", body: "expired_body" },
  "error.merchant_configuration": { title: "unavailable_title", body: "unavailable_body" },
  "error.unavailable": { title: "unavailable_title", body: "unavailable_body" },
  "error.invalid_request": { title: "failed_title", body: "failed_body" },
  "error.offline": { title: "offline_title", body: "offline_body" },
  "error.unreachable": { title: "unreachable_title", body: "unreachable_body" },
  "error.not_found": { title: "not_found_title", body: "not_found_body" },
  "error.already_final": { title: "already_final_title", body: "already_final_body" },
  "error.aborted": { title: "failed_title", body: "failed_body" },
} as const satisfies Record<ErrorMessageKey, ErrorTexts>;

/** The heading and message for an error's UI state. */
export function errorTexts(ui: Pick<UiErrorBehaviour, "messageKey">): ErrorTexts {
  return ERROR_TEXTS[ui.messageKey];
}
