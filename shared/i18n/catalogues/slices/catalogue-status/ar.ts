import type { SliceTranslation } from '../../source-message.ts'
import type { catalogueStatus } from './en.ts'

// The count in the nominative; the sentences are built so that it stays so ("وفيه ٥ جسور").
const BRIDGES =
  '{rows, plural, zero {لا جسور} one {جسر واحد} two {جسران} few {# جسور} many {# جسرًا} other {# جسر}}'

export const catalogueStatusAr: SliceTranslation<typeof catalogueStatus> = {
  'catalogue-status.rows': BRIDGES,
  'catalogue-status.rows-of':
    '{rows, number} من نحو {total, plural, zero {# جسر} one {جسر واحد} two {جسرين} few {# جسور} many {# جسرًا} other {# جسر}}',
  'catalogue-status.gone': ' ({gone, number} لم تعد مدرجة)',
  'catalogue-status.held-so-far': ' حتى الآن',
  'catalogue-status.held-age': '، اكتمل آخر مرة قبل {duration}',
  'catalogue-status.off': 'الفهرس: متوقف.',
  'catalogue-status.paused': `توقف الفهرس مؤقتًا وفيه ${BRIDGES}: {why}`,
  'catalogue-status.paused-waiting': 'في الانتظار.',
  'catalogue-status.paused-withheld': `توقف الفهرس مؤقتًا وفيه ${BRIDGES}: {why} وإلى ذلك الحين لا تُعرض نسخة القائمة على هذا الحاسوب.`,
  'catalogue-status.withheld': 'الفهرس غير معروض: {why}',
  'catalogue-status.complete': 'الفهرس: {count}{gone}، مكتمل.',
  'catalogue-status.complete-age': 'الفهرس: {count}{gone}، مكتمل، حُدّث قبل {duration}.',
  'catalogue-status.all': `الفهرس: كل الجسور، وعددها ${BRIDGES}{gone}.`,
  'catalogue-status.all-updated': `الفهرس: كل الجسور، وعددها ${BRIDGES}{gone}، حُدّث {age}.`,
  'catalogue-status.building': 'الفهرس: {count}',
  'catalogue-status.building-eta': 'الفهرس: {count}، يكتمل خلال {duration}',
  'catalogue-status.service-down': 'الفهرس: {count}{gone}{held}. في انتظار الخدمة، فهي لا تستجيب.',
  'catalogue-status.rate-wait': 'الفهرس: {count}؛ {why}',
  'catalogue-status.waiting': 'الفهرس: {count}، في انتظار المتابعة.',
  'catalogue-status.failed': 'الفهرس: {count}؛ فشل الطلب الأخير ({error})، وستُعاد المحاولة قريبًا.',
  'catalogue-status.wait-chosen':
    'اختار التطبيق ألّا ينتظر {duration} حتى النافذة الزمنية التالية لحدّ الطلبات، فلم يُرسَل شيء. يتابع الفهرس حين تبدأ تلك النافذة الزمنية.',
  'catalogue-status.wait-asked':
    'طلبت الخدمة انتظار {duration} بسبب حدّ الطلبات ({status}). يتابع الفهرس حين ينتهي ذلك الانتظار.',
  'catalogue-status.pause-key-refused':
    'رُفض المفتاح (401). يتابع الفهرس حين يُستبدل المفتاح أو يُتحقق منه من جديد.',
  'catalogue-status.pause-key-scope':
    'لا يحق للمفتاح قراءة قائمة الجسور ({code}). يتابع الفهرس حين يُستبدل المفتاح أو يُتحقق منه من جديد.',
  'catalogue-status.pause-key-unreadable':
    'تعذّرت قراءة المفتاح المستخدم من سلسلة مفاتيح النظام، فلم يُرسَل شيء. يتابع الفهرس خلال دقيقة حين تعطي سلسلة المفاتيح المفتاح؛ وتبيّن «المفاتيح» السبب.',
  'catalogue-status.pause-disk-full': 'القرص ممتلئ ({path}). يتابع الفهرس خلال دقيقة بعد تحرير مساحة.',
  'catalogue-status.pause-write-refused':
    'رفض النظام كتابة ملف الفهرس ({path}: ربما يتعطل القرص، أو بلغ الملف حدًّا للحجم). يُحفظ ما فيه، ويعيد المحاولة خلال دقيقة.',
  'catalogue-status.pause-bound-reached':
    'بلغ حدّه الأقصى {maxRows, plural, zero {# جسر} one {جسرًا واحدًا} two {جسرين} few {# جسور} many {# جسرًا} other {# جسر}}، والخدمة تُدرج أكثر. ما زال التصفح يعمل على الخدمة نفسها.',
  'catalogue-status.withheld-key-scope':
    'لا يحق للمفتاح المستخدم قراءة البيانات العامة (ينقصه النطاق {scope})، فلا تُعرض نسخة القائمة على هذا الحاسوب. تُعرض من جديد حين يُستخدم مفتاح يحق له قراءتها.',
  'catalogue-status.withheld-key-refused':
    'رفضت الخدمة المفتاح المستخدم، فلا تُعرض نسخة القائمة على هذا الحاسوب. تُعرض من جديد حين يُستخدم مفتاح يعمل.',
  'catalogue-status.less-than-minute': 'أقل من دقيقة',
  'catalogue-status.about-min':
    'نحو {n, plural, zero {# دقيقة} one {دقيقة واحدة} two {دقيقتين} few {# دقائق} many {# دقيقة} other {# دقيقة}}',
  'catalogue-status.about-h':
    'نحو {n, plural, zero {# ساعة} one {ساعة واحدة} two {ساعتين} few {# ساعات} many {# ساعة} other {# ساعة}}',
  'catalogue-status.about-days':
    'نحو {n, plural, zero {# يوم} one {يوم واحد} two {يومين} few {# أيام} many {# يومًا} other {# يوم}}',
  'catalogue-status.about-months':
    'نحو {n, plural, zero {# شهر} one {شهر واحد} two {شهرين} few {# أشهر} many {# شهرًا} other {# شهر}}',
  'catalogue-status.about-years':
    'نحو {n, plural, zero {# سنة} one {سنة واحدة} two {سنتين} few {# سنوات} many {# سنة} other {# سنة}}',
  'catalogue-status.wait-far-reset':
    'أفادت الخدمة بأنه لم يبقَ أي طلب حتى تبدأ نافذتها من جديد بعد {duration}، لذا لا يرسل التطبيق شيئًا من تلقاء نفسه. طلباتك أنت لا تزال تُرسَل؛ ويتابع الفهرس حين تفيد الخدمة بأن هناك طلبات متبقية.',
  'catalogue-status.progress': 'تقدّم الفهرس',
  'catalogue-status.more': '{open, select, yes {أقل} other {المزيد}}',
  'catalogue-status.more-about': ' عن الفهرس',
}
