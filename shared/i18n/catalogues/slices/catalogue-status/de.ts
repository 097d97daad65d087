import type { SliceTranslation } from '../../source-message.ts'
import type { catalogueStatus } from './en.ts'

const BRIDGES = '{rows, plural, one {# Brücke} other {# Brücken}}'

export const catalogueStatusDe: SliceTranslation<typeof catalogueStatus> = {
  'catalogue-status.rows': BRIDGES,
  'catalogue-status.rows-of': '{rows, number} von etwa {total, plural, one {# Brücke} other {# Brücken}}',
  'catalogue-status.gone': ' ({gone, number} nicht mehr gelistet)',
  'catalogue-status.held-so-far': ' bisher',
  'catalogue-status.held-age': ', zuletzt vor {duration} vervollständigt',
  'catalogue-status.off': 'Katalog: aus.',
  'catalogue-status.paused': `Katalog angehalten bei ${BRIDGES}: {why}`,
  'catalogue-status.paused-waiting': 'wartet.',
  'catalogue-status.paused-withheld': `Katalog angehalten bei ${BRIDGES}: {why} Bis dahin wird die Kopie der Liste auf diesem Computer nicht gezeigt.`,
  'catalogue-status.withheld': 'Katalog nicht gezeigt: {why}',
  'catalogue-status.complete': 'Katalog: {count}{gone}, vollständig.',
  'catalogue-status.complete-age': 'Katalog: {count}{gone}, vollständig, vor {duration} aktualisiert.',
  'catalogue-status.all': `Katalog: alle ${BRIDGES}{gone}.`,
  'catalogue-status.all-updated': `Katalog: alle ${BRIDGES}{gone}, aktualisiert {age}.`,
  'catalogue-status.building': 'Katalog: {count}',
  'catalogue-status.building-eta': 'Katalog: {count}, vollständig in {duration}',
  'catalogue-status.service-down':
    'Katalog: {count}{gone}{held}. Wartet auf den Dienst, der nicht antwortet.',
  'catalogue-status.rate-wait': 'Katalog: {count}; {why}',
  'catalogue-status.waiting': 'Katalog: {count}, wartet auf das Weitermachen.',
  'catalogue-status.failed':
    'Katalog: {count}; die letzte Anfrage ist fehlgeschlagen ({error}), gleich neuer Versuch.',
  'catalogue-status.wait-chosen':
    'die App hat sich entschieden, nicht auf das nächste Zeitfenster des Anfragelimits zu warten, das erst in {duration} beginnt, daher wurde nichts gesendet. Es geht weiter, wenn dieses Zeitfenster beginnt.',
  'catalogue-status.wait-asked':
    'der Dienst hat für sein Anfragelimit eine Wartezeit von {duration} verlangt ({status}). Es geht weiter, wenn diese Wartezeit vorbei ist.',
  'catalogue-status.pause-key-refused':
    'Der Schlüssel wurde abgelehnt (401). Es geht weiter, wenn der Schlüssel ersetzt oder erneut geprüft wird.',
  'catalogue-status.pause-key-scope':
    'Der Schlüssel darf die Brückenliste nicht lesen ({code}). Es geht weiter, wenn der Schlüssel ersetzt oder erneut geprüft wird.',
  'catalogue-status.pause-key-unreadable':
    'Der verwendete Schlüssel ließ sich nicht aus dem Schlüsselbund des Systems lesen, daher wurde nichts gesendet. Es geht innerhalb einer Minute weiter, sobald der Schlüsselbund den Schlüssel herausgibt; „Schlüssel“ sagt, warum.',
  'catalogue-status.pause-disk-full':
    'Der Datenträger ist voll ({path}). Es geht innerhalb einer Minute weiter, sobald Speicherplatz frei ist.',
  'catalogue-status.pause-write-refused':
    'Das System hat das Schreiben seiner Datei verweigert ({path}: Vielleicht fällt der Datenträger aus, oder die Datei hat eine Größengrenze erreicht). Was er enthält, bleibt erhalten; er versucht es innerhalb einer Minute erneut.',
  'catalogue-status.pause-bound-reached':
    'Er hat seine Grenze von {maxRows, plural, one {# Brücke} other {# Brücken}} erreicht, und der Dienst listet mehr. Das Stöbern beim Dienst selbst funktioniert weiterhin.',
  'catalogue-status.withheld-key-scope':
    'Der verwendete Schlüssel darf keine öffentlichen Daten lesen (ihm fehlt der Scope {scope}), daher wird die Kopie der Liste auf diesem Computer nicht gezeigt. Sie wird wieder gezeigt, sobald ein Schlüssel verwendet wird, der sie lesen darf.',
  'catalogue-status.withheld-key-refused':
    'Der Dienst hat den verwendeten Schlüssel abgelehnt, daher wird die Kopie der Liste auf diesem Computer nicht gezeigt. Sie wird wieder gezeigt, sobald ein funktionierender Schlüssel verwendet wird.',
  'catalogue-status.less-than-minute': 'weniger als einer Minute',
  'catalogue-status.about-min': 'etwa {n, number} Min.',
  'catalogue-status.about-h': 'etwa {n, number} Std.',
  'catalogue-status.about-days': 'etwa {n, plural, one {# Tag} other {# Tagen}}',
  'catalogue-status.about-months': 'etwa {n, plural, one {# Monat} other {# Monaten}}',
  'catalogue-status.about-years': 'etwa {n, plural, one {# Jahr} other {# Jahren}}',
  'catalogue-status.wait-far-reset':
    'der Dienst meldet, dass keine Anfrage mehr übrig ist, bis sein Zeitfenster in {duration} neu beginnt; daher sendet die App von sich aus nichts. Ihre eigenen Anfragen werden weiter gesendet; der Katalog geht weiter, sobald der Dienst wieder Anfragen übrig meldet.',
  'catalogue-status.progress': 'Fortschritt des Katalogs',
  'catalogue-status.more': '{open, select, yes {Weniger} other {Mehr}}',
  'catalogue-status.more-about': ' zum Katalog',
}
