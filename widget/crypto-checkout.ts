/** The script-tag entry: registers `<crypto-checkout>` and `<crypto-pay-button>` (harmless when loaded twice). */
import { CryptoCheckout } from "./views/checkout-view/checkout-view.ts";
import { CryptoPayButton } from "./views/pay-button/pay-button.ts";
import { defineOnce } from "./ui/define.ts";

export type {
  CheckoutErrorCategory,
  CheckoutEventDetails,
  CheckoutEventName,
  CheckoutPath,
  CheckoutPathReason,
  ConfirmedBy,
  PaymosEventDetail,
  PaymosEventName,
} from "./events.ts";
export type { CheckoutHtmlAttributes } from "../shared/checkout/checkout-html-attributes.ts";
export { CryptoCheckout, CryptoPayButton };

defineOnce("crypto-checkout", CryptoCheckout);
defineOnce("crypto-pay-button", CryptoPayButton);

declare global {
  interface HTMLElementTagNameMap {
    "crypto-checkout": CryptoCheckout;
    "crypto-pay-button": CryptoPayButton;
  }
}
