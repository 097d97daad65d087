import type { SliceTranslation } from '../../source-message.ts'
import type { list } from './en.ts'

export const listAr: SliceTranslation<typeof list> = {
  'list.category-options': 'الفئات المتاحة للاختيار',
  'list.category-option':
    '{name}: {count, plural, zero {لا جسور} one {جسر واحد} two {جسران} few {# جسور} many {# جسرًا} other {# جسر}}',
}
