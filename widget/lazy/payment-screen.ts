/**
 * What only the payment screen needs, as one chunk of its own: wallet URIs and their QR matrices, and EIP-55
 * checksumming (Keccak-256).
 * The method list, the first thing a customer sees, needs neither, so the view starts loading it once the invoice
 * exists and it arrives while the customer chooses.
 */
export { paymentUriFor } from "../../shared/payment-uri/payment-uri.ts";
export { qrSvgPath } from "../../shared/payment-uri/qr-svg.ts";
export { checksumAddress } from "../../shared/payment-uri/evm-address.ts";
