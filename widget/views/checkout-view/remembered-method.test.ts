import { describe, expect, it } from "vitest";
import { RememberedMethod } from "./remembered-method.ts";

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    items,
  };
}

describe("RememberedMethod", () => {
  it("gives back the last method saved", () => {
    const storage = memoryStorage();
    new RememberedMethod(storage).save({ currency: "USDT", network: "SOL" });
    expect(new RememberedMethod(storage).read()).toEqual({ currency: "USDT", network: "SOL" });
  });
  it("reads nothing from an empty, foreign or damaged entry", () => {
    expect(new RememberedMethod(memoryStorage()).read()).toBeNull();
    expect(new RememberedMethod(memoryStorage({ "crypto-checkout:last-method": "{not json" })).read()).toBeNull();
    expect(new RememberedMethod(memoryStorage({ "crypto-checkout:last-method": '{"currency":1}' })).read()).toBeNull();
    expect(new RememberedMethod(memoryStorage({ "crypto-checkout:last-method": "[]" })).read()).toBeNull();
  });
  it("goes on without storage, or when storage refuses", () => {
    const refusing = {
      getItem: () => {
        throw new DOMException("denied", "SecurityError");
      },
      setItem: () => {
        throw new DOMException("full", "QuotaExceededError");
      },
    };
    expect(new RememberedMethod(refusing).read()).toBeNull();
    expect(() => new RememberedMethod(refusing).save({ currency: "USDT", network: "TRC20" })).not.toThrow();
    expect(new RememberedMethod(null).read()).toBeNull();
  });
});
