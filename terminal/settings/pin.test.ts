import { describe, expect, it } from "vitest";
import { checkPin, hashPin, isOutdated, PIN_ITERATIONS } from "./pin.ts";

describe("settings PIN", () => {
  it("accepts the PIN it was made from and refuses any other", async () => {
    const stored = await hashPin("4821");
    expect(await checkPin("4821", stored)).toBe(true);
    expect(await checkPin("4822", stored)).toBe(false);
    expect(await checkPin("", stored)).toBe(false);
  });

  it("never stores the PIN itself and salts every hash", async () => {
    const a = await hashPin("123456");
    const b = await hashPin("123456");
    expect(JSON.stringify(a)).not.toContain("123456");
    expect(a.hash).not.toBe(b.hash);
  });

  it("hashes with PBKDF2 at OWASP's 600,000 iterations and still reads hashes made with fewer", async () => {
    expect(PIN_ITERATIONS).toBeGreaterThanOrEqual(600_000);
    const current = await hashPin("4821");
    expect([current.iterations, isOutdated(current)]).toEqual([PIN_ITERATIONS, false]);
    const old = await hashPin("4821", 60_000);
    expect(isOutdated(old)).toBe(true);
    expect(await checkPin("4821", old)).toBe(true);
  });

  it("refuses to set a PIN that is not 4 to 8 digits", async () => {
    await expect(hashPin("12a4")).rejects.toThrow(RangeError);
    await expect(hashPin("123")).rejects.toThrow(RangeError);
  });
});
