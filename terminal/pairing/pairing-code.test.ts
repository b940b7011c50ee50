import { inflateRawSync } from "node:zlib";
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
    expect(link).toMatch(/^https:\/\/till\.example\/terminal\/#\/pair\/ct2\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{8}$/);
    const code = link.split("#/pair/")[1] ?? "";
    const carried = inflateRawSync(Buffer.from(code.split(".")[1] ?? "", "base64url")).toString("utf8");
    expect(carried).toContain("Espresso");
    expect(carried).not.toMatch(/pin|deviceId|ABC123|salt/);
    expect(await readPairingCode(code)).toEqual({ ok: true, settings });
  });

  it("refuses a truncated, damaged, foreign or newer link, whatever was cut or changed", async () => {
    const code = await pairingCode(settings);
    expect(await readPairingCode(code.slice(0, code.lastIndexOf(".")))).toEqual({ ok: false, problem: "truncated" });
    expect(await readPairingCode(code.slice(0, -3))).toEqual({ ok: false, problem: "damaged" });
    expect(await readPairingCode("https://evil.example/?x=1")).toEqual({ ok: false, problem: "foreign" });
    expect(await readPairingCode(code.replace(/^ct2/, "ct3"))).toEqual({ ok: false, problem: "version" });
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

  it("still reads a link of the first format (ct1: the settings as a JSON object)", async () => {
    const body = Buffer.from(JSON.stringify(settings)).toString("base64url");
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`ct1.${body}`)));
    const code = `ct1.${body}.${Buffer.from(digest.slice(0, 6)).toString("base64url")}`;
    expect(await readPairingCode(code)).toEqual({ ok: true, settings });
  });

  it("keeps the largest setup the settings allow short enough for one scannable QR code", async () => {
    // 24 quick items of 40 characters, a 60-character shop name: ct1 wrote 2,000 characters and more.
    const words = [
      "Flat",
      "white",
      "oat",
      "milk",
      "large",
      "Lemon",
      "cake",
      "slice",
      "Orange",
      "juice",
      "fresh",
      "Bagel",
      "cream",
      "cheese",
    ];
    const quickItems = Array.from({ length: 24 }, (_, i) => {
      const name = Array.from({ length: 8 }, (_, w) => words[(i * 3 + w * 5) % words.length])
        .join(" ")
        .slice(0, 40)
        .trim();
      return { name, price: `${1000 + i * 37}.50` };
    });
    const largest = {
      ...settings,
      shopName: "Café « Zum Löwen » am Marktplatz, Filiale Nord, Ecke West 12",
      quickItems,
    };
    const code = await pairingCode(largest);
    expect(await readPairingCode(code)).toEqual({ ok: true, settings: largest });
    const ct1 = Buffer.from(JSON.stringify(largest)).toString("base64url").length;
    expect(code.length).toBeLessThan(ct1 / 2);
  });
});
