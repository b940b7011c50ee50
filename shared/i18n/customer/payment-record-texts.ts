/** The record of a payment, in English: the labels of the widget's final details and the terminal's receipt. */
export const paymentRecordTexts = {
  record_order: "Order reference",
  record_invoice: "Invoice",
  record_asked: "Asked",
  record_arrived: "Arrived",
  record_shop: "Shop",
  record_order_amount: "Order amount",
  record_network: "Network",
  record_time: "Time",
} as const;
