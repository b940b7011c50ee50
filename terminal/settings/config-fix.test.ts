import { beforeAll, describe, expect, it } from "vitest";
import { configFixFor } from "./config-fix.ts";
import { errorBehaviour, loadErrorCatalogue } from "../../shared/checkout/error-ui.ts";

describe("configuration errors point to a setting", () => {
  beforeAll(loadErrorCatalogue);

  it("sends terminal_not_enabled to the project id with its own explanation", () => {
    expect(configFixFor("terminal_not_enabled")).toEqual({
      field: "projectId",
      message: "problem_terminal_not_enabled",
    });
  });

  it("covers every code the issue names", () => {
    for (const code of [
      "terminal_not_enabled",
      "widget_inactive",
      "widget_key_missing",
      "widget_key_invalid",
      "widget_key_not_found",
      "origin_not_allowed",
      "project_state_invalid",
      "tokens_required",
    ]) {
      expect(configFixFor(code), code).not.toBeNull();
      expect(errorBehaviour(code).category, code).toBe("merchant_configuration");
    }
  });

  it("uses the problem's field for field-level codes, and nothing for money-flow codes", () => {
    expect(configFixFor("field_percentage_out_of_range", "customer_fee_percent")?.field).toBe("customerFeePercent");
    expect(configFixFor("payment_method_unavailable")).toBeNull();
  });
});
