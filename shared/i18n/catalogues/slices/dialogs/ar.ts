import type { SliceTranslation } from '../../source-message.ts'
import type { dialogs } from './en.ts'

export const dialogsAr: SliceTranslation<typeof dialogs> = {
  'dialogs.export-bridges': 'تصدير الجسور',
  'dialogs.export-views': 'تصدير العروض المحفوظة',
  'dialogs.import-views': 'استيراد العروض المحفوظة',
  'dialogs.views-file': 'العروض المحفوظة (JSON)',
  'dialogs.save-diagnostics': 'حفظ بيانات التشخيص',
  'dialogs.diagnostics-file': 'بيانات التشخيص (JSON)',
  'dialogs.diagnostics-holds': 'يحتوي ملف التشخيص على:',
  'dialogs.diagnostics-no-key': 'لا يحتوي على أي مفتاح API. اطّلع عليه قبل أن ترسله إلى أحد.',
  'dialogs.diagnostics-choose': 'اختيار مكان الحفظ…',
  'dialogs.diagnostics-failed': 'تعذّر حفظ ملف التشخيص',
  'dialogs.cancel': 'إلغاء',
}
