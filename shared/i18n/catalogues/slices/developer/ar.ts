import type { SliceTranslation } from '../../source-message.ts'
import type { developer } from './en.ts'

export const developerAr: SliceTranslation<typeof developer> = {
  'developer.intro':
    'كل طلب أرسله التطبيق، مع ما عاد منه. تُختصر المفاتيح إلى أحرفها الأخيرة؛ ويشير «نسخ كأمر {curl}» إلى المفتاح باسم {variable}.',
  'developer.usage-link': 'استخدام المفاتيح ومصفوفة النطاقات',
  'developer.request-log': 'سجل الطلبات',
  'developer.copied': 'نُسخ. يستخدم {variable}: شغّل أولًا {command} في الصدفة.',
  'developer.your-api-key': 'مفتاح API الخاص بك',
  'developer.not-copied': 'لم يُنسخ: {why}',
  'developer.clipboard-failed': 'تعذّرت الكتابة إلى الحافظة.',
  'developer.not-saved': 'لم يُحفظ: {title}. {next}',
  'developer.notices.title': 'إعلانات الخدمة',
  'developer.notices.none':
    'لا شيء حتى الآن. عندما تعلن الخدمة أن نقطة وصول ستتغير أو ستتوقف عن العمل (ترويستا {deprecation} و{sunset})، تظهر هنا. ويُبلغ عنها أيضًا فحص مفتاح في شاشة «المفاتيح».',
  'developer.notice.deprecated': '{path} متقادمة',
  'developer.notice.deprecated-since': '{path} متقادمة منذ {since}',
  'developer.notice.deprecated-sunset': '{path} متقادمة وتتوقف عن العمل في {sunset}',
  'developer.notice.deprecated-since-sunset': '{path} متقادمة منذ {since} وتتوقف عن العمل في {sunset}',
  'developer.notice.sunset': '{path} تتوقف عن العمل في {sunset}',
  'developer.notice.end': '{notice}.',
  'developer.notice.end-when': '{notice} ({when}).',
  'developer.notice.used-by': 'تستخدمها: {views}.',
  'developer.notice.seen': 'رُئيت أول مرة {first}، وآخر مرة {last}.',
  'developer.view.export': 'التصدير',
  'developer.view.bridge-detail': 'تفاصيل الجسر',
  'developer.view.profiles': 'الملفات الشخصية',
  'developer.view.key-check': 'فحص المفتاح',
  'developer.link.what-changes': 'ما الذي يتغير ({host})',
  'developer.link.about-sunset': 'عن الإيقاف ({host})',
  'developer.link.open-title': 'فتح {url} في متصفحك؟',
  'developer.link.open': 'الفتح في المتصفح',
  'developer.link.unchecked': 'أرسلت الخدمة هذا الرابط مع إعلانها؛ ولم يفحص التطبيق الموقع.',
  'developer.sunset.badge': 'الإيقاف {when}: {path}',
  'developer.sunset.label':
    '{past, select, yes {توقفت {path} عن العمل {when}} other {تتوقف {path} عن العمل {when}}}. افتح شاشة المطوّر.',
  'developer.sunset.label-used':
    '{past, select, yes {توقفت {path} عن العمل {when}} other {تتوقف {path} عن العمل {when}}}؛ تستخدمها: {views}. افتح شاشة المطوّر.',
}
