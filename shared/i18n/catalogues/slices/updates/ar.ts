import type { SliceTranslation } from '../../source-message.ts'
import type { updates } from './en.ts'

export const updatesAr: SliceTranslation<typeof updates> = {
  'updates.available-title': 'يتوفر تحديث',
  'updates.available': 'يتوفر Bridge Explorer {version}. لديك الإصدار {current}.',
  'updates.available-named': 'يتوفر Bridge Explorer {version} ({name}). لديك الإصدار {current}.',
  'updates.whats-new': 'الجديد:\n{notes}',
  'updates.no-notes': 'لا تذكر قناة التحديث شيئًا عمّا تغيّر.',
  'updates.download-now': 'أتريد تنزيله الآن؟ لا يُثبَّت شيء حتى توافق.',
  'updates.download': 'تنزيل',
  'updates.not-now': 'ليس الآن',
  'updates.ready-title': 'التحديث جاهز',
  'updates.ready': 'نُزّل Bridge Explorer {version} ومجموعه الاختباري يطابق قناة التحديث.',
  'updates.restart-now': 'أتريد إعادة التشغيل الآن لتثبيته؟ تبقى عروضك المحفوظة ومفاتيحك وسجلّك كما هي.',
  'updates.restart-install': 'إعادة التشغيل والتثبيت',
  'updates.later': 'لاحقًا',
  'updates.ok': 'موافق',
  'updates.box-text': '{first}\n\n{second}',
  'updates.on': 'يبحث Bridge Explorer عن التحديثات في {feed}.',
  'updates.off-setting': 'التحديثات معطّلة في الإعدادات: لا يبحث Bridge Explorer عن إصدارات جديدة.',
  'updates.off-policy': 'التحديثات معطّلة على هذا الحاسوب بواسطة {path}.',
  'updates.policy-unreadable':
    'التحديثات معطّلة: لا يمكن استخدام ملف السياسة {path} ({why, select, object {ليس كائن JSON} updates {يجب أن تكون قيمة “updates” هي true أو false} feed {يجب أن تكون “updateFeed” عنوان https://} other {ليس JSON صالحًا}}). اسأل من يدير هذا الحاسوب.',
  'updates.no-feed': 'لا يحدّد هذا الإصدار قناة تحديث. {how}',
  'updates.insecure-feed': 'التحديثات معطّلة: قناة التحديث {feed} ليست عنوان https://.',
  'updates.package-manager': 'ثُبّتت هذه النسخة بواسطة مدير حزم النظام ({type})، لذا لا تستبدل نفسها. {how}',
  'updates.cannot-self-update': 'لا يمكن لهذه النسخة أن تحدّث نفسها. {how}',
  'updates.how-package': 'حدّثها بالطريقة التي ثُبّتت بها: {command}، أو من مركز البرامج.',
  'updates.how-pacman': 'حدّثها بالطريقة التي ثُبّتت بها: {command}.',
  'updates.how-snap': 'تحدّث حزم Snap نفسها: الأمر {command} يفعل ذلك الآن.',
  'updates.how-download': 'نزّل الإصدار الجديد من المكان الذي حصلت منه على هذا الإصدار.',
  'updates.no-updater':
    '{where, select, preview {البحث عن التحديثات غير متاح في المعاينة في المتصفح: ليس فيها أداة تحديث.} other {البحث عن التحديثات غير متاح هنا: لا توجد أداة تحديث.}}',
  'updates.no-updater-state': '{why} يبحث تطبيق سطح المكتب عن التحديثات بنفسه.',
  'updates.latest': 'Bridge Explorer {current} هو أحدث إصدار.',
  'updates.unsigned':
    'تعرض قناة التحديث الإصدار {version}، لكنه غير موقّع بمفتاح إصدارات Bridge Explorer، لذا لم يُنزَّل.',
  'updates.declined': 'لم يُنزَّل الإصدار {version}.',
  'updates.downloaded': 'نُزّل الإصدار {version}؛ ولن يُثبَّت إلا حين توافق.',
  'updates.installing': 'جارٍ تثبيت الإصدار {version}.',
  'updates.unreachable':
    'لا يمكن الوصول إلى قناة التحديث {feed}. سيبحث Bridge Explorer مجددًا عند التشغيل التالي.',
  'updates.untrusted':
    'لا يثق هذا الحاسوب بقناة التحديث {feed} (تعذّر التحقق من شهادتها)، لذا لم يُنزَّل شيء. قد يحتاج وكيل الشركة إلى تثبيت شهادته.',
  'updates.checksum': 'التحديث المُنزَّل لا يطابق المجموع الاختباري الذي قدّمته القناة، لذا حُذف ولم يُثبَّت شيء.',
  'updates.not-a-release': 'أجابت قناة التحديث {feed} بشيء ليس وصفًا لإصدار، لذا لم يُنزَّل شيء.',
  'updates.refused':
    'رفضت قناة التحديث {feed} الطلب ({detail}). سيبحث Bridge Explorer مجددًا عند التشغيل التالي.',
  'updates.failed': 'فشل البحث عن التحديثات: {detail}',
}
