import type { SliceTranslation } from '../../source-message.ts'
import type { changes } from './en.ts'

export const changesAr: SliceTranslation<typeof changes> = {
  'changes.nav': 'ما الذي تغيّر',
  'changes.intro':
    'الجسور التي رأى الفهرس أنها أُضيفت أو أُزيلت أو تغيّرت بين تاريخين، من سجل التغييرات المحفوظ على هذا الحاسوب.',
  'changes.from': 'من',
  'changes.to': 'إلى',
  'changes.problem.backwards': 'التاريخ الأول بعد التاريخ الأخير. اختر تاريخًا أول في التاريخ الأخير أو قبله.',
  'changes.problem.not-a-day': 'أدخل التاريخين كليهما.',
  'changes.resolution':
    'يقرأ الفهرس الجسور الجديدة كل بضع دقائق والقائمة كلها {days, plural, zero {كل يوم} one {كل يوم} two {كل يومين} few {كل # أيام} many {كل # يومًا} other {كل # يوم}}، لذا يُرى التغيير عندما يقرأ الفهرس ذلك الجسر في المرة التالية، لا لحظة حدوثه.',
  'changes.kept':
    'يُحفظ السجل {days, number} يومًا في ملف الفهرس على هذا الحاسوب. ويضيع إذا وُجد الملف تالفًا ونُحّي جانبًا، وعند حذف الفهرس؛ أما «إعادة البناء» فتُبقي عليه.',
  'changes.kept-since': 'تُسجَّل التغييرات ابتداءً من {date}؛ ولا يُعرف شيء قبل ذلك.',
  'changes.none-yet': 'لم يُسجَّل أي تغيير بعد: يبدأ السجل مع القراءة التالية للفهرس.',
  'changes.none': 'لم يتغيّر شيء في الفهرس بين هذين التاريخين.',
  'changes.counts': 'التغييرات حسب الفئة',
  'changes.all-categories': 'كل الفئات',
  'changes.count.added':
    '{n, plural, zero {لا إضافة} one {إضافة واحدة} two {إضافتان} few {# إضافات} many {# إضافة} other {# إضافة}}',
  'changes.count.removed':
    '{n, plural, zero {لا إزالة} one {إزالة واحدة} two {إزالتان} few {# إزالات} many {# إزالة} other {# إزالة}}',
  'changes.count.changed':
    '{n, plural, zero {لا تغيير} one {تغيير واحد} two {تغييران} few {# تغييرات} many {# تغييرًا} other {# تغيير}}',
  'changes.rows.heading':
    '{kind, select, added {الجسور المضافة} removed {الجسور المُزالة} changed {الجسور المتغيّرة} other {كل التغييرات}}{scope, select, all {} other {: {category}}}',
  'changes.rows.count':
    'معروض {shown, number} من {total, plural, zero {# جسر} one {جسر واحد} two {جسرين} few {# جسور} many {# جسرًا} other {# جسر}}',
  'changes.show-all': 'عرض كل التغييرات',
  'changes.more': 'عرض المزيد',
  'changes.kind.added': 'مُضاف',
  'changes.kind.removed': 'مُزال',
  'changes.kind.changed': 'متغيّر',
  'changes.field.passes': 'العبور',
  'changes.field.score': 'التقييم',
  'changes.field.category': 'الفئة',
  'changes.field.title': 'العنوان',
  'changes.field-change': '{field}: {old} ← {new}',
  'changes.export': 'تصدير بصيغة {format}',
  'changes.export.hint': 'يحتوي الملف على التغييرات المعروضة: كلها أو تلك المختارة أعلاه.',
  'changes.palette.hint': 'الجسور المضافة والمُزالة والمتغيّرة بين تاريخين',
  'changes.palette.words': 'تغييرات, تغيّر, سجل, منذ, مضاف, محذوف, مقارنة, تواريخ',
}
