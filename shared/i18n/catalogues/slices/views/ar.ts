import type { SliceTranslation } from '../../source-message.ts'
import type { views } from './en.ts'

export const viewsAr: SliceTranslation<typeof views> = {
  'views.title': 'العروض المحفوظة',
  'views.manage': 'إدارة العروض',
  'views.intro':
    'يحفظ العرض بحثًا وفئة وطريقة العرض (قائمة أو جدول) وأعمدة الجدول. احفظ عرضًا من {bridges} بالزر «{save}».',
  'views.none': 'لا عروض محفوظة بعد.',
  'views.none-how':
    'في صفحة الجسور، اختر فئة وابحث وانتقل إلى الجدول ورتّب أعمدته، ثم اضغط «{save}». يظهر العرض هنا وفي الشريط الجانبي، وله رابط يمكنك مشاركته.',
  'views.summary': '{description} · حُفظ {when}',
  'views.actions-for': 'إجراءات {name}',
  'views.copy-named': 'نسخ {name}',
  'views.copy-link': 'نسخ الرابط',
  'views.link-copied': 'نُسخ الرابط',
  'views.rename': 'إعادة التسمية',
  'views.delete': 'حذف',
  'views.rename-title': 'إعادة تسمية «{name}»',
  'views.renamed': 'أُعيدت التسمية إلى «{name}».',
  'views.delete-title': 'أتريد حذف العرض «{name}»؟',
  'views.delete-confirm': 'حذف العرض',
  'views.deleted': 'حُذف «{name}».',
  'views.not-deleted': 'تعذّر حذف «{name}».',
  'views.links-keep': 'تظل الروابط إليه تعمل: رابط العرض يحمل العرض كله.',
  'views.updated': 'حُدّث «{name}» بهذه الأعمدة وهذا الترتيب.',
  'views.not-updated': 'تعذّر تحديث «{name}».',
  'views.update': 'تحديث «{name}»',
  'views.save-as-new': 'حفظ كعرض جديد…',
  'views.save': 'حفظ العرض…',
  'views.current': 'العرض المحفوظ: {name}',
  'views.save-title': 'حفظ هذا العرض',
  'views.save-confirm': 'حفظ العرض',
  'views.saved': 'حُفظ «{name}». ستجده تحت الجسور في الشريط الجانبي.',
  'views.keeps':
    'يحفظ العرض البحث ومكان المطابقة، والفئة، وأصحاب الاقتراحات، والترتيب، والقائمة أو الجدول، وأعمدة الجدول وعروضها.',
  'views.name': 'الاسم',
  'views.name-needed': 'أعطِ العرض اسمًا.',
  'views.cancel': 'إلغاء',
  'views.transfer': 'التصدير والاستيراد',
  'views.export': 'تصدير العروض…',
  'views.import': 'استيراد العروض…',
  'views.import-file': 'ملف العروض المحفوظة المراد استيراده',
  'views.too-large': 'هذا الملف أكبر من أن يكون ملف عروض محفوظة (أكثر من 512 كيلوبايت).',
  'views.exported-to':
    'صُدّر {count, plural, zero {# عرض} one {عرض واحد} two {عرضان} few {# عروض} many {# عرضًا} other {# عرض}} إلى',
  'views.exported-download':
    'صُدّر {count, plural, zero {# عرض} one {عرض واحد} two {عرضان} few {# عروض} many {# عرضًا} other {# عرض}} باسم {file} (في تنزيلات متصفحك).',
  'views.using-one': 'يقرؤه أيضًا {link} {names}.',
  'views.using-many': 'تقرؤه أيضًا {link} {names}.',
  'views.using-link-one': 'عرضك المحفوظ',
  'views.using-link-many': 'عروضك المحفوظة',
  'views.quoted': '«{name}»',
  'views.name-all': 'كل الجسور',
  'views.name-table': '{name} (جدول)',
  'views.describe.table': 'جدول',
  'views.describe.list': 'قائمة',
  'views.describe.all-categories': 'كل الفئات',
  'views.describe.search': 'البحث عن «{q}»',
  'views.describe.search-local': 'البحث عن «{q}» على هذا الحاسوب',
  'views.describe.suggestors':
    '{kind, select, verified {أصحاب الاقتراحات الموثّقون} unverified {أصحاب الاقتراحات غير الموثّقين} other {أصحاب الاقتراحات: {kind}}}',
  'views.describe.sort':
    'حسب {column, select, title {العنوان} category {الفئة} published_at {تاريخ النشر} passes {العبور} score {التقييم} suggestor {صاحب الاقتراح} slug {slug} id {id} other {{column}}}، {desc, select, true {من الأعلى إلى الأدنى} other {من الأدنى إلى الأعلى}}',
  'views.describe.hidden':
    '{n, plural, zero {لا أعمدة مخفية} one {عمود واحد مخفي} two {عمودان مخفيان} few {# أعمدة مخفية} many {# عمودًا مخفيًا} other {# عمود مخفي}}',
  'views.import.none-added': 'لم تُضَف أي عروض.',
  'views.import.added':
    'أُضيف {n, plural, zero {# عرض} one {عرض واحد} two {عرضان} few {# عروض} many {# عرضًا} other {# عرض}}: {names}.',
  'views.import.renamed': '«{from}» اسم عرض محفوظ آخر، لذا أُضيف باسم «{to}».',
  'views.import.duplicates':
    '{n, plural, zero {لا عروض كانت} one {عرض واحد كان} two {عرضان كانا} few {# عروض كانت} many {# عرضًا كانت} other {# عرض كانت}} محفوظة من قبل بالاسم والمرشحات والأعمدة نفسها، فلم تُضَف مرة أخرى: {names}.',
  'views.import.skipped': 'تُخطّي «{name}»: {reason}.',
  'views.import.skipped-entry': 'تُخطّي إدخال: {reason}.',
}
