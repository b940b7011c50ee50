/**
 * The terminal's English words of its pairing screens: sharing a pairing link, reviewing one (and the settings changed
 * in storage without the PIN), and the review's parts the relay's pairing screen reuses. None is shown on the first
 * frame, so they are not in the first load: each chunk that shows them adds them to the catalogue
 * (`terminalTexts.addEnglish(pairingEn)`). The other languages have them in their own chunks.
 */
export const pairingEn = {
  pair_share_title: "Pair another tablet",
  pair_share_hint:
    "Scan this code with the other tablet's camera, or open the link there. It carries these settings and the quick items, never the PIN.",
  pair_link: "Pairing link",
  pair_copy: "Copy link",
  pair_copied: "Link copied.",
  pair_reading: "Reading the pairing link…",
  pair_title: "Set up this tablet from a pairing link",
  pair_intro: "These settings will be stored on this tablet:",
  // A setting's name on the read-only review: the form's hint ("optional, up to 4") has no place where nothing is typed.
  pair_tip_presets: "Tip presets in %",
  pair_customer_fee: "Customer fee in %",
  pair_quick_items: "Quick items",
  pair_pin_note: "The PIN is not shared: this tablet keeps its own, or none.",
  pair_apply: "Use these settings",
  pair_cancel: "Cancel",
  pair_back: "Back to the terminal",
  pair_refused_title: "This pairing link cannot be used",
  pair_truncated: "The link is incomplete: part of it was cut off. Scan the code again or copy the whole link.",
  pair_damaged: "The link is damaged: its checksum does not match. Scan the code again or copy the whole link.",
  pair_foreign: "This is not a pairing link of this terminal.",
  pair_version: "The link was made by a newer version of the terminal. Update this tablet, then open it again.",
  pair_invalid: "The link carries settings this terminal would refuse.",
  pair_nothing_changed: "Nothing on this tablet was changed.",
  pair_host_changed:
    "This link sends payments to {host}, not to {current} as now. Anyone can make a pairing link: use it only if it comes from your own terminal.",
  pair_host_confirm: "I trust {host} to receive this shop's payments",
  pair_account_confirm: "I trust this link: this tablet's sales go to project {project}",
  pair_account_changed:
    "This link puts this tablet on project {project} with key {key}, not on {current} as now: its sales would go to that project. Anyone can make a pairing link: use it only if it comes from your own terminal.",
  pair_stored_title: "Review this tablet's changed settings",
  pair_stored_intro:
    "These settings were changed on this tablet without the settings PIN. No sale uses them until you confirm:",
  pair_stored_confirm: "I made this change or trust it: this tablet's sales go to project {project}",
  pair_stored_edit: "Change them in the settings",
  pair_stored_host_changed: "These settings send payments to {host}; the PIN last approved {current}.",
  pair_stored_account_changed:
    "These settings put this tablet on project {project} with key {key}; the PIN last approved project {current} with key {currentKey}.",
} as const;
