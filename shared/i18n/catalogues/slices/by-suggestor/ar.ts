import type { SliceTranslation } from '../../source-message.ts'
import type { bySuggestor } from './en.ts'

export const bySuggestorAr: SliceTranslation<typeof bySuggestor> = {
  'by-suggestor.chip': 'جسور {name}',
  'by-suggestor.remove': 'اعرض جسور كل أصحاب الاقتراحات',
  'by-suggestor.waiting':
    'لا يعرض جسور صاحب اقتراح واحد إلا الفهرس على هذا الحاسوب؛ وإلى أن يحوي جسورًا تُعرض جسور كل أصحاب الاقتراحات.',
  'by-suggestor.place-why':
    'يُبحث عن الكلمات على هذا الحاسوب ما دامت القائمة تعرض جسور صاحب اقتراح واحد: لا تستطيع الخدمة التصفية حسب صاحب الاقتراح. أزل «جسور {name}» للبحث في الخدمة.',
  'by-suggestor.count': 'جسور {name} فقط.',
  'by-suggestor.empty': 'لا توجد جسور من {name} تطابق هذه القائمة.',
  'by-suggestor.describe': 'جسور {name}',
  'by-suggestor.goes-list': 'اعرض جسوره في القائمة',
  'by-suggestor.profile': 'الملف الشخصي',
  'by-suggestor.profile-of': 'الملف الشخصي: {name}',
  'by-suggestor.more': 'المزيد من جسور {name}',
}
