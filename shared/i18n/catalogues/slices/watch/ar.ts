import type { SliceTranslation } from '../../source-message.ts'
import type { watch } from './en.ts'

export const watchAr: SliceTranslation<typeof watch> = {
  'watch.intro':
    'الجسور والملفات الشخصية التي ثبّتّها، وكيف تغيّر عدد مرات عبورها منذ آخر مرة نظرت فيها. ثبّت جسرًا بالزر {pin} في صفحته.',
  'watch.unavailable':
    'لا يمكن استخدام ملف السجل، لذا لن تُحفظ التثبيتات والقراءات هذه المرة (انظر التنبيه في الأعلى).',
  'watch.share-legend': 'القدر الذي يجوز للتحديث أن يستهلكه من الطلبات المتبقية لك',
  'watch.share-percent': '{share, number}٪',
  'watch.share-all': 'الكل',
  'watch.refresh': 'تحديث',
  'watch.refreshing': 'جارٍ التحديث…',
  'watch.mark-seen': 'تعليم الكل كمُطّلع عليه',
  'watch.last-refresh':
    'آخر تحديث: {sent, plural, zero {لم يُرسَل أي طلب} one {أُرسل طلب واحد} two {أُرسل طلبان} few {أُرسلت # طلبات} many {أُرسل # طلبًا} other {أُرسل # طلب}}.',
  'watch.nothing-pinned': 'لم يُثبَّت شيء بعد.',
  'watch.browse-to-pin': 'تصفّح الجسور لتثبيت ما تريد متابعته',
  'watch.table-caption': 'العناصر المثبّتة',
  'watch.column-pinned': 'المثبّت',
  'watch.column-passes': 'العبور',
  'watch.column-change': 'منذ آخر نظرة',
  'watch.column-read': 'القراءة',
  'watch.kind-bridge': 'جسر',
  'watch.never': 'أبدًا',
  'watch.unpin': 'إلغاء التثبيت',
  'watch.pin': '☆ تثبيت',
  'watch.pinned': '★ مثبّت',
  'watch.pin-title': 'إضافة إلى قائمة المتابعة لرؤية تغيّراته',
  'watch.unpin-title': 'إزالة من قائمة المتابعة',
  'watch.not-kept': '{title}. {explanation} {nextStep}',
  'watch.passes-heading': 'العبور منذ أن ثبّتّه',
  'watch.passes-chart': 'العبور',
  'watch.passes-note': 'قراءة واحدة في كل مرة تُحدَّث فيها قائمة المتابعة.',
  'watch.change.gone-bridge': 'لم يعد منشورًا',
  'watch.change.gone-profile': 'لم يعد الملف الشخصي موجودًا',
  'watch.change.not-read': 'لم يُقرأ بعد',
  'watch.change.none': 'لا تغيير',
  'watch.change.passes-up':
    '+{n, plural, zero {# عبور} one {عبور واحد} two {عبوران} few {# عبورات} many {# عبورًا} other {# عبور}}',
  'watch.change.passes-down':
    '−{n, plural, zero {# عبور} one {عبور واحد} two {عبوران} few {# عبورات} many {# عبورًا} other {# عبور}}',
  'watch.change.new-bridges':
    '{n, plural, zero {لا جسور جديدة} one {جسر جديد} two {جسران جديدان} few {# جسور جديدة} many {# جسرًا جديدًا} other {# جسر جديد}}: {names}',
  'watch.change.both': '{passes}؛ {bridges}',
  'watch.plan.no-requests':
    'لم تبقَ طلبات في هذه الدقيقة؛ {items, plural, zero {لا عناصر مثبّتة تنتظر} one {ينتظر عنصر مثبّت واحد} two {ينتظر عنصران مثبّتان} few {تنتظر # عناصر مثبّتة} many {ينتظر # عنصرًا مثبّتًا} other {ينتظر # عنصر مثبّت}} الدقيقة التالية.',
  'watch.plan.known':
    'يستهلك التحديث {requests, plural, zero {# طلب} one {طلبًا واحدًا} two {طلبين} few {# طلبات} many {# طلبًا} other {# طلب}} من {remaining, number} متبقية (بحدّ أقصى {share})',
  'watch.plan.unknown':
    'يستهلك التحديث {requests, plural, zero {# طلب} one {طلبًا واحدًا} two {طلبين} few {# طلبات} many {# طلبًا} other {# طلب}}؛ الرصيد غير معروف بعد (بحدّ أقصى {share})',
  'watch.plan.done': '{plan}.',
  'watch.plan.rest':
    '{plan}؛ {rest, plural, zero {لا عناصر تنتظر} one {ينتظر عنصر واحد} two {ينتظر عنصران} few {تنتظر # عناصر} many {ينتظر # عنصرًا} other {ينتظر # عنصر}} التحديث التالي.',
}
