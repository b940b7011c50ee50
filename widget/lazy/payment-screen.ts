/**
 * What only the payment screen and the screens after it need, as one chunk of its own: the payment screen's template
 * with its wallet URIs, QR codes and EIP-55 checksumming (Keccak-256), the texts of those screens, and the question
 * to the page's browser wallets that loads the wallet button beside the QR code.
 * The method list, the first thing a customer sees, needs none of it, so the view starts loading it once the invoice
 * exists and it arrives while the customer chooses.
 */
export { paymentScreen } from "../views/payment-screen/payment-screen.ts";
export { discoverWallets } from "../views/wallet-pay/wallet-detector.ts";
