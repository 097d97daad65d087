import type { SliceTranslation } from '../../source-message.ts'
import type { keyAlerts } from './en.ts'

export const keyAlertsJa: SliceTranslation<typeof keyAlerts> = {
  'key-alerts.failing-title': '「{label}」でエラーが続いています',
  'key-alerts.headroom-title': '「{label}」の残りリクエストが少なくなっています',
  'key-alerts.refused-title': '「{label}」が拒否されました',
  'key-alerts.expiring-title':
    '{days, plural, =0 {「{label}」は今日で期限切れになります} =1 {「{label}」は明日期限切れになります} other {「{label}」は # 日後に期限切れになります}}',
}
