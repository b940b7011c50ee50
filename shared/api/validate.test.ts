import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CancelInvoiceBodySchema,
  ChannelCreateBodySchema,
  ConfirmPaymentBodySchema,
  InvoiceCreateBodySchema,
  SdkCreateBodySchema,
  SimulateDepositBodySchema,
  SimulatePaymentBodySchema,
  WithdrawalCreateBodySchema,
} from "./schemas.ts";
import * as z from "zod/mini";
import { fieldName, messageFor, validate } from "./validate.ts";

const sdkBody = {
  source: "embed",
  project_id: "prj_demo_shop",
  amount: "10.50",
  currency: "USD",
  external_order_id: "order-1",
};

const invoiceBody = {
  project_id: "prj_demo_shop",
  amount: "25",
  currency: "EUR",
  external_order_id: "order-2",
};

/** The problem a client would receive for `body`, or null when it is accepted. */
function problemFor(schema: Parameters<typeof validate>[0], body: unknown, opts?: Parameters<typeof validate>[2]) {
  const result = validate(schema, body, opts);
  return result.ok ? null : result.problem;
}

describe("validate: accepted bodies", () => {
  it("returns the typed value and drops unknown keys", () => {
    const result = validate(SdkCreateBodySchema, { ...sdkBody, promo: "x" });
    expect(result).toEqual({ ok: true, value: sdkBody });
  });

  it("keeps every optional field that was sent", () => {
    const body = { ...sdkBody, client_id: "cust-9", network: "TRC20", currency: "USDT", customer_fee_percent: 2.5 };
    expect(validate(SdkCreateBodySchema, body)).toEqual({ ok: true, value: body });
  });

  it("treats null and blank optional fields as not sent", () => {
    const result = validate(InvoiceCreateBodySchema, {
      ...invoiceBody,
      client_id: null,
      network: " ",
      customer_fee_percent: null,
    });
    expect(result).toEqual({ ok: true, value: invoiceBody });
  });

  it("accepts the percentage bounds 0 and 100", () => {
    expect(validate(InvoiceCreateBodySchema, { ...invoiceBody, customer_fee_percent: 0 }).ok).toBe(true);
    expect(validate(InvoiceCreateBodySchema, { ...invoiceBody, customer_fee_percent: 100 }).ok).toBe(true);
  });
});

describe("validate: one failing field gives its spec code and field", () => {
  it.each([
    ["amount", undefined, "field_required"],
    ["amount", null, "field_required"],
    ["amount", "", "field_required"],
    ["amount", "  ", "field_required"],
    ["amount", 10, "field_invalid_format"],
    ["amount", "1e5", "field_invalid_format"],
    ["amount", "01.5", "field_invalid_format"],
    ["amount", "0", "field_must_be_positive"],
    ["amount", "0.00", "field_must_be_positive"],
    ["amount", "-1", "field_must_be_positive"],
    ["amount", "1".repeat(21), "amount_too_large"],
    ["project_id", undefined, "field_required"],
    ["project_id", "demo_shop", "field_invalid_format"],
    ["project_id", "inv_demo", "field_invalid_format"],
    ["project_id", "00000000-0000-0000-0000-000000000000", "entity_id_empty"],
    ["project_id", "prj_00000000000000000000000000000000", "entity_id_empty"],
    ["currency", undefined, "field_required"],
    ["currency", " ", "field_required"],
    ["currency", "usd", "field_invalid_enum"],
    ["currency", "DOGE", "field_invalid_enum"],
    ["currency", 840, "field_invalid_enum"],
    ["network", "ETH", "field_invalid_enum"],
    ["customer_fee_percent", 100.01, "field_percentage_out_of_range"],
    ["customer_fee_percent", -1, "field_percentage_out_of_range"],
    ["customer_fee_percent", "5", "field_invalid_format"],
    ["external_order_id", "", "field_required"],
    ["external_order_id", "x".repeat(129), "field_too_long"],
    ["client_id", "x".repeat(201), "field_too_long"],
    ["network", "TRX", "field_invalid_enum"],
    ["network", "tron-nile", "field_invalid_enum"],
    ["network", 20, "field_invalid_enum"],
    ["allow_multiple_payments", "yes", "field_invalid_format"],
  ])("%s = %j → %s", (field, value, code) => {
    const problem = problemFor(InvoiceCreateBodySchema, { ...invoiceBody, [field]: value });
    expect(problem).toMatchObject({ code, field });
    expect(problem?.errors).toBeUndefined();
    expect(problem?.detail).toContain(field);
  });

  it("takes a client_id of up to 200 characters (the provider's MCP server's limit), external_order_id up to 128", () => {
    expect(validate(InvoiceCreateBodySchema, { ...invoiceBody, client_id: "x".repeat(200) }).ok).toBe(true);
    expect(problemFor(InvoiceCreateBodySchema, { ...invoiceBody, external_order_id: "x".repeat(129) })).toMatchObject({
      code: "field_too_long",
    });
  });

  it("reads a chain name the provider's clients send as network (tron, ethereum, bsc…) as its rail code", () => {
    const read = (network: string) => {
      const result = validate(InvoiceCreateBodySchema, { ...invoiceBody, currency: "USDT", network });
      return result.ok ? result.value.network : result.problem.code;
    };
    expect([read("tron"), read("ethereum"), read("bsc"), read("avalanche"), read("solana"), read("TRC20")]).toEqual([
      "TRC20",
      "ERC20",
      "BEP20",
      "AVAX",
      "SOL",
      "TRC20",
    ]);
    const withdrawal = validate(WithdrawalCreateBodySchema, {
      destination_address: "T1",
      network: "tron",
      currency: "USDT",
      amount: "10",
      external_order_id: "w",
    });
    expect(withdrawal.ok && withdrawal.value.network).toBe("TRC20");
    const confirm = validate(ConfirmPaymentBodySchema, { currency: "USDT", network: "polygon" });
    expect(confirm.ok && confirm.value.network).toBe("POLYGON");
  });

  it("source of the SDK body must be embed or terminal", () => {
    expect(problemFor(SdkCreateBodySchema, { ...sdkBody, source: "pos" })).toMatchObject({
      code: "field_invalid_enum",
      field: "source",
    });
    expect(problemFor(SdkCreateBodySchema, { ...sdkBody, source: undefined })).toMatchObject({
      code: "field_required",
      field: "source",
    });
  });

  it("counts characters, not UTF-16 units, toward a length limit", () => {
    expect(validate(InvoiceCreateBodySchema, { ...invoiceBody, external_order_id: "😀".repeat(128) }).ok).toBe(true);
    expect(problemFor(InvoiceCreateBodySchema, { ...invoiceBody, external_order_id: "😀".repeat(129) })).toMatchObject({
      code: "field_too_long",
      field: "external_order_id",
    });
  });
});

describe("validate: several failing fields give validation_failed", () => {
  it("reports currency missing and amount zero like the spec's example", () => {
    const { currency: _omit, ...body } = invoiceBody;
    const problem = problemFor(InvoiceCreateBodySchema, { ...body, amount: "0" });
    expect(problem?.code).toBe("validation_failed");
    expect(problem?.field).toBeUndefined();
    expect(problem?.errors).toHaveLength(2);
    const byField = new Map(problem?.errors?.map((e) => [e.field, e]));
    expect(byField.get("currency")).toMatchObject({ code: "field_required" });
    expect(byField.get("currency")?.message).toContain("currency");
    expect(byField.get("amount")).toMatchObject({ code: "field_must_be_positive" });
    expect(byField.get("amount")?.message).toContain("amount");
  });

  it("reports one entry per field even when a field fails several checks", () => {
    const problem = problemFor(SdkCreateBodySchema, {});
    expect(problem?.code).toBe("validation_failed");
    const fields = problem?.errors?.map((e) => e.field).sort();
    expect(fields).toEqual(["amount", "currency", "external_order_id", "project_id", "source"]);
    expect(problem?.errors?.every((e) => e.code === "field_required")).toBe(true);
  });

  it("refuses a body that is not an object with validation_failed and no field", () => {
    for (const body of [null, [], "text", 42, undefined]) {
      const problem = problemFor(SdkCreateBodySchema, body);
      expect(problem).toMatchObject({ code: "validation_failed" });
      expect(problem?.field).toBeUndefined();
      expect(problem?.errors).toBeUndefined();
    }
  });
});

describe("validate: route-specific codes", () => {
  it("reports any amount failure as requested_amount_invalid on the public route", () => {
    for (const amount of [undefined, "abc", "0", "-5", "1".repeat(21)]) {
      expect(
        problemFor(SdkCreateBodySchema, { ...sdkBody, amount }, { amountCode: "requested_amount_invalid" }),
      ).toMatchObject({
        code: "requested_amount_invalid",
        field: "amount",
      });
    }
  });

  it("uses requested_amount_invalid inside errors[] too", () => {
    const problem = problemFor(
      SdkCreateBodySchema,
      { ...sdkBody, amount: "0", currency: "XXX" },
      { amountCode: "requested_amount_invalid" },
    );
    expect(problem?.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: "requested_amount_invalid", field: "amount" }),
        expect.objectContaining({ code: "field_invalid_enum", field: "currency" }),
      ]),
    );
  });

  it("reports a blank or over-long channel external_id as payment_channel_external_id_invalid", () => {
    for (const external_id of ["", "   ", "x".repeat(129)]) {
      expect(problemFor(ChannelCreateBodySchema, { project_id: "prj_demo_shop", external_id })).toMatchObject({
        code: "payment_channel_external_id_invalid",
        field: "external_id",
      });
    }
    expect(validate(ChannelCreateBodySchema, { project_id: "prj_demo_shop", external_id: "x".repeat(128) }).ok).toBe(
      true,
    );
    expect(problemFor(ChannelCreateBodySchema, { project_id: "prj_demo_shop" })).toMatchObject({
      code: "field_required",
      field: "external_id",
    });
  });

  it("lets a caller map any field to its own code", () => {
    expect(problemFor(CancelInvoiceBodySchema, {}, { fieldCodes: { reason: "validation_failed" } })).toMatchObject({
      code: "validation_failed",
      field: "reason",
    });
  });
});

describe("other request bodies", () => {
  it("confirm-payment needs a token, not a fiat code, and a known network", () => {
    expect(validate(ConfirmPaymentBodySchema, { currency: "USDT", network: "TRC20" }).ok).toBe(true);
    expect(problemFor(ConfirmPaymentBodySchema, { currency: "USD", network: "TRC20" })).toMatchObject({
      code: "field_invalid_enum",
      field: "currency",
    });
    expect(problemFor(ConfirmPaymentBodySchema, { currency: "USDT", network: "tronn" })).toMatchObject({
      code: "field_invalid_enum",
      field: "network",
    });
  });

  it.each(["TRON", "tron", "Tron", "TRC20", "trc20", "Trc20"])(
    "reads the network %j, in any case, as TRC20 (the SDKs' own tests spell Tron so)",
    (network) => {
      const read = validate(ConfirmPaymentBodySchema, { currency: "USDT", network });
      expect(read.ok && read.value.network).toBe("TRC20");
    },
  );

  it("cancel needs a reason of 1 to 500 characters", () => {
    expect(validate(CancelInvoiceBodySchema, { reason: "customer left" }).ok).toBe(true);
    expect(validate(CancelInvoiceBodySchema, { reason: "r".repeat(500) }).ok).toBe(true);
    expect(problemFor(CancelInvoiceBodySchema, { reason: "r".repeat(501) })).toMatchObject({
      code: "field_too_long",
      field: "reason",
    });
    expect(problemFor(CancelInvoiceBodySchema, { reason: " " })).toMatchObject({
      code: "field_required",
      field: "reason",
    });
  });

  it("simulate-payment knows four stages", () => {
    for (const stage of ["paid", "overpaid", "underpay", "cancel"])
      expect(validate(SimulatePaymentBodySchema, { stage }).ok).toBe(true);
    expect(problemFor(SimulatePaymentBodySchema, { stage: "refund" })).toMatchObject({
      code: "field_invalid_enum",
      field: "stage",
    });
  });

  it("withdrawal create checks address, token, network, amount and reference", () => {
    const body = {
      destination_address: "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE",
      network: "TRC20",
      currency: "USDT",
      amount: "5",
      external_order_id: "w-1",
    };
    expect(validate(WithdrawalCreateBodySchema, body)).toEqual({ ok: true, value: body });
    expect(problemFor(WithdrawalCreateBodySchema, { ...body, destination_address: "" })).toMatchObject({
      code: "field_required",
      field: "destination_address",
    });
    expect(problemFor(WithdrawalCreateBodySchema, { ...body, amount: "1".repeat(21) })).toMatchObject({
      code: "amount_too_large",
      field: "amount",
    });
  });

  it("simulate-deposit takes an optional stage", () => {
    const body = { amount: "1.5", currency: "USDT", network: "TRC20" };
    expect(validate(SimulateDepositBodySchema, body).ok).toBe(true);
    expect(validate(SimulateDepositBodySchema, { ...body, stage: "reorged" }).ok).toBe(true);
    expect(problemFor(SimulateDepositBodySchema, { ...body, stage: "lost" })).toMatchObject({
      code: "field_invalid_enum",
      field: "stage",
    });
  });
});

describe("validate on arbitrary amounts (property)", () => {
  it("either accepts a plain positive decimal or names amount with a field code", () => {
    fc.assert(
      fc.property(fc.string(), (amount) => {
        const result = validate(InvoiceCreateBodySchema, { ...invoiceBody, amount });
        if (result.ok) {
          expect(amount).toMatch(/^\d{1,20}(\.\d+)?$/);
        } else {
          expect(result.problem.field).toBe("amount");
          expect(["field_required", "field_invalid_format", "field_must_be_positive", "amount_too_large"]).toContain(
            result.problem.code,
          );
        }
      }),
    );
  });
});

describe("fieldName", () => {
  it("writes nested paths as sent", () => {
    expect(fieldName(["amount"])).toBe("amount");
    expect(fieldName(["order", "amount"])).toBe("order.amount");
    expect(fieldName(["items", 0, "currency"])).toBe("items[0].currency");
  });
});

describe("validate on any schema: the spec code of each kind of zod failure", () => {
  /** The code validate gives `value` under a one-field schema. */
  const codeFor = (field: z.ZodMiniType, value: unknown) => {
    const result = validate(z.object({ x: field }), { x: value });
    return result.ok ? "ok" : result.problem.code;
  };

  it("too long for text and lists, out of range for numbers", () => {
    expect(codeFor(z.string().check(z.maxLength(2)), "abc")).toBe("field_too_long");
    expect(codeFor(z.array(z.string()).check(z.maxLength(1)), ["a", "b"])).toBe("field_too_long");
    expect(codeFor(z.number().check(z.maximum(5)), 6)).toBe("field_out_of_range");
    expect(codeFor(z.int().check(z.maximum(5)), 6)).toBe("field_out_of_range");
  });

  it("too small: out of range for numbers (number, int, bigint), required for text and lists", () => {
    expect(codeFor(z.number().check(z.minimum(1)), 0)).toBe("field_out_of_range");
    expect(codeFor(z.int().check(z.minimum(1)), 0)).toBe("field_out_of_range");
    expect(codeFor(z.bigint().check(z.minimum(1n)), 0n)).toBe("field_out_of_range");
    expect(codeFor(z.string().check(z.minLength(2)), "a")).toBe("field_required");
    expect(codeFor(z.array(z.string()).check(z.minLength(1)), [])).toBe("field_required");
  });

  it("a custom check names its spec code in params.code; without one, or with an unknown one, it is a format failure", () => {
    expect(
      codeFor(z.string().check(z.refine(() => false, { params: { code: "amount_too_many_decimals" } })), "1.234"),
    ).toBe("amount_too_many_decimals");
    expect(codeFor(z.string().check(z.refine(() => false)), "a")).toBe("field_invalid_format");
    expect(codeFor(z.string().check(z.refine(() => false, { params: { code: "no_such_code" } })), "a")).toBe(
      "field_invalid_format",
    );
  });

  it("counts the first failure of a field, not a later one", () => {
    // "b" is both too short (field_required) and of the wrong form (field_invalid_format): the first check decides.
    expect(codeFor(z.string().check(z.minLength(2), z.regex(/^a/)), "b")).toBe("field_required");
  });

  it("reads a path through null or a string as nothing sent (required), never as the string's own members", () => {
    const deeper = (value: unknown) => {
      const schema = z.object({ a: z.unknown() }).check(z.refine(() => false, { path: ["a", "length"] }));
      const result = validate(schema, { a: value });
      return result.ok ? "ok" : `${result.problem.code} ${result.problem.field ?? ""}`;
    };
    expect(deeper(null)).toBe("field_required a.length");
    expect(deeper("abc")).toBe("field_required a.length");
    expect(deeper({ length: 3 })).toBe("field_invalid_format a.length");
  });

  it("explains a body that is no object, and lists the failing fields of several", () => {
    expect(validate(InvoiceCreateBodySchema, "text")).toEqual({
      ok: false,
      problem: { code: "validation_failed", detail: "The request body must be a JSON object." },
    });
    const result = validate(InvoiceCreateBodySchema, { ...invoiceBody, amount: "0", currency: "XXX" });
    expect(!result.ok && result.problem.detail).toBe("2 fields failed validation: amount, currency.");
  });
});

describe("messageFor: the words of each field code", () => {
  it.each([
    ["field_required", "currency", "currency is required."],
    ["field_invalid_format", "amount", 'amount must be a plain decimal string such as "10.50".'],
    ["field_invalid_format", "order.amount", 'order.amount must be a plain decimal string such as "10.50".'],
    ["field_invalid_format", "amounts", "amounts is not in a valid format."],
    ["field_invalid_format", "amount.value", "amount.value is not in a valid format."],
    ["field_invalid_format", "project_id", "project_id is not in a valid format."],
    ["entity_id_empty", "project_id", "project_id is an empty (all-zero) id."],
    ["field_must_be_positive", "amount", "amount must be greater than 0."],
    ["amount_too_large", "amount", "amount has more than 20 integer digits."],
    ["field_invalid_enum", "network", "network is not an accepted value."],
    [
      "field_percentage_out_of_range",
      "customer_fee_percent",
      "customer_fee_percent must be between 0 and 100 inclusive.",
    ],
    ["field_too_long", "reason", "reason exceeds the maximum length."],
    ["field_out_of_range", "limit", "limit is outside the allowed range."],
    ["amount_too_many_decimals", "amount", "amount has more decimals than the currency allows."],
    [
      "requested_amount_invalid",
      "amount",
      "amount must be a plain decimal string greater than 0 with at most 20 integer digits.",
    ],
    ["payment_channel_external_id_invalid", "external_id", "external_id must be 1 to 128 characters and not blank."],
    ["brand_new_code", "x", "x is invalid."],
  ])("%s on %s", (code, field, message) => {
    expect(messageFor(code, field)).toBe(message);
  });
});
