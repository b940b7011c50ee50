/**
 * The payment screen's English texts: they arrive with its lazy chunk (which adds them to the English table), as the
 * screen's template does. Other languages carry these keys in ./locales/ like every other text.
 */

export const screenEn = {
  copy: "Copy",
  copied: "Copied",
  copy_failed: "Select the text to copy it",
  open_wallet: "Open in wallet",
  other_device: "Pay on another device",
  other_device_not_payment: "Not a payment code.",
  other_device_hint: "Scan it with your phone's camera to open this page there.",
  other_device_qr: "QR code of the link to this payment page",
} as const;

export type ScreenMessageKey = keyof typeof screenEn;
