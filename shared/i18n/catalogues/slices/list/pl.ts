import type { SliceTranslation } from '../../source-message.ts'
import type { list } from './en.ts'

export const listPl: SliceTranslation<typeof list> = {
  'list.category-options': 'Kategorie do wyboru',
  'list.category-option':
    '{name}: {count, plural, one {# most} few {# mosty} many {# mostów} other {# mostu}}',
}
