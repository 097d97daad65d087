import type { SliceTranslation } from '../../source-message.ts'
import type { rate } from './en.ts'

const REASONS =
  'rate_limit {بسبب حدّ الطلبات} retry_after {لأن الخدمة طلبت إعادة المحاولة لاحقًا} backoff {تمهّلًا بعد أخطاء} lockout {لأن هذا الحاسوب محظور بعد محاولات بمفاتيح غير صالحة} other {قبل إرسال مزيد من الطلبات}'

export const rateAr: SliceTranslation<typeof rate> = {
  'rate.about': 'يحق لكل مفتاح عدد ثابت من الطلبات في الدقيقة. يباعد التطبيق بين الطلبات كي يبقى ضمن الحد.',
  'rate.developer-link': 'اطّلع على كل الطلبات في عرض المطوّر',
  'rate.now': 'الآن',
  'rate.queued': 'بانتظار الإرسال',
  'rate.in-flight': 'قيد الإرسال',
  'rate.status': 'الحالة',
  'rate.flowing': 'تُرسل الطلبات فور ورودها',
  'rate.first-request': 'يظهر الرصيد بعد أول طلب بمفتاح.',
  'rate.history': 'الطلبات المتبقية خلال الساعة الأخيرة',
  'rate.loading': 'جارٍ التحميل…',
  'rate.history-empty': 'لم يُسجّل شيء في الساعة الأخيرة',
  'rate.history-empty-about': 'تسجّل كل إجابة من الخدمة عدد الطلبات المتبقية، ويمتلئ المخطط أثناء تصفحك.',
  'rate.chart': 'الطلبات المتبقية',
  'rate.left': 'بقي {remaining, number} من أصل {limit, number} من الطلبات',
  'rate.new-window':
    'نافذة زمنية جديدة: حتى {limit, plural, zero {# طلب} one {طلب واحد} two {طلبين} few {# طلبات} many {# طلبًا} other {# طلب}}',
  'rate.not-known': 'رصيد الطلبات غير معروف بعد',
  'rate.none-yet': 'لا طلبات بعد',
  'rate.none-yet-detail': 'يظهر رصيد الطلبات بعد أول طلب.',
  'rate.requests-waiting':
    '{n, plural, zero {لا طلبات منتظرة} one {طلب واحد منتظر} two {طلبان منتظران} few {# طلبات منتظرة} many {# طلبًا منتظرًا} other {# طلب منتظر}}',
  'rate.waiting-short':
    '{n, plural, zero {لا منتظر} one {واحد منتظر} two {اثنان منتظران} few {# منتظرة} many {# منتظرًا} other {# منتظر}}',
  'rate.waiting-glance': 'انتظار {duration}',
  'rate.announce-waiting': `الطلبات تنتظر {reason, select, ${REASONS}}.`,
  'rate.announce-down': 'الخدمة لا تستجيب.',
  'rate.sentence': '{text}.',
  'rate.sentences': '{first} {next}',
  'rate.new-window-detail':
    'بدأت نافذة زمنية جديدة لحدّ الطلبات، وستذكر الإجابة التالية عدد الطلبات المتبقية بالضبط.',
  'rate.resets-in': 'يتجدد الرصيد بعد {duration}.',
  'rate.until': 'لا طلبات متبقية حتى {date}',
  'rate.until-detail':
    '{text}، بعد {away} من الآن، بحسب الخدمة. لا يرسل التطبيق شيئًا من تلقاء نفسه حتى ذلك الحين، وما تطلبه أنت يُرسل كالمعتاد.',
  'rate.away-days':
    '{n, plural, zero {# يوم} one {يوم واحد} two {يومين} few {# أيام} many {# يومًا} other {# يوم}}',
  'rate.away-years':
    '{n, plural, zero {# سنة} one {سنة واحدة} two {سنتين} few {# سنوات} many {# سنة} other {# سنة}}',
  'rate.down': 'الخدمة لا تستجيب',
  'rate.down-short': 'لا استجابة',
  'rate.down-detail':
    'الخدمة لا تستجيب. الطلب الأخير ({path}) {why, select, timeout {انتهت مهلته} other {لم يتلقَّ إجابة (رُفض أو انقطع)}} بعد إعادة محاولاته، عند {time}. سيحاول التطبيق مجددًا مع الطلب التالي.',
  'rate.a-request': 'طلب',
  'rate.indicator-name': 'حدّ الطلبات: {words}. افتح عرض حدّ الطلبات.',
  'rate.indicator-both': '{seen} ({whole})',
  'rate.level.unknown': 'الطلبات المتبقية: غير معروفة',
  'rate.level.unknown-short': 'غير معروف',
  'rate.level.plenty': 'طلبات متبقية كثيرة',
  'rate.level.plenty-short': 'متبقٍّ كثير',
  'rate.level.low': 'الطلبات تقل',
  'rate.level.low-short': 'تقل',
  'rate.level.few': 'لم يبقَ إلا طلبات قليلة',
  'rate.level.few-short': 'بقي قليل',
  'rate.level.none': 'لا طلبات متبقية حاليًا',
  'rate.level.none-short': 'لم يبقَ شيء',
  'rate.gauge.not-known': 'غير معروف بعد',
  'rate.gauge.used-up': 'نفد',
  'rate.gauge.low': 'يقل',
  'rate.gauge.plenty': 'متبقٍّ كثير',
  'rate.gauge.next-answer': 'ستذكر الإجابة التالية كم بقي',
  'rate.gauge.name': '{headline}. {label}.',
  'rate.gauge.resets': '{label} · يتجدد بعد {duration}',
}
