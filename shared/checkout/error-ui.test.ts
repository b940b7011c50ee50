import fc from "fast-check";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { ERROR_CODES, RETIRED_CODES, statusOf } from "../api/index.ts";
import { errorBehaviour, loadErrorCatalogue, withBrowserOffline } from "./error-ui.ts";
import { ERROR_MESSAGE_KEYS, type ErrorCategory } from "./error-behaviours.ts";
import { UI_BEHAVIOUR_BY_CODE } from "./error-catalogue.ts";
import { developerHint } from "./error-hints.ts";

const CATEGORIES: readonly ErrorCategory[] = [
  "retry_later",
  "choose_another_method",
  "expired",
  "merchant_configuration",
  "unavailable",
  "invalid_request",
  "offline",
  "unreachable",
  "not_found",
  "already_final",
  "aborted",
];

describe("errorBehaviour: every catalogued code", () => {
  beforeAll(loadErrorCatalogue);

  it.each(ERROR_CODES)("reads %s from the table whatever status it came with", (code) => {
    expect(errorBehaviour(code, statusOf(code))).toBe(UI_BEHAVIOUR_BY_CODE[code]);
    expect(errorBehaviour(code, 503)).toBe(UI_BEHAVIOUR_BY_CODE[code]);
  });

  it("reads a retired code as its replacement", () => {
    expect(errorBehaviour("no_available_address", 503)).toBe(UI_BEHAVIOUR_BY_CODE.payment_method_unavailable);
  });
});

describe("errorBehaviour: the categories the checkout screens rely on", () => {
  beforeAll(loadErrorCatalogue);
  const expected: [ErrorCategory, boolean, string[]][] = [
    [
      "merchant_configuration",
      false,
      [
        "origin_not_allowed",
        "widget_key_missing",
        "widget_key_invalid",
        "widget_key_not_found",
        "widget_inactive",
        "embed_not_enabled",
        "terminal_not_enabled",
        "tokens_required",
        "project_state_invalid",
        "project_not_found",
        "requested_amount_invalid",
        "field_required",
        "field_invalid_enum",
        "field_invalid_format",
        "validation_failed",
        "field_must_be_positive",
        "amount_too_many_decimals",
        "amount_too_large",
        "field_percentage_out_of_range",
        "conflict",
      ],
    ],
    ["choose_another_method", true, ["acceptance_disabled", "network_unavailable", "payment_method_unavailable"]],
    [
      "choose_another_method",
      false,
      [
        "invoice_amount_below_minimum",
        "deposit_amount_exceeds_limit",
        "currency_not_enabled_for_project",
        "client_confirmation_failed",
      ],
    ],
    ["retry_later", true, ["rate_limited", "internal_error", "exchange_rate_unavailable", "concurrency_conflict"]],
    ["expired", false, ["invoice_deadline_passed"]],
    ["already_final", false, ["invoice_terminal", "invoice_not_awaiting_client", "invoice_cannot_be_cancelled"]],
    ["not_found", false, ["invoice_not_found", "not_found"]],
    ["unavailable", false, ["payment_channels_disabled"]],
  ];
  for (const [category, retryable, codes] of expected) {
    it.each(codes)(`%s → ${category}, retryable ${retryable}`, (code) => {
      const state = errorBehaviour(code);
      expect(state.category).toBe(category);
      expect(state.retryable).toBe(retryable);
    });
  }

  it("gives the minimum and cap codes their own message, telling the customer why", () => {
    expect(errorBehaviour("invoice_amount_below_minimum").messageKey).toBe("error.amount_below_minimum");
    expect(errorBehaviour("deposit_amount_exceeds_limit").messageKey).toBe("error.amount_above_limit");
    expect(errorBehaviour("acceptance_disabled").messageKey).toBe("error.choose_another_method");
    expect(errorBehaviour("rate_limited").messageKey).toBe("error.rate_limited");
  });

  it("names the fix for the merchant's developer", () => {
    expect(developerHint("origin_not_allowed")).toMatch(/allowed origins/);
    expect(developerHint("widget_inactive")).toMatch(/activate it in the dashboard/);
    expect(developerHint("embed_not_enabled")).toMatch(/Low-Code/);
    expect(developerHint("terminal_not_enabled")).toMatch(/Terminal/);
    expect(developerHint("tokens_required")).toMatch(/enable at least one token/);
    expect(developerHint("project_state_invalid")).toMatch(/archived.*suspended/);
    expect(developerHint("widget_key_missing")).toMatch(/sdk-key/);
  });
});

describe("errorBehaviour: codes outside the catalogue", () => {
  beforeAll(loadErrorCatalogue);
  it.each([
    // No answer is the service out of reach; only the browser says "offline" (withBrowserOffline).
    ["network_error", "unreachable", true],
    ["timeout", "unreachable", true],
    ["invalid_response", "retry_later", true],
    ["aborted", "aborted", true],
  ] as const)("client code %s → %s", (code, category, retryable) => {
    expect(errorBehaviour(code)).toMatchObject({ category, retryable });
  });

  it.each(Object.entries(RETIRED_CODES))("retired %s reads as %s", (retired, replacement) => {
    expect(errorBehaviour(retired)).toEqual(errorBehaviour(replacement));
  });

  it.each([
    [429, "retry_later", true],
    [500, "retry_later", true],
    [503, "retry_later", true],
    [401, "merchant_configuration", false],
    [403, "merchant_configuration", false],
    [404, "not_found", false],
    [409, "already_final", false],
    [410, "expired", false],
    [400, "invalid_request", false],
    [0, "unreachable", true],
  ] as const)("an unknown code with HTTP %i falls back to %s", (status, category, retryable) => {
    expect(errorBehaviour("brand_new_code_from_a_newer_server", status)).toMatchObject({ category, retryable });
  });

  it("calls a request without an answer offline only when the browser says it is offline", () => {
    const noAnswer = errorBehaviour("network_error");
    expect(withBrowserOffline(noAnswer, true)).toMatchObject({
      category: "unreachable",
      messageKey: "error.unreachable",
    });
    expect(withBrowserOffline(noAnswer, false)).toMatchObject({ category: "offline", messageKey: "error.offline" });
    // An answer the server gave stays what it is, online or not.
    expect(withBrowserOffline(errorBehaviour("internal_error", 500), false).category).toBe("retry_later");
  });

  it("prefers the table over the status for a known code", () => {
    expect(errorBehaviour("payment_channels_disabled", 503).category).toBe("unavailable");
  });

  it("never throws and always answers a known category for any string", () => {
    fc.assert(
      fc.property(fc.string(), fc.option(fc.integer({ min: 0, max: 599 }), { nil: undefined }), (code, status) => {
        const state = errorBehaviour(code, status);
        return (
          CATEGORIES.includes(state.category) && (ERROR_MESSAGE_KEYS as readonly string[]).includes(state.messageKey)
        );
      }),
    );
  });

  it("does not mistake object prototype names for codes", () => {
    expect(errorBehaviour("constructor", 500).category).toBe("retry_later");
    expect(errorBehaviour("__proto__", 404).category).toBe("not_found");
  });
});

// Last: each test starts from fresh modules, as a page that has not loaded the table yet.
describe("the catalogue's table, loaded when a request fails with an answer", () => {
  it("reads an answer by its status until the table is loaded, then by its code", async () => {
    vi.resetModules();
    const fresh = await import("./error-ui.ts");
    const below = { code: "invoice_amount_below_minimum", status: 400 };
    expect(fresh.errorBehaviour(below.code, below.status)).toMatchObject({
      category: "invalid_request",
      messageKey: "error.invalid_request",
    });
    await fresh.readyToClassify(below);
    expect(fresh.errorBehaviour(below.code, below.status)).toMatchObject({
      category: "choose_another_method",
      messageKey: "error.amount_below_minimum",
    });
  });

  it("needs no table for a failure without an answer", async () => {
    vi.resetModules();
    const fresh = await import("./error-ui.ts");
    const { FINAL } = await import("./error-behaviours.ts");
    await fresh.readyToClassify({ code: "network_error", status: 0 });
    await fresh.readyToClassify(new TypeError("Failed to fetch"));
    // Still read by its status: nothing loaded the table.
    expect(fresh.errorBehaviour("invoice_terminal", 409)).toBe(FINAL);
    expect(fresh.errorBehaviour("payment_channels_disabled", 503).category).toBe("retry_later");
    expect(fresh.errorBehaviour("network_error")).toMatchObject({ category: "unreachable", retryable: true });
  });
});
