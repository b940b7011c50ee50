// `crypto-checkout-kit/widget/react`: JSX typings of the elements for React 19. Add it once, e.g. in a .d.ts of the app:
//   import type {} from "crypto-checkout-kit/widget/react";
// React 19 passes properties and attributes through to custom elements and listens to their events as on<event>.
import type { DetailedHTMLProps, HTMLAttributes } from "react";
import type {
  CryptoCheckout,
  CryptoPayButton,
  CheckoutEventDetails,
  CheckoutHtmlAttributes,
} from "crypto-checkout-kit/widget";

type Handlers = {
  [K in keyof CheckoutEventDetails as `on${K}`]?: (event: CustomEvent<CheckoutEventDetails[K]>) => void;
};

type ElementProps<E extends HTMLElement> = DetailedHTMLProps<HTMLAttributes<E>, E> & CheckoutHtmlAttributes & Handlers;

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "crypto-checkout": ElementProps<CryptoCheckout>;
      "crypto-pay-button": ElementProps<CryptoPayButton> & { open?: boolean };
    }
  }
}
