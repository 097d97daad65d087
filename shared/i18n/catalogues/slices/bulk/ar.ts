import type { SliceTranslation } from '../../source-message.ts'
import type { bulk } from './en.ts'

export const bulkAr: SliceTranslation<typeof bulk> = {
  'bulk.nav': 'البحث في قائمة',
  'bulk.intro':
    'الصق قائمة أو أفلت ملفًا (CSV أو TSV أو مفصولًا بفواصل منقوطة) يضم حتى {rows, number} صف. يجيب الفهرس أولًا، ولا تُسأل الخدمة إلا عمّا ينقصه.',
  'bulk.paste-label': 'القائمة المراد البحث فيها',
  'bulk.paste-hint':
    'الصق الصفوف هنا، أو أفلت ملفًا على هذا المربع. قد يحوي كل صف اسم مستخدم، أو اسم جسر أو معرّفه أو عنوانه، أو رابطًا.',
  'bulk.file-label': 'أو اختر ملفًا',
  'bulk.read': 'اقرأ القائمة',
  'bulk.reading': 'جارٍ قراءة القائمة…',
  'bulk.problem.too-big': 'القائمة أكبر من {limit}. قسّمها إلى قوائم أصغر.',
  'bulk.problem.too-many-rows':
    'في القائمة أكثر من {limit, number} صف. قسّمها إلى قوائم لا يزيد كل منها على {limit, number} صف.',
  'bulk.problem.line-too-long': 'السطر {line, number} أطول من {limit, number} حرف، فهذه ليست قائمة أسماء.',
  'bulk.problem.binary': 'هذا ليس نصًا. اختر ملف CSV أو TSV، أو الصق الصفوف.',
  'bulk.problem.empty': 'القائمة فارغة.',
  'bulk.problem.bad-quotes': 'علامة تنصيص فُتحت في الصف {row, number} ولم تُغلق أبدًا.',
  'bulk.read-summary':
    '{rows, plural, zero {لا صفوف} one {صف واحد} two {صفّان} few {# صفوف} many {# صفًا} other {# صف}} في {columns, plural, zero {لا أعمدة} one {عمود واحد} two {عمودين} few {# أعمدة} many {# عمودًا} other {# عمود}}',
  'bulk.column-label': 'العمود المراد البحث فيه',
  'bulk.column-option': 'العمود {n, number}: {name}',
  'bulk.header': 'الصف الأول صف عناوين',
  'bulk.estimate':
    'أجاب الفهرس الآن عن {catalogue, plural, zero {لا صفوف} one {صف واحد} two {صفّين} few {# صفوف} many {# صفًا} other {# صف}}، و{service, plural, zero {لا أسماء تحتاج} one {اسم واحد يحتاج} two {اسمان يحتاجان} few {# أسماء تحتاج} many {# اسمًا تحتاج} other {# اسم تحتاج}} إلى الخدمة: نحو {time} بحدّ الطلبات لمفتاحك.',
  'bulk.estimate-catalogue-only':
    'أجاب الفهرس الآن عن {catalogue, plural, zero {لا صفوف} one {صف واحد} two {صفّين} few {# صفوف} many {# صفًا} other {# صف}}؛ لن تُسأل الخدمة.',
  'bulk.seconds': '{seconds, plural, zero {# ث} one {# ث} two {# ث} few {# ث} many {# ث} other {# ث}}',
  'bulk.minutes':
    '{minutes, plural, zero {# د} one {# د} two {# د} few {# د} many {# د} other {# د}} {seconds, plural, zero {# ث} one {# ث} two {# ث} few {# ث} many {# ث} other {# ث}}',
  'bulk.start': 'ابدأ',
  'bulk.pause': 'أوقف مؤقتًا',
  'bulk.resume': 'تابِع',
  'bulk.cancel': 'ألغِ',
  'bulk.progress':
    'أُجيب عن {answered, number} من {rows, plural, zero {# صف} one {صف واحد} two {صفّين} few {# صفوف} many {# صفًا} other {# صف}}؛ {left, plural, =0 {لم يبقَ شيء للخدمة} zero {لم يبقَ شيء للخدمة} one {بقي اسم واحد للخدمة} two {بقي اسمان للخدمة} few {بقيت # أسماء للخدمة} many {بقي # اسمًا للخدمة} other {بقي # اسم للخدمة}}.',
  'bulk.time-left': 'بقي نحو {time}.',
  'bulk.paused': 'متوقف مؤقتًا.',
  'bulk.done': 'اكتمل.',
  'bulk.cancelled': 'أُلغي. تبقى الصفوف التي لم يُجَب عنها بلا إجابة.',
  'bulk.results': 'الإجابات',
  'bulk.col.row': 'الصف',
  'bulk.col.input': 'ما بُحث عنه',
  'bulk.col.answer': 'الإجابة',
  'bulk.col.match': 'المطابقة',
  'bulk.col.read': 'وقت القراءة',
  'bulk.status.found': '{from, select, catalogue {وُجد في الفهرس} other {وجدته الخدمة}}',
  'bulk.status.did-you-mean': 'هل تقصد',
  'bulk.status.ambiguous':
    '{n, plural, zero {لا تطابقات} one {تطابق واحد} two {تطابقان} few {# تطابقات} many {# تطابقًا} other {# تطابق}}',
  'bulk.status.not-found': 'غير موجود',
  'bulk.status.refused': 'مرفوض: {why}',
  'bulk.status.failed': 'فشل: {why}',
  'bulk.status.blank': 'فارغ',
  'bulk.status.waiting': 'في الانتظار',
  'bulk.rows-shown': 'الصفوف {from, number}–{to, number} من {total, number}',
  'bulk.previous': 'الصفوف السابقة',
  'bulk.next': 'الصفوف التالية',
  'bulk.export': 'صدّر بصيغة {format}',
  'bulk.palette.hint': 'البحث عن قائمة ملصقة أو ملف CSV',
  'bulk.palette.words': 'قائمة, جماعي, csv, tsv, جدول',
}
