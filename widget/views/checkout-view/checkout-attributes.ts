/** The attributes `<crypto-checkout>` and `<crypto-pay-button>` share, declared once in the base class of both. */
import { LitElement, type PropertyDeclaration } from "lit";

/** A checkout attribute's property name, as the class below declares it. */
export type CheckoutPropertyName = Exclude<keyof CheckoutAttributesElement, keyof LitElement | "checkoutAttributes">;

/** Every checkout attribute as one object, typed by the class's declared fields. */
export type CheckoutAttributes = Pick<CheckoutAttributesElement, CheckoutPropertyName>;

/**
 * The reactive properties of a checkout element and their attributes: the one list of names. The fields of the
 * class give each its type (checked against this list both ways), `checkoutAttributes()` reads it, and the page-side
 * type CheckoutHtmlAttributes (shared/) is held to its attribute names by checkout-attributes.test.ts.
 */
const CHECKOUT_PROPERTIES = {
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
} as const satisfies { [K in CheckoutPropertyName]: PropertyDeclaration };

/** The HTML attribute of each property: its `attribute` option, else Lit's default, the name in lower case. */
export type CheckoutAttributeName = {
  [K in keyof typeof CHECKOUT_PROPERTIES]: (typeof CHECKOUT_PROPERTIES)[K] extends { attribute: infer A extends string } ? A : Lowercase<K>;
}[keyof typeof CHECKOUT_PROPERTIES];

const CHECKOUT_PROPERTY_NAMES = Object.keys(CHECKOUT_PROPERTIES) as (keyof typeof CHECKOUT_PROPERTIES)[];

/**
 * Lit's `static properties` with `declare`d fields rather than decorators: the build (Vite's transformer) and the
 * tests compile no decorators, and both elements inherit the list from here. A subclass adds its own to the list.
 */
export class CheckoutAttributesElement extends LitElement {
  static override properties: Record<string, PropertyDeclaration> = CHECKOUT_PROPERTIES;

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

  constructor() {
    super();
    this.sdkKey = "";
    this.projectId = "";
    this.amount = "";
    this.currency = "";
    this.externalOrderId = "";
    this.theme = "auto";
  }

  /** Every attribute as one object, to hand to another element of the family. */
  checkoutAttributes(): CheckoutAttributes {
    return Object.fromEntries(CHECKOUT_PROPERTY_NAMES.map((name) => [name, this[name]])) as unknown as CheckoutAttributes;
  }
}
