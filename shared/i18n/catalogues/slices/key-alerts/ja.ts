import type { SliceTranslation } from '../../source-message.ts'
import type { keyAlerts } from './en.ts'

export const keyAlertsJa: SliceTranslation<typeof keyAlerts> = {
  'key-alerts.failing-title': '「{label}」でエラーが続いています',
  'key-alerts.headroom-title': '「{label}」の残りリクエストが少なくなっています',
  'key-alerts.refused-title': '「{label}」が拒否されました',
  'key-alerts.expiring-title':
    '{days, plural, =0 {「{label}」は今日で期限切れになります} =1 {「{label}」は明日期限切れになります} other {「{label}」は # 日後に期限切れになります}}',
  'key-alerts.failing-body':
    '直近 {minutes, plural, other {# 分}}のリクエスト {attempts, plural, other {# 件}}のうち {failed, number} 件が失敗しました。どれが失敗したかは「開発者」ページで確認できます。',
  'key-alerts.headroom-body':
    '制限がリセットされるまで、{limit, plural, other {# 件}}中 {remaining, number} 件のリクエストが残っています。それ以降のリクエストはリセットを待ちます。',
  'key-alerts.refused-invalid':
    'サービスはこのキーを認識していません。「キー」で確認するか、新しいキーを追加してください。',
  'key-alerts.refused-revoked':
    'サービスによると、このキーは無効化されました。「キー」で新しいキーを追加してください。',
  'key-alerts.refused-expired':
    'サービスによると、このキーは期限切れです。「キー」で新しいキーを追加してください。',
  'key-alerts.refused-access':
    'サービスによると、アカウントの API アクセスが承認されていません。このキーでのリクエストは失敗します。',
  'key-alerts.expiring-body':
    '有効期限は {day} と記録されています。それまでに「キー」で後継のキーを追加してください。',
  'key-alerts.line-title': '{title}。',
  'key-alerts.line-link': 'キーの状態',
  'key-alerts.dismiss': '閉じる',
  'key-alerts.loading': 'アラートの設定を読み込み中…',
  'key-alerts.title': 'アラート',
  'key-alerts.form': 'キーのアラート',
  'key-alerts.switch':
    '使用中のキーが拒否されたとき、失敗し始めたとき、残りのリクエストが少なくなったとき、および記録したキーの有効期限が近づいたときに通知する',
  'key-alerts.failing-rule': '失敗：直近 {minutes} 分間のリクエストのうち {share}% 以上が失敗した。',
  'key-alerts.share-label': '失敗したリクエストの割合（パーセント）',
  'key-alerts.minutes-label': '対象とする分数',
  'key-alerts.low-rule': '残りわずか：時間枠のリクエストの残りが {share}% 以下。',
  'key-alerts.headroom-label': '残りのリクエストの割合（パーセント）',
  'key-alerts.where':
    'デスクトップ通知（デスクトップアプリの場合）とウィンドウ上部の行で表示されます。このコンピューター上でリクエストログから算出され、どこにも送信されません。',
  'key-alerts.save': '保存',
  'key-alerts.saved-on': '保存しました：アラートはオンです。',
  'key-alerts.saved-off': '保存しました：アラートはオフです。',
}
