import type { SliceTranslation } from '../../source-message.ts'
import type { list } from './en.ts'

export const listJa: SliceTranslation<typeof list> = {
  'list.category-options': '選べるカテゴリ',
  'list.category-option': '{name} {count, plural, other {#件のブリッジ}}',
  'list.place-local-forms':
    'このコンピューターでは語形の違いも一致します（「libraries」で「library」も見つかります）。',
  'list.found-in-opened':
    '{n, plural, other {一覧のうち#件のブリッジ}}は、ここで開いた提案文の中だけで見つかりました（このコンピューターはそれらの文も検索します）。',
}
