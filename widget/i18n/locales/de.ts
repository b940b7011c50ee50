/** The widget's own German texts and the shared customer texts: a chunk of its own, loaded only when a page asks for German. */
import type { Messages } from "../messages.ts";
import { customerTexts } from "../../../shared/i18n/customer/locales/de.ts";

export const messages = {
  ...customerTexts,
  title: "Mit Krypto bezahlen",
  pay_merchant: "An {name} zahlen",
  loading: "Ihre Zahlung wird vorbereitet…",
  choose_method: "Zahlungsart wählen",
  choose_method_hint: "Wählen Sie einen Token und das Netzwerk, über das Ihre Wallet ihn sendet.",
  choose_network: "Netzwerk für {token} wählen",
  choose_network_hint: "Nehmen Sie das Netzwerk, über das Ihre Wallet oder Börse {token} sendet.",
  back_to_tokens: "Alle Token",
  network_count: { one: "{count} Netzwerk", other: "{count} Netzwerke" },
  single_network: "im Netzwerk {network}",
  last_used: "Zuletzt verwendet",
  method_minimum: "Mindestens {amount}",
  copy: "Kopieren",
  copied: "Kopiert",
  copy_failed: "Text markieren und von Hand kopieren",
  open_wallet: "In Wallet öffnen",
  other_device: "Auf einem anderen Gerät zahlen",
  other_device_qr: "QR-Code mit dem Link zu dieser Zahlungsseite",
  cancel: "Zahlung abbrechen",
  wallet_group: "Mit einer Wallet in diesem Browser bezahlen",
  wallet_pay: "Mit {wallet} bezahlen",
  wallet_generic: "Ihrer Browser-Wallet",
  wallet_confirm: "Bestätigen Sie die Zahlung in {wallet}.",
  wallet_sent_title: "Gesendet, warte auf das Netzwerk",
  wallet_sent_body: "Diese Seite aktualisiert sich, sobald das Netzwerk die Überweisung sieht.",
  wallet_explorer: "Transaktion ansehen",
  wallet_rejected: "Sie haben in Ihrer Wallet abgebrochen. Es wurde nichts gesendet.",
  wallet_locked:
    "Ihre Wallet ist gesperrt oder beschäftigt. Öffnen und entsperren Sie sie und versuchen Sie es erneut.",
  wallet_unknown_chain:
    "Ihre Wallet kennt das Netzwerk {network} nicht. Fügen Sie es Ihrer Wallet hinzu oder zahlen Sie über Adresse und QR-Code.",
  wallet_switch_refused:
    "Ihre Wallet hat nicht zu {network} gewechselt. Es wurde nichts gesendet: Versuchen Sie es erneut oder zahlen Sie über Adresse und QR-Code.",
  wallet_insufficient: "Dieses Konto hat nicht genug für die Zahlung und die Netzwerkgebühr. Es wurde nichts gesendet.",
  wallet_failed:
    "Ihre Wallet konnte die Zahlung nicht senden. Versuchen Sie es erneut oder zahlen Sie über Adresse und QR-Code.",
  other_device_not_payment: "Kein Zahlungscode.",
  other_device_hint: "Mit der Handykamera scannen, um diese Seite dort zu öffnen, und dann auf dem Handy bezahlen.",
  sent_summary: "{amount} im Netzwerk {network} aus Ihrer Wallet gesendet.",
  sent_do_not_repeat:
    "Bitte nicht erneut zahlen: Diese Seite aktualisiert sich, sobald das Netzwerk die Überweisung sieht.",
  sent_show_address: "Zahlungsadresse erneut anzeigen",
  sent_show_address_hint:
    "Nur wenn Ihre Wallet zeigt, dass nichts gesendet wurde: Eine zweite Überweisung würde ebenfalls bezahlt.",
  order_below_minimum_title: "Diese Bestellung ist zu klein für eine Kryptozahlung",
  order_below_minimum_body:
    "Ihr Betrag liegt unter der kleinsten Zahlung, die angenommen wird. Bitte wählen Sie eine andere Zahlungsart.",
  cancel_confirm: "Diese Zahlung abbrechen? Die Bestellung bleibt unbezahlt.",
  cancel_yes: "Ja, abbrechen",
  cancel_keep: "Weiter bezahlen",
  new_attempt: "Neue Zahlung starten",
  choice_final: "Token und Netzwerk, die Sie wählen, gelten endgültig für diese Zahlung.",
  change_method: "Anders bezahlen",
  stopped_title: "Die Zahlung konnte nicht fortgesetzt werden",
  change_method_confirm:
    "Eine neue Zahlung mit einem anderen Token oder Netzwerk beginnen? Senden Sie danach nichts mehr an diese Adresse.",
  change_method_yes: "Neu beginnen",
  change_method_keep: "Diese Zahlung behalten",
  details_heading: "Angaben für den Support",
  details_transfer: "Überweisung {number}",
  details_explorer: "Überweisung {number} im Explorer ansehen",
  details_copy: "Angaben kopieren",
  details_copied: "Angaben kopiert",
  hosted_frame_title: "Kryptozahlungsseite",
  hosted_open_title: "Auf der Zahlungsseite bezahlen",
  hosted_open_body: "Ihre Zahlung geht auf der Zahlungsseite weiter.",
  hosted_open: "Zahlungsseite öffnen",
  hosted_closed_title: "Zahlungsseite geschlossen",
  hosted_show_again: "Zahlungsseite wieder anzeigen",
  hosted_reported_paid:
    "Die Zahlungsseite meldet diese Zahlung als abgeschlossen. Der Shop bestätigt sie, bevor Ihre Bestellung versandt wird.",
} as const satisfies Messages;
