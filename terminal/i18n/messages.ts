import type { Translations } from "../../shared/i18n/translator.ts";
import type { customerTextsEn } from "../../shared/i18n/customer/customer-texts.ts";
import type { relayEn } from "./relay-messages.ts";
import type { pairingEn } from "./pairing-messages.ts";
import type { pinEn } from "./pin-messages.ts";
import type { reportEn } from "./report-messages.ts";

/**
 * The terminal's own words in English: the keypad, settings, history, report and what staff read on the
 * payment screen. What a paying customer reads there (where the payment stands, how to pay it, its record) is the
 * shared customer catalogue's (shared/i18n/customer/), never a second translation here. `{name}` marks a value; a
 * text that depends on a number has one form per plural category, chosen by `{count}`. Every other language is a
 * chunk of its own (./locales/<lang>.ts) with exactly these keys, the shared ones, and those of the relay, the pairing
 * screens, the PIN gate and the report (whose English arrives with the chunks that show them: i18n/relay-messages.ts,
 * pairing-messages.ts, pin-messages.ts, report-messages.ts).
 */
export const en = {
  app_title: "Crypto Terminal",
  nav_sale: "New sale",
  nav_history: "History",
  nav_settings: "Settings",
  offline_banner:
    "Offline — new sales wait for the network. A customer can still pay the sale on screen: the payment shows here once the network is back.",
  update_ready: "A new version is ready.",
  update_apply: "Update now",
  update_after_sale: "It will be offered again when this sale ends.",

  setup_title: "Set up this terminal",
  setup_intro: "Enter the details from your merchant dashboard. They are stored on this device only.",
  settings_title: "Settings",
  settings_api_base: "API base URL",
  settings_sdk_key: "Public key",
  settings_project_id: "Terminal project id",
  settings_shop_name: "Shop name",
  settings_shop_name_hint:
    "Shown on this tablet and its receipts. Customers' phones show the name the project has in your merchant dashboard.",
  settings_currency: "Default currency",
  settings_locale: "Language",
  settings_tip_presets: "Tip presets in % (optional, up to 4)",
  settings_tip_presets_hint: "For example 5, 10, 15",
  settings_customer_fee: "Customer fee in % (optional, 0–100)",
  settings_quick_items: "Quick items (optional, up to 24)",
  settings_quick_items_hint: "One per line: name = price, for example Espresso = 2.40",
  settings_save: "Save",
  settings_saved: "Settings saved.",
  settings_pin: "Settings PIN",
  settings_pin_hint: "4 to 8 digits. Leave empty to keep the current PIN.",
  settings_pin_hint_first: "4 to 8 digits, or leave empty for no PIN.",
  settings_pin_set: "A PIN protects these settings.",
  settings_pin_none: "No PIN: anyone can change these settings.",
  settings_pin_remove: "Remove PIN",
  settings_pin_invalid: "A PIN is 4 to 8 digits.",
  settings_lock: "Lock settings",

  error_required: "Required.",
  error_url: "Enter an http(s) address, such as https://pay.example.com.",
  error_sdk_key: "A public key starts with pk_test_ or pk_live_.",
  error_project_id: "A project id starts with prj_.",
  error_too_long: "Too long.",
  error_currency: "Choose a currency from the list.",
  error_locale: "Choose a language from the list.",
  error_tips: "Up to 4 percentages between 0 and 100, separated by commas.",
  error_percent: "A percentage from 0 to 100.",

  sale_amount: "Amount",

  sale_keyed: "Amount entered",
  sale_note: "Note or reference (optional)",
  sale_rest_note: "Rest of invoice {id}",
  sale_tip: "Tip",
  sale_no_tip: "No tip",
  sale_custom_tip: "Custom",
  sale_custom_tip_label: "Custom tip amount",
  sale_custom_tip_invalid: "Enter an amount such as {example}. No tip is added until it is valid.",
  sale_items: "Items",
  sale_more_lines: { one: "{count} more line: scroll the list", other: "{count} more lines: scroll the list" },
  sale_item_less: "One less {name}",
  sale_item_more: "One more {name}",
  sale_item_quantity: "{quantity} × {name}",
  receipt_items: "Items",
  sale_total: "Total",
  sale_charge: "Charge {amount}",
  sale_enter_amount: "Enter an amount",
  sale_offline: "Charging needs a network connection.",
  key_back: "Delete last digit",
  key_clear: "Clear",
  sale_max_digits: {
    one: "At most {count} digit before the decimal point.",
    other: "At most {count} digits before the decimal point.",
  },

  pay_creating: "Creating the invoice…",
  pay_loading: "Loading the sale…",
  pay_cancelling: "Cancelling the sale…",
  pay_scan: "Scan with your phone",
  pay_scan_hint: "Open the camera or your wallet app and scan this code to choose how to pay.",
  pay_choose_here: "Choose coin here",
  pay_choose_title: "Choose token and network",
  pay_back: "Back to the QR code",
  pay_confirming: "Preparing the payment address…",
  pay_network: "Network: {network}",
  pay_no_qr: "No code can be made for this address. Read the address to the customer or let them type it.",
  pay_test_no_qr: "Test sale: no code is shown. Never pay a test sale with real funds; simulate the payment instead.",
  pay_seen_hint: "Nothing more to pay: the sale completes by itself once the network confirms it.",
  pay_still_to_pay: "Still to pay",
  pay_received: "Received {received} of {expected}",
  pay_cancel: "Cancel sale",
  pay_cancel_confirm: "Cancel this sale?",
  pay_cancel_yes: "Yes, cancel",
  pay_cancel_no: "No",
  pay_leave: "Stop waiting",
  pay_leave_confirm:
    "A coin has been chosen, so this invoice can no longer be cancelled. It stays open until its time runs out: a payment that still arrives shows in History when the statuses are refreshed.",
  pay_leave_yes: "Back to the keypad",
  pay_leave_no: "Keep waiting",
  pay_resumed: "Resumed the sale in progress.",
  pay_lost: "The connection dropped. The sale is kept and will be checked again.",
  pay_expires_offline: "Expires in about {time} (approximate while offline)",
  pay_reference: "Invoice {id}",

  hosted_frame_title: "Payment page",
  hosted_heading: "The customer pays on the payment page",
  hosted_hint: "They choose a coin on the page shown here and scan its code with their wallet.",
  hosted_waiting: "This screen learns how the payment ends only from the payment page in this browser.",
  hosted_qr_hint: "The code opens the payment page on the customer's phone, where they choose a coin and pay.",
  hosted_qr_unseen:
    "This screen is not told when the customer pays on their phone. Check the payment in your dashboard before handing over the goods.",
  hosted_refused: "This screen cannot show the payment page, so the customer opens it on their phone.",
  hosted_show_qr: "Show a code for the phone",
  hosted_show_page: "Show the payment page here",
  hosted_closed: "The customer closed the payment page.",
  hosted_leave_confirm:
    "This screen cannot cancel the invoice: the customer can still pay it on the payment page until its time runs out. Check your dashboard for a payment that arrives later.",
  reported_paid_title: "The payment page reports this sale as paid",
  reported_paid_body:
    "This is a message from the payment page in this browser, not a confirmation from the payment service. Confirm the payment in your dashboard before handing over the goods.",
  reported_ended_body:
    "The payment page in this browser reported this; the payment service has not confirmed it. Check your dashboard if the customer says they paid.",
  learnt_from_page: "Reported by the payment page in this browser, not confirmed by the payment service",

  result_paid_over: "Paid — more than asked",
  result_paid_over_hint: "The customer sent more than the amount. Refunds are handled in the merchant dashboard.",
  result_expired_hint: "No payment arrived in time. Start a new sale to try again.",
  result_cancelled_hint: "Start a new sale when the customer is ready.",
  result_underpaid_hint: "Less than the amount arrived. Ask for the rest in a new sale or refund from the dashboard.",
  result_missing: "About {amount} is missing.",
  result_charge_rest: "Charge the rest ({amount})",
  result_new_sale: "New sale",
  result_receipt: "Receipt",
  result_print: "Print receipt",

  receipt_title: "Receipt",
  receipt_amount: "Amount",
  receipt_other_amount: "Other amount",
  receipt_note: "Note",
  receipt_tip: "Tip",
  receipt_token: "Token",
  receipt_network: "Network",
  receipt_qr_caption: "Scan to open this payment's page",
  receipt_time: "Time",
  receipt_status: "Status",
  receipt_paper: "Paper",

  history_title: "Sales on this device",
  history_empty: "No sales match.",
  history_filter_status: "Status",
  history_filter_day: "Day",
  history_all: "All",
  history_paid: "Paid",
  history_open: "Open",
  history_problem: "Not paid",
  history_refresh: "Refresh statuses",
  history_export: "Export CSV",
  history_reprint: "Receipt",
  history_resume: "Resume",

  status_pending: "Not sent",
  status_failed: "Refused",
  status_awaiting_client: "Waiting for customer",
  status_awaiting_payment: "Waiting for payment",
  status_confirming: "Confirming",
  status_paid: "Paid",
  status_paid_over: "Paid (over)",
  status_underpaid_waiting: "Partly paid",
  status_underpaid: "Underpaid",
  status_expired: "Expired",
  status_cancelled: "Cancelled",

  problem_merchant_configuration: "The terminal's setup is refused by the payment service.",
  problem_invalid_request: "The amount or settings were refused.",
  problem_new_sale: "Start a new sale to try again.",
  problem_above_cap:
    "The amount is above the most your account takes in one payment, whatever the coin. {detail} Charge it as two smaller sales.",
  problem_above_cap_title: "Too much for one payment",
  problem_code: "Code: {code}",
  problem_fix_setting: "Fix the setting “{setting}”",
  problem_terminal_not_enabled:
    "This project is not a Terminal project. Use the id of a project whose integration is Terminal.",
  problem_widget_inactive: "The project's widget is switched off. Switch it on in the dashboard.",
  problem_widget_key: "The public key is missing, malformed or unknown. Copy it again from the dashboard.",
  problem_origin_not_allowed: "This address is not in the project's allowed origins: {origin}",
  problem_project_state_invalid: "The project is not active (suspended or archived). Restore it in the dashboard.",
  problem_tokens_required: "The project has no enabled tokens. Enable at least one in the dashboard.",
  problem_project_not_found: "The project id is unknown to this key.",
  problem_amount: "The amount was refused: {detail}",

  nav_report: "Report",

  error_insecure_url: "Use an https:// address. Plain http:// works only for this device itself (localhost).",
  error_item_line: "Line {line}: write a name, then = and a price above zero, such as Espresso = 2.40.",
  error_item_name: {
    one: "Line {line}: an item name has at most {count} character.",
    other: "Line {line}: an item name has at most {count} characters.",
  },
  error_items_too_many: {
    one: "{count} quick item: at most {limit} fit on the sale screen.",
    other: "{count} quick items: at most {limit} fit on the sale screen.",
  },
  settings_checking: "Checking the key and project with the payment service…",
  settings_unchecked_offline:
    "Saved without a check: this tablet is offline. The key and project will be tried at the first sale.",
  settings_unchecked_unreachable:
    "Saved without a check: the payment service did not answer. Make sure the API base URL is right.",
  settings_unchecked_unsupported:
    "Saved. This payment service cannot check the key and project in advance: the first sale will.",
  settings_unchecked_unavailable:
    "Saved without a check: the payment service is busy or unavailable. Save again in a moment to check.",
} as const;

/** Every English text the terminal has: the shared customer texts and its own. */
type TerminalEnglish = typeof customerTextsEn &
  typeof en &
  typeof relayEn &
  typeof pairingEn &
  typeof pinEn &
  typeof reportEn;

/** Every key the terminal can say. */
export type MessageKey = keyof TerminalEnglish;
/** A language's table: every key, a plural text wherever English has one. */
export type Messages = Translations<TerminalEnglish>;
