import type { SliceTranslation } from '../../source-message.ts'
import type { list } from './en.ts'

export const listJa: SliceTranslation<typeof list> = {
  'list.category-options': '選べるカテゴリ',
  'list.category-option': '{name}：{count, plural, other {#件のブリッジ}}',
}
