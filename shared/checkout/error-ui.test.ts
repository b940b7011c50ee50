import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ERROR_CODES, RETIRED_CODES, statusOf } from "../api/index.ts";
import {
  errorBehaviour, MESSAGE_KEYS, UI_BEHAVIOUR_BY_CODE, UI_BEHAVIOUR_OVERRIDES, UI_STATE_BY_CODE, uiStateForError, type ErrorCategory,
} from "./error-ui.ts";

const CATEGORIES: readonly ErrorCategory[] = [
  "retry_later", "choose_another_method", "expired", "merchant_configuration", "unavailable",
  "invalid_request", "offline", "not_found", "already_final", "aborted",
];

describe("uiStateForError: every catalogued code", () => {
  it.each(ERROR_CODES)("%s has a category, a translatable message key and a hint", (code) => {
    const state = uiStateForError(code);
    expect(CATEGORIES).toContain(state.category);
    expect(MESSAGE_KEYS).toContain(state.messageKey);
    expect(state.hint.length).toBeGreaterThan(20);
  });

  it("places every code of the catalogue in the table, and nothing else", () => {
    expect(Object.keys(UI_STATE_BY_CODE).sort()).toEqual([...ERROR_CODES].sort());
  });
});

describe("errorBehaviour: the widget's reading of an answer", () => {
  it.each(ERROR_CODES)("reads %s answered with its catalogued status as the full table says", (code) => {
    expect(errorBehaviour(code, statusOf(code))).toEqual(UI_BEHAVIOUR_BY_CODE[code]);
  });

  it.each(Object.keys(UI_BEHAVIOUR_OVERRIDES))("overrides %s only because its status alone would say otherwise", (code) => {
    const status = statusOf(code as keyof typeof UI_BEHAVIOUR_OVERRIDES);
    expect(errorBehaviour("code_of_a_newer_server", status)).not.toEqual(errorBehaviour(code, status));
  });

  it("reads a retired code as its replacement, whatever the table", () => {
    expect(errorBehaviour("no_available_address", 503)).toEqual(UI_BEHAVIOUR_BY_CODE.payment_method_unavailable);
  });
});

describe("uiStateForError: the categories the checkout screens rely on", () => {
  const expected: [ErrorCategory, boolean, string[]][] = [
    ["merchant_configuration", false, [
      "origin_not_allowed", "widget_key_missing", "widget_key_invalid", "widget_key_not_found", "widget_inactive",
      "embed_not_enabled", "terminal_not_enabled", "tokens_required", "project_state_invalid", "project_not_found",
      "requested_amount_invalid", "field_required", "field_invalid_enum", "field_invalid_format", "validation_failed",
      "field_must_be_positive", "amount_too_many_decimals", "amount_too_large", "field_percentage_out_of_range", "conflict",
    ]],
    ["choose_another_method", true, ["acceptance_disabled", "network_unavailable", "payment_method_unavailable"]],
    ["choose_another_method", false, [
      "invoice_amount_below_minimum", "deposit_amount_exceeds_limit", "currency_not_enabled_for_project", "client_confirmation_failed",
    ]],
    ["retry_later", true, ["rate_limited", "internal_error", "exchange_rate_unavailable"]],
    ["expired", false, ["invoice_deadline_passed"]],
    ["already_final", false, ["invoice_terminal", "invoice_not_awaiting_client", "invoice_cannot_be_cancelled"]],
    ["not_found", false, ["invoice_not_found", "not_found"]],
    ["unavailable", false, ["payment_channels_disabled"]],
  ];
  for (const [category, retryable, codes] of expected) {
    it.each(codes)(`%s → ${category}, retryable ${retryable}`, (code) => {
      const state = uiStateForError(code);
      expect(state.category).toBe(category);
      expect(state.retryable).toBe(retryable);
    });
  }

  it("gives the minimum and cap codes their own message, telling the customer why", () => {
    expect(uiStateForError("invoice_amount_below_minimum").messageKey).toBe("error.amount_below_minimum");
    expect(uiStateForError("deposit_amount_exceeds_limit").messageKey).toBe("error.amount_above_limit");
    expect(uiStateForError("acceptance_disabled").messageKey).toBe("error.choose_another_method");
    expect(uiStateForError("rate_limited").messageKey).toBe("error.rate_limited");
  });

  it("names the fix for the merchant's developer", () => {
    expect(uiStateForError("origin_not_allowed").hint).toMatch(/allowed origins/);
    expect(uiStateForError("widget_inactive").hint).toMatch(/activate it in the dashboard/);
    expect(uiStateForError("embed_not_enabled").hint).toMatch(/Low-Code/);
    expect(uiStateForError("terminal_not_enabled").hint).toMatch(/Terminal/);
    expect(uiStateForError("tokens_required").hint).toMatch(/enable at least one token/);
    expect(uiStateForError("project_state_invalid").hint).toMatch(/archived.*suspended/);
    expect(uiStateForError("widget_key_missing").hint).toMatch(/sdk-key/);
  });
});

describe("uiStateForError: codes outside the catalogue", () => {
  it.each([
    ["network_error", "offline", true],
    ["timeout", "offline", true],
    ["invalid_response", "retry_later", true],
    ["aborted", "aborted", true],
  ] as const)("client code %s → %s", (code, category, retryable) => {
    expect(uiStateForError(code)).toMatchObject({ category, retryable });
  });

  it.each(Object.entries(RETIRED_CODES))("retired %s reads as %s", (retired, replacement) => {
    expect(uiStateForError(retired)).toEqual(uiStateForError(replacement));
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
    [0, "offline", true],
  ] as const)("an unknown code with HTTP %i falls back to %s", (status, category, retryable) => {
    expect(uiStateForError("brand_new_code_from_a_newer_server", status)).toMatchObject({ category, retryable });
  });

  it("prefers the table over the status for a known code", () => {
    expect(uiStateForError("payment_channels_disabled", 503).category).toBe("unavailable");
  });

  it("never throws and always answers a known category for any string", () => {
    fc.assert(
      fc.property(fc.string(), fc.option(fc.integer({ min: 0, max: 599 }), { nil: undefined }), (code, status) => {
        const state = uiStateForError(code, status);
        return CATEGORIES.includes(state.category) && (MESSAGE_KEYS as readonly string[]).includes(state.messageKey);
      }),
    );
  });

  it("does not mistake object prototype names for codes", () => {
    expect(uiStateForError("constructor", 500).category).toBe("retry_later");
    expect(uiStateForError("__proto__", 404).category).toBe("not_found");
  });
});
