import type { SliceTranslation } from '../../source-message.ts'
import type { keyAlerts } from './en.ts'

export const keyAlertsAr: SliceTranslation<typeof keyAlerts> = {
  'key-alerts.failing-title': 'المفتاح «{label}» يفشل',
  'key-alerts.headroom-title': 'الطلبات المتبقية للمفتاح «{label}» توشك أن تنفد',
  'key-alerts.refused-title': 'رُفض المفتاح «{label}»',
  'key-alerts.expiring-title':
    '{days, plural, =0 {تنتهي صلاحية المفتاح «{label}» اليوم} =1 {تنتهي صلاحية المفتاح «{label}» غدًا} =2 {تنتهي صلاحية المفتاح «{label}» بعد يومين} few {تنتهي صلاحية المفتاح «{label}» بعد # أيام} many {تنتهي صلاحية المفتاح «{label}» بعد # يومًا} other {تنتهي صلاحية المفتاح «{label}» بعد # يوم}}',
}
