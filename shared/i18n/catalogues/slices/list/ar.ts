import type { SliceTranslation } from '../../source-message.ts'
import type { list } from './en.ts'

const BRIDGES = (n: string): string =>
  `{${n}, plural, zero {# جسر} one {جسر واحد} two {جسران} few {# جسور} many {# جسرًا} other {# جسر}}`
/** As an object: two bridges are “جسرين”. */
const BRIDGES_OBJ = (n: string): string =>
  `{${n}, plural, zero {# جسر} one {جسرًا واحدًا} two {جسرين} few {# جسور} many {# جسرًا} other {# جسر}}`
const PASSES = (n: string): string =>
  `{${n}, plural, zero {# عبور} one {عبور واحد} two {عبوران} few {# عبورات} many {# عبورًا} other {# عبور}}`
const SORTS = 'newest {من الأحدث} passes {حسب الأكثر عبورًا} score {حسب أعلى تقييم} other {حسب العنوان}'

export const listAr: SliceTranslation<typeof list> = {
  'list.category-options': 'الفئات المتاحة للاختيار',
  'list.category-option':
    '{name} {count, plural, zero {# جسر} one {# جسر} two {# جسران} few {# جسور} many {# جسرًا} other {# جسر}}',
  'list.place-local-forms': 'على هذا الحاسوب تُطابَق صيغ الكلمات أيضًا: «libraries» تجد «library» كذلك.',
  'list.found-in-opened':
    '{n, plural, zero {لم يُعثر على أي جسر} one {عُثر على جسر واحد} two {عُثر على جسرين} few {عُثر على # جسور} many {عُثر على # جسرًا} other {عُثر على # جسر}} من القائمة في نص اقتراح فتحته هنا فقط (يبحث هذا الحاسوب في هذه النصوص أيضًا).',
  'list.or': '{first} أو {second}',
  'list.comma': '{first}، {second}',
  'list.sentences': '{first} {second}',
  'list.glossary':
    'العبور: عدد المرات التي استخدم فيها الناس جسرًا، كما تعدّها الخدمة. التقييم: تقدير الخدمة للجسر؛ الأعلى أفضل.',
  'list.search-label': 'البحث في الجسور',
  'list.search-placeholder': 'كلمات للبحث عنها',
  'list.filters': '{set, plural, =0 {عوامل التصفية} other {عوامل التصفية (#)}}',
  'list.search-place': 'البحث',
  'list.place-local': 'على هذا الحاسوب',
  'list.place-service': 'في الخدمة',
  'list.category': 'الفئة',
  'list.all-categories': 'كل الفئات',
  'list.all-categories-count': 'كل الفئات ({total, number})',
  'list.sort': 'الترتيب',
  'list.sort-service': 'كما تسردها الخدمة',
  'list.sort-option':
    '{sort, select, newest {الأحدث أولًا} passes {الأكثر عبورًا} score {الأعلى تقييمًا} other {العنوان (أ إلى ي)}}',
  'list.sort-table': 'كما رُتّبت في الجدول',
  'list.suggestors': 'أصحاب الاقتراحات',
  'list.suggestors-everyone': 'الجميع',
  'list.suggestors-verified': `{counted, select, yes {موثّقون (${BRIDGES('n')})} other {موثّقون}}`,
  'list.suggestors-unverified': `{counted, select, yes {غير موثّقين (${BRIDGES('n')})} other {غير موثّقين}}`,
  'list.range-name': '{kind, select, passes {العبور} score {التقييم} other {تاريخ النشر}}',
  'list.range-from': '{name} من',
  'list.range-to': '{name} إلى',
  'list.range-upside-down': '{name}: «من» بعد «إلى»؛ لم يتغيّر شيء.',
  'list.range-not-whole': '{name}: أعداد صحيحة فقط؛ لم يتغيّر شيء.',
  'list.facets': 'فئات هذه الجسور',
  'list.facets-waiting': 'تأتي أعداد الفئات مع اكتمال الفهرس.',
  'list.facet-choose': `{name}: ${BRIDGES('n')}؛ اعرض هذه فقط`,
  'list.facet-drop': `{name}: ${BRIDGES('n')}، مختارة؛ اعرض كل الفئات مجددًا`,
  'list.display': 'عرض الجسور على شكل',
  'list.display-list': 'قائمة',
  'list.display-table': 'جدول',
  'list.needs-sort': 'تتوفر ترتيبات أخرى حين يحتوي الفهرس على هذا الحاسوب على جسور.',
  'list.needs-suggestors': 'يمكن اختيار الموثّقين أو غيرهم حين يحتوي الفهرس على هذا الحاسوب على كل الجسور.',
  'list.needs-place': 'يمكن اختيار البحث على هذا الحاسوب حين يحتوي الفهرس على هذا الحاسوب على جسور.',
  'list.needs-ranges': 'يمكن تحديد نطاقات العبور والتقييم والأيام حين يحتوي الفهرس على هذا الحاسوب على جسور.',
  'list.now-off': 'إنه متوقف في الإعدادات.',
  'list.now-withheld': 'لا يُستخدم مع المفتاح الحالي: سطر الفهرس أعلاه يوضح السبب.',
  'list.now-paused': 'إنه متوقف مؤقتًا: سطر الفهرس أعلاه يوضح السبب.',
  'list.now-building': 'سطر الفهرس أعلاه يبيّن إلى أين وصل.',
  'list.narrowed-why':
    'تُطابَق الكلمات على هذا الحاسوب ما دامت القائمة تضم عدة فئات أو نطاقًا: الخدمة لا تصفّي إلا بفئة واحدة ولا تصفّي بأي نطاق. أزلها للبحث في الخدمة.',
  'list.place-why':
    'تُطابَق الكلمات على هذا الحاسوب ما دامت هذه القائمة مرتّبة أو مصفّاة هكذا: {because}. اختر «كما تسردها الخدمة» وفي أصحاب الاقتراحات «الجميع» للبحث في الخدمة.',
  'list.because-sort': `الخدمة لا ترتّب {sort, select, ${SORTS}}`,
  'list.because-suggestors': 'الخدمة لا تستطيع التصفية حسب أصحاب الاقتراحات',
  'list.because-newest': 'هذا الترتيب يحفظه الفهرس على هذا الحاسوب',
  'list.loading': 'جارٍ تحميل الجسور…',
  'list.loading-more': 'جارٍ تحميل مزيد من الجسور…',
  'list.reading-catalogue': 'جارٍ قراءة الفهرس…',
  'list.with-words': ' تحتوي «{q}»',
  'list.in-categories': ' في {categories}',
  'list.service-all': `تُعرض كل الجسور: ${BRIDGES('n')}{where}`,
  'list.service-so-far': `يُعرض حتى الآن ${BRIDGES('n')}{where}`,
  'list.service-of': `يُعرض {shown, number} من ${BRIDGES('of')}{where} (عدّها الفهرس، حُدّث {age})`,
  'list.service-of-in-all': `يُعرض {shown, number} من ${BRIDGES('of')}{where} ({total, number} إجمالًا؛ عدّها الفهرس، حُدّث {age})`,
  'list.recently': 'مؤخرًا',
  'list.short-of': `يُعرض {shown, number} من ${BRIDGES('of')}{where}`,
  'list.short-counted': 'عدّها الفهرس، حُدّث {age}',
  'list.short-so-far': `يُعرض حتى الآن ${BRIDGES('n')}{where}`,
  'list.short-with-words': 'تحتوي «{q}»',
  'list.order-complete': `على كل الجسور (${BRIDGES('held')})، بواسطة الفهرس على هذا الحاسوب`,
  'list.order-partial': `على ${BRIDGES('held')} يحتويها الفهرس حتى الآن؛ وما زال يقرأ الباقي`,
  'list.catalogue-count': `يُعرض ${BRIDGES('n')}{where}{who}{words}{sorted} ({over}).`,
  'list.by-verified':
    '{verified, select, verified { لأصحاب اقتراحات موثّقين} other { لأصحاب اقتراحات غير موثّقين}}',
  'list.and-ranges': '، {ranges}',
  'list.catalogue-words': ' تحتوي «{q}» في العنوان أو في اقتراح اطّلعت عليه، بُحث عنها على هذا الحاسوب',
  'list.sorted': `، مرتّبة {sort, select, ${SORTS}}`,
  'list.over-complete': `من بين كل الجسور (${BRIDGES('held')})، حُدّث الفهرس {age}`,
  'list.over-partial': `من بين ${BRIDGES('held')} محفوظة حتى الآن؛ وما زال الفهرس يقرأ الباقي`,
  'list.catalogue-short': `يُعرض ${BRIDGES('n')}{where}{who}{words}`,
  'list.short-local-complete': `على هذا الحاسوب، من بين كل الجسور (${BRIDGES('held')})`,
  'list.short-local-partial': 'على هذا الحاسوب، من بين {held, number} محفوظة حتى الآن',
  'list.range-passes': `{bound, select, both {بعدد عبور من {lo, number} إلى {hi, number}} min {بما لا يقل عن ${PASSES('lo')}} other {بما لا يزيد على ${PASSES('hi')}}}`,
  'list.range-score':
    '{bound, select, both {بتقييم من {lo, number} إلى {hi, number}} min {بتقييم لا يقل عن {lo, number}} other {بتقييم لا يزيد على {hi, number}}}',
  'list.range-published':
    '{bound, select, both {منشورة من {from} إلى {to}} min {منشورة منذ {from}} other {منشورة حتى {to}}}',
  'list.empty-looked': 'جرى البحث عن جسور{who} على هذا الحاسوب، {over}.',
  'list.note-repeats': `أرسلت الخدمة ${BRIDGES_OBJ('n')} مرة أخرى في صفحة لاحقة؛ يُعرض كلٌّ منها مرة واحدة.`,
  'list.note-restarted': `لم تعد الخدمة تعرف أين كانت هذه القائمة (ربما أُعيد تشغيلها)، فأُعيدت قراءتها من البداية مع الإبقاء على ما عُرض من قبل: ${BRIDGES('n')}.`,
  'list.row-by': 'بواسطة {suggestor}',
  'list.row-passes': PASSES('n'),
  'list.row-score': 'التقييم {score, number}',
  'list.title-not-known': '(العنوان غير معروف بعد)',
  'list.no-match': 'لا جسور تطابق "{q}".',
  'list.no-match-in': 'لا جسور تطابق "{q}" في {category}.',
  'list.none-in': 'لا جسور في {category}.',
  'list.none': 'لا جسور منشورة بعد.',
  'list.also-category': '«{q}» فئة أيضًا.',
  'list.show-category': 'اعرض كل الجسور في {category}',
  'list.empty-hint': 'يجد البحث الجسور التي تحتوي كلماتك في عنوانها أو اقتراحها. جرّب كلمات أقل أو فئة أخرى.',
  'list.end': `هذه كل الجسور: ${BRIDGES('n')}.`,
  'list.end-missing-cursor':
    'قالت الخدمة إن هناك مزيدًا من الجسور لكنها لم ترسل طريقة لجلبها، لذا قد تكون هذه القائمة ناقصة.',
  'list.end-repeated-cursor': 'أشارت الخدمة إلى صفحة عُرضت من قبل، لذا تتوقف القائمة هنا وقد تكون ناقصة.',
  'list.end-empty-pages':
    'أرسلت الخدمة {n, number} صفحات فارغة متتالية، لذا تتوقف القائمة هنا وقد تكون ناقصة.',
  'list.refused': 'رفضت الخدمة المفتاح المستخدم، لذا لا يمكن قراءة مزيد من الجسور به. {title}. {next}',
  'list.read-before': `قُرئت الجسور أدناه (${BRIDGES('n')}) قبل الرفض ({age})؛ إنها بيانات عامة وتبقى كما كانت.`,
  'list.earlier': 'من قبل',
  'list.insights-these': `هذه الجسور (${BRIDGES('n')})`,
}
