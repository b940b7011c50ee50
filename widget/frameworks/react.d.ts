// `crypto-checkout-kit/widget/react`: JSX typings of the elements for React 19. Add it once, e.g. in a .d.ts of the app:
//   import type {} from "crypto-checkout-kit/widget/react";
// React 19 passes properties and attributes through to custom elements and listens to their events as on<event>.
import type { DetailedHTMLProps, HTMLAttributes } from "react";
import type { CryptoCheckout, CryptoPayButton, CheckoutEventDetails } from "crypto-checkout-kit/widget";

type Handlers = {
  [K in keyof CheckoutEventDetails as `on${K}`]?: (event: CustomEvent<CheckoutEventDetails[K]>) => void;
};

/** The element's attributes as React props: kebab-case strings, as in HTML. */
type CheckoutAttributes = {
  "sdk-key"?: string;
  "project-id"?: string;
  amount?: string;
  currency?: string;
  "external-order-id"?: string;
  "client-id"?: string;
  network?: string;
  "api-base"?: string;
  "invoice-id"?: string;
  locale?: string;
  theme?: "light" | "dark" | "auto";
};

type ElementProps<E extends HTMLElement> = DetailedHTMLProps<HTMLAttributes<E>, E> & CheckoutAttributes & Handlers;

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "crypto-checkout": ElementProps<CryptoCheckout>;
      "crypto-pay-button": ElementProps<CryptoPayButton> & { open?: boolean };
    }
  }
}
