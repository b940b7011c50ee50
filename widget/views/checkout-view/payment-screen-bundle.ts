/**
 * What the screens after the first frame need, as one chunk of its own: the method list (`<cc-method-choice>`, and
 * the grouping of the invoice's methods it shows, method-choices.ts), the
 * payment screen's template with its wallet URIs, QR codes and EIP-55 checksumming (Keccak-256), the texts of those
 * screens, and the question to the page's browser wallets that loads the wallet button beside the QR code. The first
 * frame ("Preparing your payment…") needs none of it, so the view starts loading it as it starts, and it arrives while
 * the invoice is created or read; the method list waits for it. One chunk rather than two: the method list is shown
 * only on the way to the payment screen, so one request brings both. With them, the focus that follows each step
 * after the first (step-focus-controller.ts).
 */
import "../../ui/method-choice/method-choice.ts";
export { paymentScreen } from "../payment-screen/payment-screen-template.ts";
import "./step-focus-controller.ts";
export { methodChoices } from "./method-choices.ts";
