import { describe, expect, it } from "vitest";
import { loadFixtureFile } from "../fixture.ts";
import { Store } from "../store.ts";
import { patchMerchant, rotateKeySecret, visibleKey } from "./dashboard.ts";
import { StubError } from "./stub-error.ts";

const NOW = 1_800_000_000;

describe("rotateKeySecret", () => {
  it("keeps the old secret for the grace period and refuses a new rotation until it ends", () => {
    const store = new Store(loadFixtureFile());
    const first = store.keys.get("pk_test_demo")?.secret;
    const key = rotateKeySecret(store, "pk_test_demo", "sk_next", 60, NOW);
    expect(key).toMatchObject({ secret: "sk_next", previous_secret: first, previous_secret_expires_at: NOW + 60 });
    expect(() => rotateKeySecret(store, "pk_test_demo", "sk_third", 60, NOW + 59)).toThrow(StubError);
    expect(rotateKeySecret(store, "pk_test_demo", "sk_third", 60, NOW + 60)).toMatchObject({
      secret: "sk_third",
      previous_secret: "sk_next",
    });
    expect(visibleKey(key)).not.toHaveProperty("secret");
    expect(visibleKey(key)).not.toHaveProperty("previous_secret");
  });

  it("names an unknown key not_found", () => {
    const store = new Store(loadFixtureFile());
    expect(() => rotateKeySecret(store, "pk_test_nobody", "s", 60, NOW)).toThrow(
      expect.objectContaining({ code: "not_found" }),
    );
  });
});

describe("patchMerchant", () => {
  it("changes only the rate limits a partial patch names", () => {
    const store = new Store(loadFixtureFile());
    const before = store.merchants.get("mer_sandbox")?.rate_limits;
    const merchant = patchMerchant(store, "mer_sandbox", { rate_limits: { invoice_create_per_second: 1 } });
    expect(merchant.rate_limits).toEqual({ ...before, invoice_create_per_second: 1 });
  });
});
