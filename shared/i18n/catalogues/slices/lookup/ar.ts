import type { SliceTranslation } from '../../source-message.ts'
import type { lookup } from './en.ts'

export const lookupAr: SliceTranslation<typeof lookup> = {
  'lookup.field': 'اسم المستخدم أو الجسر أو الرابط',
  'lookup.look-up': 'بحث',
  'lookup.looking-up': 'جارٍ البحث…',
  'lookup.hint':
    'اسم مستخدم ({user})، أو اسم جسر ({slug}) أو معرّفه ({id}) أو عنوانه، أو رابط ملف شخصي أو جسر من الخدمة، أو رابط {scheme}.',
  'lookup.recent': 'عمليات البحث الأخيرة',
  'lookup.nothing-yet': 'لم يُبحث عن شيء بعد.',
  'lookup.clear-recent': 'مسح عمليات البحث الأخيرة',
  'lookup.text.empty': 'اكتب اسم مستخدم أو اسم جسر، أو الصق رابطًا.',
  'lookup.text.too-long': 'هذا أطول من أن يكون اسم مستخدم أو رابطًا.',
  'lookup.text.other-scheme': 'يمكن البحث عن روابط الويب وروابط {scheme} فقط.',
  'lookup.text.unreadable-url': 'تعذّرت قراءة هذا الرابط.',
  'lookup.text.words':
    'لا يحتوي اسم المستخدم ولا اسم الجسر على مسافات أو شرطات مائلة. الصق الرابط كاملًا إن كان لديك.',
  'lookup.bad-name': 'في هذا الرابط اسم لا يمكن أن تكون الخدمة قد أنشأته.',
  'lookup.not-item-link': 'هذا الرابط لا يشير إلى ملف شخصي ولا إلى جسر.',
  'lookup.no-app-location': 'هذا الموضع في التطبيق غير موجود.',
  'lookup.id.no-catalogue':
    'تجد الخدمة الجسور بالرابط أو الاسم لا بالمعرّف، والفهرس على هذا الحاسوب لا يحتوي على جسور للبحث فيها. الصق رابط الجسر، أو ابحث عنه في الجسور.',
  'lookup.id.reading':
    'لا يحمل هذا المعرّف أيٌّ من الجسور التي قرأها الفهرس على هذا الحاسوب حتى الآن ({rows, plural, zero {# جسر} one {جسر واحد} two {جسران} few {# جسور} many {# جسرًا} other {# جسر}}).',
  'lookup.id.complete':
    'لا يحمل هذا المعرّف أيٌّ من الجسور في الفهرس على هذا الحاسوب ({rows, plural, zero {# جسر} one {جسر واحد} two {جسران} few {# جسور} many {# جسرًا} other {# جسر}}، القائمة كلها).',
  'lookup.id.complete-age':
    'لا يحمل هذا المعرّف أيٌّ من الجسور في الفهرس على هذا الحاسوب ({rows, plural, zero {# جسر} one {جسر واحد} two {جسران} few {# جسور} many {# جسرًا} other {# جسر}}، القائمة كلها، حُدّثت {age}).',
  'lookup.error': '{title}. {nextStep}',
  'lookup.error-scope': '{title}: ينقصه النطاق {scope}. {nextStep}',
  'lookup.no-user-at-link': 'لا يوجد مستخدم عند هذا الرابط.',
  'lookup.no-bridge-at-link': 'لا يوجد جسر عند هذا الرابط.',
  'lookup.no-such-name': 'لا يوجد مستخدم ولا جسر باسم «{name}». تحقّق من الإملاء، أو الصق الرابط كاملًا.',
  'lookup.no-title': 'لا يحتوي أي عنوان جسر في الفهرس على «{title}».',
  'lookup.not-among-newest':
    'وليس بين أحدث {newest, number} جسر لدى الخدمة أيضًا. تحقّق من المعرّف، أو الصق رابط الجسر.',
  'lookup.found': 'وُجد في الفهرس',
  'lookup.found-titles':
    '{n, plural, zero {لا جسور} one {جسر واحد} two {جسران} few {# جسور} many {# جسرًا} other {# جسر}} في عنوانها «{text}».',
  'lookup.source-building': 'من الفهرس على هذا الحاسوب (ما زال قيد الإنشاء).',
  'lookup.source-updated': 'من الفهرس على هذا الحاسوب، حُدّث {age}.',
  'lookup.by': 'بواسطة {username}',
  'lookup.did-you-mean-label': 'هل تقصد',
  'lookup.did-you-mean': 'هل تقصد {choice}؟',
  'lookup.or': 'أو: {choices}',
  'lookup.close-building': 'تهجئات قريبة للأسماء والعناوين: من الفهرس على هذا الحاسوب (ما زال قيد الإنشاء).',
  'lookup.close-updated': 'تهجئات قريبة للأسماء والعناوين: من الفهرس على هذا الحاسوب، حُدّث {age}.',
  'lookup.tidy': 'ينتهي النص بعلامة قد تكون من الجملة التي نُسخ منها. هل تقصد {choice}؟',
  'lookup.ask-label': 'اسأل الخدمة',
  'lookup.newest-why':
    'لا تستطيع الخدمة البحث عن جسر بمعرّفه، لكنها تعرض أحدث جسورها: فأي جسر نُشر منذ آخر تحديث للفهرس سيكون بينها.',
  'lookup.asking': 'جارٍ سؤال الخدمة…',
  'lookup.ask-newest': 'اطلب من الخدمة أحدث {newest, number} جسر لديها (طلب واحد)',
  'lookup.not-found-label': 'لم يُعثر عليه بعد',
  'lookup.not-held': '«{text}» ليس بين الجسور التي يحتويها الفهرس حتى الآن.',
  'lookup.not-read-all': 'لم يقرأ القائمة كلها بعد.',
  'lookup.still-to-read':
    '{n, plural, zero {لم يبقَ جسر} one {بقي جسر واحد} two {بقي جسران} few {بقيت # جسور} many {بقي # جسرًا} other {بقي # جسر}} للقراءة.',
  'lookup.scanning': 'جارٍ البحث في الباقي…',
  'lookup.scan-rest': 'أتريد البحث في باقي القائمة الآن؟',
  'lookup.scan-remaining':
    'أتريد البحث في {n, plural, zero {# جسر} one {الجسر الباقي} two {الجسرين الباقيين} few {الجسور الـ# الباقية} many {الـ# جسرًا الباقية} other {الـ# جسر الباقية}}: نحو {requests, plural, zero {# طلب} one {طلب واحد} two {طلبين} few {# طلبات} many {# طلبًا} other {# طلب}}؟',
  'lookup.profile': 'الملف الشخصي',
  'lookup.no-profile': 'لا يوجد ملف شخصي باسم «{username}».',
  'lookup.no-profile-how': 'تحقّق من الإملاء، أو الصق رابطًا في {lookup}. إن كان «{username}» اسم جسر، {open}.',
  'lookup.open-that-bridge': 'افتح ذلك الجسر',
  'lookup.username': 'اسم المستخدم',
  'lookup.verified': 'موثّق',
  'lookup.yes': 'نعم',
  'lookup.no': 'لا',
  'lookup.total-passes': 'مجموع العبور',
  'lookup.bridges': 'الجسور',
  'lookup.copy-profile': 'نسخ هذا الملف الشخصي',
  'lookup.published': 'الجسور المنشورة',
  'lookup.none-published': 'لا جسور منشورة بعد.',
  'lookup.passes':
    '{n, plural, zero {# عبور} one {عبور واحد} two {عبوران} few {# عبورات} many {# عبورًا} other {# عبور}}',
  'lookup.me-about': 'الحساب الذي يملك مفتاح API المستخدم.',
  'lookup.me-no-scope':
    'لم يُمنح المفتاح المستخدم «{label}» إذن قراءة الملف الشخصي لمالكه (النطاق «{scope}»)، لذا لا تستطيع هذه الصفحة عرضه. ولن تغيّر إعادة المحاولة ذلك.',
  'lookup.me-keys': 'استخدم مفتاحًا آخر، أو افحص هذا المفتاح مجددًا، في مفاتيح API',
  'lookup.me-public': 'اعرض ملفك الشخصي العام وجسورك المنشورة',
}
