/** The attributes `<crypto-checkout>` and `<crypto-pay-button>` share, declared once for both. */

export interface CheckoutAttributes {
  sdkKey: string;
  projectId: string;
  amount: string;
  currency: string;
  externalOrderId: string;
  clientId: string | undefined;
  network: string | undefined;
  apiBase: string | undefined;
  invoiceId: string | undefined;
  locale: string | undefined;
  theme: "light" | "dark" | "auto";
}

export const CHECKOUT_ATTRIBUTES = {
  sdkKey: { attribute: "sdk-key" },
  projectId: { attribute: "project-id" },
  amount: {},
  currency: {},
  externalOrderId: { attribute: "external-order-id" },
  clientId: { attribute: "client-id" },
  network: {},
  apiBase: { attribute: "api-base" },
  invoiceId: { attribute: "invoice-id" },
  locale: {},
  theme: { reflect: true },
} as const;
