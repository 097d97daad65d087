import type { SliceTranslation } from '../../source-message.ts'
import type { updates } from './en.ts'

export const updatesDe: SliceTranslation<typeof updates> = {
  'updates.available-title': 'Update verfügbar',
  'updates.available': 'Bridge Explorer {version} ist verfügbar. Sie haben {current}.',
  'updates.available-named': 'Bridge Explorer {version} ({name}) ist verfügbar. Sie haben {current}.',
  'updates.whats-new': 'Was ist neu:\n{notes}',
  'updates.no-notes': 'Der Feed sagt nichts darüber, was sich geändert hat.',
  'updates.download-now': 'Jetzt herunterladen? Installiert wird erst, wenn Sie es sagen.',
  'updates.download': 'Herunterladen',
  'updates.not-now': 'Nicht jetzt',
  'updates.ready-title': 'Update bereit',
  'updates.ready':
    'Bridge Explorer {version} ist heruntergeladen, und seine Prüfsumme stimmt mit dem Feed überein.',
  'updates.restart-now':
    'Jetzt neu starten, um es zu installieren? Ihre gespeicherten Ansichten, Schlüssel und Ihr Verlauf bleiben, wie sie sind.',
  'updates.restart-install': 'Neu starten und installieren',
  'updates.later': 'Später',
  'updates.ok': 'OK',
  'updates.box-text': '{first}\n\n{second}',
  'updates.on': 'Bridge Explorer sucht Updates unter {feed}.',
  'updates.off-setting':
    'Updates sind in den Einstellungen ausgeschaltet: Bridge Explorer sucht nicht nach neuen Versionen.',
  'updates.off-policy': 'Updates sind für diesen Computer durch {path} ausgeschaltet.',
  'updates.policy-unreadable':
    'Updates sind aus: Die Richtliniendatei {path} kann nicht verwendet werden ({why, select, object {sie ist kein JSON-Objekt} updates {„updates“ muss true oder false sein} feed {„updateFeed“ muss eine https://-Adresse sein} other {sie ist kein gültiges JSON}}). Fragen Sie, wer diesen Computer verwaltet.',
  'updates.no-feed': 'Dieser Build nennt keinen Update-Feed. {how}',
  'updates.insecure-feed': 'Updates sind aus: Der Update-Feed {feed} ist keine https://-Adresse.',
  'updates.package-manager':
    'Diese Kopie wurde vom Paketmanager des Systems installiert ({type}) und ersetzt sich daher nicht selbst. {how}',
  'updates.cannot-self-update': 'Diese Kopie kann sich nicht selbst aktualisieren. {how}',
  'updates.how-package':
    'Aktualisieren Sie sie so, wie sie installiert wurde: {command} oder über Ihre Softwareverwaltung.',
  'updates.how-pacman': 'Aktualisieren Sie sie so, wie sie installiert wurde: {command}.',
  'updates.how-snap': 'Snaps aktualisieren sich selbst: {command} tut es sofort.',
  'updates.how-download': 'Laden Sie die neue Version dort herunter, wo Sie diese erhalten haben.',
  'updates.no-updater':
    '{where, select, preview {Die Suche nach Updates ist in der Browser-Vorschau nicht verfügbar: Sie hat keinen Updater.} other {Die Suche nach Updates ist hier nicht verfügbar: Es gibt keinen Updater.}}',
  'updates.no-updater-state': '{why} Die Desktop-App sucht selbst nach Updates.',
  'updates.latest': 'Bridge Explorer {current} ist die neueste Version.',
  'updates.unsigned':
    'Der Update-Feed bietet Version {version} an, aber sie ist nicht mit dem Release-Schlüssel von Bridge Explorer signiert und wurde daher nicht heruntergeladen.',
  'updates.declined': 'Version {version} wurde nicht heruntergeladen.',
  'updates.downloaded':
    'Version {version} ist heruntergeladen; installiert wird sie erst, wenn Sie es sagen.',
  'updates.installing': 'Version {version} wird installiert.',
  'updates.unreachable':
    'Der Update-Feed {feed} ist nicht erreichbar. Bridge Explorer sieht beim nächsten Start wieder nach.',
  'updates.untrusted':
    'Diesem Computer ist der Update-Feed {feed} nicht vertrauenswürdig (sein Zertifikat ließ sich nicht prüfen), daher wurde nichts heruntergeladen. Ein Firmen-Proxy braucht eventuell sein installiertes Zertifikat.',
  'updates.checksum':
    'Das heruntergeladene Update passt nicht zur Prüfsumme des Feeds; es wurde verworfen und nichts installiert.',
  'updates.not-a-release':
    'Der Update-Feed {feed} hat mit etwas geantwortet, das keine Beschreibung eines Release ist, daher wurde nichts heruntergeladen.',
  'updates.refused':
    'Der Update-Feed {feed} hat die Anfrage abgelehnt ({detail}). Bridge Explorer sieht beim nächsten Start wieder nach.',
  'updates.failed': 'Die Suche nach Updates ist fehlgeschlagen: {detail}',
}
