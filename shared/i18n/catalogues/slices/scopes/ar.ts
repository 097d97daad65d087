import type { SliceTranslation } from '../../source-message.ts'
import type { scopes } from './en.ts'

export const scopesAr: SliceTranslation<typeof scopes> = {
  'scopes.not-sent': 'لم يُرسَل: هذا المفتاح لا يملك الصلاحية {scope}.',
  'scopes.use-key': 'استخدم المفتاح «{label}» (لديه {scope})',
  'scopes.no-key': 'لا يملك أي مفتاح محفوظ لهذه الخدمة الصلاحية {scope}. أضف مفتاحًا يملكها في «مفاتيح API».',
  'scopes.switch-failed': 'تعذّر استخدام هذا المفتاح. افتح «مفاتيح API» لاختيار مفتاح.',
}
