import type { SliceTranslation } from '../../source-message.ts'
import type { keys } from './en.ts'

export const keysAr: SliceTranslation<typeof keys> = {
  'keys.about':
    'تتيح مفاتيح API للتطبيق القراءة من الخدمة. تُحفظ في سلسلة مفاتيح نظامك، ولا يعرض التطبيق منها إلا أحرفها الأولى والأخيرة.',
  'keys.about-failing':
    'تتيح مفاتيح API للتطبيق القراءة من الخدمة. تُحفظ في سلسلة مفاتيح نظامك، وهي لا تعمل الآن (انظر أدناه)، ولا يعرض التطبيق منها إلا أحرفها الأولى والأخيرة.',
  'keys.saved': 'المفاتيح المحفوظة',
  'keys.loading': 'جارٍ تحميل المفاتيح…',
  'keys.empty': 'لا مفاتيح محفوظة بعد',
  'keys.empty-about':
    'أضف مفتاحًا أدناه. يمكنك إنشاء مفتاح في لوحة تحكم الخدمة بعد الموافقة على وصولك إلى API.',
  'keys.state.working': 'يعمل',
  'keys.state.not-checked': 'لم يُفحص بعد',
  'keys.state.keychain-locked': 'سلسلة المفاتيح مقفلة: افتح قفلها',
  'keys.state.keychain-silent': 'لم تُجب سلسلة المفاتيح',
  'keys.state.not-in-keychain': 'غير موجود في سلسلة المفاتيح: أضف المفتاح مجددًا',
  'keys.state.unknown-state': 'الحالة غير معروفة',
  'keys.state.invalid': 'لا تتعرّف عليه الخدمة',
  'keys.state.revoked': 'مُلغى',
  'keys.state.expired': 'منتهي الصلاحية',
  'keys.state.access-revoked': 'وصول الحساب إلى API غير موافق عليه',
  'keys.state.locked-out': 'محظور مؤقتًا (محاولات كثيرة بمفاتيح غير صالحة)',
  'keys.state.rate-used-up': 'لم يُفحص: نفد حدّ الطلبات حاليًا',
  'keys.state.service-silent': 'الخدمة لا تستجيب',
  'keys.state.not-api': 'هذا العنوان ليس عنوان API',
  'keys.state.worked-silent': 'كان يعمل عند آخر إجابة، والخدمة لا تستجيب الآن',
  'keys.state.accepted-unchecked': 'قبلته الخدمة، ولم يُفحص بعد',
  'keys.scopes.unknown': 'غير معروفة حتى يُفحص المفتاح',
  'keys.scopes.unseen': 'غير معروفة: لم يتمكن الفحص الأخير من رؤيتها',
  'keys.scopes.none': 'لا شيء',
  'keys.rate.left': 'بقي {remaining, number} من أصل {limit, number} من الطلبات عند الفحص',
  'keys.rate.sent-nothing': 'غير معروف: لم يُرسل هذا الفحص شيئًا',
  'keys.rate.no-answer': 'غير معروف: لم تصل إجابة',
  'keys.until': 'حتى {when}.',
  'keys.refusal.keychain': 'لا يُرسل شيء: تعذّرت قراءة المفتاح المستخدم من سلسلة المفاتيح ({state})',
  'keys.refusal.service': 'لا يُرسل شيء: رفضت الخدمة المفتاح المستخدم ({state})',
  'keys.row': 'المفتاح {label}',
  'keys.row.active': 'نشط',
  'keys.row.session-only': 'لهذه الجلسة فقط: يُنسى عند الخروج',
  'keys.row.state': 'الحالة',
  'keys.row.scopes': 'النطاقات',
  'keys.row.service': 'الخدمة',
  'keys.row.added': 'أُضيف',
  'keys.row.expires': 'ينتهي',
  'keys.row.save-later': 'احفظه في سلسلة المفاتيح حين تعمل (سلسلة المفاتيح › افحص مجددًا).',
  'keys.row.saving': 'جارٍ الحفظ…',
  'keys.row.save-in-keychain': 'حفظ في سلسلة المفاتيح',
  'keys.row.make-active': 'اجعله نشطًا',
  'keys.row.checking': 'جارٍ الفحص…',
  'keys.row.check-now': 'افحص الآن',
  'keys.row.edit': 'تعديل…',
  'keys.row.rotate': 'استبدال…',
  'keys.row.remove': 'إزالة',
  'keys.row.last-check': 'آخر فحص، {when}: {summary}',
  'keys.row.remove-title': 'أتريد إزالة «{label}»؟',
  'keys.row.remove-key': 'إزالة المفتاح',
  'keys.row.remove-body':
    'يُحذف المفتاح {hint} من سلسلة مفاتيح هذا الحاسوب. ويبقى يعمل لدى الخدمة حتى تلغيه في لوحة التحكم.',
  'keys.form.title': 'إضافة مفتاح',
  'keys.form.key': 'مفتاح API',
  'keys.form.show': 'إظهار',
  'keys.form.hide': 'إخفاء',
  'keys.form.paste': 'لصق',
  'keys.form.paste-failed': 'تعذّرت قراءة الحافظة. الصق في الحقل بـ Ctrl+V (أو ⌘V على Mac).',
  'keys.form.key-hint': 'يُحفظ المفتاح في سلسلة مفاتيح نظامك، ولا يُحفظ أبدًا في ملفات التطبيق.',
  'keys.form.url': 'عنوان الخدمة',
  'keys.form.url-hint-demo':
    'يعمل التطبيق بخدمته التجريبية المدمجة. لاستخدام خدمة حقيقية، أدخل عنوانها المنتهي بـ {path}.',
  'keys.form.url-hint': 'عنوان الخدمة التي ينتمي إليها المفتاح، وينتهي بـ {path}.',
  'keys.form.label': 'التسمية',
  'keys.form.label-example': 'مثلًا: حاسوب العمل',
  'keys.form.checking': 'جارٍ الفحص…',
  'keys.form.check-and-save': 'افحص واحفظ',
  'keys.form.not-saved-offer':
    'لم يُحفظ المفتاح. لا يزال بإمكانك استخدامه الآن: يبقى في ذاكرة Bridge Explorer ويُنسى عند الخروج.',
  'keys.form.use-for-session': 'استخدمه لهذه الجلسة',
  'keys.form.session-kept': 'محفوظ لهذه الجلسة فقط: يُنسى عند الخروج.',
  'keys.form.not-used': 'تعذّر استخدام المفتاح.',
  'keys.form.not-saved': 'تعذّر حفظ المفتاح.',
  'keys.finding.not-saved': 'لم يُحفظ: {state}.',
  'keys.finding.unchecked':
    'لم يُعرف شيء عن المفتاح نفسه. افحصه مجددًا لاحقًا، أو احفظه دون حكم: يحتفظ بنتيجة هذا الفحص ولا يُستخدم.',
  'keys.finding.checked':
    'صحّح المفتاح أو العنوان واضغط «افحص واحفظ» مجددًا، أو احفظه كما هو: يُعلَّم حينها بأنه لا يعمل ولا يُستخدم.',
  'keys.finding.save-unchecked': 'حفظ دون فحص',
  'keys.finding.save-anyway': 'حفظ على أي حال',
  'keys.saved.unchecked': 'حُفظ «{label}». استخدم «افحص الآن» لترى ما يستطيعه.',
  'keys.saved.works': 'حُفظ «{label}». {summary}',
  'keys.saved.not-working':
    'حُفظ «{label}» وعُلِّم بأنه لا يعمل: {state}. لا يُستخدم، و«افحص الآن» عليه يخبرك متى يعمل.',
  'keys.edit.name': 'تعديل «{label}»',
  'keys.edit.url-hint': 'تغيير العنوان يجعل المفتاح «لم يُفحص بعد» حتى يُفحص مجددًا.',
  'keys.edit.expires': 'ينتهي في (اختياري)',
  'keys.edit.expires-hint':
    'لا تذكر الخدمة متى ينتهي المفتاح: التاريخ من لوحة التحكم يتيح للتطبيق التنبيه قبله بـ 14 يومًا.',
  'keys.edit.save': 'حفظ التغييرات',
  'keys.cancel': 'إلغاء',
  'keys.rotate.name': 'استبدال «{label}»',
  'keys.rotate.new-key': 'مفتاح جديد بدلًا من «{label}»',
  'keys.rotate.hint-active': 'يُفحص لدى الخدمة أولًا، ويبقى «{label}» مستخدمًا ما لم يعمل المفتاح الجديد.',
  'keys.rotate.hint': 'يُفحص لدى الخدمة أولًا، ويُحتفظ بـ «{label}» ما لم يعمل المفتاح الجديد.',
  'keys.rotate.checking': 'جارٍ فحص المفتاح الجديد…',
  'keys.rotate.switch': 'افحص وبدّل',
  'keys.rotate.done':
    'المفتاح الجديد {hint} يعمل وهو الآن مستخدم باسم «{label}». ألغِ المفتاح القديم في لوحة تحكم الخدمة.',
  'keys.guide.title': 'استبدال مفتاح',
  'keys.guide.create': 'أنشئ مفتاحًا جديدًا في لوحة تحكم الخدمة (يُعرض مرة واحدة فقط: انسخه حينها).',
  'keys.guide.rotate':
    'اضغط «استبدال…» على المفتاح الذي تستبدله والصق المفتاح الجديد. يُفحص لدى الخدمة أولًا، ويبقى المفتاح القديم مستخدمًا ما لم يعمل الجديد، ثم يُزال من هذا التطبيق.',
  'keys.guide.revoke': 'ألغِ المفتاح القديم في لوحة التحكم، حتى لا يستخدمه أحد غيرك.',
  'keys.guide.limits':
    'يمكن أن يملك الحساب {n, number} مفاتيح نشطة على الأكثر في آن واحد، ولا تزيد المفاتيح الإضافية حدّ الطلبات. لحدّ أعلى، تواصل مع مشغّل الخدمة.',
  'keys.in-use.none': 'لا مفتاح مستخدم: أضف مفتاحًا',
  'keys.in-use.name': 'المفتاح المستخدم: {label} على {host}، {state}. افتح المفاتيح.',
  'keys.in-use.name-session':
    'المفتاح المستخدم: {label} على {host}، {state}، لهذه الجلسة فقط: يُنسى عند الخروج. افتح المفاتيح.',
  'keys.in-use.memory-only': 'في الذاكرة فقط: يُنسى عند الخروج',
  'keys.in-use.session-only': 'للجلسة فقط',
  'keys.check.owner': 'المالك',
  'keys.check.rate-limit': 'حدّ الطلبات',
  'keys.check.checked': 'وقت الفحص',
  'keys.check.scopes': 'الأذونات (النطاقات)',
  'keys.check.has': '{mark} {scope}: يمكنه {what}',
  'keys.check.missing': '{mark} {scope}: لا يمكنه {what}',
  'keys.check.unknown': '{mark} {scope}: تعذّر اختباره هذه المرة',
  'keys.check.has-mark': 'لديه',
  'keys.check.missing-mark': 'ينقصه',
  'keys.check.unknown-mark': 'غير معروف',
  'keys.check.unlocks': '({screens})',
  'keys.scope.public': 'قراءة البيانات العامة: الجسور والملفات الشخصية والإحصاءات',
  'keys.scope.me': 'قراءة الملف الشخصي لمالك المفتاح',
  'keys.check.unused': '{mark} {scope}: لا يستخدمه هذا التطبيق',
  'keys.check.notices': 'إعلانات من الخدمة',
  'keys.check.deprecated': '{endpoint} مُهمَل',
  'keys.check.deprecated-since': '{endpoint} مُهمَل منذ {date}',
  'keys.check.sunset': '{notice}، ويتوقف عن العمل في {date}',
  'keys.check.developers': 'تفاصيل للمطورين: {endpoint} {what} ({code})',
  'keys.check.not-asked': 'لم يُسأل',
  'keys.check.answered': 'أجاب بـ {status}',
  'keys.check.answered-nothing': 'لم يُجب',
  'keys.orphans.title':
    '{n, plural, zero {لا مفاتيح في سلسلة المفاتيح خارج قائمتك} one {مفتاح واحد في سلسلة المفاتيح وليس في قائمتك} two {مفتاحان في سلسلة المفاتيح وليسا في قائمتك} few {# مفاتيح في سلسلة المفاتيح وليست في قائمتك} many {# مفتاحًا في سلسلة المفاتيح وليست في قائمتك} other {# مفتاح في سلسلة المفاتيح وليست في قائمتك}}',
  'keys.orphans.about':
    'خلّفتها قائمة مفاتيح تالفة أو إزالة منقطعة، أو حُفظت بمجلد بيانات مستخدم آخر. تبنَّ أحدها لاستخدامه هنا، أو أزله من سلسلة المفاتيح.',
  'keys.orphans.recovered': 'مفتاح مستعاد {hint}',
  'keys.orphans.adopt-name': 'تبنّي {hint}',
  'keys.orphans.adopt-key': 'تبنّي المفتاح',
  'keys.orphans.adopt': 'تبنٍّ…',
  'keys.orphans.remove': 'إزالة…',
  'keys.orphans.remove-title': 'أتريد إزالة {hint} من سلسلة المفاتيح؟',
  'keys.orphans.remove-confirm': 'إزالة من سلسلة المفاتيح',
  'keys.orphans.remove-body': 'يُحذف المفتاح من سلسلة مفاتيح النظام. ولا تزال الخدمة تعرفه: ألغه هناك إن لزم.',
  'keys.doctor.title': 'سلسلة المفاتيح',
  'keys.doctor.ok': 'تعمل',
  'keys.doctor.locked': 'مقفلة',
  'keys.doctor.unavailable': 'غير متاحة',
  'keys.doctor.checking': 'جارٍ الفحص…',
  'keys.doctor.check-again': 'افحص مجددًا',
  'keys.doctor.looking': 'جارٍ فحص سلسلة المفاتيح…',
  'keys.doctor.what-checked': 'ما الذي فُحص',
  'keys.doctor.checked': 'فُحصت {when}.',
  'keys.doctor.copied': 'نُسخ',
  'keys.doctor.not-copied': 'تعذّر النسخ؛ حدّده',
  'keys.doctor.copy': 'نسخ',
  'keys.doctor.fix': 'كيف تصلحها',
  'keys.missing.title':
    '{n, plural, zero {لا مفاتيح محفوظة بلا سرّ في سلسلة المفاتيح} one {مفتاح محفوظ واحد بلا سرّ في سلسلة المفاتيح} two {مفتاحان محفوظان بلا سرّ في سلسلة المفاتيح} few {# مفاتيح محفوظة بلا سرّ في سلسلة المفاتيح} many {# مفتاحًا محفوظًا بلا سرّ في سلسلة المفاتيح} other {# مفتاح محفوظ بلا سرّ في سلسلة المفاتيح}}',
  'keys.missing.about':
    'تتذكرها قائمة المفاتيح، لكن مدخل سلسلة المفاتيح حُذف خارج Bridge Explorer أو ضاع مع حلقة مفاتيح. أدخل المفتاح نفسه مجددًا لإصلاحه، أو أزله من القائمة.',
  'keys.missing.row': 'المفتاح {label} دون سرّه',
  'keys.missing.re-enter-name': 'إعادة إدخال {label}',
  'keys.missing.key-ending': 'المفتاح المنتهي بـ …{last4}',
  'keys.missing.put-back': 'إعادته إلى سلسلة المفاتيح',
  'keys.missing.re-enter': 'إعادة إدخال المفتاح…',
  'keys.missing.remove': 'إزالة…',
  'keys.missing.remove-title': 'أتريد إزالة «{label}» من قائمة المفاتيح؟',
  'keys.missing.remove-confirm': 'إزالة من القائمة',
  'keys.missing.remove-body':
    'سرّه محذوف من سلسلة المفاتيح أصلًا. ولا تزال الخدمة تعرف المفتاح: ألغه هناك إن لزم.',
  'keys.session.title': 'استخدام مفتاح لهذه الجلسة فقط',
  'keys.session.about':
    'يبقى المفتاح في ذاكرة Bridge Explorer ويُنسى عند الخروج: لا يُكتب شيء على القرص. ستدخله مجددًا في المرة القادمة، ما لم تعمل سلسلة المفاتيح حينها.',
  'keys.session.label': 'التسمية (اختياري)',
  'keys.session.added': '«{label}» مستخدم لهذه الجلسة. يُنسى عند الخروج.',
  'keys.summary.no-answer': 'لا إجابة',
  'keys.summary.keychain-locked':
    'تعذّرت قراءة المفتاح: سلسلة مفاتيح النظام مقفلة، لذا لم يُرسل شيء. افتح قفل سلسلة المفاتيح، ثم افحص مجددًا.',
  'keys.summary.keychain-silent':
    'تعذّرت قراءة المفتاح: لم تُجب سلسلة مفاتيح النظام، لذا لم يُرسل شيء. تذكر لوحة سلسلة المفاتيح في المفاتيح السبب؛ افحص مجددًا حين تُجيب.',
  'keys.summary.not-in-keychain':
    'أجابت سلسلة مفاتيح النظام بأنها لا تحوي هذا المفتاح، لذا لم يُرسل شيء. أضف المفتاح مجددًا في المفاتيح.',
  'keys.summary.no-key': 'لم يُرسل أي مفتاح: أضف مفتاحًا لهذه الخدمة في مدير المفاتيح.',
  'keys.summary.invalid':
    'لا تعرف الخدمة هذا المفتاح. تحقق من نسخه كاملًا، أو أنشئ مفتاحًا جديدًا في لوحة التحكم.',
  'keys.summary.revoked': 'أُلغي هذا المفتاح. أنشئ مفتاحًا جديدًا في لوحة التحكم واستبدل به هذا المفتاح.',
  'keys.summary.expired':
    'انتهت صلاحية هذا المفتاح. أنشئ مفتاحًا جديدًا في لوحة التحكم واستبدل به هذا المفتاح.',
  'keys.summary.access-revoked':
    'وصول حساب هذا المفتاح إلى API غير موافق عليه. اطلب الوصول في لوحة تحكم الحساب؛ يعمل المفتاح مجددًا بعد الموافقة.',
  'keys.summary.locked-out':
    'وردت من هذا الحاسوب محاولات كثيرة بمفاتيح غير صالحة، لذا ترفض الخدمة كل طلب{until, select, yes { حتى الوقت المذكور أدناه} other {}}. انتظر، ثم افحص مجددًا.',
  'keys.summary.rate-unsent':
    'لم يُفحص المفتاح: نفدت طلباته في هذه النافذة الزمنية، واختار التطبيق ألا ينتظر النافذة الزمنية التالية، لذا لم يُرسل شيء. افحص مجددًا {at, select, yes {بعد الوقت المذكور أدناه} other {لاحقًا}}.',
  'keys.summary.rate-used':
    'تعذّر فحص المفتاح لأن حدّ طلباته قد نفد. افحص مجددًا {at, select, yes {بعد الوقت المذكور أدناه} other {لاحقًا}}.',
  'keys.summary.certificate':
    'تعذّر فحص المفتاح: شهادة الخدمة غير موثوقة لدى هذا الحاسوب أو غير صالحة لهذا العنوان؛ قد يحتاج وكيل الشركة إلى تثبيت شهادته. لم يُرسل المفتاح.',
  'keys.summary.proxy':
    'تعذّر فحص المفتاح: الوكيل في الطريق {how, select, proxy_auth_required {يتطلب تسجيل الدخول} proxy_auth_refused {لم يقبل تسجيل دخولك (قد تكون كلمة المرور خاطئة)} other {لم يمرّر الطلب}}. تحقق من إعداد الوكيل، ثم أعد المحاولة.',
  'keys.summary.unreachable': 'تعذّر فحص المفتاح ({code}). تحقق من الشبكة ومن عنوان الخدمة، ثم أعد المحاولة.',
  'keys.summary.not-api':
    'هذا العنوان يستجيب، لكن ليس كما تستجيب Bridge API، لذا تعذّر فحص المفتاح. تنتهي عناوين API بـ {path}: تحقق من عنوان URL للخدمة.',
  'keys.summary.works-owner': 'هذا المفتاح يعمل ويملكه {owner}.',
  'keys.summary.works': 'هذا المفتاح يعمل.',
  'keys.summary.unlocks': 'يتيح {screens}.',
  'keys.summary.no-known-scope': 'ليس لديه نطاق يعرفه هذا التطبيق، لذا لا تعمل معه أي شاشة بعد.',
  'keys.summary.lacks':
    'ينقصه {scopes}، لذا {n, plural, one {لا تتوفر معه شاشة {screens}} other {لا تتوفر معه {screens}}}.',
  'keys.summary.unknown': 'تعذّر التحقق مما إذا كان لديه {scopes} ({code})؛ أعد المحاولة لاحقًا.',
  'keys.screen.bridges': 'الجسور',
  'keys.screen.bridge-detail': 'تفاصيل الجسر',
  'keys.screen.profiles': 'الملفات الشخصية',
  'keys.screen.stats': 'الإحصاءات',
  'keys.screen.my-profile': 'ملفي الشخصي',
  'keys.screen.owner-in-keys': 'مالك المفتاح في المفاتيح',
  'keys.notice.account-limit':
    'حُفظ المفتاح. لديك الآن {live, plural, zero {# مفتاح} one {مفتاح واحد} two {مفتاحان} few {# مفاتيح} many {# مفتاحًا} other {# مفتاح}} لهذه الخدمة، لكن الخدمة لا تسمح إلا بـ{limit, plural, zero {# مفتاح نشط} one {مفتاح نشط واحد} two {مفتاحين نشطين} few {# مفاتيح نشطة} many {# مفتاحًا نشطًا} other {# مفتاح نشط}} لكل حساب. إن كانت هذه المفاتيح لحساب واحد فلن يعمل بعضها: ألغِ مفتاحًا قديمًا في لوحة التحكم، ثم أزله من هنا.',
  'keys.notice.old-key-kept':
    'المفتاح الجديد قيد الاستخدام الآن، لكن تعذّرت إزالة المفتاح القديم «{label}». أزله من قائمة المفاتيح لاحقًا.',
  'keys.notice.old-key-kept-why':
    'المفتاح الجديد قيد الاستخدام الآن، لكن تعذّرت إزالة المفتاح القديم «{label}». {why} أزله من قائمة المفاتيح لاحقًا.',
  'keys.notice.session-forgotten':
    'احتُفظ بالمفتاح «{label}» الخاص بـ{url} لتلك الجلسة فقط (لم تتمكن أي سلسلة مفاتيح من تخزينه)، لذا نُسي حين أُغلق Bridge Explorer. أضفه مجددًا لاستخدامه.',
  'keys.notice.orphans':
    '{n, plural, zero {لا مفاتيح} one {مفتاح واحد} two {مفتاحان} few {# مفاتيح} many {# مفتاحًا} other {# مفتاح}} في سلسلة مفاتيح النظام دون إدخال في قائمة المفاتيح ({hints})، خلّفتها قائمة مفاتيح تالفة أو إزالة متقطعة، أو حفظها Bridge Explorer بمجلد بيانات مستخدم آخر. أضف مثل هذا المفتاح مجددًا لاستخدامه هنا: يُتبنّى إدخال سلسلة المفاتيح ولا يُخزَّن مرة ثانية.',
  'keys.doctor.where':
    '{backend, select, macos_keychain {سلسلة مفاتيح macOS} windows_credential_manager {مدير بيانات اعتماد Windows} secret_service {{named, select, yes {خدمة Secret Service ({provider})} other {خدمة Secret Service}}} other {لا سلسلة مفاتيح}}',
  'keys.doctor.where-start':
    '{backend, select, macos_keychain {سلسلة مفاتيح macOS} windows_credential_manager {مدير بيانات اعتماد Windows} secret_service {{named, select, yes {خدمة Secret Service ({provider})} other {خدمة Secret Service}}} other {لا سلسلة مفاتيح}}',
  'keys.doctor.works': 'تُخزَّن المفاتيح في {where}. وهي غير مقفلة وتستجيب.',
  'keys.doctor.no-default-keyring':
    'لا يمكن تخزين المفاتيح. {where} تستجيب، لكن ليس فيها حلقة مفاتيح افتراضية لحفظها فيها.',
  'keys.doctor.cannot-store':
    'لا يمكن تخزين المفاتيح. {why, select, no_session_bus {لا توجد جلسة D-Bus (لم يُضبط DBUS_SESSION_BUS_ADDRESS أو يشير إلى لا شيء)، لذا لا يمكن الوصول إلى أي سلسلة مفاتيح.} no_secret_service {ليس في جلسة D-Bus خدمة Secret Service: gnome-keyring (أو مزوّد آخر) لا يعمل.} kwallet {يعمل KWallet لكنه لا يوفّر واجهة Secret Service التي يستخدمها التطبيق.} locked {{where} مقفلة.} timeout {لم تُجب {where} في الوقت المحدد: ربما ينتظر طلب فتح القفل.} wsl {هذه بيئة WSL، وليس لها سلسلة مفاتيح خاصة ما لم تُثبَّت واحدة وتُشغَّل.} headless {هذه جلسة بلا سطح مكتب (لا DISPLAY ولا جلسة D-Bus)، لذا لا تعمل أي سلسلة مفاتيح.} sandboxed {يعمل التطبيق في بيئة معزولة لا يُسمح لها بالتواصل مع Secret Service.} module_missing {تعذّر تحميل مكتبة سلسلة المفاتيح (libsecret).} other {رفضت {where} الطلب.}}',
  'keys.warning.prefix':
    'تبدأ مفاتيح هذه الخدمة بـ«{prefix}». هذا المفتاح لا يبدأ بها، فقد يكون لخدمة أخرى أو ناقصًا. سيُحفظ على أي حال.',
  'keys.warning.length':
    'طول مفاتيح هذه الخدمة {length, plural, zero {# حرف} one {حرف واحد} two {حرفان} few {# أحرف} many {# حرفًا} other {# حرف}}؛ وهذا فيه {actual, number}. ربما نقص جزء منه أو زاد. سيُحفظ على أي حال.',
  'keys.warning.characters':
    'لا تحتوي مفاتيح هذه الخدمة بعد البادئة إلا على حروف وأرقام؛ وهذا فيه محارف أخرى. سيُحفظ على أي حال.',
}
