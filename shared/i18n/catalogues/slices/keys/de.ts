import type { SliceTranslation } from '../../source-message.ts'
import type { keys } from './en.ts'

export const keysDe: SliceTranslation<typeof keys> = {
  'keys.about':
    'Mit API-Schlüsseln liest die App beim Dienst. Sie werden im Schlüsselbund Ihres Systems gespeichert; die App zeigt immer nur ihre ersten und letzten Zeichen.',
  'keys.about-failing':
    'Mit API-Schlüsseln liest die App beim Dienst. Sie werden im Schlüsselbund Ihres Systems gespeichert, der gerade nicht funktioniert (siehe unten); die App zeigt immer nur ihre ersten und letzten Zeichen.',
  'keys.saved': 'Gespeicherte Schlüssel',
  'keys.loading': 'Schlüssel werden geladen…',
  'keys.empty': 'Noch keine Schlüssel gespeichert',
  'keys.empty-about':
    'Fügen Sie unten einen Schlüssel hinzu. Sie können einen im Dashboard des Dienstes erstellen, sobald Ihr API-Zugang genehmigt ist.',
  'keys.state.working': 'Funktioniert',
  'keys.state.not-checked': 'Noch nicht geprüft',
  'keys.state.keychain-locked': 'Der Schlüsselbund ist gesperrt: entsperren Sie ihn',
  'keys.state.keychain-silent': 'Der Schlüsselbund hat nicht geantwortet',
  'keys.state.not-in-keychain': 'Nicht im Schlüsselbund gefunden: fügen Sie den Schlüssel erneut hinzu',
  'keys.state.unknown-state': 'Zustand unbekannt',
  'keys.state.invalid': 'Vom Dienst nicht erkannt',
  'keys.state.revoked': 'Widerrufen',
  'keys.state.expired': 'Abgelaufen',
  'keys.state.access-revoked': 'API-Zugang des Kontos nicht genehmigt',
  'keys.state.locked-out': 'Vorübergehend gesperrt (zu viele ungültige Schlüsselversuche)',
  'keys.state.rate-used-up': 'Nicht geprüft: das Anfragelimit ist vorerst aufgebraucht',
  'keys.state.service-silent': 'Dienst antwortet nicht',
  'keys.state.not-api': 'Diese Adresse ist nicht die API',
  'keys.state.worked-silent': 'Funktionierte bei der letzten Antwort; der Dienst antwortet gerade nicht',
  'keys.state.accepted-unchecked': 'Vom Dienst angenommen; noch nicht geprüft',
  'keys.scopes.unknown': 'Unbekannt, bis der Schlüssel geprüft ist',
  'keys.scopes.unseen': 'Unbekannt: die letzte Prüfung konnte sie nicht sehen',
  'keys.scopes.none': 'Keine',
  'keys.rate.left': '{remaining, number} von {limit, number} Anfragen übrig bei der Prüfung',
  'keys.rate.sent-nothing': 'Unbekannt: diese Prüfung hat nichts gesendet',
  'keys.rate.no-answer': 'Unbekannt: es kam keine Antwort',
  'keys.until': 'Bis {when}.',
  'keys.refusal.keychain':
    'Nichts wird gesendet: der verwendete Schlüssel konnte nicht aus dem Schlüsselbund gelesen werden ({state})',
  'keys.refusal.service':
    'Nichts wird gesendet: der Dienst hat den verwendeten Schlüssel abgelehnt ({state})',
  'keys.row': 'Schlüssel {label}',
  'keys.row.active': 'Aktiv',
  'keys.row.session-only': 'Nur für diese Sitzung: wird beim Beenden vergessen',
  'keys.row.state': 'Zustand',
  'keys.row.scopes': 'Berechtigungen',
  'keys.row.service': 'Dienst',
  'keys.row.added': 'Hinzugefügt',
  'keys.row.expires': 'Läuft ab',
  'keys.row.save-later':
    'Im Schlüsselbund speichern, sobald der Schlüsselbund funktioniert (Schlüsselbund › Erneut prüfen).',
  'keys.row.saving': 'Wird gespeichert…',
  'keys.row.save-in-keychain': 'Im Schlüsselbund speichern',
  'keys.row.make-active': 'Aktiv setzen',
  'keys.row.checking': 'Wird geprüft…',
  'keys.row.check-now': 'Jetzt prüfen',
  'keys.row.edit': 'Bearbeiten…',
  'keys.row.rotate': 'Ersetzen…',
  'keys.row.remove': 'Entfernen',
  'keys.row.last-check': 'Letzte Prüfung, {when}: {summary}',
  'keys.row.remove-title': '„{label}“ entfernen?',
  'keys.row.remove-key': 'Schlüssel entfernen',
  'keys.row.remove-body':
    'Der Schlüssel {hint} wird aus dem Schlüsselbund dieses Computers gelöscht. Beim Dienst funktioniert er weiter, bis Sie ihn im Dashboard widerrufen.',
  'keys.form.title': 'Schlüssel hinzufügen',
  'keys.form.key': 'API-Schlüssel',
  'keys.form.show': 'Anzeigen',
  'keys.form.hide': 'Verbergen',
  'keys.form.paste': 'Einfügen',
  'keys.form.paste-failed':
    'Die Zwischenablage konnte nicht gelesen werden. Fügen Sie mit Strg+V (⌘V auf einem Mac) in das Feld ein.',
  'keys.form.key-hint':
    'Der Schlüssel wird im Schlüsselbund Ihres Systems aufbewahrt, nie in den Dateien der App.',
  'keys.form.url': 'Dienst-URL',
  'keys.form.url-hint-demo':
    'Die App nutzt ihren eingebauten Demo-Dienst. Um einen echten Dienst zu nutzen, geben Sie seine Adresse ein, endend auf {path}.',
  'keys.form.url-hint': 'Die Adresse des Dienstes, zu dem der Schlüssel gehört, endend auf {path}.',
  'keys.form.label': 'Bezeichnung',
  'keys.form.label-example': 'z. B. Arbeitslaptop',
  'keys.form.checking': 'Wird geprüft…',
  'keys.form.check-and-save': 'Prüfen und speichern',
  'keys.form.not-saved-offer':
    'Der Schlüssel wurde nicht gespeichert. Sie können ihn trotzdem jetzt verwenden: er bleibt im Speicher von Bridge Explorer und wird beim Beenden vergessen.',
  'keys.form.use-for-session': 'Für diese Sitzung verwenden',
  'keys.form.session-kept': 'Nur für diese Sitzung aufbewahrt: er wird beim Beenden vergessen.',
  'keys.form.not-used': 'Der Schlüssel konnte nicht verwendet werden.',
  'keys.form.not-saved': 'Der Schlüssel konnte nicht gespeichert werden.',
  'keys.finding.not-saved': 'Nicht gespeichert: {state}.',
  'keys.finding.unchecked':
    'Über den Schlüssel selbst wurde nichts erfahren. Prüfen Sie später erneut, oder speichern Sie ihn ohne Ergebnis: er behält den Befund dieser Prüfung und wird nicht verwendet.',
  'keys.finding.checked':
    'Korrigieren Sie den Schlüssel oder die Adresse und drücken Sie erneut „Prüfen und speichern“, oder speichern Sie ihn so, wie er ist: er wird dann als nicht funktionierend markiert und nicht verwendet.',
  'keys.finding.save-unchecked': 'Ohne Prüfung speichern',
  'keys.finding.save-anyway': 'Trotzdem speichern',
  'keys.saved.unchecked': '„{label}“ gespeichert. Mit „Jetzt prüfen“ sehen Sie, was er kann.',
  'keys.saved.works': '„{label}“ gespeichert. {summary}',
  'keys.saved.not-working':
    '„{label}“ gespeichert, als nicht funktionierend markiert: {state}. Er wird nicht verwendet; „Jetzt prüfen“ zeigt, wann er funktioniert.',
  'keys.edit.name': '„{label}“ bearbeiten',
  'keys.edit.url-hint':
    'Eine geänderte Adresse macht den Schlüssel „noch nicht geprüft“, bis er erneut geprüft wird.',
  'keys.edit.expires': 'Läuft ab am (optional)',
  'keys.edit.expires-hint':
    'Der Dienst sagt nicht, wann ein Schlüssel abläuft: mit dem Datum aus dem Dashboard warnt die App 14 Tage vorher.',
  'keys.edit.save': 'Änderungen speichern',
  'keys.cancel': 'Abbrechen',
  'keys.rotate.name': '„{label}“ ersetzen',
  'keys.rotate.new-key': 'Neuer Schlüssel als Ersatz für „{label}“',
  'keys.rotate.hint-active':
    'Er wird zuerst beim Dienst geprüft; „{label}“ bleibt in Verwendung, solange der neue Schlüssel nicht funktioniert.',
  'keys.rotate.hint':
    'Er wird zuerst beim Dienst geprüft; „{label}“ bleibt erhalten, solange der neue Schlüssel nicht funktioniert.',
  'keys.rotate.checking': 'Der neue Schlüssel wird geprüft…',
  'keys.rotate.switch': 'Prüfen und wechseln',
  'keys.rotate.done':
    'Der neue Schlüssel {hint} funktioniert und wird jetzt als „{label}“ verwendet. Widerrufen Sie den alten Schlüssel im Dashboard des Dienstes.',
  'keys.guide.title': 'Einen Schlüssel ersetzen',
  'keys.guide.create':
    'Erstellen Sie einen neuen Schlüssel im Dashboard des Dienstes (er wird nur einmal angezeigt: kopieren Sie ihn dann).',
  'keys.guide.rotate':
    'Drücken Sie „Ersetzen…“ beim Schlüssel, den Sie ersetzen, und fügen Sie den neuen Schlüssel ein. Er wird zuerst beim Dienst geprüft; der alte Schlüssel bleibt in Verwendung, solange der neue nicht funktioniert, und wird dann aus dieser App entfernt.',
  'keys.guide.revoke':
    'Widerrufen Sie den alten Schlüssel im Dashboard, damit niemand sonst ihn verwenden kann.',
  'keys.guide.limits':
    'Ein Konto kann höchstens {n, number} aktive Schlüssel gleichzeitig haben, und mehr Schlüssel erhöhen das Anfragelimit nicht. Für ein höheres Limit wenden Sie sich an den Betreiber des Dienstes.',
  'keys.in-use.none': 'Kein Schlüssel in Verwendung: fügen Sie einen hinzu',
  'keys.in-use.name': 'Verwendeter Schlüssel: {label} auf {host}, {state}. Schlüssel öffnen.',
  'keys.in-use.name-session':
    'Verwendeter Schlüssel: {label} auf {host}, {state}, nur für diese Sitzung: wird beim Beenden vergessen. Schlüssel öffnen.',
  'keys.in-use.memory-only': 'Nur im Speicher: wird beim Beenden vergessen',
  'keys.in-use.session-only': 'Nur Sitzung',
  'keys.check.owner': 'Inhaber',
  'keys.check.rate-limit': 'Anfragelimit',
  'keys.check.checked': 'Geprüft',
  'keys.check.scopes': 'Berechtigungen (Scopes)',
  'keys.check.has': '{mark} {scope}: kann {what}',
  'keys.check.missing': '{mark} {scope}: kann nicht {what}',
  'keys.check.unknown': '{mark} {scope}: konnte diesmal nicht getestet werden',
  'keys.check.has-mark': 'Hat',
  'keys.check.missing-mark': 'Fehlt',
  'keys.check.unknown-mark': 'Unbekannt',
  'keys.check.unlocks': '({screens})',
  'keys.scope.public': 'öffentliche Daten lesen: Brücken, Profile und Statistiken',
  'keys.scope.me': 'das eigene Profil des Schlüsselinhabers lesen',
  'keys.check.unused': '{mark} {scope}: von dieser App nicht genutzt',
  'keys.check.notices': 'Mitteilungen des Dienstes',
  'keys.check.deprecated': '{endpoint} ist veraltet',
  'keys.check.deprecated-since': '{endpoint} ist veraltet seit {date}',
  'keys.check.sunset': '{notice}; funktioniert nicht mehr ab {date}',
  'keys.check.developers': 'Details für Entwickler: {endpoint} {what} ({code})',
  'keys.check.not-asked': 'wurde nicht gefragt',
  'keys.check.answered': 'antwortete {status}',
  'keys.check.answered-nothing': 'antwortete nicht',
  'keys.orphans.title':
    '{n, plural, one {# Schlüssel ist im Schlüsselbund, aber nicht in Ihrer Liste} other {# Schlüssel sind im Schlüsselbund, aber nicht in Ihrer Liste}}',
  'keys.orphans.about':
    'Hinterlassen von einer beschädigten Schlüsselliste oder einem unterbrochenen Entfernen, oder mit einem anderen Benutzerdatenordner gespeichert. Übernehmen Sie einen, um ihn hier zu verwenden, oder entfernen Sie ihn aus dem Schlüsselbund.',
  'keys.orphans.recovered': 'Wiederhergestellter Schlüssel {hint}',
  'keys.orphans.adopt-name': '{hint} übernehmen',
  'keys.orphans.adopt-key': 'Schlüssel übernehmen',
  'keys.orphans.adopt': 'Übernehmen…',
  'keys.orphans.remove': 'Entfernen…',
  'keys.orphans.remove-title': '{hint} aus dem Schlüsselbund entfernen?',
  'keys.orphans.remove-confirm': 'Aus dem Schlüsselbund entfernen',
  'keys.orphans.remove-body':
    'Der Schlüssel wird aus dem Schlüsselbund des Systems gelöscht. Der Dienst kennt ihn weiterhin: widerrufen Sie ihn dort, falls nötig.',
  'keys.doctor.title': 'Schlüsselbund',
  'keys.doctor.ok': 'Funktioniert',
  'keys.doctor.locked': 'Gesperrt',
  'keys.doctor.unavailable': 'Nicht verfügbar',
  'keys.doctor.checking': 'Wird geprüft…',
  'keys.doctor.check-again': 'Erneut prüfen',
  'keys.doctor.looking': 'Der Schlüsselbund wird untersucht…',
  'keys.doctor.what-checked': 'Was geprüft wurde',
  'keys.doctor.checked': 'Geprüft {when}.',
  'keys.doctor.copied': 'Kopiert',
  'keys.doctor.not-copied': 'Kopieren fehlgeschlagen; markieren Sie ihn',
  'keys.doctor.copy': 'Kopieren',
  'keys.doctor.fix': 'So beheben Sie es',
  'keys.missing.title':
    '{n, plural, one {# gespeicherter Schlüssel hat kein Geheimnis im Schlüsselbund} other {# gespeicherte Schlüssel haben kein Geheimnis im Schlüsselbund}}',
  'keys.missing.about':
    'Die Schlüsselliste kennt sie, aber der Eintrag im Schlüsselbund wurde außerhalb von Bridge Explorer gelöscht oder ging mit einem Schlüsselring verloren. Geben Sie denselben Schlüssel erneut ein, um einen zu reparieren, oder entfernen Sie ihn aus der Liste.',
  'keys.missing.row': 'Schlüssel {label} ohne sein Geheimnis',
  'keys.missing.re-enter-name': '{label} erneut eingeben',
  'keys.missing.key-ending': 'Der Schlüssel, der auf …{last4} endet',
  'keys.missing.put-back': 'Wieder in den Schlüsselbund legen',
  'keys.missing.re-enter': 'Schlüssel erneut eingeben…',
  'keys.missing.remove': 'Entfernen…',
  'keys.missing.remove-title': '„{label}“ aus der Schlüsselliste entfernen?',
  'keys.missing.remove-confirm': 'Aus der Liste entfernen',
  'keys.missing.remove-body':
    'Sein Geheimnis ist bereits aus dem Schlüsselbund verschwunden. Der Dienst kennt den Schlüssel weiterhin: widerrufen Sie ihn dort, falls nötig.',
  'keys.session.title': 'Einen Schlüssel nur für diese Sitzung verwenden',
  'keys.session.about':
    'Der Schlüssel bleibt im Speicher von Bridge Explorer und wird beim Beenden vergessen: nichts wird auf die Festplatte geschrieben. Beim nächsten Mal geben Sie ihn erneut ein, es sei denn, der Schlüsselbund funktioniert bis dahin.',
  'keys.session.label': 'Bezeichnung (optional)',
  'keys.session.added': '„{label}“ wird für diese Sitzung verwendet. Er wird beim Beenden vergessen.',
  'keys.summary.no-answer': 'keine Antwort',
  'keys.summary.keychain-locked':
    'Der Schlüssel konnte nicht gelesen werden: der Schlüsselbund des Systems ist gesperrt, daher wurde nichts gesendet. Entsperren Sie den Schlüsselbund und prüfen Sie dann erneut.',
  'keys.summary.keychain-silent':
    'Der Schlüssel konnte nicht gelesen werden: der Schlüsselbund des Systems hat nicht geantwortet, daher wurde nichts gesendet. Der Bereich „Schlüsselbund“ unter Schlüssel sagt, warum; prüfen Sie erneut, sobald er antwortet.',
  'keys.summary.not-in-keychain':
    'Der Schlüsselbund des Systems hat geantwortet, dass er diesen Schlüssel nicht enthält, daher wurde nichts gesendet. Fügen Sie den Schlüssel unter Schlüssel erneut hinzu.',
  'keys.summary.no-key':
    'Kein Schlüssel wurde gesendet: fügen Sie in der Schlüsselverwaltung einen Schlüssel für diesen Dienst hinzu.',
  'keys.summary.invalid':
    'Der Dienst kennt diesen Schlüssel nicht. Prüfen Sie, ob er vollständig kopiert wurde, oder erstellen Sie im Dashboard einen neuen Schlüssel.',
  'keys.summary.revoked':
    'Dieser Schlüssel wurde widerrufen. Erstellen Sie im Dashboard einen neuen Schlüssel und ersetzen Sie diesen.',
  'keys.summary.expired':
    'Dieser Schlüssel ist abgelaufen. Erstellen Sie im Dashboard einen neuen Schlüssel und ersetzen Sie diesen.',
  'keys.summary.access-revoked':
    'Der API-Zugang für das Konto dieses Schlüssels ist nicht genehmigt. Beantragen Sie den Zugang im Dashboard des Kontos; der Schlüssel funktioniert wieder, sobald er genehmigt ist.',
  'keys.summary.locked-out':
    'Von diesem Computer kamen zu viele ungültige Schlüsselversuche, daher lehnt der Dienst jede Anfrage ab{until, select, yes { bis zur unten genannten Zeit} other {}}. Warten Sie und prüfen Sie dann erneut.',
  'keys.summary.rate-unsent':
    'Der Schlüssel wurde nicht geprüft: seine Anfragen für dieses Zeitfenster sind aufgebraucht, und die App hat nicht auf das nächste Zeitfenster gewartet, daher wurde nichts gesendet. Prüfen Sie {at, select, yes {nach der unten genannten Zeit} other {später}} erneut.',
  'keys.summary.rate-used':
    'Der Schlüssel konnte nicht geprüft werden, weil sein Anfragelimit aufgebraucht ist. Prüfen Sie {at, select, yes {nach der unten genannten Zeit} other {später}} erneut.',
  'keys.summary.certificate':
    'Der Schlüssel konnte nicht geprüft werden: dieser Computer vertraut dem Zertifikat des Dienstes nicht, oder es gilt nicht für diese Adresse; ein Firmen-Proxy braucht eventuell sein installiertes Zertifikat. Der Schlüssel wurde nicht gesendet.',
  'keys.summary.proxy':
    'Der Schlüssel konnte nicht geprüft werden: der Proxy auf dem Weg {how, select, proxy_auth_required {verlangt eine Anmeldung} proxy_auth_refused {hat Ihre Anmeldung nicht angenommen (das Passwort ist vielleicht falsch)} other {hat die Anfrage nicht weitergegeben}}. Prüfen Sie die Proxy-Einstellung und versuchen Sie es erneut.',
  'keys.summary.unreachable':
    'Der Schlüssel konnte nicht geprüft werden ({code}). Prüfen Sie das Netzwerk und die Adresse des Dienstes und versuchen Sie es erneut.',
  'keys.summary.not-api':
    'Diese Adresse antwortet, aber nicht so wie die Bridge-API, daher konnte der Schlüssel nicht geprüft werden. API-Adressen enden auf {path}: prüfen Sie die Dienst-URL.',
  'keys.summary.works-owner': 'Dieser Schlüssel funktioniert und gehört {owner}.',
  'keys.summary.works': 'Dieser Schlüssel funktioniert.',
  'keys.summary.unlocks': 'Er schaltet {screens} frei.',
  'keys.summary.no-known-scope':
    'Er hat keine Berechtigung, die diese App kennt, daher funktioniert noch keine Ansicht mit ihm.',
  'keys.summary.lacks':
    'Ihm fehlt {scopes}, daher {n, plural, one {ist} other {sind}} {screens} mit ihm nicht verfügbar.',
  'keys.summary.unknown':
    'Ob er {scopes} hat, konnte nicht geprüft werden ({code}); versuchen Sie es später erneut.',
  'keys.screen.bridges': 'Brücken',
  'keys.screen.bridge-detail': 'Brückendetails',
  'keys.screen.profiles': 'Profile',
  'keys.screen.stats': 'Statistiken',
  'keys.screen.my-profile': 'Mein Profil',
  'keys.screen.owner-in-keys': 'der Inhaber des Schlüssels unter Schlüssel',
  'keys.notice.account-limit':
    'Der Schlüssel wurde gespeichert. Sie haben jetzt {live, plural, one {# Schlüssel} other {# Schlüssel}} für diesen Dienst, aber der Dienst erlaubt nur {limit, plural, one {# aktiven Schlüssel} other {# aktive Schlüssel}} pro Konto. Gehören diese Schlüssel zum selben Konto, funktionieren einige nicht: Widerrufen Sie einen alten Schlüssel im Dashboard und entfernen Sie ihn dann hier.',
  'keys.notice.old-key-kept':
    'Der neue Schlüssel ist jetzt in Verwendung, aber der alte Schlüssel „{label}“ konnte nicht entfernt werden. Entfernen Sie ihn später aus der Schlüsselliste.',
  'keys.notice.old-key-kept-why':
    'Der neue Schlüssel ist jetzt in Verwendung, aber der alte Schlüssel „{label}“ konnte nicht entfernt werden. {why} Entfernen Sie ihn später aus der Schlüsselliste.',
  'keys.notice.session-forgotten':
    'Der Schlüssel „{label}“ für {url} wurde nur für diese Sitzung aufbewahrt (kein Schlüsselbund konnte ihn speichern) und ging daher beim Beenden von Bridge Explorer verloren. Fügen Sie ihn erneut hinzu, um ihn zu verwenden.',
  'keys.notice.orphans':
    '{n, plural, one {Ein Schlüssel ist} other {# Schlüssel sind}} im Schlüsselbund des Systems ohne Eintrag in der Schlüsselliste ({hints}), hinterlassen von einer beschädigten Schlüsselliste oder einem unterbrochenen Entfernen, oder von Bridge Explorer mit einem anderen Benutzerdatenordner gespeichert. Fügen Sie einen solchen Schlüssel erneut hinzu, um ihn hier zu verwenden: Der Eintrag im Schlüsselbund wird übernommen, nicht ein zweites Mal gespeichert.',
  'keys.doctor.where':
    '{backend, select, macos_keychain {der macOS-Schlüsselbund} windows_credential_manager {die Windows-Anmeldeinformationsverwaltung} secret_service {{named, select, yes {der Secret Service ({provider})} other {der Secret Service}}} other {kein Schlüsselbund}}',
  'keys.doctor.where-start':
    '{backend, select, macos_keychain {Der macOS-Schlüsselbund} windows_credential_manager {Die Windows-Anmeldeinformationsverwaltung} secret_service {{named, select, yes {Der Secret Service ({provider})} other {Der Secret Service}}} other {Kein Schlüsselbund}}',
  'keys.doctor.works': 'Schlüssel werden hier gespeichert: {where}. Er ist entsperrt und antwortet.',
  'keys.doctor.no-default-keyring':
    'Schlüssel können nicht gespeichert werden. {where} antwortet, hat aber keinen Standard-Schlüsselring, in dem sie gespeichert werden könnten.',
  'keys.doctor.cannot-store':
    'Schlüssel können nicht gespeichert werden. {why, select, no_session_bus {Es gibt keine D-Bus-Sitzung (DBUS_SESSION_BUS_ADDRESS ist nicht gesetzt oder zeigt ins Leere), daher ist kein Schlüsselbund erreichbar.} no_secret_service {Die D-Bus-Sitzung hat keinen Secret Service: gnome-keyring (oder ein anderer Anbieter) läuft nicht.} kwallet {KWallet läuft, bietet aber nicht die Secret-Service-Schnittstelle, die die App verwendet.} locked {{where} ist gesperrt.} timeout {{where} hat nicht rechtzeitig geantwortet: Vielleicht wartet eine Entsperrabfrage.} wsl {Dies ist WSL, das keinen eigenen Schlüsselbund hat, solange keiner installiert und gestartet ist.} headless {Dies ist eine Sitzung ohne Desktop (kein DISPLAY, keine D-Bus-Sitzung), daher läuft kein Schlüsselbund.} sandboxed {Die App läuft in einer Sandbox, die nicht mit dem Secret Service sprechen darf.} module_missing {Die Schlüsselbund-Bibliothek (libsecret) konnte nicht geladen werden.} other {{where} hat die Anfrage abgelehnt.}}',
  'keys.warning.prefix':
    'Schlüssel für diesen Dienst beginnen mit „{prefix}“. Dieser nicht, er gehört also vielleicht zu einem anderen Dienst oder ist unvollständig. Er wird trotzdem gespeichert.',
  'keys.warning.length':
    'Schlüssel für diesen Dienst sind {length, plural, one {# Zeichen} other {# Zeichen}} lang; dieser hat {actual, number}. Vielleicht fehlt ein Teil oder es ist einer zu viel. Er wird trotzdem gespeichert.',
  'keys.warning.characters':
    'Schlüssel für diesen Dienst enthalten nach dem Präfix nur Buchstaben und Ziffern; dieser hat andere Zeichen. Er wird trotzdem gespeichert.',
}
