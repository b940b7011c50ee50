/** What one tablet hands to another when pairing: its settings without the PIN and without its device id. */
import type { TerminalSettings } from "../settings/settings-rules.ts";

/**
 * Never the PIN (it stays on the device that set it), never the device id (order ids must stay unique per device),
 * never the connection seal (it binds this device's PIN).
 */
export type SharedSettings = Omit<TerminalSettings, "pin" | "deviceId" | "seal">;

export function sharedSettingsOf(settings: TerminalSettings): SharedSettings {
  const { pin: _pin, deviceId: _deviceId, seal: _seal, ...shared } = settings;
  return shared;
}
