/**
 * The terminal's English words of its PIN gate: why it asks, the field, a wrong PIN and the wait after too many. The gate
 * is a chunk of its own, never the first frame's, so they are not in the first load: the gate adds them to the
 * catalogue (`terminalTexts.addEnglish(pinEn)`). The other languages have them in their own chunks.
 */
export const pinEn = {
  pin_title: "Settings are locked",
  pin_pairing_reason: "A pairing link wants to replace this terminal's settings. Enter the PIN to review them first.",
  pin_label: "PIN",
  pin_unlock: "Unlock",
  pin_wrong: "Wrong PIN.",
  pin_review_reason:
    "This tablet's connection settings (API address, key or project) were changed without the PIN. Enter the PIN to review them before any sale uses them.",
  pin_wait: "Too many wrong PINs. Try again at {time}.",
  pin_relay_reason: "A link wants to connect this terminal to a relay. Enter the PIN to review it first.",
} as const;
