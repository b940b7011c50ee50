import { describe, expect, it } from "vitest";
import { SettingsController, type SettingsStore } from "./settings-controller.ts";
import { formFromSettings, type TerminalSettings } from "./settings-rules.ts";
import { TestHost } from "../test/test-host.ts";

class MemoryStore implements SettingsStore {
  saved: TerminalSettings | undefined;
  getSettings() {
    return Promise.resolve(this.saved);
  }
  saveSettings(s: TerminalSettings) {
    this.saved = structuredClone(s);
    return Promise.resolve();
  }
}

const form = { ...formFromSettings(undefined, "http://localhost:4010"), sdkKey: "pk_test_demo", projectId: "prj_demo_terminal", shopName: "Corner Café" };

async function loaded() {
  const store = new MemoryStore();
  const host = new TestHost();
  const settings = new SettingsController(host, "http://localhost:4010");
  await settings.load(store);
  return { store, host, settings };
}

describe("settings and PIN", () => {
  it("stores nothing and names each wrong field when the form is invalid", async () => {
    const { store, settings } = await loaded();
    expect(await settings.save({ form: { ...form, projectId: "demo" }, pin: "" })).toBe("invalid");
    expect(settings.errors).toEqual({ projectId: "error.projectId" });
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
    expect(settings.open).toBe(true);
    settings.lock();
    expect([settings.open, settings.saved]).toEqual([false, false]);
  });
});
