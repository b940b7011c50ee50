import { describe, expect, it } from "vitest";
import { SettingsController, type SettingsStore } from "./settings-controller.ts";
import { formFromSettings, type TerminalSettings } from "./settings-rules.ts";
import { TestHost } from "../test/test-host.ts";
import { hashPin, PIN_ITERATIONS } from "./pin.ts";
import { NO_PIN_ATTEMPTS, type PinAttempts } from "./pin-attempts.ts";
import type { CheckSetup, SetupCheck } from "./setup-check.ts";
import { sealConnection } from "./connection-seal.ts";

class MemoryStore implements SettingsStore {
  saved: TerminalSettings | undefined;
  attempts: PinAttempts = NO_PIN_ATTEMPTS;
  getPinAttempts() {
    return Promise.resolve(this.attempts);
  }
  savePinAttempts(a: PinAttempts) {
    this.attempts = a;
    return Promise.resolve();
  }
  getSettings() {
    return Promise.resolve(this.saved);
  }
  saveSettings(s: TerminalSettings) {
    this.saved = structuredClone(s);
    return Promise.resolve();
  }
}

const form = {
  ...formFromSettings(undefined, "http://localhost:4010"),
  sdkKey: "pk_test_demo",
  projectId: "prj_demo_terminal",
  shopName: "Corner Café",
};

const clock = { now: 1_800_000_000_000 };
const passed: CheckSetup = () => Promise.resolve({ kind: "passed" });

async function loaded(store = new MemoryStore(), checkSetup: CheckSetup = passed) {
  const host = new TestHost();
  const settings = new SettingsController(host, "http://localhost:4010", { now: () => clock.now, checkSetup });
  await settings.load(store);
  return { store, host, settings };
}

describe("settings and PIN", () => {
  it("stores nothing and names each wrong field when the form is invalid", async () => {
    const { store, settings } = await loaded();
    expect(await settings.save({ form: { ...form, projectId: "demo" }, pin: "" })).toBe("invalid");
    expect(settings.errors).toEqual({ projectId: "error_project_id" });
    expect(store.saved).toBeUndefined();
  });

  it("finishes the setup once, then saves; the device id stays and the PIN is kept only as a hash", async () => {
    const { store, settings } = await loaded();
    expect(await settings.save({ form, pin: "2468" })).toBe("first-run");
    const deviceId = store.saved?.deviceId;
    expect(store.saved?.pin?.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(store.saved)).not.toContain("2468");
    expect(await settings.save({ form: { ...form, shopName: "Bakery" }, pin: "" })).toBe("saved");
    expect(store.saved).toMatchObject({ shopName: "Bakery", deviceId });
    expect(store.saved?.pin).not.toBeNull();
    expect(settings.saved).toBe(true);
  });

  it("opens the settings only with the right PIN, and locks them again when staff leave", async () => {
    const { settings } = await loaded();
    await settings.save({ form, pin: "2468" });
    expect(settings.open).toBe(false);
    expect(await settings.unlock("1357")).toBe(false);
    expect([settings.open, settings.pinWrong]).toEqual([false, true]);
    expect(await settings.unlock("2468")).toBe(true);
    // The first run's "Settings saved." is not said again to whoever unlocks them next.
    expect([settings.open, settings.saved]).toEqual([true, false]);
    settings.lock();
    expect([settings.open, settings.saved]).toEqual([false, false]);
  });

  it("after four wrong PINs refuses even the right one until the wait is over, and a reload keeps the count", async () => {
    const { store, settings } = await loaded();
    await settings.save({ form, pin: "2468" });
    for (const wrong of ["1111", "2222", "3333", "4444"]) expect(await settings.unlock(wrong)).toBe(false);
    expect(store.attempts.failures).toBe(4);
    const { settings: reloaded } = await loaded(store);
    expect(reloaded.pinRetryAt).toBe(clock.now + 30_000);
    expect(await reloaded.unlock("2468")).toBe(false);
    expect(reloaded.open).toBe(false);
    clock.now += 30_000;
    expect(reloaded.pinRetryAt).toBeNull();
    expect(await reloaded.unlock("2468")).toBe(true);
    expect(store.attempts.failures).toBe(0);
  });

  it("counts wrong PINs per device: tabs share one count, and none writes an older count back", async () => {
    const { store, settings: first } = await loaded();
    await first.save({ form, pin: "2468" });
    // Three tabs opened before any wrong PIN, each with the count it read then (none).
    const tabs = [first, (await loaded(store)).settings, (await loaded(store)).settings];
    const tries = ["1111", "2222", "3333", "4444"];
    for (const [i, wrong] of tries.entries()) expect(await tabs[i % tabs.length]!.unlock(wrong)).toBe(false);
    expect(store.attempts.failures).toBe(4);
    // The fifth try, from any tab, waits: even the right PIN.
    for (const tab of tabs) expect(await tab.unlock("2468")).toBe(false);
    expect(store.attempts.failures).toBe(4);
    expect(tabs[2]!.pinRetryAt).toBe(clock.now + 30_000);
    clock.now += 30_000;
    expect(await tabs[1]!.unlock("2468")).toBe(true);
  });

  it("checks one PIN at a time: tries sent while one is being hashed are refused, not raced past the count", async () => {
    const { store, settings } = await loaded();
    await settings.save({ form, pin: "2468" });
    const answers = await Promise.all(["1111", "2222", "2468"].map((p) => settings.unlock(p)));
    expect(answers).toEqual([false, false, false]);
    expect(store.attempts.failures).toBe(1);
  });

  it("replaces a hash of the old 60,000-iteration kind on the next right PIN, and the PIN still opens", async () => {
    const store = new MemoryStore();
    const { settings: first } = await loaded(store);
    await first.save({ form, pin: "" });
    // As a tablet that approved its settings with a hash of the old kind would have stored them.
    const oldPin = await hashPin("2468", 60_000);
    store.saved = { ...store.saved!, pin: oldPin, seal: await sealConnection({ ...store.saved!, pin: oldPin }) };
    const { settings } = await loaded(store);
    expect(await settings.unlock("1357")).toBe(false);
    expect(store.saved.pin?.iterations).toBe(60_000);
    expect(await settings.unlock("2468")).toBe(true);
    expect(store.saved.pin?.iterations).toBe(PIN_ITERATIONS);
    settings.lock();
    expect(await settings.unlock("2468")).toBe(true);
    // Sealed anew with the new hash: the next start uses the settings without a review.
    expect((await loaded(store)).settings.settings?.pin?.iterations).toBe(PIN_ITERATIONS);
  });

  it("checks a pairing link's key and project with the API before storing it, and stores nothing when refused", async () => {
    const calls: string[] = [];
    const checkSetup: CheckSetup = (s) => {
      calls.push(s.projectId);
      return Promise.resolve(
        s.projectId === "prj_other_shop"
          ? { kind: "refused", field: "projectId", error: "error_project_id" }
          : { kind: "passed" },
      );
    };
    const { store, settings } = await loaded(new MemoryStore(), checkSetup);
    await settings.save({ form, pin: "" });
    const mine = store.saved;
    const shared = { ...mine!, pin: undefined, deviceId: undefined };
    // Same host, another project: asked first, refused, nothing stored, the form keeps this tablet's values.
    expect(await settings.adopt({ ...shared, projectId: "prj_other_shop" })).toBe("invalid");
    expect(store.saved).toEqual(mine);
    expect(settings.errors).toEqual({ projectId: "error_project_id" });
    expect(settings.form.projectId).toBe("prj_demo_terminal");
    // Only the shop's name changes: nothing to ask.
    calls.length = 0;
    expect(await settings.adopt({ ...shared, shopName: "Bakery" })).toBe("saved");
    expect(calls).toEqual([]);
    expect(store.saved?.shopName).toBe("Bakery");
  });

  it("stores nothing and names the field when the API refuses the key or project", async () => {
    const refused: SetupCheck = {
      kind: "refused",
      field: "projectId",
      error: { key: "problem_terminal_not_enabled", params: {} },
    };
    const asked: unknown[] = [];
    const { store, settings } = await loaded(new MemoryStore(), (s) => (asked.push(s), Promise.resolve(refused)));
    expect(await settings.save({ form, pin: "" })).toBe("invalid");
    expect(asked).toMatchObject([
      { apiBase: "http://localhost:4010", sdkKey: "pk_test_demo", projectId: "prj_demo_terminal" },
    ]);
    expect(settings.errors).toEqual({ projectId: refused.error });
    expect(store.saved).toBeUndefined();
  });

  it("stores a setup it could not check, says why, and asks again only when the key, project or API base change", async () => {
    let answer: SetupCheck = { kind: "unchecked", reason: "offline" };
    let asked = 0;
    const { store, settings } = await loaded(new MemoryStore(), () => (asked++, Promise.resolve(answer)));
    expect(await settings.save({ form, pin: "" })).toBe("first-run");
    expect([store.saved?.projectId, settings.unchecked]).toEqual(["prj_demo_terminal", "offline"]);
    answer = { kind: "passed" };
    expect(await settings.save({ form: { ...form, shopName: "Bakery" }, pin: "" })).toBe("saved");
    expect(asked).toBe(1);
    expect(await settings.save({ form: { ...form, sdkKey: "pk_test_other" }, pin: "" })).toBe("saved");
    expect([asked, settings.unchecked]).toEqual([2, null]);
  });
});

describe("settings changed in storage without the PIN", () => {
  async function pinnedTablet() {
    const { store, settings } = await loaded();
    await settings.save({ form, pin: "2468" });
    return store;
  }

  it("holds back a key rewritten in storage: no settings to sell with, the PIN asked, the last approved key named", async () => {
    const store = await pinnedTablet();
    store.saved = { ...store.saved!, sdkKey: "pk_test_stranger" };
    const { settings } = await loaded(store);
    expect(settings.settings).toBeUndefined();
    expect(settings.unapproved?.sdkKey).toBe("pk_test_stranger");
    expect(settings.lastApproved).toEqual({
      apiBase: "http://localhost:4010",
      sdkKey: "pk_test_demo",
      projectId: "prj_demo_terminal",
    });
    expect(settings.open).toBe(false);
    expect(await settings.unlock("1357")).toBe(false);
    expect(await settings.unlock("2468")).toBe(true);
  });

  it("counts a changed project, API address, PIN hash or a missing seal as a change too; untouched settings load", async () => {
    const store = await pinnedTablet();
    const approved = store.saved!;
    expect((await loaded(store)).settings.settings?.sdkKey).toBe("pk_test_demo");
    const other = await hashPin("1111", 1);
    for (const rewrite of [
      { projectId: "prj_demo_shop" },
      { apiBase: "http://localhost:4010/terminal" },
      { pin: other },
      { pin: null },
      { seal: undefined },
    ] satisfies Partial<TerminalSettings>[]) {
      store.saved = { ...approved, ...rewrite };
      const { settings } = await loaded(store);
      expect([rewrite, settings.settings]).toEqual([rewrite, undefined]);
      expect(settings.unapproved).toBeDefined();
    }
  });

  it("uses the stored settings once staff confirm them behind the PIN: checked with the API, sealed, same device id", async () => {
    const store = await pinnedTablet();
    const deviceId = store.saved!.deviceId;
    store.saved = { ...store.saved!, projectId: "prj_demo_shop" };
    const asked: string[] = [];
    const { settings } = await loaded(store, (s) => {
      asked.push(s.projectId);
      return Promise.resolve({ kind: "passed" });
    });
    await settings.unlock("2468");
    const { pin: _pin, deviceId: _id, seal: _seal, ...shared } = settings.unapproved!;
    expect(await settings.adopt(shared)).toBe("saved");
    expect(asked).toEqual(["prj_demo_shop"]);
    expect(settings.unapproved).toBeUndefined();
    expect(settings.settings).toMatchObject({ projectId: "prj_demo_shop", deviceId });
    expect((await loaded(store)).settings.settings?.projectId).toBe("prj_demo_shop");
  });
});
