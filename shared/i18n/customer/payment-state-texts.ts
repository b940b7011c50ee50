/**
 * Where a payment stands, in English, and the connection's troubles ("offline", "cannot be reached"), which must be at
 * hand when nothing more can be fetched: the customer reads these on the widget's card and the terminal's screen
 * alike. What else went wrong is in problem-texts.ts.
 */
export const paymentStateTexts = {
  test_mode: "Test mode",
  order_total: "Order total",
  status_label: "Payment status",
  expires_in: "Expires in {time}",
  expires_soon: "Hurry: expires in {time}",
  waiting: "Waiting for your payment",
  waiting_hint: "This page updates once the transfer is seen.",
  confirming_title: "Payment received",
  confirming_body: "Waiting for the network to confirm it.",
  confirmations: { one: "{current} of {count} confirmation", other: "{current} of {count} confirmations" },
  underpaid_waiting_title: "Part of the payment arrived",
  underpaid_waiting_body: "Send the remaining {amount} to the same address to complete the order.",
  paid_title: "Payment complete",
  underpaid_title: "Payment incomplete",
  expired_title: "This payment expired",
  expired_body: "No payment arrived in time, so nothing was charged.",
  cancelled_title: "Payment cancelled",
  cancelled_body: "Nothing was charged.",
  offline_title: "You are offline",
  offline_body: "We carry on as soon as your connection is back.",
  unreachable_title: "The payment service cannot be reached",
  unreachable_body: "Your device is online, but the payment service does not answer. We keep trying.",
  unreachable_pay_safe:
    "Your device is online, but the payment service does not answer; we keep trying. Paying now is safe: what you send to the address shown, before the time runs out, counts once the service answers.",
  retry: "Try again",
  close: "Close",
} as const;
