/** What one tablet hands to another when pairing: its settings without the PIN and without its device id. */
import type { TerminalSettings } from "../settings/settings-rules.ts";

/** Never the PIN (it stays on the device that set it), never the device id (order ids must stay unique per device). */
export type SharedSettings = Omit<TerminalSettings, "pin" | "deviceId">;

export function sharedSettingsOf(settings: TerminalSettings): SharedSettings {
  const { pin: _pin, deviceId: _deviceId, ...shared } = settings;
  return shared;
}
