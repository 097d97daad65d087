/**
 * Arabic, written right to left (docs/i18n.md; the product's words: docs/glossary.md). Plurals take all six
 * forms: zero, one, two, few (3–10), many (11–99) and other (100, 101, …), each with its own noun form.
 */
import type { Catalogue } from './en.ts'
import { catalogueStatusAr } from './slices/catalogue-status/ar.ts'
import { errorsAr } from './slices/errors/ar.ts'
import { keyAlertsAr } from './slices/key-alerts/ar.ts'
import { requestsAr } from './slices/requests/ar.ts'
import { scopesAr } from './slices/scopes/ar.ts'
import { spansAr } from './slices/spans/ar.ts'
import { settingsAr } from './slices/settings/ar.ts'
import { usageAr } from './slices/usage/ar.ts'
import { componentsAr } from './slices/components/ar.ts'
import { appAr } from './slices/app/ar.ts'
import { paletteAr } from './slices/palette/ar.ts'
import { lookupAr } from './slices/lookup/ar.ts'
import { detailAr } from './slices/detail/ar.ts'
import { viewsAr } from './slices/views/ar.ts'
import { statsAr } from './slices/stats/ar.ts'
import { watchAr } from './slices/watch/ar.ts'
import { compareAr } from './slices/compare/ar.ts'
import { bulkAr } from './slices/bulk/ar.ts'
import { changesAr } from './slices/changes/ar.ts'
import { listAr } from './slices/list/ar.ts'
import { bySuggestorAr } from './slices/by-suggestor/ar.ts'
import { developerAr } from './slices/developer/ar.ts'
import { healthAr } from './slices/health/ar.ts'
import { tableAr } from './slices/table/ar.ts'
import { keysAr } from './slices/keys/ar.ts'
import { rateAr } from './slices/rate/ar.ts'
import { listExportAr } from './slices/list-export/ar.ts'
import { waitingAr } from './slices/waiting/ar.ts'
import { dialogsAr } from './slices/dialogs/ar.ts'
import { updatesAr } from './slices/updates/ar.ts'

/** The Arabic messages. */
export const ar: Catalogue = {
  'shell.skip-to-content': 'انتقل إلى المحتوى',
  'shell.product-name': 'Bridge Explorer',
  'shell.menu': 'القائمة',
  'shell.commands-hint': '{keys} للأوامر',
  'nav.sections': 'الأقسام',
  'nav.developer-tools': 'أدوات المطوّرين',
  'nav.show-developer-tools': 'إظهار أدوات المطوّرين',
  'nav.commands': 'الأوامر {keys}',
  'page.bridges': 'الجسور',
  'page.lookup': 'البحث',
  'page.watch': 'قائمة المتابعة',
  'page.me': 'ملفي الشخصي',
  'page.stats': 'الإحصاءات',
  'page.rate-limit': 'حدّ الطلبات',
  'page.keys': 'مفاتيح API',
  'page.developer': 'المطوّر',
  'page.settings': 'الإعدادات',
  'theme.label': 'المظهر',
  'theme.system': 'حسب النظام',
  'theme.light': 'فاتح',
  'theme.dark': 'داكن',
  'welcome.title': 'مرحبًا بك في Bridge Explorer',
  'welcome.words-button': 'المزيد: ماذا تعني هذه الكلمات',
  'welcome.more': 'المزيد',
  'welcome.got-it': 'فهمت',
  'welcome.intro': 'تصفّح الجسور التي نشرها الناس، وابحث عن واحد منها، وتابع ما يهمّك منها.',
  'glossary.a-bridge': 'الجسر اقتراح نشره أحدهم: عنوان ونصّه، وغالبًا موقع ويب.',
  'glossary.a-pass': 'العبور استخدام واحد لجسر من قِبل شخص ما، وتُحصي الخدمة مرات العبور.',
  'glossary.a-suggestor': 'صاحب الاقتراح شخص نشر جسرًا واحدًا على الأقل.',
  'welcome.developer-note':
    'أدوات المطوّرين (حدّ الطلبات وسجلّ الطلبات واستخدام المفاتيح) مخفية؛ ويعيدها خيار «{setting}» في قائمة التنقّل.',
  'menu.file': 'ملف',
  'menu.edit': 'تحرير',
  'menu.view': 'عرض',
  'menu.go': 'انتقال',
  'menu.window': 'نافذة',
  'menu.command-palette': 'لوحة الأوامر…',
  'menu.check-updates': 'التحقق من التحديثات…',
  'menu.save-diagnostics': 'حفظ بيانات التشخيص…',
  'settings.title': 'الإعدادات',
  'settings.language.heading': 'اللغة والتنسيقات',
  'settings.language.label': 'اللغة',
  'settings.formats.label': 'التنسيقات',
  'settings.follow-system': 'كما في النظام ({name})',
  'settings.language.summary': 'اللغة: {language} · التنسيقات: {formats}',
  'settings.formats.example': 'طريقة الكتابة: {date} · {time} · {number} · {percent}',
  'settings.language.note': 'يسري الاختياران فورًا، هنا وفي القائمة؛ أما رسائل الخدمة نفسها فتبقى بلغتها.',
  'settings.kept.heading': 'البيانات المحفوظة على هذا الحاسوب',
  'settings.kept.about':
    'تُحفظ الجسور والملفات الشخصية والإحصاءات التي اطّلعت عليها في ملف سجلّ التطبيق، فتُفتح فورًا بعد إعادة التشغيل ويمكن قراءتها حين يتعذّر الوصول إلى الخدمة؛ وتبيّن كل شاشة عمر بياناتها. أما ملفك الشخصي ومفاتيحك فلا تُحفظ هناك أبدًا.',
  'settings.kept.request-log':
    'يحفظ سجلّ الطلبات كل طلب أرسله التطبيق مع ما عاد منه في الملف نفسه: تتضمّن عناوينها الكلمات التي بحثت عنها والملفات الشخصية التي فتحتها، ولا يُحفظ من المفتاح سوى أحرفه الأربعة الأخيرة. تعرضه شاشة المطوّر وتحدّد مدة الاحتفاظ به.',
  'settings.kept.request-log-bounded':
    'يحفظ سجلّ الطلبات كل طلب أرسله التطبيق مع ما عاد منه (لمدة {days, plural, zero {# يوم} one {يوم واحد} two {يومين} few {# أيام} many {# يومًا} other {# يوم}}، وبحدّ أقصى {max, plural, zero {# طلب} one {طلب واحد} two {طلبين} few {# طلبات} many {# طلبًا} other {# طلب}}) في الملف نفسه: تتضمّن عناوينها الكلمات التي بحثت عنها والملفات الشخصية التي فتحتها، ولا يُحفظ من المفتاح سوى أحرفه الأربعة الأخيرة. تعرضه شاشة المطوّر وتحدّد مدة الاحتفاظ به.',
  'settings.kept.counting': 'جارٍ العدّ…',
  'settings.kept.nothing': 'لم يُحفظ شيء بعد.',
  'settings.kept.size':
    '{rows, plural, zero {لا إجابات محفوظة} one {إجابة واحدة محفوظة} two {إجابتان محفوظتان} few {# إجابات محفوظة} many {# إجابةً محفوظة} other {# إجابة محفوظة}} ({size} من {max} كحدّ أقصى؛ يُحذف الأقدم استخدامًا أولًا).',
  'settings.kept.paused': 'لا يُحفظ شيء جديد في الوقت الحالي: توضّح الرسالة أعلى النافذة السبب وطريقة الإصلاح.',
  'settings.kept.clear': 'مسح البيانات المخزّنة مؤقتًا',
  'settings.kept.cleared':
    '{removed, plural, zero {لم تُحذف أي إجابة محفوظة.} one {حُذفت إجابة محفوظة واحدة.} two {حُذفت إجابتان محفوظتان.} few {حُذفت # إجابات محفوظة.} many {حُذفت # إجابةً محفوظة.} other {حُذفت # إجابة محفوظة.}} يبقى ما يعرضه التطبيق الآن في الذاكرة حتى إعادة تشغيله.',
  ...spansAr,
  ...errorsAr,
  ...catalogueStatusAr,
  ...keyAlertsAr,
  ...scopesAr,
  ...requestsAr,
  ...settingsAr,
  ...usageAr,
  ...componentsAr,
  ...appAr,
  ...paletteAr,
  ...lookupAr,
  ...detailAr,
  ...viewsAr,
  ...statsAr,
  ...watchAr,
  ...compareAr,
  ...bulkAr,
  ...changesAr,
  ...listAr,
  ...bySuggestorAr,
  ...developerAr,
  ...healthAr,
  ...tableAr,
  ...keysAr,
  ...rateAr,
  ...listExportAr,
  ...waitingAr,
  ...dialogsAr,
  ...updatesAr,
}
