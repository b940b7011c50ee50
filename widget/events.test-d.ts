import { describe, expectTypeOf, it } from "vitest";
import type { ErrorCategory } from "../shared/checkout/error-behaviours.ts";
import type { CheckoutEventDetails, CheckoutEventName } from "./events.ts";

// Type tests: vitest's typecheck (vitest.config.ts) and npm run typecheck compile them, so a drift fails both.
describe("the widget's public event types", () => {
  it("gives checkout-error the error table's categories, not any string", () => {
    expectTypeOf<CheckoutEventDetails["checkout-error"]["category"]>().toEqualTypeOf<ErrorCategory>();
  });

  it("types every public event on HTMLElementEventMap with its detail", () => {
    expectTypeOf<HTMLElementEventMap["checkout-paid"]>().toEqualTypeOf<
      CustomEvent<CheckoutEventDetails["checkout-paid"]>
    >();
    expectTypeOf<HTMLElementEventMap["checkout-error"]["detail"]>().toEqualTypeOf<
      CheckoutEventDetails["checkout-error"]
    >();
    expectTypeOf<Pick<HTMLElementEventMap, CheckoutEventName>>().toEqualTypeOf<{
      [K in CheckoutEventName]: CustomEvent<CheckoutEventDetails[K]>;
    }>();
  });
});
