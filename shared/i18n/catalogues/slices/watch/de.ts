import type { SliceTranslation } from '../../source-message.ts'
import type { watch } from './en.ts'

export const watchDe: SliceTranslation<typeof watch> = {
  'watch.intro':
    'Brücken und Profile, die Sie angeheftet haben, und wie sich ihre Überquerungen seit Ihrem letzten Blick verändert haben. Heften Sie eine auf ihrer Seite mit {pin} an.',
  'watch.unavailable':
    'Die Verlaufsdatei kann nicht verwendet werden, daher werden angeheftete Einträge und Messwerte diesmal nicht gespeichert (siehe den Hinweis oben).',
  'watch.share-legend': 'Wie viel ein Aktualisieren von Ihren verbleibenden Anfragen nutzen darf',
  'watch.share-percent': '{share, number} %',
  'watch.share-all': 'Alle',
  'watch.refresh': 'Aktualisieren',
  'watch.refreshing': 'Wird aktualisiert…',
  'watch.mark-seen': 'Alle als gesehen markieren',
  'watch.last-refresh': 'Letzte Aktualisierung: {sent, plural, one {# Anfrage} other {# Anfragen}} gesendet.',
  'watch.nothing-pinned': 'Noch ist nichts angeheftet.',
  'watch.browse-to-pin': 'Brücken durchsuchen, um die zu verfolgenden anzuheften',
  'watch.table-caption': 'Angeheftete Einträge',
  'watch.column-pinned': 'Angeheftet',
  'watch.column-passes': 'Überquerungen',
  'watch.column-change': 'Seit Ihrem letzten Blick',
  'watch.column-read': 'Gelesen',
  'watch.kind-bridge': 'Brücke',
  'watch.never': 'nie',
  'watch.unpin': 'Lösen',
  'watch.pin': '☆ Anheften',
  'watch.pinned': '★ Angeheftet',
  'watch.pin-title': 'Zur Beobachtungsliste hinzufügen, um zu sehen, wie es sich ändert',
  'watch.unpin-title': 'Von der Beobachtungsliste entfernen',
  'watch.not-kept': '{title}. {explanation} {nextStep}',
  'watch.passes-heading': 'Überquerungen seit dem Anheften',
  'watch.passes-chart': 'Überquerungen',
  'watch.passes-note': 'Ein Messwert bei jeder Aktualisierung der Beobachtungsliste.',
  'watch.change.gone-bridge': 'Nicht mehr veröffentlicht',
  'watch.change.gone-profile': 'Profil nicht mehr gefunden',
  'watch.change.not-read': 'Noch nicht gelesen',
  'watch.change.none': 'Keine Änderung',
  'watch.change.passes-up': '+{n, plural, one {# Überquerung} other {# Überquerungen}}',
  'watch.change.passes-down': '−{n, plural, one {# Überquerung} other {# Überquerungen}}',
  'watch.change.new-bridges': '{n, plural, one {# neue Brücke} other {# neue Brücken}}: {names}',
  'watch.change.both': '{passes}; {bridges}',
  'watch.plan.no-requests':
    'In dieser Minute sind keine Anfragen mehr übrig; {items, plural, one {# angehefteter Eintrag wartet} other {# angeheftete Einträge warten}} auf die nächste.',
  'watch.plan.known':
    'Aktualisieren braucht {requests, plural, one {# Anfrage} other {# Anfragen}} der {remaining, number} übrigen (höchstens {share})',
  'watch.plan.unknown':
    'Aktualisieren braucht {requests, plural, one {# Anfrage} other {# Anfragen}}; das Kontingent ist noch nicht bekannt (höchstens {share})',
  'watch.plan.done': '{plan}.',
  'watch.plan.rest':
    '{plan}; {rest, plural, one {# Eintrag wartet} other {# Einträge warten}} auf die nächste Aktualisierung.',
}
