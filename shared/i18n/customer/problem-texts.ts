/**
 * What went wrong, in English, apart from the connection (payment-state-texts.ts): the headings and messages of the
 * failure screens. The widget fetches them with the first failure it shows (widget/views/checkout-view/problem-texts-chunk.ts).
 */
export const problemTexts = {
  unavailable_title: "Crypto payment is not available",
  unavailable_body: "Please choose another way to pay.",
  retry_later_title: "Something went wrong on our side",
  retry_later_body: "Please try again in a moment.",
  retry_in: "Trying again in {time}",
  choose_another_title: "This method cannot be used right now",
  choose_another_body: "Please choose another token or network.",
  below_minimum_body: "The amount is below this method's minimum.",
  above_limit_body: "The amount is above this method's limit.",
  not_found_title: "Payment not found",
  not_found_body: "This payment link is not valid. Please go back to the shop.",
  already_final_title: "This payment is closed",
  already_final_body: "It can no longer be changed.",
  failed_title: "Something went wrong",
  failed_body: "Please go back to the shop and try again.",
} as const;
