/** Wallet payment URIs (EIP-681, BIP 21, Solana Pay, bare address), exact base-unit amounts and QR paths. */
export { toBaseUnits, fromBaseUnits } from "./base-units.ts";
export { paymentUnits, MAX_BASE_UNITS } from "./payment-amount.ts";
export { eip681Native, eip681Token, bip21, solanaPay } from "./uri-builders.ts";
export {
  buildPaymentUri,
  paymentUriFor,
  type PaymentUri,
  type PaymentUriInput,
  type PaymentUriKind,
} from "./payment-uri.ts";
export { qrSvgPath, QR_QUIET_ZONE, type QrSvgPath, type QrErrorCorrection } from "./qr-svg.ts";
