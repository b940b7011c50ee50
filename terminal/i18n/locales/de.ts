/** The terminal's own words in German and the shared customer texts: one chunk, loaded only on a terminal set to German. */
import type { Messages } from "../messages.ts";
import { customerTexts } from "../../../shared/i18n/customer/locales/de.ts";

export const messages = {
  ...customerTexts,
  app_title: "Krypto-Terminal",
  nav_sale: "Neuer Verkauf",
  nav_history: "Verlauf",
  nav_settings: "Einstellungen",
  offline_banner:
    "Offline – neue Verkäufe warten auf das Netz. Kunden können den angezeigten Verkauf trotzdem bezahlen: Die Zahlung erscheint hier, sobald das Netz zurück ist.",
  update_ready: "Eine neue Version ist bereit.",
  update_apply: "Jetzt aktualisieren",
  update_after_sale: "Sie wird nach diesem Verkauf wieder angeboten.",

  setup_title: "Terminal einrichten",
  setup_intro: "Geben Sie die Daten aus dem Händler-Dashboard ein. Sie bleiben nur auf diesem Gerät.",
  settings_title: "Einstellungen",
  settings_api_base: "API-Basis-URL",
  settings_sdk_key: "Öffentlicher Schlüssel",
  settings_project_id: "Terminal-Projekt-ID",
  settings_shop_name: "Name des Geschäfts",
  settings_shop_name_hint:
    "Erscheint auf diesem Tablet und seinen Belegen. Auf dem Handy sehen Kunden den Namen, den das Projekt in Ihrem Händler-Dashboard hat.",
  settings_currency: "Standardwährung",
  settings_locale: "Sprache",
  settings_tip_presets: "Trinkgeld-Vorgaben in % (optional, bis zu 4)",
  settings_tip_presets_hint: "Zum Beispiel 5, 10, 15",
  settings_customer_fee: "Kundengebühr in % (optional, 0–100)",
  settings_quick_items: "Schnellartikel (optional, bis zu 24)",
  settings_quick_items_hint: "Einer pro Zeile: Name = Preis, zum Beispiel Espresso = 2.40",
  settings_save: "Speichern",
  settings_saved: "Einstellungen gespeichert.",
  settings_pin: "Einstellungs-PIN",
  settings_pin_hint: "4 bis 8 Ziffern. Leer lassen, um die aktuelle PIN zu behalten.",
  settings_pin_hint_first: "4 bis 8 Ziffern, oder leer lassen für keine PIN.",
  settings_pin_set: "Eine PIN schützt diese Einstellungen.",
  settings_pin_none: "Keine PIN: Jede Person kann diese Einstellungen ändern.",
  settings_pin_remove: "PIN entfernen",
  settings_pin_invalid: "Eine PIN hat 4 bis 8 Ziffern.",
  settings_lock: "Einstellungen sperren",
  pin_title: "Einstellungen sind gesperrt",
  pin_pairing_reason:
    "Ein Kopplungslink möchte die Einstellungen dieses Terminals ersetzen. Geben Sie die PIN ein, um sie zuerst zu prüfen.",
  pin_label: "PIN",
  pin_unlock: "Entsperren",
  pin_wrong: "Falsche PIN.",

  error_required: "Pflichtfeld.",
  error_url: "Geben Sie eine http(s)-Adresse ein, etwa https://pay.example.com.",
  error_sdk_key: "Ein öffentlicher Schlüssel beginnt mit pk_test_ oder pk_live_.",
  error_project_id: "Eine Projekt-ID beginnt mit prj_.",
  error_too_long: "Zu lang.",
  error_currency: "Wählen Sie eine Währung aus der Liste.",
  error_locale: "Wählen Sie eine Sprache aus der Liste.",
  error_tips: "Bis zu 4 Prozentwerte zwischen 0 und 100, durch Kommas getrennt.",
  error_percent: "Ein Prozentwert von 0 bis 100.",

  sale_amount: "Betrag",

  sale_keyed: "Eingegebener Betrag",
  sale_note: "Notiz oder Referenz (optional)",
  sale_rest_note: "Rest der Rechnung {id}",
  sale_tip: "Trinkgeld",
  sale_no_tip: "Kein Trinkgeld",
  sale_custom_tip: "Eigenes",
  sale_custom_tip_label: "Eigener Trinkgeldbetrag",
  sale_custom_tip_invalid: "Geben Sie einen Betrag wie {example} ein. Bis dahin wird kein Trinkgeld addiert.",
  sale_items: "Artikel",
  sale_more_lines: {
    one: "{count} weitere Position: Liste scrollen",
    other: "{count} weitere Positionen: Liste scrollen",
  },
  sale_item_less: "Ein {name} weniger",
  sale_item_more: "Ein {name} mehr",
  sale_item_quantity: "{quantity} × {name}",
  receipt_items: "Artikel",
  sale_total: "Summe",
  sale_charge: "{amount} kassieren",
  sale_enter_amount: "Betrag eingeben",
  sale_offline: "Zum Kassieren wird eine Netzverbindung gebraucht.",
  key_back: "Letzte Ziffer löschen",
  key_clear: "Löschen",
  sale_max_digits: {
    one: "Höchstens {count} Stelle vor dem Komma.",
    other: "Höchstens {count} Stellen vor dem Komma.",
  },

  pay_creating: "Rechnung wird erstellt …",
  pay_loading: "Verkauf wird geladen …",
  pay_cancelling: "Verkauf wird storniert …",
  pay_scan: "Mit dem Handy scannen",
  pay_scan_hint: "Öffnen Sie die Kamera oder Ihre Wallet-App und scannen Sie den Code, um die Zahlungsart zu wählen.",
  pay_choose_here: "Coin hier wählen",
  pay_choose_title: "Token und Netzwerk wählen",
  pay_back: "Zurück zum QR-Code",
  pay_confirming: "Zahlungsadresse wird vorbereitet …",
  pay_network: "Netzwerk: {network}",
  pay_no_qr:
    "Für diese Adresse lässt sich kein Code erstellen. Lesen Sie die Adresse vor oder lassen Sie sie eintippen.",
  pay_test_no_qr:
    "Testverkauf: Es wird kein Code angezeigt. Bezahlen Sie einen Testverkauf nie mit echtem Geld; simulieren Sie die Zahlung.",
  pay_seen_hint: "Es ist nichts mehr zu zahlen: Der Verkauf schließt von selbst ab, sobald das Netzwerk bestätigt.",
  pay_still_to_pay: "Noch zu zahlen",
  pay_received: "{received} von {expected} erhalten",
  pay_cancel: "Verkauf abbrechen",
  pay_cancel_confirm: "Diesen Verkauf abbrechen?",
  pay_cancel_yes: "Ja, abbrechen",
  pay_cancel_no: "Nein",
  pay_leave: "Nicht mehr warten",
  pay_leave_confirm:
    "Eine Münze ist gewählt, daher kann diese Rechnung nicht mehr storniert werden. Sie bleibt offen, bis die Zeit abläuft: Eine Zahlung, die noch eingeht, erscheint im Verlauf, sobald die Status aktualisiert werden.",
  pay_leave_yes: "Zurück zur Tastatur",
  pay_leave_no: "Weiter warten",
  pay_resumed: "Der laufende Verkauf wurde fortgesetzt.",
  pay_lost: "Die Verbindung ist abgebrochen. Der Verkauf bleibt erhalten und wird erneut geprüft.",
  pay_expires_offline: "Läuft in etwa {time} ab (geschätzt, solange offline)",
  pay_reference: "Rechnung {id}",
  hosted_frame_title: "Zahlungsseite",
  hosted_heading: "Der Kunde bezahlt auf der Zahlungsseite",
  hosted_hint: "Er wählt auf der hier gezeigten Seite eine Kryptowährung und scannt ihren Code mit seiner Wallet.",
  hosted_waiting: "Wie die Zahlung endet, erfährt dieser Bildschirm nur von der Zahlungsseite in diesem Browser.",
  hosted_qr_hint:
    "Der Code öffnet die Zahlungsseite auf dem Handy des Kunden; dort wählt er eine Kryptowährung und bezahlt.",
  hosted_qr_unseen:
    "Dieser Bildschirm erfährt nicht, wann der Kunde auf seinem Handy bezahlt. Prüfen Sie die Zahlung im Dashboard, bevor Sie die Ware aushändigen.",
  hosted_refused:
    "Dieser Bildschirm kann die Zahlungsseite nicht anzeigen, daher öffnet der Kunde sie auf seinem Handy.",
  hosted_show_qr: "Code fürs Handy zeigen",
  hosted_show_page: "Zahlungsseite hier zeigen",
  hosted_closed: "Der Kunde hat die Zahlungsseite geschlossen.",
  hosted_leave_confirm:
    "Dieser Bildschirm kann die Rechnung nicht stornieren: Der Kunde kann sie auf der Zahlungsseite noch bezahlen, bis ihre Zeit abläuft. Prüfen Sie das Dashboard auf eine später eingehende Zahlung.",
  reported_paid_title: "Die Zahlungsseite meldet diesen Verkauf als bezahlt",
  reported_paid_body:
    "Dies ist eine Nachricht der Zahlungsseite in diesem Browser, keine Bestätigung des Zahlungsdienstes. Bestätigen Sie die Zahlung im Dashboard, bevor Sie die Ware aushändigen.",
  reported_ended_body:
    "Das hat die Zahlungsseite in diesem Browser gemeldet; der Zahlungsdienst hat es nicht bestätigt. Prüfen Sie das Dashboard, falls der Kunde sagt, er habe bezahlt.",
  learnt_from_page: "Von der Zahlungsseite in diesem Browser gemeldet, nicht vom Zahlungsdienst bestätigt",

  result_paid_over: "Bezahlt – mehr als verlangt",
  result_paid_over_hint: "Der Kunde hat mehr gesendet. Erstattungen laufen über das Händler-Dashboard.",
  result_expired_hint: "Keine Zahlung ist rechtzeitig angekommen. Starten Sie einen neuen Verkauf.",
  result_cancelled_hint: "Starten Sie einen neuen Verkauf, wenn der Kunde bereit ist.",
  result_underpaid_hint:
    "Es kam weniger als der Betrag an. Fordern Sie den Rest in einem neuen Verkauf an oder erstatten Sie im Dashboard.",
  result_missing: "Es fehlen etwa {amount}.",
  result_charge_rest: "Rest kassieren ({amount})",
  result_new_sale: "Neuer Verkauf",
  result_receipt: "Beleg",
  result_print: "Beleg drucken",

  receipt_title: "Beleg",
  receipt_amount: "Betrag",
  receipt_other_amount: "Weiterer Betrag",
  receipt_note: "Notiz",
  receipt_tip: "Trinkgeld",
  receipt_token: "Token",
  receipt_network: "Netzwerk",
  receipt_qr_caption: "Scannen, um die Seite dieser Zahlung zu öffnen",
  receipt_time: "Zeit",
  receipt_status: "Status",
  receipt_paper: "Papier",

  history_title: "Verkäufe auf diesem Gerät",
  history_empty: "Keine passenden Verkäufe.",
  history_filter_status: "Status",
  history_filter_day: "Tag",
  history_all: "Alle",
  history_paid: "Bezahlt",
  history_open: "Offen",
  history_problem: "Nicht bezahlt",
  history_refresh: "Status aktualisieren",
  history_export: "CSV exportieren",
  history_reprint: "Beleg",
  history_resume: "Fortsetzen",

  status_pending: "Nicht gesendet",
  status_failed: "Abgelehnt",
  status_awaiting_client: "Wartet auf Kunden",
  status_awaiting_payment: "Wartet auf Zahlung",
  status_confirming: "Wird bestätigt",
  status_paid: "Bezahlt",
  status_paid_over: "Bezahlt (zu viel)",
  status_underpaid_waiting: "Teilweise bezahlt",
  status_underpaid: "Zu wenig bezahlt",
  status_expired: "Abgelaufen",
  status_cancelled: "Abgebrochen",

  problem_merchant_configuration: "Die Einrichtung des Terminals wird vom Zahlungsdienst abgelehnt.",
  problem_invalid_request: "Betrag oder Einstellungen wurden abgelehnt.",
  problem_new_sale: "Starten Sie einen neuen Verkauf, um es erneut zu versuchen.",
  problem_above_cap:
    "Der Betrag liegt über dem Höchstbetrag, den Ihr Konto in einer Zahlung annimmt, egal mit welcher Münze. {detail} Kassieren Sie ihn in zwei kleineren Verkäufen.",
  problem_above_cap_title: "Zu viel für eine Zahlung",
  problem_code: "Code: {code}",
  problem_fix_setting: "Einstellung „{setting}“ korrigieren",
  problem_terminal_not_enabled:
    "Dieses Projekt ist kein Terminal-Projekt. Verwenden Sie die ID eines Projekts mit der Integration „Terminal“.",
  problem_widget_inactive: "Das Widget des Projekts ist ausgeschaltet. Schalten Sie es im Dashboard ein.",
  problem_widget_key:
    "Der öffentliche Schlüssel fehlt, ist fehlerhaft oder unbekannt. Kopieren Sie ihn erneut aus dem Dashboard.",
  problem_origin_not_allowed: "Diese Adresse steht nicht in den erlaubten Origins des Projekts: {origin}",
  problem_project_state_invalid:
    "Das Projekt ist nicht aktiv (gesperrt oder archiviert). Stellen Sie es im Dashboard wieder her.",
  problem_tokens_required: "Das Projekt hat keine aktivierten Token. Aktivieren Sie mindestens eines im Dashboard.",
  problem_project_not_found: "Diese Projekt-ID ist für den Schlüssel unbekannt.",
  problem_amount: "Der Betrag wurde abgelehnt: {detail}",

  nav_report: "Bericht",
  report_title: "Tagesabschluss",
  report_from: "Von",
  report_to: "Bis",
  report_print: "Bericht drucken",
  report_refreshing: "Der aktuelle Stand offener Verkäufe wird abgefragt …",
  report_count: "Verkäufe",
  report_paid: "Bezahlt",
  report_paid_total: "Bezahlte Verkäufe inkl. Trinkgeld",
  report_tips: "Trinkgeld",
  report_received: "Insgesamt erhalten",
  report_net: "Ohne Trinkgeld",
  report_by_method: "Nach Token und Netzwerk",
  report_token_not_reported: "Token nicht gemeldet",
  report_items: "Verkaufte Artikel",
  report_unpaid: "Nicht bezahlt",
  report_quantity: "Menge",
  report_short: "Unterbezahlte Verkäufe",
  report_missing: "Fehlt (etwa)",
  report_open: {
    one: "{count} Verkauf in diesem Zeitraum ist noch offen und nicht mitgezählt.",
    other: "{count} Verkäufe in diesem Zeitraum sind noch offen und nicht mitgezählt.",
  },
  report_other_currency: {
    one: "{count} Verkauf in einer anderen Währung ist nicht enthalten.",
    other: "{count} Verkäufe in einer anderen Währung sind nicht enthalten.",
  },
  report_reported_by_page: {
    one: "{count} Verkauf ({amount}) endete allein laut Meldung der Zahlungsseite und ist in keiner Summe: Bestätigen Sie ihn im Dashboard.",
    other:
      "{count} Verkäufe ({amount}) endeten allein laut Meldung der Zahlungsseite und sind in keiner Summe: Bestätigen Sie sie im Dashboard.",
  },

  pair_share_title: "Weiteres Tablet koppeln",
  pair_share_hint:
    "Scannen Sie diesen Code mit der Kamera des anderen Tablets oder öffnen Sie dort den Link. Er überträgt diese Einstellungen und die Schnellartikel, nie die PIN.",
  pair_link: "Kopplungslink",
  pair_copy: "Link kopieren",
  pair_copied: "Link kopiert.",
  pair_reading: "Kopplungslink wird gelesen …",
  pair_title: "Dieses Tablet per Kopplungslink einrichten",
  pair_intro: "Diese Einstellungen werden auf diesem Tablet gespeichert:",
  pair_tip_presets: "Trinkgeld-Vorgaben in %",
  pair_customer_fee: "Kundengebühr in %",
  pair_quick_items: "Schnellartikel",
  pair_pin_note: "Die PIN wird nicht übertragen: Dieses Tablet behält seine eigene oder keine.",
  pair_apply: "Diese Einstellungen übernehmen",
  pair_cancel: "Abbrechen",
  pair_back: "Zurück zum Terminal",
  pair_refused_title: "Dieser Kopplungslink ist nicht verwendbar",
  pair_truncated:
    "Der Link ist unvollständig: Ein Teil wurde abgeschnitten. Scannen Sie den Code erneut oder kopieren Sie den ganzen Link.",
  pair_damaged:
    "Der Link ist beschädigt: Seine Prüfsumme stimmt nicht. Scannen Sie den Code erneut oder kopieren Sie den ganzen Link.",
  pair_foreign: "Das ist kein Kopplungslink dieses Terminals.",
  pair_version:
    "Der Link stammt von einer neueren Terminal-Version. Aktualisieren Sie dieses Tablet und öffnen Sie ihn dann erneut.",
  pair_invalid: "Der Link enthält Einstellungen, die dieses Terminal ablehnen würde.",
  pair_nothing_changed: "Auf diesem Tablet wurde nichts geändert.",
  pair_host_changed:
    "Dieser Link leitet Zahlungen an {host} statt wie bisher an {current}. Jeder kann einen Kopplungslink erstellen: Verwenden Sie ihn nur, wenn er von Ihrem eigenen Terminal stammt.",
  pair_host_confirm: "Ich vertraue {host} die Zahlungen dieses Geschäfts an",
  pair_account_confirm: "Ich vertraue diesem Link: Die Verkäufe dieses Tablets gehen an Projekt {project}",
  pair_account_changed:
    "Dieser Link stellt das Tablet auf Projekt {project} mit Schlüssel {key} um, statt wie bisher {current}: Seine Verkäufe gingen an dieses Projekt. Jeder kann einen Kopplungslink erstellen: Verwenden Sie ihn nur, wenn er von Ihrem eigenen Terminal stammt.",
  error_insecure_url:
    "Verwenden Sie eine https://-Adresse. Einfaches http:// geht nur für dieses Gerät selbst (localhost).",
  pin_review_reason:
    "Die Verbindungseinstellungen dieses Tablets (API-Adresse, Schlüssel oder Projekt) wurden ohne PIN geändert. Geben Sie die PIN ein, um sie zu prüfen, bevor ein Verkauf sie nutzt.",
  pair_stored_title: "Geänderte Einstellungen dieses Tablets prüfen",
  pair_stored_intro:
    "Diese Einstellungen wurden auf diesem Tablet ohne die Einstellungs-PIN geändert. Kein Verkauf nutzt sie, bis Sie bestätigen:",
  pair_stored_confirm:
    "Ich habe das geändert oder vertraue der Änderung: Die Verkäufe dieses Tablets gehen an Projekt {project}",
  pair_stored_edit: "In den Einstellungen ändern",
  pair_stored_host_changed:
    "Diese Einstellungen senden Zahlungen an {host}; mit der PIN zuletzt bestätigt wurde {current}.",
  pair_stored_account_changed:
    "Diese Einstellungen setzen dieses Tablet auf Projekt {project} mit Schlüssel {key}; mit der PIN zuletzt bestätigt wurde Projekt {current} mit Schlüssel {currentKey}.",
  pin_wait: "Zu oft eine falsche PIN. Versuchen Sie es um {time} wieder.",
  error_item_line: "Zeile {line}: Schreiben Sie einen Namen, dann = und einen Preis über null, etwa Espresso = 2.40.",
  error_item_name: {
    one: "Zeile {line}: Ein Artikelname hat höchstens {count} Zeichen.",
    other: "Zeile {line}: Ein Artikelname hat höchstens {count} Zeichen.",
  },
  error_items_too_many: {
    one: "{count} Schnellartikel: Auf den Verkaufsbildschirm passen höchstens {limit}.",
    other: "{count} Schnellartikel: Auf den Verkaufsbildschirm passen höchstens {limit}.",
  },
  settings_checking: "Schlüssel und Projekt werden beim Zahlungsdienst geprüft …",
  settings_unchecked_offline:
    "Ohne Prüfung gespeichert: Dieses Tablet ist offline. Schlüssel und Projekt werden beim ersten Verkauf erprobt.",
  settings_unchecked_unreachable:
    "Ohne Prüfung gespeichert: Der Zahlungsdienst hat nicht geantwortet. Prüfen Sie die API-Basis-URL.",
  settings_unchecked_unsupported:
    "Gespeichert. Dieser Zahlungsdienst kann Schlüssel und Projekt nicht vorab prüfen: Das zeigt erst der erste Verkauf.",
  settings_unchecked_unavailable:
    "Ohne Prüfung gespeichert: Der Zahlungsdienst ist ausgelastet oder nicht erreichbar. Speichern Sie gleich noch einmal, um zu prüfen.",
  pin_relay_reason:
    "Ein Link will dieses Terminal mit einem Relay verbinden. Geben Sie zuerst die PIN ein, um ihn zu prüfen.",
  relay_paid_title: "Bezahlt – vom Zahlungsdienst bestätigt",
  relay_paid_over_title: "Bezahlt, mehr als verlangt – vom Zahlungsdienst bestätigt",
  relay_hosted_waiting:
    "Das Relay des Geschäfts meldet diesem Bildschirm, sobald der Zahlungsdienst die Zahlung bestätigt.",
  relay_awaiting_confirmation: "Warten auf die Bestätigung des Zahlungsdienstes über das Relay des Geschäfts …",
  relay_unreachable_sale:
    "Das Relay des Geschäfts ist nicht erreichbar, daher kann diese Zahlung hier noch nicht bestätigt werden. Der Verkauf wartet weiter und wird hier bestätigt, sobald das Relay wieder da ist: Prüfen Sie, ob das Relay läuft und das Netzwerk des Geschäfts funktioniert. Um die Ware früher auszuhändigen, bestätigen Sie die Zahlung zuerst im Dashboard.",
  relay_revoked:
    "Das Relay des Geschäfts nimmt dieses Tablet nicht mehr an, daher werden Zahlungen hier nicht bestätigt. Koppeln Sie es mit einem neuen Link des Relays erneut.",
  relay_revoked_sale:
    "Das Relay des Geschäfts nimmt dieses Tablet nicht mehr an, daher werden Zahlungen hier nicht bestätigt. Koppeln Sie es mit einem neuen Link des Relays erneut. Bestätigen Sie bei diesem Verkauf die Zahlung in Ihrem Dashboard, bevor Sie die Ware übergeben.",
  relay_pair_title: "Dieses Tablet mit dem Relay des Geschäfts verbinden",
  relay_pair_intro:
    "Das Relay meldet diesem Tablet, wenn der Zahlungsdienst eine Zahlung bestätigt, und führt den Tag des Geschäfts von allen Tablets zusammen.",
  relay_pair_relay: "Relay-Server",
  relay_pair_address: "Adresse",
  relay_pair_apply: "Mit diesem Relay verbinden",
  relay_pair_retry: "Erneut versuchen",
  relay_pair_checking: "Verbindung zum Relay wird hergestellt …",
  relay_pair_changed:
    "Dieser Link verbindet dieses Tablet mit {host}, nicht wie bisher mit {current}. Jeder kann einen Link erstellen: Verwenden Sie ihn nur, wenn er von Ihrem eigenen Relay stammt.",
  relay_pair_confirm: "Ich vertraue {host}, die Zahlungen dieses Geschäfts zu bestätigen",
  relay_pair_done_title: "Mit dem Relay des Geschäfts verbunden",
  relay_pair_done:
    "Dieses Tablet ist mit {host} als „{name}“ gekoppelt. Die Bestätigungen des Zahlungsdienstes erscheinen jetzt hier.",
  relay_pair_missing:
    "Der Link ist unvollständig: Er nennt kein Relay oder keinen Code. Kopieren Sie den ganzen Link, den das Relay ausgegeben hat.",
  relay_pair_bad_url:
    "Die Relay-Adresse im Link ist keine Webadresse. Kopieren Sie den ganzen Link, den das Relay ausgegeben hat.",
  relay_pair_insecure:
    "Der Link nennt ein Relay mit einer einfachen http://-Adresse. Verwenden Sie seine https://-Adresse: http:// funktioniert nur für dieses Gerät selbst (localhost).",
  relay_pair_bad_code:
    "Der Kopplungscode im Link ist beschädigt. Kopieren Sie den ganzen Link, den das Relay ausgegeben hat.",
  relay_pair_code_refused:
    "Das Relay hat diesen Code abgelehnt: Er wurde schon verwendet oder ist abgelaufen. Erzeugen Sie mit crypto-checkout-relay pair einen neuen Link.",
  relay_pair_unreachable:
    "Das Relay unter {host} hat nicht geantwortet. Prüfen Sie, ob es läuft und dieses Terminal zulässt (--allow-origin {origin}), und versuchen Sie es dann erneut.",
  relay_pair_refused: "Das Relay hat die Kopplung abgelehnt (Code {code}).",
  relay_settings_title: "Relay des Geschäfts",
  relay_settings_none:
    "Kein Relay. Damit die Bestätigungen des Zahlungsdienstes hier erscheinen, öffnen Sie auf diesem Tablet den Link, den crypto-checkout-relay pair ausgibt.",
  relay_settings_paired: "Gekoppelt mit {host} als „{name}“.",
  relay_state_connecting: "Verbindung wird hergestellt …",
  relay_state_live: "Verbunden.",
  relay_state_unreachable:
    "Das Relay ist nicht erreichbar. Verkäufe warten weiter und werden bestätigt, sobald es wieder da ist.",
  relay_unsent: {
    one: "{count} abgeschlossener Verkauf wartet darauf, an das Relay gesendet zu werden.",
    other: "{count} abgeschlossene Verkäufe warten darauf, an das Relay gesendet zu werden.",
  },
  relay_unpair: "Kopplung mit diesem Relay aufheben",
  relay_unpair_confirm:
    "Dieses Relay auf diesem Tablet nicht mehr verwenden? Die Bestätigungen des Zahlungsdienstes erscheinen dann nicht mehr hier.",
  relay_unpair_yes: "Ja, Kopplung aufheben",
  report_shop_show: "Tag des ganzen Geschäfts anzeigen",
  report_shop_loading: "Das Relay wird nach den Verkäufen aller Tablets gefragt …",
  report_shop_unreachable:
    "Das Relay hat nicht geantwortet. Angezeigt werden die Zahlen dieses Tablets; versuchen Sie es gleich noch einmal.",
  report_shop_refused:
    "Das Relay konnte den Tag des Geschäfts nicht liefern. Angezeigt werden die Zahlen dieses Tablets.",
  report_shop_one_day:
    "Die Zahlen des ganzen Geschäfts gelten für einen Tag: Wählen Sie bei Von und Bis denselben Tag.",
  report_shop_title: "Der Tag des ganzen Geschäfts",
  report_this_tablet: "Dieses Tablet",
  report_whole_shop: "Ganzes Geschäft",
} as const satisfies Messages;
