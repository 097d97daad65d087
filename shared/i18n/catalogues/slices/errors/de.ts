import type { SliceTranslation } from '../../source-message.ts'
import type { errors } from './en.ts'

export const errorsDe: SliceTranslation<typeof errors> = {
  'errors.step.keys': 'Öffnen Sie „Schlüssel“, um den Schlüssel zu prüfen oder einen anderen hinzuzufügen.',
  'errors.step.add-key': 'Öffnen Sie „Schlüssel“ und fügen Sie einen API-Schlüssel hinzu.',
  'errors.step.new-key':
    'Erstellen Sie im Dashboard einen neuen Schlüssel und fügen Sie ihn dann unter „Schlüssel“ hinzu.',
  'errors.code.missing-api-key.title': 'Es wurde kein API-Schlüssel gesendet',
  'errors.code.missing-api-key.why':
    'Der Dienst braucht bei jeder Anfrage einen API-Schlüssel, und es wurde keiner gesendet.',
  'errors.code.invalid-api-key.title': 'Der Dienst kennt diesen Schlüssel nicht',
  'errors.code.invalid-api-key.why':
    'Der Schlüssel wurde gesendet, aber der Dienst hat keinen solchen Schlüssel. Vielleicht ist er falsch eingegeben oder gehört zu einem anderen Dienst.',
  'errors.code.key-revoked.title': 'Dieser Schlüssel wurde widerrufen',
  'errors.code.key-revoked.why':
    'Der Schlüssel wurde im Dashboard abgeschaltet und kann nicht mehr verwendet werden.',
  'errors.code.key-expired.title': 'Dieser Schlüssel ist abgelaufen',
  'errors.code.key-expired.why':
    'Das Ablaufdatum des Schlüssels ist überschritten, daher nimmt der Dienst ihn nicht mehr an.',
  'errors.code.insufficient-scope.title': 'Dieser Schlüssel darf das nicht sehen',
  'errors.code.insufficient-scope.why':
    'Der Schlüssel funktioniert, hat aber nicht die Berechtigung (Scope), die diese Ansicht braucht.',
  'errors.code.insufficient-scope.next':
    'Verwenden Sie einen Schlüssel mit dem fehlenden Scope oder beantragen Sie einen im Dashboard.',
  'errors.code.api-access-revoked.title': 'Der API-Zugang dieses Kontos ist nicht freigegeben',
  'errors.code.api-access-revoked.why':
    'Der Schlüssel gehört zu einem Konto, dessen API-Zugang nicht freigegeben (oder entzogen) ist.',
  'errors.code.api-access-revoked.next':
    'Beantragen Sie den API-Zugang im Dashboard des Kontos; nach der Freigabe funktioniert der Schlüssel wieder.',
  'errors.code.api-access-required.title': 'Der API-Zugang muss zuerst freigegeben werden',
  'errors.code.api-access-required.why':
    'Schlüssel lassen sich erst erstellen, wenn der API-Zugang des Kontos freigegeben ist.',
  'errors.code.api-access-required.next':
    'Beantragen Sie den API-Zugang im Dashboard des Kontos und warten Sie auf die Freigabe.',
  'errors.code.rate-limited.title': 'Zu viele Anfragen für den Moment',
  'errors.code.rate-limited.why':
    'Dieser Schlüssel hat alle Anfragen verbraucht, die der Dienst im aktuellen Zeitfenster erlaubt. Die App hat bereits gewartet und es erneut versucht, ohne Erfolg.',
  'errors.code.rate-limited.next':
    'Versuchen Sie es nach Ablauf des Zeitfensters erneut; die Ansicht „Anfragelimit“ zeigt, wann.',
  'errors.code.too-many-invalid-attempts.title': 'Pause nach zu vielen falschen Schlüsseln',
  'errors.code.too-many-invalid-attempts.why':
    'Von diesem Computer wurden zu viele unbekannte, widerrufene oder abgelaufene Schlüssel versucht, daher antwortet der Dienst ihm eine Weile nicht.',
  'errors.code.too-many-invalid-attempts.next':
    'Warten Sie das Ende der Pause ab und korrigieren oder entfernen Sie den falschen Schlüssel unter „Schlüssel“, bevor Sie es erneut versuchen.',
  'errors.code.not-found.title': 'Nicht gefunden',
  'errors.code.not-found.why':
    'Der Dienst hat unter dieser Adresse nichts. Vielleicht gab es sie nie, oder sie ist nicht mehr veröffentlicht.',
  'errors.code.not-found.next': 'Prüfen Sie die Schreibweise oder suchen Sie stattdessen danach.',
  'errors.code.validation-failed.title': 'Der Dienst hat einen Wert abgelehnt',
  'errors.code.validation-failed.why': 'Einer der mit der Anfrage gesendeten Werte wurde nicht angenommen.',
  'errors.code.validation-failed.next': 'Ändern Sie die Suche oder den Filter und versuchen Sie es erneut.',
  'errors.code.service-unavailable.title': 'Der Dienst ist kurz nicht erreichbar',
  'errors.code.service-unavailable.why':
    'Der Dienst meldet, dass er vorübergehend nicht verfügbar ist. Die App hat es bereits einige Male erneut versucht.',
  'errors.code.service-unavailable.next': 'Versuchen Sie es in einer Minute erneut.',
  'errors.code.internal-error.title': 'Der Dienst hatte ein Problem',
  'errors.code.internal-error.why':
    'Im Dienst ist etwas schiefgegangen. Es liegt nicht an etwas, das Sie getan haben.',
  'errors.code.internal-error.next':
    'Versuchen Sie es erneut; wenn es wieder passiert, muss der Betreiber des Dienstes davon erfahren.',
  'errors.core.no-key.title': 'Noch kein API-Schlüssel',
  'errors.core.no-key.why': 'Die App hat für diesen Dienst keinen API-Schlüssel.',
  'errors.core.keychain-unavailable.title': 'Der Schlüsselbund des Systems hat nicht geantwortet',
  'errors.core.keychain-unavailable.why':
    'Schlüssel werden nur im Schlüsselbund Ihres Systems aufbewahrt, und er hat nicht geantwortet: Vielleicht läuft er nicht.',
  'errors.core.keychain-unavailable.next':
    'Der Bereich „Schlüsselbund“ unter „Schlüssel“ nennt die genaue Abhilfe und kann einen Schlüssel bis dahin für diese Sitzung aufbewahren.',
  'errors.core.keychain-locked.title': 'Der Schlüsselbund des Systems ist gesperrt',
  'errors.core.keychain-locked.why':
    'Schlüssel werden nur im Schlüsselbund Ihres Systems aufbewahrt, und er ist gesperrt, daher kann die App darin weder einen Schlüssel lesen noch speichern.',
  'errors.core.keychain-locked.next':
    'Entsperren Sie den Schlüsselbund (meist mit dem Passwort Ihres Computers) und versuchen Sie es dann erneut.',
  'errors.core.invalid-payload.title': 'Die App hat ihre eigene Anfrage abgelehnt',
  'errors.core.invalid-payload.why':
    'Ein Wert lag außerhalb dessen, was die App annimmt (zum Beispiel viel zu lang).',
  'errors.core.invalid-payload.next': 'Kürzen oder ändern Sie Ihre Eingabe und versuchen Sie es erneut.',
  'errors.core.untrusted-sender.title': 'Anfrage blockiert',
  'errors.core.untrusted-sender.why':
    'Die Anfrage kam nicht aus dem eigenen Fenster der App und wurde daher abgelehnt.',
  'errors.core.untrusted-sender.next': 'Starten Sie die App neu.',
  'errors.core.preview-unreachable.title': 'Der Hintergrundprozess der App antwortet nicht',
  'errors.core.preview-unreachable.why':
    'Dieses Fenster konnte den Teil der App nicht erreichen, der mit dem Dienst spricht.',
  'errors.core.preview-unreachable.next': 'Prüfen Sie, ob die App noch läuft, und laden Sie dann neu.',
  'errors.core.forbidden-token.title': 'Dieses Fenster hat die Verbindung zur App verloren',
  'errors.core.forbidden-token.why':
    'Die Browser-Vorschau antwortet nur dem Tab, der mit der von ihr ausgegebenen Adresse (mit ihrem geheimen Teil nach „#“) geöffnet wurde, und nur, solange diese Vorschau läuft.',
  'errors.core.forbidden-token.next':
    'Öffnen Sie die vollständige Adresse, die die Vorschau bei ihrem letzten Start ausgegeben hat: Ein neuer Tab oder eine neu gestartete Vorschau braucht sie.',
  'errors.core.secret-missing.title': 'Der Schlüssel ist nicht im Schlüsselbund des Systems',
  'errors.core.secret-missing.why':
    'Die App kennt diesen Schlüssel, aber der Schlüsselbund meldet, dass er ihn nicht enthält: Vielleicht wurde er außerhalb von Bridge Explorer gelöscht.',
  'errors.core.secret-missing.next':
    'Fügen Sie den Schlüssel unter „Schlüssel“ erneut hinzu (entfernen Sie den alten Eintrag oder legen Sie den Schlüssel wieder hinein).',
  'errors.core.invalid-input.title': 'Dieser Schlüssel kann so nicht gespeichert werden',
  'errors.core.invalid-input.why': 'Der Schlüssel sieht nicht wie ein API-Schlüssel aus.',
  'errors.core.invalid-input.next':
    'Kopieren Sie den Schlüssel erneut aus dem Dashboard des Dienstes und fügen Sie ihn hier in einem Stück ein.',
  'errors.core.duplicate-key.title': 'Dieser Schlüssel ist bereits gespeichert',
  'errors.core.duplicate-key.why': 'Derselbe Schlüssel steht für diesen Dienst bereits in der Liste.',
  'errors.core.duplicate-key.next': 'Verwenden Sie den gespeicherten oder entfernen Sie ihn zuerst.',
  'errors.core.bulk-other-service.title': 'Diese Liste gehört zu einem anderen Dienst',
  'errors.core.bulk-other-service.why':
    'Die Liste wurde bei einem anderen Dienst nachgeschlagen als dem, den der verwendete Schlüssel erreicht, und Antworten zweier Dienste dürfen sich in einer Liste nicht mischen.',
  'errors.core.bulk-other-service.next':
    'Machen Sie unter „Schlüssel“ einen Schlüssel des Dienstes der Liste zum verwendeten und setzen Sie dann fort – oder lesen Sie die Liste neu ein, um sie hier nachzuschlagen.',
  'errors.core.export-running.title': 'Dieser Export läuft bereits',
  'errors.core.export-running.why':
    'Ein Export mit denselben Filtern und demselben Format ist noch nicht fertig.',
  'errors.core.export-running.next': 'Warten Sie, bis er fertig ist, oder brechen Sie ihn zuerst ab.',
  'errors.core.certificate-untrusted.title': 'Dem Zertifikat des Dienstes wird nicht vertraut',
  'errors.core.certificate-untrusted.why':
    'Dieser Computer vertraut dem Zertifikat des Dienstes nicht; vielleicht muss das Zertifikat eines Firmen-Proxys installiert werden. Die App hat nichts gesendet und nimmt nie ein Zertifikat an, dem sie nicht vertraut.',
  'errors.core.certificate-untrusted.next':
    'Bitten Sie Ihre IT-Abteilung um das Stammzertifikat der Firma, installieren Sie es auf diesem Computer und versuchen Sie es dann erneut.',
  'errors.core.certificate-invalid.title': 'Das Zertifikat des Dienstes ist ungültig',
  'errors.core.certificate-invalid.why':
    'Das Zertifikat des Dienstes ist abgelaufen, noch nicht gültig oder für eine andere Adresse ausgestellt, daher wurde nichts gesendet.',
  'errors.core.certificate-invalid.next':
    'Prüfen Sie die Adresse des Dienstes unter „Schlüssel“ sowie Datum und Uhrzeit dieses Computers; stimmt beides, muss der Betreiber des Dienstes das Zertifikat erneuern.',
  'errors.core.proxy-refused.title': 'Der Proxy hat die Anfrage nicht weitergegeben',
  'errors.core.proxy-refused.why':
    'Dieser Computer sendet seine Anfragen über einen Proxy, und der Proxy war nicht erreichbar oder hat die Verbindung zum Dienst verweigert.',
  'errors.core.proxy-refused.next':
    'Prüfen Sie die Proxy-Einstellung (oder fragen Sie Ihre IT-Abteilung, ob dieser Dienst erlaubt ist) und versuchen Sie es dann erneut.',
  'errors.core.proxy-auth-required.title': 'Der Proxy verlangt eine Anmeldung',
  'errors.core.proxy-auth-required.why':
    'Der Proxy auf dem Weg zum Dienst fragt, wer Sie sind, bevor er Anfragen weitergibt.',
  'errors.core.proxy-auth-required.next':
    'Melden Sie sich an, wenn die App danach fragt (nach „Nicht jetzt“ fragt Einstellungen → Netzwerk → Verbindung testen erneut), oder bitten Sie Ihre IT-Abteilung um Benutzername und Passwort des Proxys.',
  'errors.core.proxy-auth-refused.title': 'Der Proxy hat Ihre Anmeldung nicht angenommen',
  'errors.core.proxy-auth-refused.why':
    'Der Proxy auf dem Weg zum Dienst hat den angegebenen Benutzernamen und das Passwort abgelehnt: Vielleicht ist das Passwort falsch.',
  'errors.core.proxy-auth-refused.next':
    'Versuchen Sie es erneut und melden Sie sich mit dem richtigen Benutzernamen und Passwort an, oder fragen Sie Ihre IT-Abteilung danach.',
  'errors.core.catalogue-damaged.title': 'Der Katalog auf diesem Computer war beschädigt',
  'errors.core.catalogue-damaged.why':
    'Seine Datei ließ sich nicht lesen: Etwas hat sie verändert, während die App sie geöffnet hatte. Sie wurde beiseitegelegt (aufbewahrt, nicht gelöscht), und der Katalog wird neu vom Dienst aufgebaut.',
  'errors.core.catalogue-damaged.next':
    'Suchen Sie solange beim Dienst; die Zeile des Katalogs sagt, wann er wieder vollständig ist.',
  'errors.kind.network.title': 'Der Dienst ist nicht erreichbar',
  'errors.kind.network.why':
    'Es kam keine Antwort: Vielleicht ist der Computer offline, oder die Adresse des Dienstes ist falsch.',
  'errors.kind.network.next':
    'Prüfen Sie Ihre Verbindung und die Adresse des Dienstes unter „Schlüssel“ und versuchen Sie es dann erneut.',
  'errors.kind.timeout.title': 'Der Dienst hat zu lange gebraucht',
  'errors.kind.timeout.why': 'Der Dienst hat nicht rechtzeitig geantwortet.',
  'errors.kind.timeout.next': 'Versuchen Sie es gleich noch einmal.',
  'errors.kind.not-api.title': 'Diese Adresse ist nicht die Bridge API',
  'errors.kind.not-api.why':
    'Unter dieser Adresse antwortet etwas, aber nicht so wie die Bridge API (eine Webseite oder „hier ist nichts“ für jeden Pfad).',
  'errors.kind.not-api.next':
    'Prüfen Sie die URL des Dienstes unter „Schlüssel“: API-Adressen enden auf {path}.',
  'errors.kind.parse.title': 'Die Antwort ließ sich nicht lesen',
  'errors.kind.parse.why': 'Der Dienst hat mit etwas geantwortet, das keine gültigen Daten sind.',
  'errors.kind.parse.next':
    'Prüfen Sie die Adresse des Dienstes unter „Schlüssel“; vielleicht zeigt sie auf eine andere Website.',
  'errors.kind.shape.title': 'Die Antwort hatte nicht die erwartete Form',
  'errors.kind.shape.why': 'Der Dienst hat geantwortet, aber mit Feldern, die die App nicht kennt.',
  'errors.kind.shape.next':
    'Prüfen Sie die Adresse des Dienstes unter „Schlüssel“ oder aktualisieren Sie die App.',
  'errors.kind.wait-too-long.title': 'Nicht gesendet: Die Wartezeit für das Anfragelimit ist zu lang',
  'errors.kind.wait-too-long.why':
    'Dieser Schlüssel hat die Anfragen verbraucht, die der Dienst in diesem Zeitfenster erlaubt, und das nächste Zeitfenster beginnt später, als die App von sich aus wartet. Deshalb hat die App nicht gewartet und nichts gesendet.',
  'errors.kind.wait-too-long.next':
    'Versuchen Sie es erneut, sobald das Zeitfenster beginnt; die Ansicht „Anfragelimit“ zeigt, wann.',
  'errors.kind.locked-out.title': 'Pause nach zu vielen falschen Schlüsseln',
  'errors.kind.locked-out.why':
    'Der Dienst antwortet diesem Computer eine Weile nicht mehr, nach zu vielen unbekannten, widerrufenen oder abgelaufenen Schlüsseln.',
  'errors.kind.locked-out.next':
    'Warten Sie das Ende der Pause ab und korrigieren oder entfernen Sie den falschen Schlüssel unter „Schlüssel“.',
  'errors.kind.cancelled.title': 'Abgebrochen',
  'errors.kind.cancelled.why': 'Die Anfrage wurde angehalten, bevor sie fertig war.',
  'errors.kind.cancelled.next': 'Versuchen Sie es erneut, falls Sie es noch brauchen.',
  'errors.wait-asked.title': 'Der Dienst verlangt eine lange Wartezeit',
  'errors.wait-asked.why':
    'Der Dienst hat geantwortet, dass dieser Schlüssel vor seiner nächsten Anfrage warten muss, länger als die App von sich aus wartet. Deshalb hat die App es nicht erneut versucht.',
  'errors.wait-asked.next':
    'Versuchen Sie es nach der Wartezeit erneut; die Ansicht „Anfragelimit“ zeigt, wann.',
  'errors.resource-failing.title': 'Nicht gesendet: Diese Anfrage schlug immer wieder fehl',
  'errors.resource-failing.why':
    'Diese Anfrage ist beim Dienst {failures, plural, one {# Mal} other {# Mal}} hintereinander fehlgeschlagen, so oft, wie die App sie in ihrem Zeitfenster höchstens sendet. Deshalb hat die App diesmal nichts gesendet. Andere Anfragen laufen wie gewohnt weiter.',
  'errors.resource-failing.next': 'Versuchen Sie es nach der Wartezeit erneut.',
  'errors.cut-short.title': 'Die Antwort brach ab',
  'errors.cut-short.why':
    'Der Dienst begann zu antworten, aber die Verbindung brach ab, bevor die Antwort vollständig war.',
  'errors.cut-short.next':
    'Versuchen Sie es erneut; wenn es wieder passiert, bricht vielleicht ein Proxy oder der Dienst Verbindungen ab.',
  'errors.file.save':
    'Konnte {what, select, proxy {die Proxy-Einstellung} key_health {den Export des Schlüsselzustands} pin {die Anheftung} unpin {das Entfernen der Anheftung} views {Ihre Ansichten} views_export {die Ansichten} diagnostics {die Diagnosedatei} updates {die Update-Einstellung} preferences {Ihre Einstellungen} catalogue {die Katalog-Einstellungen} key_list {die Schlüsselliste} other {die Datei}} nicht unter {path} speichern ({why}); {kept, select, proxy {der verwendete Proxy ist unverändert.} views {Ihre gespeicherten Ansichten sind unverändert.} key_list {die Liste auf der Festplatte ist unverändert.} nothing_imported {es wurde nichts importiert.} other {es wurde nichts geändert.}}',
  'errors.file.read':
    'Konnte {path} nicht lesen ({why}); {kept, select, nothing_imported {es wurde nichts importiert.} other {es wurde nichts geändert.}}',
  'errors.file.why':
    '{code, select, ENOSPC {die Festplatte ist voll} disk_full {die Festplatte ist voll} EDQUOT {das Speicherkontingent ist aufgebraucht} EFBIG {die Datei ist größer, als dieses System erlaubt} EROFS {die Festplatte ist schreibgeschützt} EACCES {die Berechtigung wurde verweigert} EPERM {die Berechtigung wurde verweigert} EIO {die Festplatte hat einen Fehler gemeldet} read_only {die Datei ist schreibgeschützt} io {die Datei kann nicht geschrieben werden} unavailable {die Datei ließ sich beim Start nicht öffnen} other {das Dateisystem hat abgelehnt ({raw})}}',
  'errors.vault.url-has-key': 'Die Dienst-URL enthält einen Teil des Schlüssels.',
  'errors.vault.label-has-key':
    'Die Bezeichnung enthält einen Teil des Schlüssels. Wählen Sie eine Bezeichnung ohne den Schlüssel.',
  'errors.vault.label-too-long':
    'Die Bezeichnung ist zu lang; verwenden Sie höchstens {max, plural, one {# Zeichen} other {# Zeichen}}.',
  'errors.vault.check-not-json': 'Ein Prüfergebnis muss einfache JSON-Daten sein.',
  'errors.vault.scopes-not-list': 'Berechtigungen müssen eine Liste von Namen sein.',
  'errors.vault.check-has-key':
    'Das Prüfergebnis enthält einen Teil des Schlüssels und wurde daher nicht gespeichert.',
  'errors.vault.not-that-key':
    'Das ist nicht der als „{label}“ gespeicherte Schlüssel: Jener endet auf …{last4}.',
  'errors.vault.key-gone': 'Dieser Schlüssel ist nicht in der Schlüsselliste (er wurde vielleicht entfernt).',
  'errors.vault.duplicate': 'Dieser Schlüssel ist bereits als „{label}“ gespeichert.',
  'errors.no-key':
    'Kein API-Schlüssel ist aktiv. Fügen Sie unter Schlüssel einen hinzu, um den Dienst zu erkunden.',
  'errors.export.no-file': 'Es wurde keine Datei gewählt, daher wurde nichts exportiert.',
  'errors.export.cancelled': 'Der Export wurde abgebrochen.',
  'errors.no-save-here': 'Diese App kann hier keine Dateien speichern.',
  'errors.no-proxy-setting': 'Diese App hat keine Proxy-Einstellung, die sich ändern ließe.',
  'errors.views.not-a-file': '{file} ist keine Datei.',
  'errors.views.too-large': 'Diese Datei ist zu groß für eine Datei gespeicherter Ansichten (über 512 KB).',
  'errors.log.gone': 'Diese Anfrage ist nicht mehr im Anfrageprotokoll.',
  'errors.log.key-known':
    'Der Schlüssel, der diese Anfrage gesendet hat, ist bekannt: Sie wird nur mit diesem Schlüssel erneut gesendet.',
  'errors.log.key-unknown':
    'Es ist nicht bekannt, welcher gespeicherte Schlüssel diese Anfrage gesendet hat (Schlüssel {hint}): Sie wurde protokolliert, bevor die App den Schlüssel jeder Anfrage notierte. Es wurde nichts gesendet; wählen Sie den Schlüssel, mit dem sie gesendet werden soll.',
  'errors.log.other-service': 'Diese Anfrage ging an einen anderen Dienst.',
  'errors.log.not-again': 'Diese Anfrage kann nicht erneut gesendet werden.',
  'errors.log.key-not-saved':
    'Der Schlüssel, der diese Anfrage gesendet hat ({hint}), ist nicht gespeichert: Er wurde entfernt, durch einen neuen ersetzt oder geprüft und nie gespeichert. Es wurde nichts gesendet.',
  'errors.log.key-other-service': '„{label}“ ist ein Schlüssel eines anderen Dienstes.',
  'errors.views.gone': 'Diese Ansicht ist nicht mehr gespeichert (sie wurde vielleicht gelöscht).',
  'errors.views.name-length':
    'Der Name einer Ansicht hat 1 bis {max, plural, one {# Zeichen} other {# Zeichen}}.',
  'errors.views.name-taken':
    'Eine Ansicht namens „{name}“ ist bereits gespeichert. Wählen Sie einen anderen Namen.',
  'errors.views.full':
    'Sie haben {max, plural, one {# gespeicherte Ansicht} other {# gespeicherte Ansichten}}, so viele, wie die App aufbewahrt. Löschen Sie eine, um eine weitere zu speichern.',
  'errors.bulk.too-many-rows': 'Die Liste hat mehr als {max, plural, one {# Zeile} other {# Zeilen}}.',
  'errors.bulk.other-service':
    'Diese Liste wurde bei {service} nachgeschlagen; machen Sie einen Schlüssel dieses Dienstes zum verwendeten, um fortzufahren.',
  'errors.bulk.other-service-unnamed':
    'Diese Liste wurde bei einem anderen Dienst nachgeschlagen; machen Sie einen Schlüssel dieses Dienstes zum verwendeten, um fortzufahren.',
  'errors.export.unknown-file':
    'Nur eine Datei, die diese App in dieser Sitzung exportiert hat, kann in ihrem Ordner gezeigt werden.',
  'errors.export.id-running': 'Ein Export mit dieser ID läuft bereits.',
  'errors.export.service-cannot':
    'Der Dienst kann nicht nach dieser Reihenfolge sortieren und nicht nach Vorschlagenden, einer bzw. einem Vorschlagenden, mehreren Kategorien oder Bereichen filtern; exportieren Sie diese Liste aus dem Katalog auf diesem Computer.',
  'errors.export.same-running':
    'Derselbe Export läuft bereits; warten Sie auf ihn oder brechen Sie ihn zuerst ab.',
  'errors.export.no-catalogue':
    'Auf diesem Computer gibt es keinen Katalog, aus dem exportiert werden könnte.',
  'errors.vault.entry-gone': 'Dieser Eintrag im Schlüsselbund ist verschwunden.',
  'errors.vault.session-secret-gone': 'Dieser Schlüssel nur für diese Sitzung hat kein Geheimnis mehr.',
  'errors.vault.unknown-id':
    'Diese Schlüssel-ID hat die App weder einer Prüfung gegeben noch gehört sie einem Schlüssel.',
  'errors.vault.secret-missing':
    'Der Schlüsselbund des Systems hat geantwortet, dass er den Schlüssel „{label}“ nicht enthält: Er wurde vielleicht außerhalb von Bridge Explorer gelöscht. Fügen Sie den Schlüssel erneut hinzu.',
  'errors.vault.unknown-state': 'Unbekannter Schlüsselzustand.',
  'errors.vault.not-orphan': 'Dieser Eintrag im Schlüsselbund wartet nicht darauf, übernommen zu werden.',
  'errors.vault.rotation-rejected':
    'Der neue Schlüssel konnte beim Dienst nicht bestätigt werden, daher hat sich nichts geändert: „{label}“ ist weiterhin der verwendete Schlüssel, und der neue Schlüssel wurde nicht behalten.',
  'errors.export.write-failed':
    'Der Export konnte seine Datei in {dir} nicht schreiben: {why}. {rows, plural, one {# Zeile ist} other {# Zeilen sind}} in einer Teildatei erhalten; beheben Sie das und starten Sie denselben Export erneut, um dort fortzufahren.',
  'errors.export.stopped-after':
    'Der Export hat nach {pages, plural, one {# Seite} other {# Seiten}} angehalten ({reason}); er kann fortgesetzt werden.',
  'errors.export.cancelled-unchanged': 'Der Export wurde abgebrochen; die Zieldatei wurde nicht verändert.',
  'errors.export.discarded':
    'Der Export wurde angehalten und seine Zeilen verworfen; die Zieldatei wurde nicht verändert.',
  'errors.export.other-checkpoint': 'Der Zwischenstand gehört zu einem anderen Export.',
  'errors.export.partial-gone': 'Die Teildatei dieses Exports ist verschwunden; starten Sie ihn neu.',
  'errors.folder.in-use':
    'Ein anderes Bridge Explorer (Prozess {pid}) verwendet bereits den Ordner {dir} (seine Sperrdatei ist {lock}). Schließen Sie es zuerst, oder starten Sie dieses mit einem anderen Benutzerdatenordner, damit die beiden nicht gegenseitig ihre Schlüsselliste überschreiben.',
  'errors.folder.keeps-taken':
    'Der Ordner {dir} ließ sich nicht übernehmen: Eine andere Instanz übernimmt ihn immer wieder (Sperrdatei {lock}).',
  'errors.folder.read-only':
    'Der Ordner {dir} kann nicht beschrieben werden ({why, select, read_only_fs {er liegt auf einem schreibgeschützten Dateisystem} other {dieser Benutzer darf dort nicht schreiben}}), daher kann Bridge Explorer dort weder Schlüssel noch Verlauf aufbewahren. Wählen Sie einen anderen Ordner (--user-data-dir=FOLDER für die Desktop-App, --user-data FOLDER für die Browser-Vorschau), oder machen Sie diesen beschreibbar. ({code})',
  'errors.folder.not-a-folder':
    'Der Ordner {dir} existiert nicht oder ist kein Ordner. Wählen Sie einen anderen Ordner (--user-data-dir=FOLDER für die Desktop-App, --user-data FOLDER für die Browser-Vorschau), oder legen Sie ihn an. ({code})',
  'errors.folder.cannot-take': 'Der Ordner {dir} ließ sich für dieses Fenster nicht übernehmen ({code}).',
  'errors.could-not-start': 'Bridge Explorer konnte nicht starten',
  'errors.views.unreadable':
    'Ihre gespeicherten Ansichten unter {path} konnten nicht gelesen werden ({why}). Ansichten können erst gespeichert werden, wenn die Datei lesbar ist.',
  'errors.views.newer':
    'Ihre gespeicherten Ansichten wurden von einer neueren Version von Bridge Explorer geschrieben (Format {version}); aktualisieren Sie die App, um sie zu verwenden. Die Datei bleibt unverändert.',
  'errors.views.unmovable':
    'Ihre gespeicherten Ansichten unter {path} konnten weder gelesen noch beiseitegelegt werden ({why}). Ansichten können erst gespeichert werden, wenn die Datei repariert oder entfernt ist.',
  'errors.views.recovered':
    'Ihre gespeicherten Ansichten konnten nicht gelesen werden ({reason}), daher wurde die Datei als {kept} aufbewahrt und eine leere Liste begonnen.',
  'errors.views.dropped':
    '{n, plural, one {# gespeicherte Ansicht konnte nicht gelesen werden und wurde} other {# gespeicherte Ansichten konnten nicht gelesen werden und wurden}} ausgelassen; die ursprüngliche Datei wurde als {kept} aufbewahrt.',
  'errors.file-problem.title': 'Eine Datei auf diesem Computer ließ sich nicht verwenden',
  'errors.file-problem.why': 'Die App konnte eine ihrer Dateien nicht schreiben oder lesen.',
  'errors.file-problem.next':
    'Beheben Sie, was oben steht (geben Sie Speicherplatz frei oder erlauben Sie der App, in ihren Ordner zu schreiben), und versuchen Sie es dann erneut.',
  'errors.unknown.title': 'Etwas ist schiefgegangen',
  'errors.unknown.why': 'Die Anfrage ist aus einem Grund fehlgeschlagen, den die App nicht kennt.',
  'errors.unknown.next':
    'Versuchen Sie es erneut; die Entwickleransicht listet die letzten Anfragen und ihre Antworten.',
  'errors.key-blocked-note':
    'Die App sendet mit diesem Schlüssel keine Anfragen mehr, damit der Dienst diesen Computer nicht sperrt.',
  'errors.status-401.title': 'Der Dienst hat den Schlüssel abgelehnt',
  'errors.status-401.why':
    'Der Dienst antwortete „nicht autorisiert“ (401) mit einem Inhalt, den die App nicht lesen konnte, daher verwendet die App diesen Schlüssel nicht mehr.',
  'errors.export.write-failed.title': 'Die Exportdatei ließ sich nicht schreiben',
  'errors.export.stopped.title': 'Der Export wurde angehalten',
  'errors.export.stopped.why': 'Der Export ist nicht fertig geworden.',
  'errors.export.next': 'Starten Sie denselben Export erneut: Er macht dort weiter, wo er angehalten hat.',
  'errors.retry-after': 'Versuchen Sie es nach {at} erneut, wenn die Wartezeit vorbei ist.',
  'errors.unusable-field': 'Das unbrauchbare Feld ist „{field}“.',
  'errors.missing-scope': 'Dafür ist der Scope „{scope}“ nötig.',
  'errors.refused-value': '{field}: {problem}.',
  'errors.panel.missing-scope': 'Fehlender Scope: {scope}',
  'errors.panel.retry': 'Erneut versuchen',
  'errors.panel.open-keys': '„Schlüssel“ öffnen',
  'errors.sentences': '{first} {second}',
}
