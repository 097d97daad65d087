import type { SliceTranslation } from '../../source-message.ts'
import type { detail } from './en.ts'

export const detailAr: SliceTranslation<typeof detail> = {
  'detail.title': 'جسر',
  'detail.not-found': 'هذا الجسر غير موجود أو لم يعد منشورًا.',
  'detail.browse-all': 'تصفّح كل الجسور',
  'detail.loading': 'جارٍ التحميل…',
  'detail.category': 'الفئة',
  'detail.domain': 'النطاق',
  'detail.passes': 'العبور',
  'detail.score': 'التقييم',
  'detail.published': 'تاريخ النشر',
  'detail.suggested-by': 'صاحب الاقتراح',
  'detail.identifier': 'المعرّف',
  'detail.copy': 'نسخ هذا الجسر',
  'detail.about-passes': 'العبور: عدد المرات التي استخدم فيها الناس جسرًا، كما تعدّها الخدمة.',
  'detail.about-score': 'التقييم: تقدير الخدمة للجسر؛ الأعلى أفضل.',
  'detail.not-web-address': '(ليس عنوان ويب، لذا لا يمكن فتحه)',
  'detail.open-domain': 'فتح {domain}',
  'detail.open-title': 'أتريد فتح {url} في متصفحك؟',
  'detail.open-confirm': 'فتح في المتصفح',
  'detail.cancel': 'إلغاء',
  'detail.open-note': 'العنوان من صاحب اقتراح الجسر؛ لم يتحقق التطبيق من الموقع.',
}
