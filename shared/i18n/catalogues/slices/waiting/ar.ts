import type { SliceTranslation } from '../../source-message.ts'
import type { waiting } from './en.ts'

const REQUESTS = (n: string): string =>
  `{${n}, plural, zero {# طلب} one {طلب واحد} two {طلبين} few {# طلبات} many {# طلبًا} other {# طلب}}`

export const waitingAr: SliceTranslation<typeof waiting> = {
  'waiting.loading':
    '{what, select, bridge {جارٍ تحميل الجسر…} profile {جارٍ تحميل الملف الشخصي…} other {جارٍ تحميل ملفك الشخصي…}}',
  'waiting.held':
    '{reason, select, rate_limit {انتظار {duration} بسبب حدّ الطلبات} retry_after {انتظار {duration} لأن الخدمة طلبت إعادة المحاولة لاحقًا} backoff {انتظار {duration} للتمهّل بعد أخطاء} lockout {انتظار {duration} لأن هذا الحاسوب محظور بعد محاولات بمفاتيح غير صالحة} other {انتظار {duration} قبل إرسال مزيد من الطلبات}}',
  'waiting.held-spent': `انتظار {duration} بسبب حدّ الطلبات: استنفد هذا المفتاح كل طلبات هذه النافذة الزمنية (${REQUESTS('limit')}).`,
  'waiting.spent': `نفدت الطلبات: استنفد هذا المفتاح كل طلبات هذه النافذة الزمنية (${REQUESTS('limit')}). يُرسل الطلب التالي حين تبدأ من جديد، بعد {duration}.`,
  'waiting.spent-no-limit':
    'نفدت الطلبات: استنفد هذا المفتاح كل طلبات هذه النافذة الزمنية. يُرسل الطلب التالي حين تبدأ من جديد، بعد {duration}.',
  'waiting.queued':
    '{n, plural, zero {لا طلبات تنتظر} one {طلب واحد ينتظر} two {طلبان ينتظران} few {# طلبات تنتظر} many {# طلبًا ينتظر} other {# طلب ينتظر}} مكانًا شاغرًا ليُرسل.',
  'waiting.seconds': '{s, number} ث',
  'waiting.minutes': '{min, number} د',
  'waiting.minutes-seconds': '{min, number} د {s, number} ث',
  'waiting.hours': '{h, number} س',
  'waiting.hours-minutes': '{h, number} س {min, number} د',
}
