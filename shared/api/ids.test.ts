import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkId, isAllZeroGuid, isKeyId, isPaymentKeyId, MAX_KEY_ID_LENGTH } from "./ids.ts";

const ZERO = "00000000-0000-0000-0000-000000000000";

describe("isAllZeroGuid", () => {
  it.each([ZERO, "0".repeat(32), `{${ZERO}}`, `inv_${ZERO}`, `prj_${"0".repeat(32)}`, `pk_test_${ZERO}`])(
    "detects %s",
    (value) => {
      expect(isAllZeroGuid(value)).toBe(true);
    },
  );

  it.each([
    "00000000-0000-0000-0000-000000000001",
    "0".repeat(31),
    "0".repeat(33),
    "inv_0",
    `INV_${ZERO}`,
    "inv_74BPZFhr9qy9Uz2fbRkdJX",
  ])("does not flag %s", (value) => {
    expect(isAllZeroGuid(value)).toBe(false);
  });
});

describe("checkId", () => {
  it.each([
    ["inv_74BPZFhr9qy9Uz2fbRkdJX", "inv_"],
    ["prj_demo_shop", "prj_"],
    ["pc_1", "pc_"],
    ["pcd_a-b", "pcd_"],
    ["pk_test_demo", "pk_"],
    ["rk_live_0f3e", "rk_"],
    ["inv_3f2504e0-4f89-11d3-9a0c-0305e82c3301", "inv_"],
  ])("accepts %s with prefix %s", (value, prefix) => {
    expect(checkId(value, prefix)).toBeNull();
  });

  it.each([
    [undefined, "field_required"],
    [null, "field_required"],
    ["", "field_required"],
    ["  ", "field_required"],
    [ZERO, "entity_id_empty"],
    [`inv_${ZERO}`, "entity_id_empty"],
    ["0".repeat(32), "entity_id_empty"],
    ["74BPZFhr9qy9Uz2fbRkdJX", "field_invalid_format"], // the spec's example: no inv_ prefix
    ["prj_74BPZFhr9qy9Uz2fbRkdJX", "field_invalid_format"],
    ["inv_", "field_invalid_format"],
    ["inv_abc def", "field_invalid_format"],
    ["inv_abc/../x", "field_invalid_format"],
    [" inv_abc", "field_invalid_format"],
    [42, "field_invalid_format"],
    [`inv_${"a".repeat(129)}`, "field_invalid_format"],
  ])("refuses %j with %s", (value, code) => {
    expect(checkId(value, "inv_")).toBe(code);
  });

  it("accepts every prefixed opaque tail and refuses it under another prefix (property)", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/), (tail) => {
        fc.pre(!isAllZeroGuid(tail));
        expect(checkId(`pc_${tail}`, "pc_")).toBeNull();
        expect(checkId(`pc_${tail}`, "pcd_")).toBe("field_invalid_format");
      }),
    );
  });
});

describe("id edges", () => {
  it("strips a prefix only at the start before looking for a zero GUID", () => {
    expect(isAllZeroGuid("{inv_00000000-0000-0000-0000-000000000000}")).toBe(false);
    expect(isAllZeroGuid("inv_{00000000-0000-0000-0000-000000000000}")).toBe(true);
  });

  it("takes an id tail of up to 128 characters", () => {
    expect(checkId(`inv_${"a".repeat(128)}`, "inv_")).toBeNull();
    expect(checkId(`inv_${"a".repeat(129)}`, "inv_")).toBe("field_invalid_format");
  });
});

describe("key ids", () => {
  it.each(["pk_test_demo", "rk_live_7Hq-x_2", "k", "a".repeat(MAX_KEY_ID_LENGTH)])("%s can be a key id", (id) => {
    expect(isKeyId(id)).toBe(true);
  });

  it.each(["", "pk test", "pk_test_démo", "pk:test", "a".repeat(MAX_KEY_ID_LENGTH + 1)])("%j cannot", (id) => {
    expect(isKeyId(id)).toBe(false);
  });

  it("takes only a Payment key's id, sandbox or live, as the public key a browser app is set up with", () => {
    expect(isPaymentKeyId("pk_test_demo")).toBe(true);
    expect(isPaymentKeyId("pk_live_7Hq")).toBe(true);
    for (const id of [
      "rk_test_demo",
      "rk_pk_test_demo",
      "xpk_live_demo",
      "pk_demo",
      "pk_test_",
      "pk_prod_x",
      "pk_test_a b",
      `pk_test_${"a".repeat(MAX_KEY_ID_LENGTH)}`,
    ]) {
      expect(isPaymentKeyId(id), id).toBe(false);
    }
  });
});
