import type { SliceTranslation } from '../../source-message.ts'
import type { listExport } from './en.ts'

const BRIDGES = (n: string): string =>
  `{${n}, plural, zero {# جسر} one {جسر واحد} two {جسران} few {# جسور} many {# جسرًا} other {# جسر}}`
/** As an object, or after a preposition: two bridges are “جسرين”. */
const BRIDGES_OBJ = (n: string): string =>
  `{${n}, plural, zero {# جسر} one {جسرًا واحدًا} two {جسرين} few {# جسور} many {# جسرًا} other {# جسر}}`
const REQUESTS = (n: string): string =>
  `{${n}, plural, zero {# طلب} one {طلب واحد} two {طلبين} few {# طلبات} many {# طلبًا} other {# طلب}}`

export const listExportAr: SliceTranslation<typeof listExport> = {
  'list-export.open': 'تصدير…',
  'list-export.checking-cost': 'جارٍ التحقق من الكلفة…',
  'list-export.running': `جارٍ التصدير: ${BRIDGES('n')} حتى الآن`,
  'list-export.cancel': 'إلغاء التصدير',
  'list-export.paused': 'متوقف مؤقتًا: هل تتابع أم تتوقف هنا؟',
  'list-export.go-on': 'تابع',
  'list-export.stop-keep': `توقف واحتفظ بما صُدّر: ${BRIDGES('n')}`,
  'list-export.stop-discard': 'توقف وتجاهل',
  'list-export.dismiss': 'إخفاء',
  'list-export.cancelled':
    'أُلغي التصدير بعد {n, plural, zero {# جسر} one {جسر واحد} two {جسرين} few {# جسور} many {# جسرًا} other {# جسر}}؛ لم يُحفظ شيء.',
  'list-export.title': 'تصدير الجسور المطابقة',
  'list-export.confirm': 'تصدير',
  'list-export.only-catalogue':
    'من الفهرس على هذا الحاسوب ({catalogue}): لا تستطيع الخدمة سرد هذه الجسور كما تُعرض.',
  'list-export.from': 'التصدير من',
  'list-export.from-catalogue': 'الفهرس على هذا الحاسوب، فورًا ودون أي طلب ({catalogue})',
  'list-export.from-service': 'الخدمة، كما تسردها الآن',
  'list-export.checking-what': 'جارٍ التحقق من الكلفة…',
  'list-export.save-as': 'الحفظ بصيغة',
  'list-export.csv': '{format} (جداول البيانات)',
  'list-export.json': '{format} (البرامج)',
  'list-export.columns': 'الأعمدة',
  'list-export.columns-shown': 'الأعمدة المعروضة ({columns})',
  'list-export.columns-every': 'كل الحقول (نص الاقتراح والنطاق حيث فُتح الجسر هنا)',
  'list-export.background': 'متابعة العمل في الخلفية',
  'list-export.background-note':
    '(وإلا فإن إغلاق {place, select, window {هذه النافذة} other {علامة التبويب هذه}} يوقف التصدير ولا يحفظ شيئًا)',
  'list-export.count-unknown': 'يُعرف عدد الجسور حين تسردها الخدمة كلها.',
  'list-export.count': `يكتب ${BRIDGES('n')} بالترتيب الظاهر على الشاشة.`,
  'list-export.needs-exact': `يحتاج هذا إلى ${REQUESTS('requests')} لـ${BRIDGES('n')}`,
  'list-export.needs-about': `يحتاج هذا إلى نحو ${REQUESTS('requests')}`,
  'list-export.needs-at-most': `يحتاج هذا إلى ${REQUESTS('requests')} على الأكثر (طلب لكل {per, number} جسر مطابق، أي أقل بكثير عادةً مع بحث أو فئة)`,
  'list-export.budget': '{needs}؛ تبقّى {remaining, number} من {limit, number} في هذه الدقيقة.',
  'list-export.no-budget': '{needs}.',
  'list-export.will-pause': 'سيتوقف مؤقتًا بسبب حدّ الطلبات ويستغرق نحو {duration}.',
  'list-export.seconds':
    '{n, plural, zero {# ثانية} one {ثانية واحدة} two {ثانيتين} few {# ثوانٍ} many {# ثانية} other {# ثانية}}',
  'list-export.minutes':
    '{n, plural, zero {# دقيقة} one {دقيقة واحدة} two {دقيقتين} few {# دقائق} many {# دقيقة} other {# دقيقة}}',
  'list-export.catalogue-complete': 'مكتمل، حُدّث {age}',
  'list-export.catalogue-partial': `غير مكتمل: قُرئ ${BRIDGES('held')} حتى الآن`,
  'list-export.catalogue-partial-of':
    'غير مكتمل: قُرئ {held, number} من نحو {total, plural, zero {# جسر} one {جسر واحد} two {جسرين} few {# جسور} many {# جسرًا} other {# جسر}} حتى الآن',
  'list-export.catalogue-searched': '{catalogue}؛ تُطابَق كلمات البحث على هذا الحاسوب',
  'list-export.saved-catalogue': `حُفظ ${BRIDGES('n')} في {file} من الفهرس على هذا الحاسوب (دون طلبات؛ كان الفهرس {catalogue}).`,
  'list-export.saved': `حُفظ ${BRIDGES('n')} في {file} (${REQUESTS('requests')}).`,
  'list-export.stopped-early': `توقف مبكرًا: حُفظ أول ${BRIDGES('n')} في {file} (${REQUESTS('requests')})؛ وكان لدى الخدمة المزيد.`,
  'list-export.written-once': `أرسلت الخدمة ${BRIDGES_OBJ('n')} مرة أخرى في صفحة لاحقة؛ كُتب كلٌّ منها مرة واحدة.`,
  'list-export.overrun':
    'هذه القائمة أطول مما قالت الخدمة: {rows, number} صفًا حتى الآن، والتقدير {expected, number}. ربما ترسل الخدمة صفحات بلا نهاية.',
}
