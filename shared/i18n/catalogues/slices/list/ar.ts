import type { SliceTranslation } from '../../source-message.ts'
import type { list } from './en.ts'

export const listAr: SliceTranslation<typeof list> = {
  'list.category-options': 'الفئات المتاحة للاختيار',
  'list.category-option':
    '{name} {count, plural, zero {# جسر} one {# جسر} two {# جسران} few {# جسور} many {# جسرًا} other {# جسر}}',
  'list.place-local-forms': 'على هذا الحاسوب تُطابَق صيغ الكلمات أيضًا: «libraries» تجد «library» كذلك.',
  'list.found-in-opened':
    '{n, plural, zero {لم يُعثر على أي جسر} one {عُثر على جسر واحد} two {عُثر على جسرين} few {عُثر على # جسور} many {عُثر على # جسرًا} other {عُثر على # جسر}} من القائمة في نص اقتراح فتحته هنا فقط (يبحث هذا الحاسوب في هذه النصوص أيضًا).',
}
