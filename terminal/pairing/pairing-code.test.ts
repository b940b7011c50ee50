import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { pairingCode, pairingLink, readPairingCode, sharedSettingsOf, type SharedSettings } from "./pairing-code.ts";

const settings: SharedSettings = {
  apiBase: "https://pay.example.com",
  sdkKey: "pk_live_corner",
  projectId: "prj_corner_cafe",
  shopName: "Café « Zum Löwen » 🦁",
  currency: "EUR",
  locale: "de",
  tipPresets: [5, 10],
  customerFeePercent: 1.5,
  quickItems: [{ name: "Espresso", price: "2.40" }],
};

describe("pairing link", () => {
  it("carries the configuration to the other tablet, and never the PIN or the device id", async () => {
    const full = { ...settings, pin: { salt: "aa", hash: "bb", iterations: 1 }, deviceId: "ABC123" };
    const link = await pairingLink("https://till.example/terminal/", sharedSettingsOf(full));
    expect(link).toMatch(/^https:\/\/till\.example\/terminal\/#\/pair\/ct1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{8}$/);
    const code = link.split("#/pair/")[1] ?? "";
    expect(atob(code.split(".")[1]?.replace(/-/g, "+").replace(/_/g, "/") ?? "")).not.toMatch(/pin|deviceId|ABC123/);
    expect(await readPairingCode(code)).toEqual({ ok: true, settings });
  });

  it("refuses a truncated, damaged, foreign or newer link, whatever was cut or changed", async () => {
    const code = await pairingCode(settings);
    expect(await readPairingCode(code.slice(0, code.lastIndexOf(".")))).toEqual({ ok: false, problem: "truncated" });
    expect(await readPairingCode(code.slice(0, -3))).toEqual({ ok: false, problem: "damaged" });
    expect(await readPairingCode("https://evil.example/?x=1")).toEqual({ ok: false, problem: "foreign" });
    expect(await readPairingCode(code.replace(/^ct1/, "ct2"))).toEqual({ ok: false, problem: "version" });
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: code.length - 1 }), fc.integer({ min: 1, max: 63 }), async (at, shift) => {
        const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.";
        const i = alphabet.indexOf(code[at] ?? "A");
        const changed = code.slice(0, at) + alphabet[(i + shift) % alphabet.length] + code.slice(at + 1);
        expect((await readPairingCode(changed)).ok).toBe(false);
      }),
      { numRuns: 60 },
    );
  });

  it("refuses a well-formed link whose settings the form would refuse", async () => {
    const code = await pairingCode({ ...settings, sdkKey: "sk_live_secret" });
    expect(await readPairingCode(code)).toEqual({ ok: false, problem: "invalid" });
  });
});
