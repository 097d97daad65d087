import type { SliceTranslation } from '../../source-message.ts'
import type { scopes } from './en.ts'

export const scopesJa: SliceTranslation<typeof scopes> = {
  'scopes.not-sent': '送信していません：このキーには {scope} がありません。',
  'scopes.use-key': 'キー「{label}」を使う（{scope} あり）',
  'scopes.no-key':
    'このサービスの保存済みキーには {scope} を持つものがありません。「APIキー」で追加してください。',
  'scopes.switch-failed': 'そのキーを使用中にできませんでした。「APIキー」を開いて選んでください。',
}
