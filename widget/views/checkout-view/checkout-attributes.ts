/** The attributes `<crypto-checkout>` and `<crypto-pay-button>` share, declared once in the base class of both. */
import { LitElement, type PropertyDeclarations } from "lit";

/** A checkout attribute's property name, as the class below declares it. */
export type CheckoutPropertyName = Exclude<keyof CheckoutAttributesElement, keyof LitElement | "checkoutAttributes">;

/** Every checkout attribute as one object, typed by the class's declared fields. */
export type CheckoutAttributes = Pick<CheckoutAttributesElement, CheckoutPropertyName>;

/**
 * The reactive properties of a checkout element and their attributes: `static properties` below is the one list of
 * names, written out in the class because the manifest analyzer reads the attributes from that literal (a `satisfies`
 * on it, or a constant, and custom-elements.json loses them). Lit's `static properties` with `declare`d fields
 * rather than decorators: the build (Vite's transformer) and the tests compile no decorators, and both elements
 * inherit the list from here; a subclass adds its own. The fields give each property its type;
 * checkout-attributes.test.ts holds the list to the fields and shared/'s CheckoutHtmlAttributes to the attributes.
 */
export class CheckoutAttributesElement extends LitElement {
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
    successUrl: { attribute: "success-url" },
    failUrl: { attribute: "fail-url" },
    returnAfter: { attribute: "return-after", type: Number },
    presentation: {},
    openIn: { attribute: "open-in" },
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
  /**
   * The shop's way back at the end (the hosted page sets them from the project's success and fail URLs): a final
   * screen ends on "Return to {shop}", to `success-url` once paid and to `fail-url` otherwise. https only (http on
   * localhost); anything else is not linked.
   */
  declare successUrl: string | undefined;
  declare failUrl: string | undefined;
  /** Seconds after which a paid screen with a `success-url` returns by itself, after a countdown the customer can stop; absent: never. */
  declare returnAfter: number | undefined;
  /**
   * `auto` (or none): our own screens where the service has the public invoice routes, else the hosted payment page
   * (`payment_url`) embedded; `embed`: always the hosted page embedded; `redirect`: a button that opens it.
   */
  declare presentation: "auto" | "embed" | "redirect" | undefined;
  /** Where a button opens the hosted payment page: `new-tab` (or none) or `this-tab`. */
  declare openIn: "new-tab" | "this-tab" | undefined;

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
    // The base class's own list: a subclass's properties (open, state) are not checkout attributes.
    const names = Object.keys(CheckoutAttributesElement.properties) as CheckoutPropertyName[];
    return Object.fromEntries(names.map((name) => [name, this[name]])) as unknown as CheckoutAttributes;
  }
}
