import type { SliceTranslation } from '../../source-message.ts'
import type { settings } from './en.ts'

export const settingsDe: SliceTranslation<typeof settings> = {
  'settings.proxy.none': 'Kein Proxy: Aufrufe gehen direkt an den Dienst.',
  'settings.proxy.manual': 'Der hier eingestellte Proxy: {url}.',
  'settings.proxy.manual-except': 'Der hier eingestellte Proxy: {url} (außer {bypass}).',
  'settings.proxy.system': 'Die Proxy-Einstellungen des Systems. {system}',
  'settings.test.works': 'Die Verbindung funktioniert.',
  'settings.test.asked-key':
    'Der Dienst unter {url} hat geantwortet. Es wurde kein Schlüssel gesendet, daher hat er wie erwartet nach einem gefragt.',
  'settings.test.answered': 'Der Dienst unter {url} hat geantwortet. Es wurde kein Schlüssel gesendet.',
  'settings.test.answered-status':
    'Der Dienst unter {url} hat geantwortet (HTTP {status}). Es wurde kein Schlüssel gesendet.',
  'settings.test.skipped':
    '{answer} Die Anfrage ging nicht über den Proxy: Adressen auf diesem Computer tun das nie, daher sagt dieser Test nichts über den Proxy aus.',
  'settings.test.failed': 'Der Test ist fehlgeschlagen.',
  'settings.test.failed-detail': '{explanation} {next} (Getestet: {url}.)',
  'settings.test.failed-detail-no-url': '{explanation} {next}',
  'settings.catalogue.deleted': 'Gelöscht.',
  'settings.catalogue.deleted-freed': 'Gelöscht; {size} freigegeben.',
  'settings.catalogue.deleted-no-room':
    'Gelöscht. Auf dem Datenträger ist zu wenig Platz, um den Speicher jetzt freizugeben ({need} benötigt, {free} frei): Die Katalogdatei behält den Platz und füllt ihn wieder, bevor sie wächst.',
  'settings.catalogue.deleted-kept':
    'Gelöscht, aber der Speicher konnte nicht freigegeben werden ({message}): Die Katalogdatei behält den Platz und füllt ihn wieder, bevor sie wächst.',
  'settings.updates.heading': 'Updates',
  'settings.updates.reading': 'Update-Einstellung wird gelesen…',
  'settings.updates.look': 'Nach neuen Versionen suchen',
  'settings.updates.policy':
    'Diese Wahl trifft die Richtliniendatei {path} für alle Benutzer dieses Computers, daher kann sie hier nicht geändert werden.',
  'settings.updates.looking': 'Suche läuft…',
  'settings.updates.check': 'Jetzt prüfen',
  'settings.diagnostics.heading': 'Diagnose',
  'settings.diagnostics.about':
    'Eine Datei für eine Supportanfrage: Versionen, Einstellungen, die Bezeichnungen Ihrer Schlüssel (nie ein Schlüssel) und die letzten Anfragen. Sie sehen alles darin, bevor sie gespeichert wird.',
  'settings.diagnostics.preparing': 'Wird vorbereitet…',
  'settings.diagnostics.region': 'Die Diagnosedatei',
  'settings.diagnostics.holds': 'Die Datei enthält',
  'settings.diagnostics.holds-size': '{holds} ({size}):',
  'settings.diagnostics.content': 'Inhalt von {name}',
  'settings.diagnostics.save': 'Diese Datei speichern',
  'settings.diagnostics.close': 'Schließen',
  'settings.diagnostics.not-saved': 'Nicht gespeichert.',
  'settings.diagnostics.saved': 'Gespeichert unter {file}',
  'settings.network.heading': 'Netzwerk',
  'settings.network.reading': 'Proxy-Einstellung wird gelesen…',
  'settings.network.in-use-label': 'Verwendeter Proxy:',
  'settings.network.in-use': '{label} {words}',
  'settings.proxy.mode.system': 'Proxy-Einstellungen des Systems verwenden',
  'settings.proxy.mode.none': 'Kein Proxy',
  'settings.proxy.mode.manual': 'Diesen Proxy verwenden:',
  'settings.network.address-missing': 'Geben Sie die Adresse des Proxys ein, etwa {example}.',
  'settings.network.legend': 'Über welchen Proxy die Aufrufe der App gehen',
  'settings.network.address': 'Proxy-Adresse',
  'settings.network.address-help':
    'Ein Host und ein Port, beginnend mit http:// oder https://. Lassen Sie Benutzername und Passwort weg: Die App fragt danach, wenn der Proxy sie verlangt.',
  'settings.network.bypass': 'Adressen, die den Proxy umgehen (optional)',
  'settings.network.localhost':
    'Dieser Computer (localhost) wird immer direkt erreicht, nie über einen Proxy.',
  'settings.network.save': 'Proxy-Einstellung speichern',
  'settings.network.saved': 'Gespeichert. Aufrufe verwenden sie ab jetzt.',
  'settings.network.testing': 'Wird getestet…',
  'settings.network.test': 'Verbindung testen',
  'settings.network.test-about':
    'Erreicht den verwendeten Dienst auf demselben Weg wie jeder Aufruf, ohne einen Schlüssel zu senden.',
  'settings.sign-in.title': 'Beim Proxy anmelden',
  'settings.sign-in.why':
    'Der Proxy {proxy} fragt, wer Sie sind, bevor er die Anfragen der App an den Dienst weitergibt.',
  'settings.sign-in.why-realm':
    'Der Proxy {proxy} („{realm}“) fragt, wer Sie sind, bevor er die Anfragen der App an den Dienst weitergibt.',
  'settings.sign-in.refused':
    'Der Proxy hat den zuletzt versuchten Benutzernamen und das Passwort nicht akzeptiert. Prüfen Sie beides und versuchen Sie es erneut.',
  'settings.sign-in.user': 'Benutzername',
  'settings.sign-in.password': 'Passwort',
  'settings.sign-in.remember':
    'Auf diesem Computer merken (im Schlüsselbund des Systems, nie in einer Datei)',
  'settings.sign-in.not-now': 'Nicht jetzt',
  'settings.sign-in.submit': 'Anmelden',
  'settings.sign-in.send-failed': 'Die Antwort konnte nicht gesendet werden. Versuchen Sie es erneut.',
  'settings.sign-in.user-missing': 'Geben Sie den Benutzernamen ein, den der Proxy erwartet.',
  'settings.catalogue.heading': 'Katalog',
  'settings.catalogue.about':
    'Der Katalog ist eine Kopie der öffentlichen Brückenliste auf diesem Computer. Mit ihm kann die App jede Brücke sortieren, zählen und nachschlagen und auch ohne den Dienst antworten. Das Einlesen kostet eine Anfrage pro 100 Brücken, genommen nur aus dem Anteil der Anfragen Ihres Schlüssels, den Sie hier erlauben; Ihre eigenen Anfragen haben immer Vorrang.',
  'settings.catalogue.share': 'Anteil Ihrer Anfragen',
  'settings.catalogue.share-option': '{percent} %',
  'settings.catalogue.share-default': '{percent} % (Standard)',
  'settings.catalogue.refresh': 'Die ganze Liste erneut einlesen',
  'settings.catalogue.every-day': 'Jeden Tag',
  'settings.catalogue.every-week': 'Jede Woche',
  'settings.catalogue.every-30-days': 'Alle 30 Tage',
  'settings.catalogue.every-hours': '{n, plural, one {Jede Stunde} other {Alle # Stunden}}',
  'settings.catalogue.size':
    'Größe auf dem Datenträger: {size}. Neue Brücken werden alle paar Minuten von den neuesten Seiten übernommen, was ein oder zwei Anfragen kostet.',
  'settings.catalogue.turn-on': 'Einschalten und aufbauen',
  'settings.catalogue.rebuild': 'Neu aufbauen',
  'settings.catalogue.deleting': 'Wird gelöscht…',
  'settings.catalogue.delete': 'Katalog löschen',
  'settings.catalogue.history':
    'Löschen entfernt auch den Änderungsverlauf des Katalogs („Was sich geändert hat“ und der Verlauf jeder Brücke). Der Verlauf behält Änderungen {days, plural, one {eines Tages} other {von # Tagen}}, höchstens {rows, number}.',
  'settings.catalogue.confirm-title': 'Den Katalog löschen?',
  'settings.catalogue.confirm-what':
    'Die Kopie der Brückenliste dieses Dienstes auf diesem Computer wird mit allem entfernt, was der Katalog davon behalten hat: den Brücken, den Brücken, die er aus der Liste verschwinden sah, den gelesenen Profilen der Vorschlagenden und wie weit das Einlesen gekommen war. Der Katalog wird ausgeschaltet; Sortieren über alle Brücken, Summen, Insights und das Nachschlagen nach ID oder Titel funktionieren erst wieder, wenn Sie ihn einschalten.',
  'settings.catalogue.confirm-stays':
    'Der belegte Speicher wird freigegeben. Die Kataloge anderer Dienste, diese Einstellungen und alles beim Dienst bleiben erhalten.',
}
