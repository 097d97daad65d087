import type { SliceTranslation } from '../../source-message.ts'
import type { dialogs } from './en.ts'

export const dialogsJa: SliceTranslation<typeof dialogs> = {
  'dialogs.export-bridges': 'ブリッジをエクスポート',
  'dialogs.export-views': '保存したビューをエクスポート',
  'dialogs.import-views': '保存したビューをインポート',
  'dialogs.views-file': '保存したビュー（JSON）',
  'dialogs.save-diagnostics': '診断情報を保存',
  'dialogs.diagnostics-file': '診断情報（JSON）',
  'dialogs.diagnostics-holds': '診断ファイルの内容：',
  'dialogs.diagnostics-no-key': 'APIキーは含まれていません。誰かに送る前に内容を確認してください。',
  'dialogs.diagnostics-choose': '保存先を選択…',
  'dialogs.diagnostics-failed': '診断ファイルを保存できませんでした',
  'dialogs.cancel': 'キャンセル',
}
