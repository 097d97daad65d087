import type { SliceTranslation } from '../../source-message.ts'
import type { errors } from './en.ts'

export const errorsAr: SliceTranslation<typeof errors> = {
  'errors.step.keys': 'افتح «المفاتيح» للتحقق من المفتاح أو لإضافة مفتاح آخر.',
  'errors.step.add-key': 'افتح «المفاتيح» وأضف مفتاح API.',
  'errors.step.new-key': 'أنشئ مفتاحًا جديدًا في لوحة التحكم، ثم أضفه في «المفاتيح».',
  'errors.code.missing-api-key.title': 'لم يُرسَل أي مفتاح API',
  'errors.code.missing-api-key.why': 'تحتاج الخدمة إلى مفتاح API مع كل طلب، ولم يُرسَل أي مفتاح.',
  'errors.code.invalid-api-key.title': 'الخدمة لا تعرف هذا المفتاح',
  'errors.code.invalid-api-key.why':
    'أُرسل المفتاح، لكن الخدمة لا تملك مفتاحًا مثله. ربما كُتب خطأً أو يخص خدمة أخرى.',
  'errors.code.key-revoked.title': 'أُلغي هذا المفتاح',
  'errors.code.key-revoked.why': 'عُطّل المفتاح في لوحة التحكم ولم يعد من الممكن استخدامه.',
  'errors.code.key-expired.title': 'انتهت صلاحية هذا المفتاح',
  'errors.code.key-expired.why': 'تجاوز المفتاح تاريخ انتهاء صلاحيته، فلم تعد الخدمة تقبله.',
  'errors.code.insufficient-scope.title': 'لا يحق لهذا المفتاح رؤية هذا',
  'errors.code.insufficient-scope.why': 'المفتاح يعمل، لكنه لم يُمنح الإذن (النطاق) الذي يحتاجه هذا العرض.',
  'errors.code.insufficient-scope.next':
    'استخدم مفتاحًا يملك النطاق الناقص، أو اطلب مفتاحًا كهذا في لوحة التحكم.',
  'errors.code.api-access-revoked.title': 'وصول هذا الحساب إلى API غير معتمد',
  'errors.code.api-access-revoked.why': 'ينتمي المفتاح إلى حساب لم يُعتمد وصوله إلى API (أو سُحب منه).',
  'errors.code.api-access-revoked.next':
    'اطلب الوصول إلى API من لوحة تحكم الحساب؛ يعمل المفتاح من جديد بعد اعتماده.',
  'errors.code.api-access-required.title': 'يجب اعتماد الوصول إلى API أولًا',
  'errors.code.api-access-required.why': 'لا يمكن إنشاء المفاتيح إلا بعد اعتماد وصول الحساب إلى API.',
  'errors.code.api-access-required.next': 'اطلب الوصول إلى API من لوحة تحكم الحساب وانتظر الاعتماد.',
  'errors.code.rate-limited.title': 'طلبات كثيرة جدًا في الوقت الحالي',
  'errors.code.rate-limited.why':
    'استنفد هذا المفتاح كل الطلبات التي تسمح بها الخدمة في النافذة الزمنية الحالية. انتظر التطبيق وأعاد المحاولة، دون جدوى.',
  'errors.code.rate-limited.next': 'أعد المحاولة بعد انتهاء النافذة الزمنية؛ يبيّن عرض «حدّ الطلبات» متى.',
  'errors.code.too-many-invalid-attempts.title': 'توقّف مؤقت بعد مفاتيح خاطئة كثيرة',
  'errors.code.too-many-invalid-attempts.why':
    'جُرّبت من هذا الحاسوب مفاتيح كثيرة مجهولة أو ملغاة أو منتهية الصلاحية، فتوقفت الخدمة عن الرد عليه لبعض الوقت.',
  'errors.code.too-many-invalid-attempts.next':
    'انتظر حتى ينتهي التوقف، وصحّح المفتاح الخاطئ أو أزله في «المفاتيح» قبل المحاولة من جديد.',
  'errors.code.not-found.title': 'غير موجود',
  'errors.code.not-found.why': 'لا تملك الخدمة شيئًا على هذا العنوان. ربما لم يوجد قط أو لم يعد منشورًا.',
  'errors.code.not-found.next': 'تحقق من الكتابة، أو ابحث عنه بدلًا من ذلك.',
  'errors.code.validation-failed.title': 'رفضت الخدمة قيمة',
  'errors.code.validation-failed.why': 'لم تُقبل إحدى القيم المرسلة مع الطلب.',
  'errors.code.validation-failed.next': 'غيّر البحث أو عامل التصفية وأعد المحاولة.',
  'errors.code.service-unavailable.title': 'الخدمة متوقفة لحظات',
  'errors.code.service-unavailable.why':
    'أفادت الخدمة بأنها غير متاحة مؤقتًا. أعاد التطبيق المحاولة بضع مرات.',
  'errors.code.service-unavailable.next': 'أعد المحاولة بعد دقيقة.',
  'errors.code.internal-error.title': 'واجهت الخدمة مشكلة',
  'errors.code.internal-error.why': 'حدث خطأ داخل الخدمة، وليس سببه أي شيء فعلته.',
  'errors.code.internal-error.next': 'أعد المحاولة؛ وإذا تكرر الأمر فيجب إبلاغ مشغّل الخدمة.',
  'errors.core.no-key.title': 'لا يوجد مفتاح API بعد',
  'errors.core.no-key.why': 'لا يملك التطبيق مفتاح API لهذه الخدمة.',
  'errors.core.keychain-unavailable.title': 'لم تستجب سلسلة مفاتيح النظام',
  'errors.core.keychain-unavailable.why':
    'لا تُحفظ المفاتيح إلا في سلسلة مفاتيح نظامك، ولم تستجب: ربما لا تعمل.',
  'errors.core.keychain-unavailable.next':
    'تذكر لوحة «سلسلة المفاتيح» في «المفاتيح» الحل بالضبط، ويمكنها حفظ مفتاح لهذه الجلسة فقط إلى ذلك الحين.',
  'errors.core.keychain-locked.title': 'سلسلة مفاتيح النظام مقفلة',
  'errors.core.keychain-locked.why':
    'لا تُحفظ المفاتيح إلا في سلسلة مفاتيح نظامك، وهي مقفلة، فلا يستطيع التطبيق قراءة مفتاح منها ولا حفظه فيها.',
  'errors.core.keychain-locked.next':
    'افتح قفل سلسلة المفاتيح (تكفي عادةً كلمة مرور حاسوبك)، ثم أعد المحاولة.',
  'errors.core.invalid-payload.title': 'رفض التطبيق طلبه هو',
  'errors.core.invalid-payload.why': 'كانت قيمة خارج ما يقبله التطبيق (طويلة جدًا مثلًا).',
  'errors.core.invalid-payload.next': 'اختصر ما كتبته أو غيّره وأعد المحاولة.',
  'errors.core.untrusted-sender.title': 'حُظر الطلب',
  'errors.core.untrusted-sender.why': 'لم يأتِ الطلب من نافذة التطبيق نفسه، فرُفض.',
  'errors.core.untrusted-sender.next': 'أعد تشغيل التطبيق.',
  'errors.core.preview-unreachable.title': 'عملية التطبيق في الخلفية لا تستجيب',
  'errors.core.preview-unreachable.why': 'تعذّر على هذه النافذة الوصول إلى جزء التطبيق الذي يتواصل مع الخدمة.',
  'errors.core.preview-unreachable.next': 'تحقق من أن التطبيق ما زال يعمل، ثم أعد التحميل.',
  'errors.core.forbidden-token.title': 'فقدت هذه النافذة اتصالها بالتطبيق',
  'errors.core.forbidden-token.why':
    'لا تجيب معاينة المتصفح إلا عن علامة التبويب المفتوحة من العنوان الذي طبعته (مع جزئه السري بعد «#»)، وما دامت تلك المعاينة تعمل فقط.',
  'errors.core.forbidden-token.next':
    'افتح العنوان الكامل الذي طبعته المعاينة عند آخر تشغيل لها: تحتاجه علامة تبويب جديدة أو معاينة أُعيد تشغيلها.',
  'errors.core.secret-missing.title': 'المفتاح غير موجود في سلسلة مفاتيح النظام',
  'errors.core.secret-missing.why':
    'يعرف التطبيق هذا المفتاح، لكن سلسلة المفاتيح أجابت بأنها لا تحتفظ به: ربما حُذف خارج Bridge Explorer.',
  'errors.core.secret-missing.next':
    'أضف المفتاح من جديد في «المفاتيح» (أزل الإدخال القديم، أو أعد المفتاح إليه).',
  'errors.core.invalid-input.title': 'لا يمكن حفظ هذا المفتاح كما كُتب',
  'errors.core.invalid-input.why': 'لا يبدو المفتاح مفتاح API.',
  'errors.core.invalid-input.next': 'انسخ المفتاح من جديد من لوحة تحكم الخدمة والصقه هنا قطعة واحدة.',
  'errors.core.duplicate-key.title': 'هذا المفتاح محفوظ من قبل',
  'errors.core.duplicate-key.why': 'المفتاح نفسه موجود في قائمة هذه الخدمة.',
  'errors.core.duplicate-key.next': 'استخدم المحفوظ، أو أزله أولًا.',
  'errors.core.bulk-other-service.title': 'هذه القائمة تخص خدمة أخرى',
  'errors.core.bulk-other-service.why':
    'بُحث عن هذه القائمة في خدمة غير التي يصل إليها المفتاح المستخدم، ولا يجوز أن تختلط إجابات خدمتين في قائمة واحدة.',
  'errors.core.bulk-other-service.next':
    'من صفحة المفاتيح اجعل مفتاحًا لخدمة القائمة هو المستخدم ثم استأنف، أو اقرأ القائمة من جديد للبحث عنها هنا.',
  'errors.core.export-running.title': 'هذا التصدير قيد التشغيل',
  'errors.core.export-running.why': 'لم ينتهِ بعد تصدير بعوامل التصفية نفسها والتنسيق نفسه.',
  'errors.core.export-running.next': 'انتظر حتى ينتهي، أو ألغه أولًا.',
  'errors.core.certificate-untrusted.title': 'شهادة الخدمة غير موثوقة',
  'errors.core.certificate-untrusted.why':
    'لا يثق هذا الحاسوب بشهادة الخدمة؛ ربما يلزم تثبيت شهادة وسيط الشركة. لم يرسل التطبيق شيئًا، ولا يقبل أبدًا شهادة لا يثق بها.',
  'errors.core.certificate-untrusted.next':
    'اطلب من فريق تقنية المعلومات الشهادة الجذرية للشركة وثبّتها على هذا الحاسوب، ثم أعد المحاولة.',
  'errors.core.certificate-invalid.title': 'شهادة الخدمة غير صالحة',
  'errors.core.certificate-invalid.why':
    'انتهت صلاحية شهادة الخدمة، أو لم تصبح صالحة بعد، أو صدرت لعنوان آخر، فلم يُرسَل شيء.',
  'errors.core.certificate-invalid.next':
    'تحقق من عنوان الخدمة في «المفاتيح» ومن تاريخ هذا الحاسوب ووقته؛ وإذا كان كلاهما صحيحًا فعلى مشغّل الخدمة تجديد الشهادة.',
  'errors.core.proxy-refused.title': 'لم يمرّر الوسيط الطلب',
  'errors.core.proxy-refused.why':
    'يرسل هذا الحاسوب طلباته عبر خادم وسيط، وتعذّر الوصول إلى الوسيط أو رفض الاتصال بالخدمة.',
  'errors.core.proxy-refused.next':
    'تحقق من إعداد الوسيط (أو اسأل فريق تقنية المعلومات هل هذه الخدمة مسموح بها)، ثم أعد المحاولة.',
  'errors.core.proxy-auth-required.title': 'يطلب الوسيط تسجيل الدخول',
  'errors.core.proxy-auth-required.why':
    'يسأل الوسيط الذي في الطريق إلى الخدمة عن هويتك قبل أن يمرّر الطلبات.',
  'errors.core.proxy-auth-required.next':
    'سجّل الدخول حين يطلب التطبيق ذلك (بعد «ليس الآن» يسأل من جديد الإعدادات ← الشبكة ← اختبار الاتصال)، أو اطلب من فريق تقنية المعلومات اسم المستخدم وكلمة المرور للوسيط.',
  'errors.core.proxy-auth-refused.title': 'لم يقبل الوسيط تسجيل دخولك',
  'errors.core.proxy-auth-refused.why':
    'رفض الوسيط الذي في الطريق إلى الخدمة اسم المستخدم وكلمة المرور المقدَّمين: ربما كلمة المرور خاطئة.',
  'errors.core.proxy-auth-refused.next':
    'أعد المحاولة وسجّل الدخول باسم المستخدم وكلمة المرور الصحيحين، أو اطلبهما من فريق تقنية المعلومات.',
  'errors.core.catalogue-damaged.title': 'كان الفهرس على هذا الحاسوب تالفًا',
  'errors.core.catalogue-damaged.why':
    'تعذّرت قراءة ملفه: غيّره شيء بينما كان التطبيق يفتحه. نُحّي جانبًا (محفوظًا، لا محذوفًا)، ويُعاد بناء الفهرس من الخدمة.',
  'errors.core.catalogue-damaged.next': 'ابحث في الخدمة في الأثناء؛ يبيّن سطر الفهرس متى يكتمل من جديد.',
  'errors.kind.network.title': 'تعذّر الوصول إلى الخدمة',
  'errors.kind.network.why': 'لم يصل أي رد: ربما الحاسوب غير متصل، أو عنوان الخدمة خاطئ.',
  'errors.kind.network.next': 'تحقق من اتصالك ومن عنوان الخدمة في «المفاتيح»، ثم أعد المحاولة.',
  'errors.kind.timeout.title': 'استغرقت الخدمة وقتًا طويلًا جدًا',
  'errors.kind.timeout.why': 'لم ترد الخدمة في الوقت المحدد.',
  'errors.kind.timeout.next': 'أعد المحاولة بعد لحظة.',
  'errors.kind.not-api.title': 'هذا العنوان ليس Bridge API',
  'errors.kind.not-api.why':
    'شيء ما يرد على هذا العنوان، لكن ليس كما يرد Bridge API (صفحة ويب، أو «لا شيء هنا» لكل مسار).',
  'errors.kind.not-api.next': 'تحقق من عنوان URL للخدمة في «المفاتيح»: تنتهي عناوين API بـ {path}.',
  'errors.kind.parse.title': 'تعذّرت قراءة الإجابة',
  'errors.kind.parse.why': 'ردّت الخدمة بشيء ليس بيانات صالحة.',
  'errors.kind.parse.next': 'تحقق من عنوان الخدمة في «المفاتيح»؛ ربما يشير إلى موقع آخر.',
  'errors.kind.shape.title': 'لم تأتِ الإجابة بالشكل المتوقع',
  'errors.kind.shape.why': 'ردّت الخدمة، لكن بحقول لا يعرفها التطبيق.',
  'errors.kind.shape.next': 'تحقق من عنوان الخدمة في «المفاتيح»، أو حدّث التطبيق.',
  'errors.kind.wait-too-long.title': 'لم يُرسَل: انتظار حدّ الطلبات طويل جدًا',
  'errors.kind.wait-too-long.why':
    'استنفد هذا المفتاح الطلبات التي تسمح بها الخدمة في هذه النافذة الزمنية، والنافذة التالية تبدأ بعد أطول مما ينتظره التطبيق من تلقاء نفسه، فاختار التطبيق ألّا ينتظر ولم يرسل شيئًا.',
  'errors.kind.wait-too-long.next': 'أعد المحاولة حين تبدأ النافذة الزمنية؛ يبيّن عرض «حدّ الطلبات» متى.',
  'errors.kind.locked-out.title': 'توقّف مؤقت بعد مفاتيح خاطئة كثيرة',
  'errors.kind.locked-out.why':
    'توقفت الخدمة عن الرد على هذا الحاسوب لبعض الوقت بعد مفاتيح كثيرة مجهولة أو ملغاة أو منتهية الصلاحية.',
  'errors.kind.locked-out.next': 'انتظر حتى ينتهي التوقف، وصحّح المفتاح الخاطئ أو أزله في «المفاتيح».',
  'errors.kind.cancelled.title': 'أُلغي الطلب',
  'errors.kind.cancelled.why': 'أُوقف الطلب قبل أن ينتهي.',
  'errors.kind.cancelled.next': 'أعد المحاولة إن كنت ما زلت تحتاجه.',
  'errors.wait-asked.title': 'طلبت الخدمة انتظارًا طويلًا',
  'errors.wait-asked.why':
    'أجابت الخدمة بأن على هذا المفتاح أن ينتظر قبل طلبه التالي مدة أطول مما ينتظره التطبيق من تلقاء نفسه، فلم يُعِد التطبيق المحاولة.',
  'errors.wait-asked.next': 'أعد المحاولة بعد انتهاء الانتظار؛ يبيّن عرض «حدّ الطلبات» متى.',
  'errors.resource-failing.title': 'لم يُرسَل: هذا الطلب يفشل مرة بعد مرة',
  'errors.resource-failing.why':
    'فشل هذا الطلب نفسه لدى الخدمة {failures, plural, zero {# مرة} one {مرة واحدة} two {مرتين} few {# مرات} many {# مرةً} other {# مرة}} على التوالي، وهو أقصى ما يرسله التطبيق في نافذته الزمنية، فلم يرسل التطبيق شيئًا هذه المرة. تستمر الطلبات الأخرى كالمعتاد.',
  'errors.resource-failing.next': 'أعد المحاولة بعد انتهاء الانتظار.',
  'errors.cut-short.title': 'انقطعت الإجابة',
  'errors.cut-short.why': 'بدأت الخدمة بالرد، لكن الاتصال انقطع قبل أن تكتمل الإجابة.',
  'errors.cut-short.next': 'أعد المحاولة؛ وإذا تكرر الأمر فربما يقطع وسيط أو الخدمة نفسها الاتصالات.',
  'errors.file.save':
    'تعذّر حفظ {what, select, proxy {إعداد الوكيل} key_health {تصدير سلامة المفتاح} pin {التثبيت} unpin {إزالة التثبيت} views {عروضك} views_export {العروض} diagnostics {ملف التشخيص} updates {إعداد التحديثات} preferences {تفضيلاتك} catalogue {إعدادات الفهرس} key_list {قائمة المفاتيح} other {الملف}} في {path} ({why})؛ {kept, select, proxy {الوكيل المستخدم كما كان.} views {عروضك المحفوظة كما كانت.} key_list {القائمة على القرص كما كانت.} nothing_imported {لم يُستورد شيء.} other {لم يتغيّر شيء.}}',
  'errors.file.read':
    'تعذّرت قراءة {path} ({why})؛ {kept, select, nothing_imported {لم يُستورد شيء.} other {لم يتغيّر شيء.}}',
  'errors.file.why':
    '{code, select, ENOSPC {القرص ممتلئ} disk_full {القرص ممتلئ} EDQUOT {نفدت حصة القرص} EFBIG {الملف أكبر مما يسمح به هذا النظام} EROFS {القرص للقراءة فقط} EACCES {رُفض الإذن} EPERM {رُفض الإذن} EIO {أبلغ القرص عن خطأ} read_only {الملف للقراءة فقط} io {لا يمكن كتابة الملف} unavailable {تعذّر فتح الملف عند البدء} other {رفض نظام الملفات ذلك ({raw})}}',
  'errors.vault.url-has-key': 'يحتوي عنوان URL للخدمة على جزء من المفتاح.',
  'errors.vault.label-has-key': 'يحتوي الاسم على جزء من المفتاح. اختر اسمًا لا يتضمن المفتاح.',
  'errors.vault.label-too-long':
    'الاسم طويل جدًا؛ استخدم {max, plural, zero {# حرف} one {حرفًا واحدًا} two {حرفين} few {# أحرف} many {# حرفًا} other {# حرف}} على الأكثر.',
  'errors.vault.check-not-json': 'يجب أن تكون نتيجة الفحص بيانات JSON بسيطة.',
  'errors.vault.scopes-not-list': 'يجب أن تكون النطاقات قائمة أسماء.',
  'errors.vault.check-has-key': 'تحتوي نتيجة الفحص على جزء من المفتاح، لذا لم تُحفظ.',
  'errors.vault.not-that-key': 'هذا ليس المفتاح المحفوظ باسم «{label}»: ذلك المفتاح ينتهي بـ …{last4}.',
  'errors.vault.key-gone': 'هذا المفتاح ليس في قائمة المفاتيح (ربما أُزيل).',
  'errors.vault.duplicate': 'هذا المفتاح محفوظ بالفعل باسم «{label}».',
  'errors.no-key': 'لا يوجد مفتاح API نشط. أضف مفتاحًا في مدير المفاتيح (المفاتيح) لتبدأ استكشاف الخدمة.',
  'errors.export.no-file': 'لم يُختر أي ملف، لذا لم يُصدَّر شيء.',
  'errors.export.cancelled': 'أُلغي التصدير.',
  'errors.no-save-here': 'لا يمكن لهذا التطبيق حفظ الملفات هنا.',
  'errors.no-proxy-setting': 'ليس لهذا التطبيق إعداد وكيل لتغييره.',
  'errors.views.not-a-file': '{file} ليس ملفًا.',
  'errors.views.too-large': 'هذا الملف أكبر من أن يكون ملف عروض محفوظة (أكثر من 512 ك.ب).',
  'errors.log.gone': 'لم يعد هذا الطلب في سجل الطلبات.',
  'errors.log.key-known': 'المفتاح الذي أرسل هذا الطلب معروف: يُعاد إرساله بذلك المفتاح فقط.',
  'errors.log.key-unknown':
    'لا يُعرف أي مفتاح محفوظ أرسل هذا الطلب (المفتاح {hint}): سُجّل قبل أن يدوّن التطبيق مفتاح كل طلب. لم يُرسل شيء؛ اختر المفتاح الذي يُرسل به.',
  'errors.log.other-service': 'ذهب هذا الطلب إلى خدمة أخرى.',
  'errors.log.not-again': 'لا يمكن إرسال هذا الطلب مجددًا.',
  'errors.log.key-not-saved':
    'المفتاح الذي أرسل هذا الطلب ({hint}) غير محفوظ: أُزيل، أو استُبدل بمفتاح جديد، أو فُحص ولم يُحفظ قط. لم يُرسل شيء.',
  'errors.log.key-other-service': '«{label}» مفتاح لخدمة أخرى.',
  'errors.views.gone': 'لم يعد هذا العرض محفوظًا (ربما حُذف).',
  'errors.views.name-length':
    'يتكوّن اسم العرض من حرف واحد إلى {max, plural, zero {# حرف} one {حرف واحد} two {حرفين} few {# أحرف} many {# حرفًا} other {# حرف}}.',
  'errors.views.name-taken': 'يوجد عرض محفوظ باسم «{name}» بالفعل. اختر اسمًا آخر.',
  'errors.views.full':
    'لديك {max, plural, zero {# عرض محفوظ} one {عرض محفوظ واحد} two {عرضان محفوظان} few {# عروض محفوظة} many {# عرضًا محفوظًا} other {# عرض محفوظ}}، وهو أقصى ما يحتفظ به التطبيق. احذف عرضًا لتحفظ آخر.',
  'errors.bulk.too-many-rows':
    'في القائمة أكثر من {max, plural, zero {# صف} one {صف واحد} two {صفين} few {# صفوف} many {# صفًا} other {# صف}}.',
  'errors.bulk.other-service': 'بُحث عن هذه القائمة في {service}؛ اجعل مفتاحًا لتلك الخدمة هو المستخدم لتتابع.',
  'errors.bulk.other-service-unnamed':
    'بُحث عن هذه القائمة في خدمة أخرى؛ اجعل مفتاحًا لتلك الخدمة هو المستخدم لتتابع.',
  'errors.export.unknown-file': 'لا يمكن إظهار ملف في مجلده إلا إذا صدّره هذا التطبيق في هذه الجلسة.',
  'errors.export.id-running': 'يجري بالفعل تصدير بهذا المعرّف.',
  'errors.export.service-cannot':
    'لا تستطيع الخدمة الترتيب بهذا الترتيب، ولا التصفية حسب أصحاب الاقتراحات أو صاحب اقتراح واحد أو عدة فئات أو نطاقات؛ صدّر هذه القائمة من الفهرس على هذا الحاسوب.',
  'errors.export.same-running': 'التصدير نفسه يجري بالفعل؛ انتظره أو ألغِه أولًا.',
  'errors.export.no-catalogue': 'لا يوجد فهرس على هذا الحاسوب للتصدير منه.',
  'errors.vault.entry-gone': 'اختفى إدخال سلسلة المفاتيح هذا.',
  'errors.vault.session-secret-gone': 'لم يعد لهذا المفتاح الخاص بهذه الجلسة فقط سرّ.',
  'errors.vault.unknown-id': 'معرّف المفتاح هذا لم يمنحه التطبيق لأي فحص، ولا يحمله أي مفتاح.',
  'errors.vault.secret-missing':
    'أجابت سلسلة مفاتيح النظام بأنها لا تحتوي على المفتاح «{label}»: ربما حُذف خارج Bridge Explorer. أضف المفتاح مجددًا.',
  'errors.vault.unknown-state': 'حالة مفتاح غير معروفة.',
  'errors.vault.not-orphan': 'إدخال سلسلة المفاتيح هذا لا ينتظر التبنّي.',
  'errors.vault.rotation-rejected':
    'تعذّر التحقق من المفتاح الجديد لدى الخدمة، لذا لم يتغيّر شيء: لا يزال «{label}» هو المفتاح المستخدم ولم يُحتفظ بالمفتاح الجديد.',
  'errors.export.write-failed':
    'تعذّر على التصدير كتابة ملفه في {dir}: {why}. {rows, plural, zero {لم يُحفظ أي صف} one {حُفظ صف واحد} two {حُفظ صفّان} few {حُفظت # صفوف} many {حُفظ # صفًا} other {حُفظ # صف}} في ملف جزئي؛ أصلح ذلك وابدأ التصدير نفسه مجددًا ليتابع من هناك.',
  'errors.export.stopped-after':
    'توقف التصدير بعد {pages, plural, zero {# صفحة} one {صفحة واحدة} two {صفحتين} few {# صفحات} many {# صفحة} other {# صفحة}} ({reason})؛ يمكن استئنافه.',
  'errors.export.cancelled-unchanged': 'أُلغي التصدير؛ لم يتغيّر الملف الهدف.',
  'errors.export.discarded': 'أُوقف التصدير وتُجوهلت صفوفه؛ لم يتغيّر الملف الهدف.',
  'errors.export.other-checkpoint': 'نقطة الاستئناف هذه تخص تصديرًا آخر.',
  'errors.export.partial-gone': 'اختفى الملف الجزئي لهذا التصدير؛ ابدأه من جديد.',
  'errors.folder.in-use':
    'يستخدم Bridge Explorer آخر (العملية {pid}) المجلد {dir} بالفعل (ملف القفل الخاص به هو {lock}). أغلقه أولًا، أو شغّل هذا بمجلد بيانات مستخدم مختلف، كي لا يكتب أحدهما فوق قائمة مفاتيح الآخر.',
  'errors.folder.keeps-taken':
    'تعذّر الاستحواذ على المجلد {dir}: نسخة أخرى تستحوذ عليه باستمرار (ملف القفل {lock}).',
  'errors.folder.read-only':
    'لا يمكن الكتابة في المجلد {dir} ({why, select, read_only_fs {فهو على نظام ملفات للقراءة فقط} other {لا يُسمح لهذا المستخدم بالكتابة فيه}})، لذا لا يستطيع Bridge Explorer حفظ مفاتيحه وسجلّه هناك. اختر مجلدًا آخر (--user-data-dir=FOLDER لتطبيق سطح المكتب، و‎--user-data FOLDER للمعاينة في المتصفح)، أو اجعل هذا المجلد قابلًا للكتابة. ({code})',
  'errors.folder.not-a-folder':
    'المجلد {dir} غير موجود أو ليس مجلدًا. اختر مجلدًا آخر (--user-data-dir=FOLDER لتطبيق سطح المكتب، و‎--user-data FOLDER للمعاينة في المتصفح)، أو أنشئه. ({code})',
  'errors.folder.cannot-take': 'تعذّر الاستحواذ على المجلد {dir} لهذه النافذة ({code}).',
  'errors.could-not-start': 'تعذّر بدء Bridge Explorer',
  'errors.views.unreadable':
    'تعذّرت قراءة عروضك المحفوظة في {path} ({why}). لا يمكن حفظ العروض حتى تصبح قراءة الملف ممكنة.',
  'errors.views.newer':
    'كُتبت عروضك المحفوظة بإصدار أحدث من Bridge Explorer (التنسيق {version})؛ حدّث التطبيق لتستخدمها. يبقى الملف كما هو.',
  'errors.views.unmovable':
    'تعذّرت قراءة عروضك المحفوظة في {path}، وتعذّر نقلها جانبًا ({why}). لا يمكن حفظ العروض حتى يُصلح الملف أو يُزال.',
  'errors.views.recovered':
    'تعذّرت قراءة عروضك المحفوظة ({reason})، لذا احتُفظ بالملف باسم {kept} وبدأت قائمة فارغة.',
  'errors.views.dropped':
    '{n, plural, zero {لم يُستبعد أي عرض محفوظ} one {تعذّرت قراءة عرض محفوظ واحد فاستُبعد} two {تعذّرت قراءة عرضين محفوظين فاستُبعدا} few {تعذّرت قراءة # عروض محفوظة فاستُبعدت} many {تعذّرت قراءة # عرضًا محفوظًا فاستُبعدت} other {تعذّرت قراءة # عرض محفوظ فاستُبعدت}}؛ احتُفظ بالملف الأصلي باسم {kept}.',
  'errors.file-problem.title': 'تعذّر استخدام ملف على هذا الحاسوب',
  'errors.file-problem.why': 'تعذّر على التطبيق كتابة أحد ملفاته أو قراءته.',
  'errors.file-problem.next':
    'عالج ما ذُكر أعلاه (حرّر بعض المساحة، أو اسمح للتطبيق بالكتابة في مجلده)، ثم أعد المحاولة.',
  'errors.unknown.title': 'حدث خطأ ما',
  'errors.unknown.why': 'فشل الطلب لسبب لا يعرفه التطبيق.',
  'errors.unknown.next': 'أعد المحاولة؛ يسرد عرض «المطوّر» الطلبات الأخيرة وإجاباتها.',
  'errors.key-blocked-note': 'توقف التطبيق عن إرسال الطلبات بهذا المفتاح كي لا تحظر الخدمة هذا الحاسوب.',
  'errors.status-401.title': 'رفضت الخدمة المفتاح',
  'errors.status-401.why':
    'أجابت الخدمة «غير مصرّح» (401) بمحتوى تعذّر على التطبيق قراءته، فتوقف التطبيق عن استخدام هذا المفتاح.',
  'errors.export.write-failed.title': 'تعذّرت كتابة ملف التصدير',
  'errors.export.stopped.title': 'توقف التصدير',
  'errors.export.stopped.why': 'لم ينتهِ التصدير.',
  'errors.export.next': 'ابدأ التصدير نفسه من جديد: سيكمل من حيث توقف.',
  'errors.retry-after': 'أعد المحاولة بعد {at}، حين ينتهي الانتظار.',
  'errors.unusable-field': 'الحقل غير الصالح هو «{field}».',
  'errors.missing-scope': 'يحتاج إلى النطاق «{scope}».',
  'errors.refused-value': '{field}: {problem}.',
  'errors.panel.missing-scope': 'النطاق الناقص: {scope}',
  'errors.panel.retry': 'أعد المحاولة',
  'errors.panel.open-keys': 'افتح «المفاتيح»',
  'errors.sentences': '{first} {second}',
}
