import type { SliceTranslation } from '../../source-message.ts'
import type { health } from './en.ts'

export const healthAr: SliceTranslation<typeof health> = {
  'health.title': 'سلامة المفتاح',
  'health.export': 'تصدير {format}…',
  'health.saved-csv':
    'حُفظت سلامة المفتاح ({rows, plural, zero {# صف} one {صف واحد} two {صفّان} few {# صفوف} many {# صفًا} other {# صف}}) باسم {file}',
  'health.not-saved': 'لم يُحفظ: {why}',
  'health.about':
    'من سجل الطلبات المحفوظ على هذا الحاسوب: لا يُرسل شيء إلى أي مكان. الطلبات التي ألغاها التطبيق بنفسه مستبعدة.',
  'health.reading': 'جارٍ قراءة سجل الطلبات…',
  'health.window': 'النافذة الزمنية الحالية',
  'health.window-other-key': 'تُعرض للمفتاح قيد الاستخدام فقط: تُخبر الخدمة بالرصيد المتبقي مع كل إجابة.',
  'health.errors': 'الأخطاء',
  'health.failed-of':
    'فشل {failed, number} من {attempts, plural, zero {# طلب} one {طلب واحد} two {طلبين} few {# طلبات} many {# طلبًا} other {# طلب}}',
  'health.col.error': 'الخطأ',
  'health.col.count': 'العدد',
  'health.col.last': 'آخر مرة',
  'health.no-answer-code': 'لا إجابة ({code})',
  'health.open-last': ': فتح آخر {error} على {endpoint} في فاحص الطلبات',
  'health.latency': 'زمن الاستجابة',
  'health.no-answers': 'لا إجابات في هذه المدة.',
  'health.col.answers': 'الإجابات',
  'health.in-ms': 'بالملي ثانية',
  'health.times-note': 'الأزمنة بالملي ثانية. p95: 95 من كل 100 إجابة وصلت بهذه السرعة على الأقل.',
  'health.never': 'نقاط وصول لم تُستدعَ بنجاح قط',
  'health.all-succeeded': 'تلقى هذا المفتاح إجابة ناجحة من كل نقطة وصول.',
  'health.never-tried': 'لم تُجرَّب قط',
  'health.tried':
    'جُرّبت {n, plural, zero {# مرة} one {مرة واحدة} two {مرتين} few {# مرات} many {# مرةً} other {# مرة}}، آخر إجابة {status}',
  'health.tried-no-answer':
    'جُرّبت {n, plural, zero {# مرة} one {مرة واحدة} two {مرتين} few {# مرات} many {# مرةً} other {# مرة}}، دون إجابة',
  'health.window.unknown': 'غير معروف حتى الإجابة التالية من الخدمة',
  'health.window.new':
    'بدأت نافذة زمنية جديدة من {limit, plural, zero {# طلب} one {طلب واحد} two {طلبين} few {# طلبات} many {# طلبًا} other {# طلب}}',
  'health.window.left':
    'بقي {remaining, number} من {limit, plural, zero {# طلب} one {طلب واحد} two {طلبين} few {# طلبات} many {# طلبًا} other {# طلب}} · إعادة الضبط بعد {time}',
  'health.window.used-up': 'نفد الرصيد: تنتظر الطلبات {time} حتى إعادة الضبط',
  'health.window.idle': 'لا طلبات في الدقيقة الأخيرة: لن ينفد شيء',
  'health.window.lasts': 'بهذه الوتيرة ({n, number} في الدقيقة) يكفي الرصيد حتى إعادة الضبط',
  'health.window.runs-out': 'بهذه الوتيرة ({n, number} في الدقيقة) ينفد الرصيد بعد {time} تقريبًا',
}
