import type { SliceTranslation } from '../../source-message.ts'
import type { list } from './en.ts'

export const listDe: SliceTranslation<typeof list> = {
  'list.category-options': 'Kategorien zur Auswahl',
  'list.category-option': '{name}: {count, plural, one {# Brücke} other {# Brücken}}',
}
