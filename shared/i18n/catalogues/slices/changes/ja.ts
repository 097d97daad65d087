import type { SliceTranslation } from '../../source-message.ts'
import type { changes } from './en.ts'

export const changesJa: SliceTranslation<typeof changes> = {
  'changes.nav': '変更点',
  'changes.intro':
    '2つの日付の間にカタログが確認した、追加・削除・変更されたブリッジです。このコンピューターに保存された変更履歴から表示します。',
  'changes.from': '開始日',
  'changes.to': '終了日',
  'changes.problem.backwards': '開始日が終了日より後になっています。終了日以前の開始日を選んでください。',
  'changes.problem.not-a-day': '両方の日付を入力してください。',
  'changes.resolution':
    'カタログは新しいブリッジを数分ごとに、リスト全体を{days, plural, other {#日ごと}}に読み込みます。そのため変更は、発生した時点ではなく、カタログがそのブリッジを次に読み込んだ時点で確認されます。',
  'changes.kept':
    '履歴はこのコンピューターのカタログファイルに{days, number}日間保存されます。ファイルが破損していると判断されて別の場所に移された場合と、カタログを削除した場合には失われます。「再構築」では保持されます。',
  'changes.kept-since': '変更は{date}から記録されています。それ以前のことは分かりません。',
  'changes.none-yet': 'まだ変更は記録されていません。履歴はカタログの次の読み込みから始まります。',
  'changes.none': 'この期間にカタログで変更されたものはありません。',
  'changes.counts': 'カテゴリ別の変更',
  'changes.all-categories': 'すべてのカテゴリ',
  'changes.count.added': '{n, plural, other {#件追加}}',
  'changes.count.removed': '{n, plural, other {#件削除}}',
  'changes.count.changed': '{n, plural, other {#件変更}}',
  'changes.rows.heading':
    '{kind, select, added {追加されたブリッジ} removed {削除されたブリッジ} changed {変更されたブリッジ} other {すべての変更}}{scope, select, all {} other {：{category}}}',
  'changes.rows.count': '{total, plural, other {#件}}中{shown, number}件を表示',
  'changes.show-all': 'すべての変更を表示',
  'changes.more': 'さらに表示',
  'changes.kind.added': '追加',
  'changes.kind.removed': '削除',
  'changes.kind.changed': '変更',
  'changes.field.passes': '通過',
  'changes.field.score': 'スコア',
  'changes.field.category': 'カテゴリ',
  'changes.field.title': 'タイトル',
  'changes.field-change': '{field}：{old} → {new}',
  'changes.export': '{format}でエクスポート',
  'changes.export.hint': 'ファイルには表示中の変更が含まれます（すべて、または上で選んだもの）。',
  'changes.palette.hint': '2つの日付の間に追加・削除・変更されたブリッジ',
  'changes.palette.words': '変更, 変更点, 履歴, 差分, 追加, 削除, 比較, 日付',
}
