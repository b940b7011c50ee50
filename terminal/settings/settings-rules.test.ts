import { describe, expect, it } from "vitest";
import { formFromSettings, validateSettings, type SettingsForm } from "./settings-rules.ts";

const good: SettingsForm = {
  apiBase: "http://localhost:4010/",
  sdkKey: "pk_test_demo",
  projectId: "prj_demo_terminal",
  shopName: "Corner Café",
  currency: "EUR",
  locale: "de",
  tipPresets: "10, 5%, 15",
  customerFeePercent: "",
  quickItems: "",
};

describe("settings validation", () => {
  it("accepts a complete form and normalises it", () => {
    const r = validateSettings(good);
    expect(r).toEqual({
      ok: true,
      value: {
        apiBase: "http://localhost:4010",
        sdkKey: "pk_test_demo",
        projectId: "prj_demo_terminal",
        shopName: "Corner Café",
        currency: "EUR",
        locale: "de",
        tipPresets: [5, 10, 15],
        customerFeePercent: null,
        quickItems: [],
      },
    });
  });

  it("reads quick items one per line, prices in the currency's minor unit, and refuses the whole list on one bad line", () => {
    const items = validateSettings({ ...good, quickItems: "Espresso = 2.4\n\n Cake = 3,50 \nTea = Earl Grey = 2" });
    expect(items.ok && items.value.quickItems).toEqual([
      { name: "Espresso", price: "2.40" },
      { name: "Cake", price: "3.50" },
      { name: "Tea = Earl Grey", price: "2.00" },
    ]);
    for (const bad of ["Espresso", "= 2.40", "Espresso = 2.405", "Espresso = 0"]) {
      expect(validateSettings({ ...good, quickItems: `Tea = 2\n\n${bad}` })).toMatchObject({
        ok: false,
        errors: { quickItems: { key: "error_item_line", params: { line: 3 } } },
      });
    }
  });

  it("names the line of a quick item whose name is too long, and the limit of items", () => {
    expect(validateSettings({ ...good, quickItems: `Tea = 2\n${"x".repeat(41)} = 1` })).toMatchObject({
      ok: false,
      errors: { quickItems: { key: "error_item_name", params: { line: 2, count: 40 } } },
    });
    expect(
      validateSettings({ ...good, quickItems: Array.from({ length: 25 }, (_, i) => `Item ${i} = 1`).join("\n") }),
    ).toMatchObject({
      ok: false,
      errors: { quickItems: { key: "error_items_too_many", params: { limit: 24, count: 25 } } },
    });
  });

  it("names every failing field with its message", () => {
    const r = validateSettings({
      apiBase: "ftp://x",
      sdkKey: "rk_test_x",
      projectId: "inv_1",
      shopName: " ",
      currency: "BTC",
      locale: "xx",
      tipPresets: "10, abc",
      customerFeePercent: "101",
      quickItems: "",
    });
    expect(r).toEqual({
      ok: false,
      errors: {
        apiBase: "error_url",
        sdkKey: "error_sdk_key",
        projectId: "error_project_id",
        shopName: "error_required",
        currency: "error_currency",
        locale: "error_locale",
        tipPresets: "error_tips",
        customerFeePercent: "error_percent",
      },
    });
  });

  it("refuses a plain http:// API base unless it is this device (loopback)", () => {
    for (const base of [
      "http://pay.example.com",
      "http://192.168.1.20:4010",
      "http://127.0.0.1.evil.example",
      "http://[::2]",
    ]) {
      expect(validateSettings({ ...good, apiBase: base }), base).toMatchObject({
        ok: false,
        errors: { apiBase: "error_insecure_url" },
      });
    }
    for (const base of [
      "https://pay.example.com",
      "http://localhost:4010",
      "http://127.0.0.1:4010",
      "http://[::1]:4010",
      "http://terminal.localhost",
    ]) {
      expect(validateSettings({ ...good, apiBase: base }).ok, base).toBe(true);
    }
  });

  it("accepts customer_fee_percent on the 0 and 100 bounds", () => {
    for (const v of ["0", "100", "2.5"]) expect(validateSettings({ ...good, customerFeePercent: v }).ok).toBe(true);
    expect(validateSettings({ ...good, customerFeePercent: "-1" }).ok).toBe(false);
    // At most three integer digits and two places, a plain decimal: "100.00" is 100, "100.001" and "0100" are typos.
    expect(validateSettings({ ...good, customerFeePercent: "100.00" }).ok).toBe(true);
    for (const v of ["100.001", "0100", "1e2", ".5", "5."])
      expect(validateSettings({ ...good, customerFeePercent: v }).ok, v).toBe(false);
  });

  it("refuses more than four tip presets", () => {
    expect(validateSettings({ ...good, tipPresets: "5 10 15 20 25" })).toMatchObject({
      ok: false,
      errors: { tipPresets: "error_tips" },
    });
  });

  it("prefills a first-run form with the page's origin", () => {
    expect(formFromSettings(undefined, "http://localhost:4010").apiBase).toBe("http://localhost:4010");
  });
});
