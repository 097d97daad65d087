import type { SliceTranslation } from '../../source-message.ts'
import type { keyAlerts } from './en.ts'

export const keyAlertsAr: SliceTranslation<typeof keyAlerts> = {
  'key-alerts.failing-title': 'المفتاح «{label}» يفشل',
  'key-alerts.headroom-title': 'الطلبات المتبقية للمفتاح «{label}» توشك أن تنفد',
  'key-alerts.refused-title': 'رُفض المفتاح «{label}»',
  'key-alerts.expiring-title':
    '{days, plural, =0 {تنتهي صلاحية المفتاح «{label}» اليوم} =1 {تنتهي صلاحية المفتاح «{label}» غدًا} =2 {تنتهي صلاحية المفتاح «{label}» بعد يومين} few {تنتهي صلاحية المفتاح «{label}» بعد # أيام} many {تنتهي صلاحية المفتاح «{label}» بعد # يومًا} other {تنتهي صلاحية المفتاح «{label}» بعد # يوم}}',
  'key-alerts.failing-body':
    'فشل {failed, number} من {attempts, plural, zero {# طلب} one {طلب واحد} two {طلبين} few {# طلبات} many {# طلبًا} other {# طلب}} في {minutes, plural, zero {آخر # دقيقة} one {آخر دقيقة} two {آخر دقيقتين} few {آخر # دقائق} many {آخر # دقيقة} other {آخر # دقيقة}}. تبيّن صفحة «المطوّر» أيّها.',
  'key-alerts.headroom-body':
    'بقي {remaining, number} من {limit, plural, zero {# طلب} one {طلب واحد} two {طلبين} few {# طلبات} many {# طلبًا} other {# طلب}} حتى يُعاد ضبط الحد. بعد ذلك تنتظر الطلبات إعادة الضبط.',
  'key-alerts.refused-invalid': 'لا تعرف الخدمة هذا المفتاح. تحقق منه، أو أضف مفتاحًا جديدًا، في «المفاتيح».',
  'key-alerts.refused-revoked': 'تقول الخدمة إن هذا المفتاح أُلغي. أضف مفتاحًا جديدًا في «المفاتيح».',
  'key-alerts.refused-expired': 'تقول الخدمة إن صلاحية هذا المفتاح انتهت. أضف مفتاحًا جديدًا في «المفاتيح».',
  'key-alerts.refused-access': 'تقول الخدمة إن وصول الحساب إلى API غير معتمد. ستفشل الطلبات بهذا المفتاح.',
  'key-alerts.expiring-body': 'سجّلت أن صلاحيته تنتهي في {day}. أضف بديله في «المفاتيح» قبل ذلك.',
  'key-alerts.line-title': '{title}.',
  'key-alerts.line-link': 'سلامة المفتاح',
  'key-alerts.dismiss': 'إخفاء',
  'key-alerts.loading': 'جارٍ تحميل إعدادات التنبيهات…',
  'key-alerts.title': 'التنبيهات',
  'key-alerts.form': 'تنبيهات المفاتيح',
  'key-alerts.switch':
    'نبّهني عندما يُرفض المفتاح قيد الاستخدام أو يبدأ بالفشل أو تقل طلباته المتبقية، وعندما يقترب يوم انتهاء صلاحية مفتاح الذي سجّلته',
  'key-alerts.failing-rule': 'يفشل: فشل {share}٪ على الأقل من طلباته في آخر {minutes} دقيقة.',
  'key-alerts.share-label': 'نسبة الطلبات الفاشلة، بالمئة',
  'key-alerts.minutes-label': 'الدقائق المأخوذة في الحساب',
  'key-alerts.low-rule': 'يوشك على النفاد: بقي {share}٪ أو أقل من طلبات النافذة الزمنية.',
  'key-alerts.headroom-label': 'نسبة الطلبات المتبقية، بالمئة',
  'key-alerts.where':
    'يظهر كإشعار على سطح المكتب (في تطبيق سطح المكتب) وكسطر أعلى النافذة. يُحسب على هذا الحاسوب من سجل الطلبات: لا يُرسل شيء إلى أي مكان.',
  'key-alerts.save': 'حفظ',
  'key-alerts.saved-on': 'حُفظ: التنبيهات مفعّلة.',
  'key-alerts.saved-off': 'حُفظ: التنبيهات معطّلة.',
}
