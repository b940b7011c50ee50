/**
 * The terminal's English words of its day report: the period, the totals, the methods and items, and the sales left out
 * of them. The report is a chunk of its own, so they are not in the first load: it adds them to the catalogue
 * (`terminalTexts.addEnglish(reportEn)`). The other languages have them in their own chunks.
 */
export const reportEn = {
  report_title: "End-of-day report",
  report_from: "From",
  report_to: "To",
  report_print: "Print report",
  report_refreshing: "Checking the latest status of open sales…",
  report_count: "Sales",
  report_paid: "Paid",
  report_paid_total: "Paid sales, tips included",
  report_tips: "Tips",
  report_received: "Received in total",
  report_net: "Without tips",
  report_by_method: "By token and network",
  /** A paid sale confirmed without its payment's details (a relay's webhook without them): counted, not broken down. */
  report_token_not_reported: "Token not reported",
  report_items: "Items sold",
  report_unpaid: "Not paid",
  report_quantity: "Quantity",
  report_short: "Underpaid sales",
  report_missing: "Missing (about)",
  report_open: {
    one: "{count} sale of this range is still open and not counted yet.",
    other: "{count} sales of this range are still open and not counted yet.",
  },
  report_other_currency: {
    one: "{count} sale in another currency is left out.",
    other: "{count} sales in another currency are left out.",
  },
  report_reported_by_page: {
    one: "{count} sale ({amount}) ended on the payment page's report alone and is in no total: confirm it in your dashboard.",
    other:
      "{count} sales ({amount}) ended on the payment page's report alone and are in no total: confirm them in your dashboard.",
  },
} as const;
