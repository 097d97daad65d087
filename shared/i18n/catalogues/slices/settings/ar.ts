import type { SliceTranslation } from '../../source-message.ts'
import type { settings } from './en.ts'

// \u200E (left-to-right mark) after an address keeps its “://” with it inside Arabic text.
export const settingsAr: SliceTranslation<typeof settings> = {
  'settings.proxy.none': 'بلا وكيل: تذهب الاستدعاءات مباشرةً إلى الخدمة.',
  'settings.proxy.manual': 'الوكيل المضبوط هنا: {url}.',
  'settings.proxy.manual-except': 'الوكيل المضبوط هنا: {url} (باستثناء {bypass}).',
  'settings.proxy.system': 'إعدادات الوكيل في النظام. {system}',
  'settings.test.works': 'الاتصال يعمل.',
  'settings.test.asked-key': 'أجابت الخدمة في {url}. لم يُرسَل مفتاح، فطلبت مفتاحًا كما هو متوقع.',
  'settings.test.answered': 'أجابت الخدمة في {url}. لم يُرسَل مفتاح.',
  'settings.test.answered-status': 'أجابت الخدمة في {url} (HTTP {status}). لم يُرسَل مفتاح.',
  'settings.test.skipped':
    '{answer} لم يمرّ الاتصال عبر الوكيل: العناوين على هذا الحاسوب لا تمرّ عبره أبدًا، فهذا الاختبار لا يقول شيئًا عن الوكيل.',
  'settings.test.failed': 'فشل الاختبار.',
  'settings.test.failed-detail': '{explanation} {next} (المختبَر: {url}.)',
  'settings.test.failed-detail-no-url': '{explanation} {next}',
  'settings.catalogue.deleted': 'حُذف.',
  'settings.catalogue.deleted-freed': 'حُذف؛ وتحرّر {size}.',
  'settings.catalogue.deleted-no-room':
    'حُذف. لا يتسع القرص الآن لإعادة المساحة (المطلوب {need}، والمتاح {free}): يحتفظ ملف الفهرس بالمساحة ويملؤها مجددًا قبل أن يكبر.',
  'settings.catalogue.deleted-kept':
    'حُذف، لكن تعذّرت إعادة المساحة ({message}): يحتفظ ملف الفهرس بالمساحة ويملؤها مجددًا قبل أن يكبر.',
  'settings.updates.heading': 'التحديثات',
  'settings.updates.reading': 'جارٍ قراءة إعداد التحديثات…',
  'settings.updates.look': 'البحث عن إصدارات جديدة',
  'settings.updates.policy':
    'يحدد ملف السياسة {path} هذا الاختيار لكل مستخدمي هذا الحاسوب، فلا يمكن تغييره هنا.',
  'settings.updates.looking': 'جارٍ البحث…',
  'settings.updates.check': 'التحقق الآن',
  'settings.diagnostics.heading': 'التشخيص',
  'settings.diagnostics.about':
    'ملف يُرسل مع طلب الدعم: الإصدارات والإعدادات وأسماء مفاتيحك (لا المفتاح نفسه أبدًا) وأحدث الطلبات. ترى كل ما فيه قبل حفظه.',
  'settings.diagnostics.preparing': 'جارٍ التحضير…',
  'settings.diagnostics.region': 'ملف التشخيص',
  'settings.diagnostics.holds': 'يحتوي الملف على',
  'settings.diagnostics.holds-size': '{holds} ({size}):',
  'settings.diagnostics.content': 'محتوى {name}',
  'settings.diagnostics.save': 'حفظ هذا الملف',
  'settings.diagnostics.close': 'إغلاق',
  'settings.diagnostics.not-saved': 'لم يُحفظ.',
  'settings.diagnostics.saved': 'حُفظ في {file}',
  'settings.network.heading': 'الشبكة',
  'settings.network.reading': 'جارٍ قراءة إعداد الوكيل…',
  'settings.network.in-use-label': 'الوكيل المستخدم:',
  'settings.network.in-use': '{label} {words}',
  'settings.proxy.mode.system': 'استخدام إعدادات الوكيل في النظام',
  'settings.proxy.mode.none': 'بلا وكيل',
  'settings.proxy.mode.manual': 'استخدام هذا الوكيل:',
  'settings.network.address-missing': 'اكتب عنوان الوكيل، مثل {example}.',
  'settings.network.legend': 'الوكيل الذي تمرّ عبره استدعاءات التطبيق',
  'settings.network.address': 'عنوان الوكيل',
  'settings.network.address-help':
    'مضيف ومنفذ، يبدآن بـ http://\u200E أو https://\u200E. لا تكتب اسم مستخدم ولا كلمة مرور: يسألك التطبيق عنهما حين يطلبهما الوكيل.',
  'settings.network.bypass': 'عناوين تتجاوز الوكيل (اختياري)',
  'settings.network.localhost': 'يُوصَل إلى هذا الحاسوب (localhost) مباشرةً دائمًا، لا عبر وكيل أبدًا.',
  'settings.network.save': 'حفظ إعداد الوكيل',
  'settings.network.saved': 'حُفظ. تستخدمه الاستدعاءات من الآن.',
  'settings.network.testing': 'جارٍ الاختبار…',
  'settings.network.test': 'اختبار الاتصال',
  'settings.network.test-about':
    'يصل إلى الخدمة المستخدمة بالطريق الذي يسلكه كل استدعاء، دون إرسال أي مفتاح.',
  'settings.sign-in.title': 'تسجيل الدخول إلى الوكيل',
  'settings.sign-in.why': 'يسأل الوكيل {proxy} من أنت قبل أن يمرّر طلبات التطبيق إلى الخدمة.',
  'settings.sign-in.why-realm':
    'يسأل الوكيل {proxy} («{realm}») من أنت قبل أن يمرّر طلبات التطبيق إلى الخدمة.',
  'settings.sign-in.refused':
    'لم يقبل الوكيل اسم المستخدم وكلمة المرور المجرَّبين آخر مرة. تحقّق منهما وأعد المحاولة.',
  'settings.sign-in.user': 'اسم المستخدم',
  'settings.sign-in.password': 'كلمة المرور',
  'settings.sign-in.remember': 'التذكّر على هذا الحاسوب (في سلسلة مفاتيح النظام، لا في ملف أبدًا)',
  'settings.sign-in.not-now': 'ليس الآن',
  'settings.sign-in.submit': 'تسجيل الدخول',
  'settings.sign-in.send-failed': 'تعذّر إرسال الإجابة. أعد المحاولة.',
  'settings.sign-in.user-missing': 'اكتب اسم المستخدم الذي يتوقعه الوكيل.',
  'settings.catalogue.heading': 'الفهرس',
  'settings.catalogue.about':
    'الفهرس نسخة من القائمة العامة للجسور على هذا الحاسوب. يتيح للتطبيق فرز كل جسر وعدّه والبحث عنه، والإجابة دون الخدمة. تكلّف قراءته طلبًا واحدًا لكل 100 جسر، تؤخذ فقط من حصة طلبات مفتاحك التي تسمح بها هنا؛ وطلباتك أنت لها الأولوية دائمًا.',
  'settings.catalogue.share': 'حصة من طلباتك',
  'settings.catalogue.share-option': '{percent}٪',
  'settings.catalogue.share-default': '{percent}٪ (الافتراضي)',
  'settings.catalogue.refresh': 'إعادة قراءة القائمة كاملةً',
  'settings.catalogue.every-day': 'كل يوم',
  'settings.catalogue.every-week': 'كل أسبوع',
  'settings.catalogue.every-30-days': 'كل 30 يومًا',
  'settings.catalogue.every-hours':
    '{n, plural, zero {كل # ساعة} one {كل ساعة} two {كل ساعتين} few {كل # ساعات} many {كل # ساعةً} other {كل # ساعة}}',
  'settings.catalogue.size':
    'الحجم على القرص: {size}. تُلتقط الجسور الجديدة كل بضع دقائق من أحدث الصفحات، وهذا يكلّف طلبًا أو طلبين.',
  'settings.catalogue.turn-on': 'التشغيل والبناء',
  'settings.catalogue.rebuild': 'إعادة البناء',
  'settings.catalogue.deleting': 'جارٍ الحذف…',
  'settings.catalogue.delete': 'حذف الفهرس',
  'settings.catalogue.history':
    'يزيل الحذف أيضًا سجل تغييرات الفهرس (ما الذي تغيّر، وكل جسر عبر الزمن). يحتفظ السجل بتغييرات {days, plural, zero {# يوم} one {يوم واحد} two {يومين} few {# أيام} many {# يومًا} other {# يوم}}، وبحد أقصى {rows, number} تغيير.',
  'settings.catalogue.confirm-title': 'حذف الفهرس؟',
  'settings.catalogue.confirm-what':
    'تُزال نسخة قائمة جسور هذه الخدمة على هذا الحاسوب مع كل ما احتفظ به الفهرس منها: الجسور، والجسور التي رآها تخرج من القائمة، والملفات الشخصية المقروءة لأصحاب الاقتراحات، والموضع الذي بلغته القراءة. يُوقَف الفهرس، فيتوقف الفرز على كل الجسور والمجاميع وInsights والبحث بالمعرّف أو العنوان حتى تعيد تشغيله.',
  'settings.catalogue.confirm-stays':
    'تُعاد المساحة التي شغلها على القرص. تبقى فهارس الخدمات الأخرى وهذه الإعدادات وكل ما على الخدمة.',
}
