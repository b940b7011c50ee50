/** The attributes `<crypto-checkout>` and `<crypto-pay-button>` share, declared once in the base class of both. */
import { LitElement, type PropertyDeclarations } from "lit";

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
  newAttempts: boolean;
}

/**
 * The reactive properties of a checkout element and their attributes. Lit's `static properties` with `declare`d
 * fields rather than decorators: the build (Vite's transformer) and the tests compile no decorators, and both
 * elements inherit the list from here, so each property is written once. A subclass adds its own to the list.
 */
export class CheckoutAttributesElement extends LitElement implements CheckoutAttributes {
  static override properties: PropertyDeclarations = {
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
    newAttempts: { attribute: "new-attempts", type: Boolean },
  };

  /** The public Payment key id (pk_…). */
  declare sdkKey: string;
  declare projectId: string;
  /** The order's amount, a decimal string. */
  declare amount: string;
  declare currency: string;
  declare externalOrderId: string;
  declare clientId: string | undefined;
  /** A network to preselect (skips the method list). */
  declare network: string | undefined;
  /** Where the API is; default the origin the script was loaded from. */
  declare apiBase: string | undefined;
  /** Follow an existing invoice instead of creating one (the hosted payment page). */
  declare invoiceId: string | undefined;
  declare locale: string | undefined;
  declare theme: "light" | "dark" | "auto";
  /**
   * The page handles `checkout-new-attempt` (by giving the element a new `external-order-id`): the card then offers
   * "Pay another way" after a method was chosen, and "Start a new payment" once cancelled or expired.
   */
  declare newAttempts: boolean;

  constructor() {
    super();
    this.sdkKey = "";
    this.projectId = "";
    this.amount = "";
    this.currency = "";
    this.externalOrderId = "";
    this.theme = "auto";
    this.newAttempts = false;
  }

  /** Every attribute as one object, to hand to another element of the family. */
  checkoutAttributes(): CheckoutAttributes {
    const { sdkKey, projectId, amount, currency, externalOrderId, clientId, network, apiBase, invoiceId, locale, theme, newAttempts } = this;
    return { sdkKey, projectId, amount, currency, externalOrderId, clientId, network, apiBase, invoiceId, locale, theme, newAttempts };
  }
}
