/**
 * What a final screen says beyond its heading, in English: where the money that arrived went, what the customer can do
 * next (in words that match the buttons on screen), and how to reach the merchant. The widget's ending chunk carries
 * them; the other languages are in ./locales/ with every shared text.
 */
export const endingTexts = {
  paid_body: "Thank you. {amount} received.",
  paid_over_body:
    "Thank you. You sent {amount}, {difference} more than required; the merchant settles the difference with you.",
  underpaid_body: "{paid} of {expected} arrived: {missing} is missing, so the order is not paid.",
  expired_late_body: "{paid} arrived, but after this payment's time ran out, so the order is not paid.",
  expired_sent_contact:
    "If you already sent the payment, contact the shop with the details below: it may have arrived in the last seconds.",
  money_with_merchant:
    "What arrived went to the merchant, not back to you: ask them to refund it or count it toward the order.",
  pay_missing: "Pay the missing {amount}",
  next_new_payment: "To pay this order now, start a new payment.",
  next_back_to_shop: "To pay this order, go back to the shop and check out again.",
  next_return_button: "To pay this order, return to the shop and check out again.",
  support_named: "Questions about this payment? Contact {shop}.",
  support_unnamed: "Questions about this payment? Contact the merchant.",
  support_none: "Contact the shop where you placed this order and quote the details below.",
  support_email: "Email {email}",
  support_page: "Help page",
} as const;
