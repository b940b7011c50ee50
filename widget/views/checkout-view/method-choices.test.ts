import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { methodChoices, readableMinimum } from "./method-choices.ts";
import { translator, widgetTexts } from "../../i18n/locale.ts";

const SEED_LIKE = [
  { currency: "USDT", network: "TRC20", minimum_amount: "1.5" },
  { currency: "USDT", network: "ERC20", minimum_amount: "5" },
  { currency: "USDC", network: "BASE" },
  { currency: "ETH", network: "ERC20", minimum_amount: "0.0016666666666666667" },
  { currency: "USDT", network: "SOL" },
];

describe("methodChoices", () => {
  it("lists each token once, in the API's order, with its networks in words, their code and minimum", () => {
    const tokens = methodChoices(SEED_LIKE, null, translator("en"), "en");
    expect(tokens.map((t) => [t.currency, t.name, t.detail])).toEqual([
      ["USDT", "Tether USD", "3 networks"],
      ["USDC", "USD Coin", "on Base"],
      ["ETH", "Ether", "on Ethereum"],
    ]);
    expect(tokens[0]?.networks.map((n) => [n.name, n.detail])).toEqual([
      ["Tron", "TRC20 · Minimum 1.5 USDT"],
      ["Ethereum", "ERC20 · Minimum 5 USDT"],
      ["Solana", ""],
    ]);
    // Only a token standard's code adds something to the name: "Polygon PoS" is not followed by "POLYGON".
    const polygon = methodChoices(
      [{ currency: "USDC", network: "POLYGON", minimum_amount: "1" }],
      null,
      translator("en"),
      "en",
    );
    expect(polygon[0]?.networks[0]?.detail).toBe("Minimum 1 USDC");
    // A minimum is rounded up to something a person can type.
    expect(tokens[2]?.networks[0]?.detail).toBe("ERC20 · Minimum 0.001667 ETH");
    expect(tokens.flatMap((t) => [t, ...t.networks]).some((x) => x.lastUsed)).toBe(false);
  });
  it("offers the last method on this shop first: its token at the top, its network first within it", () => {
    const tokens = methodChoices(SEED_LIKE, { currency: "USDT", network: "SOL" }, translator("en"), "en");
    expect(tokens.map((t) => t.currency)).toEqual(["USDT", "USDC", "ETH"]);
    expect(tokens[0]?.lastUsed).toBe(true);
    expect(tokens[0]?.networks.map((n) => [n.network, n.lastUsed])).toEqual([
      ["SOL", true],
      ["TRC20", false],
      ["ERC20", false],
    ]);
    const eth = methodChoices(SEED_LIKE, { currency: "ETH", network: "ERC20" }, translator("en"), "en");
    expect(eth.map((t) => t.currency)).toEqual(["ETH", "USDT", "USDC"]);
  });
  it("ignores a remembered method this invoice does not offer", () => {
    const tokens = methodChoices(SEED_LIKE, { currency: "USDT", network: "BEP20" }, translator("en"), "en");
    expect(tokens.map((t) => t.currency)).toEqual(["USDT", "USDC", "ETH"]);
    expect(tokens.some((t) => t.lastUsed)).toBe(false);
  });
  it("speaks the customer's language, plurals included", async () => {
    await widgetTexts.load("pl");
    const [usdt, usdc] = methodChoices(SEED_LIKE, null, translator("pl"), "pl");
    expect(usdt?.detail).toBe("3 sieci");
    expect(usdc?.detail).toBe("w sieci Base");
    expect(usdt?.networks[0]?.detail).toBe("TRC20 · Minimum 1,5 USDT");
  });
  it("falls back to the code for a network or token newer than this build", () => {
    const [token] = methodChoices([{ currency: "FOO", network: "FOO20" }], null, translator("en"), "en");
    expect(token).toMatchObject({ name: null, detail: "on FOO20", networks: [{ name: "FOO20", detail: "FOO20" }] });
  });
});

describe("readableMinimum", () => {
  it("keeps short amounts and rounds long ones up to 6 decimals", () => {
    expect(readableMinimum("1.5")).toBe("1.5");
    expect(readableMinimum("0.0016666666666666667")).toBe("0.001667");
    expect(readableMinimum("2.0000000")).toBe("2");
    expect(readableMinimum("0.9999999")).toBe("1");
  });
  it("never shows less than the minimum, and never more than a millionth above it", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 30n }), fc.integer({ min: 0, max: 24 }), (units, scale) => {
        const s = units.toString().padStart(scale + 1, "0");
        const dec = scale === 0 ? s : `${s.slice(0, -scale)}.${s.slice(-scale)}`;
        const shown = readableMinimum(dec);
        expect(shown.split(".")[1]?.length ?? 0).toBeLessThanOrEqual(6);
        const scaleTo = (x: string) => {
          const [w = "0", f = ""] = x.split(".");
          return BigInt(w + f.padEnd(24, "0"));
        };
        const diff = scaleTo(shown) - scaleTo(dec);
        expect(diff >= 0n && diff < 10n ** 18n).toBe(true);
      }),
    );
  });
});
