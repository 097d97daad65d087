import type { SliceTranslation } from '../../source-message.ts'
import type { detail } from './en.ts'

export const detailJa: SliceTranslation<typeof detail> = {
  'detail.title': 'ブリッジ',
  'detail.not-found': 'このブリッジは存在しないか、公開が終了しています。',
  'detail.browse-all': 'すべてのブリッジを見る',
  'detail.loading': '読み込み中…',
  'detail.category': 'カテゴリー',
  'detail.domain': 'ドメイン',
  'detail.passes': '通過',
  'detail.score': 'スコア',
  'detail.published': '公開日',
  'detail.suggested-by': '提案者',
  'detail.identifier': '識別子',
  'detail.copy': 'このブリッジをコピー',
  'detail.about-passes': '通過：ブリッジが利用された回数（サービスによる集計）。',
  'detail.about-score': 'スコア：サービスによるブリッジの評価。高いほど良い評価です。',
  'detail.not-web-address': '（ウェブアドレスではないため開けません）',
  'detail.open-domain': '{domain}を開く',
  'detail.open-title': '{url}をブラウザーで開きますか？',
  'detail.open-confirm': 'ブラウザーで開く',
  'detail.cancel': 'キャンセル',
  'detail.open-note': 'このアドレスはブリッジの提案者によるものです。アプリはサイトを確認していません。',
}
