import type { SliceTranslation } from '../../source-message.ts'
import type { list } from './en.ts'

export const listDe: SliceTranslation<typeof list> = {
  'list.category-options': 'Kategorien zur Auswahl',
  'list.category-option': '{name} {count, plural, one {# Brücke} other {# Brücken}}',
  'list.place-local-forms': 'Auf diesem Computer zählen auch Wortformen: „libraries“ findet auch „library“.',
  'list.found-in-opened':
    '{n, plural, one {# aufgeführte Brücke wurde} other {# aufgeführte Brücken wurden}} nur im Vorschlagstext einer Brücke gefunden, die Sie hier geöffnet haben (dieser Computer durchsucht auch diese Texte).',
}
