import type { SliceTranslation } from '../../source-message.ts'
import type { rate } from './en.ts'

const REASONS =
  'rate_limit {wegen des Anfragelimits} retry_after {weil der Dienst um einen späteren Versuch gebeten hat} backoff {zur Zurückhaltung nach Fehlern} lockout {weil dieser Computer nach ungültigen Schlüsselversuchen gesperrt ist} other {vor weiteren Anfragen}'

export const rateDe: SliceTranslation<typeof rate> = {
  'rate.about':
    'Jeder Schlüssel darf pro Minute eine feste Zahl von Anfragen stellen. Die App verteilt die Anfragen so, dass sie innerhalb des Limits bleibt.',
  'rate.developer-link': 'Alle Anfragen in der Entwickleransicht ansehen',
  'rate.now': 'Gerade jetzt',
  'rate.queued': 'Warten auf Versand',
  'rate.in-flight': 'Werden gesendet',
  'rate.status': 'Status',
  'rate.flowing': 'Anfragen werden gesendet, sobald sie kommen',
  'rate.first-request': 'Das Kontingent erscheint nach der ersten Anfrage mit einem Schlüssel.',
  'rate.history': 'Verbleibende Anfragen in der letzten Stunde',
  'rate.loading': 'Wird geladen…',
  'rate.history-empty': 'In der letzten Stunde nichts aufgezeichnet',
  'rate.history-empty-about':
    'Jede Antwort des Dienstes hält fest, wie viele Anfragen übrig waren; das Diagramm füllt sich beim Stöbern.',
  'rate.chart': 'Verbleibende Anfragen',
  'rate.left': '{remaining, number} von {limit, number} Anfragen übrig',
  'rate.new-window': 'Neues Zeitfenster: bis zu {limit, plural, one {# Anfrage} other {# Anfragen}}',
  'rate.not-known': 'Anfragekontingent noch unbekannt',
  'rate.none-yet': 'Noch keine Anfragen',
  'rate.none-yet-detail': 'Das Anfragekontingent erscheint nach der ersten Anfrage.',
  'rate.requests-waiting': '{n, plural, one {# Anfrage wartet} other {# Anfragen warten}}',
  'rate.waiting-short': '{n, plural, one {# wartet} other {# warten}}',
  'rate.waiting-glance': 'Wartet {duration}',
  'rate.announce-waiting': `Anfragen warten {reason, select, ${REASONS}}.`,
  'rate.announce-down': 'Der Dienst antwortet nicht.',
  'rate.sentence': '{text}.',
  'rate.sentences': '{first} {next}',
  'rate.new-window-detail':
    'Ein neues Zeitfenster des Anfragelimits hat begonnen; die nächste Antwort sagt genau, wie viele Anfragen übrig sind.',
  'rate.resets-in': 'Das Kontingent wird in {duration} zurückgesetzt.',
  'rate.until': 'Keine Anfragen übrig bis {date}',
  'rate.until-detail':
    '{text}, in {away}, sagt der Dienst. Bis dahin sendet die App nichts von sich aus; was Sie anfordern, wird weiterhin gesendet.',
  'rate.away-days': '{n, plural, one {# Tag} other {# Tagen}}',
  'rate.away-years': '{n, plural, one {# Jahr} other {# Jahren}}',
  'rate.down': 'Dienst antwortet nicht',
  'rate.down-short': 'Keine Antwort',
  'rate.down-detail':
    'Dienst antwortet nicht. Die letzte Anfrage ({path}) {why, select, timeout {lief in eine Zeitüberschreitung} other {bekam keine Antwort (abgelehnt oder abgebrochen)}} nach ihren Wiederholungen, um {time}. Die App versucht es mit der nächsten Anfrage erneut.',
  'rate.a-request': 'eine Anfrage',
  'rate.indicator-name': 'Anfragelimit: {words}. Ansicht Anfragelimit öffnen.',
  'rate.indicator-both': '{seen} ({whole})',
  'rate.level.unknown': 'Verbleibende Anfragen: unbekannt',
  'rate.level.unknown-short': 'Übrig: unbekannt',
  'rate.level.plenty': 'Reichlich Anfragen übrig',
  'rate.level.plenty-short': 'Reichlich übrig',
  'rate.level.low': 'Anfragen werden knapp',
  'rate.level.low-short': 'Wird knapp',
  'rate.level.few': 'Nur noch wenige Anfragen übrig',
  'rate.level.few-short': 'Wenige übrig',
  'rate.level.none': 'Vorerst keine Anfragen übrig',
  'rate.level.none-short': 'Keine übrig',
  'rate.gauge.not-known': 'Noch unbekannt',
  'rate.gauge.used-up': 'Aufgebraucht',
  'rate.gauge.low': 'Wird knapp',
  'rate.gauge.plenty': 'Reichlich übrig',
  'rate.gauge.next-answer': 'Die nächste Antwort sagt, wie viele übrig sind',
  'rate.gauge.name': '{headline}. {label}.',
  'rate.gauge.resets': '{label} · wird in {duration} zurückgesetzt',
}
