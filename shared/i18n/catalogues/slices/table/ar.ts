import type { SliceTranslation } from '../../source-message.ts'
import type { table } from './en.ts'

export const tableAr: SliceTranslation<typeof table> = {
  'table.column.title': 'العنوان',
  'table.column.category': 'الفئة',
  'table.column.published': 'تاريخ النشر',
  'table.column.passes': 'العبور',
  'table.column.score': 'التقييم',
  'table.column.suggestor': 'صاحب الاقتراح',
  'table.column.slug': 'الاسم المختصر',
  'table.column.id': 'المعرّف',
  'table.verified': 'موثّق',
  'table.grid': 'الجسور',
  'table.loading-more': 'جارٍ تحميل مزيد من الجسور…',
  'table.columns': 'الأعمدة',
  'table.move-start': 'نقل {column} إلى اليمين',
  'table.move-end': 'نقل {column} إلى اليسار',
  'table.reset-columns': 'إعادة الأعمدة الأصلية',
  'table.sort-title': 'فرز (Shift+نقرة: الفرز بهذا العمود أيضًا؛ ←/→: العرض؛ Alt+←/→: نقل العمود)',
  'table.sort-help':
    'يفرز Enter أو المسافة حسب هذا العمود. يضيّقه مفتاحا السهمين الأيمن والأيسر أو يوسّعانه، ومع Alt ينقلانه.',
  'table.sort.none': 'الأحدث أولًا، كما ترسلها الخدمة. انقر عنوان عمود للفرز.',
  'table.sort.reset': 'الأحدث أولًا',
  'table.sort.by': '{column} ({direction})',
  'table.sort.then': '{first}، ثم {next}',
  'table.sort.over': 'مرتّبة حسب {by} {over}.',
  'table.sort.loaded':
    'مرتّبة حسب {by} بين {n, plural, zero {# جسر محمّل} one {الجسر المحمّل} two {الجسرين المحمّلين} few {# جسور محمّلة} many {# جسرًا محمّلًا} other {# جسر محمّل}}.',
  'table.sort.loaded-more':
    'مرتّبة حسب {by} بين {n, plural, zero {# جسر محمّل حتى الآن} one {الجسر المحمّل حتى الآن} two {الجسرين المحمّلين حتى الآن} few {# جسور محمّلة حتى الآن} many {# جسرًا محمّلًا حتى الآن} other {# جسر محمّل حتى الآن}}؛ ليس لدى الخدمة فرز خاص بها، لذا قد تأتي صفوف لم تُحمّل بعد قبل هذه.',
  'table.sort.newest': 'الأحدث أولًا',
  'table.sort.oldest': 'الأقدم أولًا',
  'table.sort.highest': 'الأعلى أولًا',
  'table.sort.lowest': 'الأدنى أولًا',
  'table.sort.z-a': 'من ي إلى أ',
  'table.sort.a-z': 'من أ إلى ي',
  'table.selected':
    '{n, plural, zero {لا شيء محدد} one {صف واحد محدد} two {صفان محددان} few {# صفوف محددة} many {# صفًا محددًا} other {# صف محدد}}',
  'table.copy-tsv': '{n, plural, one {نسخ الصف (TSV)} two {نسخ الصفين (TSV)} other {نسخ الصفوف (TSV)}}',
  'table.copy-csv': 'نسخ بتنسيق CSV',
  'table.copied':
    '{n, plural, zero {لم يُنسخ أي صف} one {نُسخ الصف بتنسيق {format}} two {نُسخ صفان بتنسيق {format}} few {نُسخت # صفوف بتنسيق {format}} many {نُسخ # صفًا بتنسيق {format}} other {نُسخ # صف بتنسيق {format}}}',
  'table.menu': 'إجراءات {title}',
  'table.menu.open': 'فتح',
  'table.menu.copy-tsv':
    '{n, plural, one {نسخ الصف لجدول بيانات (TSV)} two {نسخ الصفين لجدول بيانات (TSV)} few {نسخ # صفوف لجدول بيانات (TSV)} many {نسخ # صفًا لجدول بيانات (TSV)} other {نسخ # صف لجدول بيانات (TSV)}}',
  'table.menu.copy-csv':
    '{n, plural, one {نسخ الصف بتنسيق CSV} two {نسخ الصفين بتنسيق CSV} few {نسخ # صفوف بتنسيق CSV} many {نسخ # صفًا بتنسيق CSV} other {نسخ # صف بتنسيق CSV}}',
  'table.panel': 'الجسر المحدد',
  'table.panel.bridge': 'جسر',
  'table.panel.close': 'إغلاق اللوحة',
  'table.panel.loading-profile': 'جارٍ تحميل الملف الشخصي…',
  'table.panel.more':
    '{n, plural, zero {ولا جسور أخرى} one {وجسر آخر} two {وجسران آخران} few {و# جسور أخرى} many {و# جسرًا آخر} other {و# جسر آخر}}',
  'table.panel.open-bridge': 'فتح صفحة الجسر',
  'table.panel.open-profile': 'فتح صفحة الملف الشخصي',
}
