// `crypto-checkout-kit/widget/vue`: the elements in Vue's GlobalComponents, so templates type-check (vue-tsc/Volar).
// Add it once, e.g. in env.d.ts: import type {} from "crypto-checkout-kit/widget/vue";
// Tell Vue's compiler they are custom elements: compilerOptions.isCustomElement = (tag) => tag.startsWith("crypto-").
import type { DefineComponent } from "vue";
import type { CheckoutEventDetails, CheckoutHtmlAttributes } from "crypto-checkout-kit/widget";

/** The element's attributes as Vue props: kebab-case strings, as in HTML. */
type CheckoutProps = CheckoutHtmlAttributes;

/** `@checkout-paid="…"` and the other events, with their detail types. */
type CheckoutEmits = {
  [K in keyof CheckoutEventDetails as `on${Capitalize<K>}`]?: (event: CustomEvent<CheckoutEventDetails[K]>) => void;
};

declare module "vue" {
  interface GlobalComponents {
    "crypto-checkout": DefineComponent<CheckoutProps & CheckoutEmits>;
    "crypto-pay-button": DefineComponent<CheckoutProps & CheckoutEmits & { open?: boolean }>;
  }
}
