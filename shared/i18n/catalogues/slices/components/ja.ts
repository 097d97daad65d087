import type { SliceTranslation } from '../../source-message.ts'
import type { components } from './en.ts'

export const componentsJa: SliceTranslation<typeof components> = {
  'components.opening': '開いています…',
  'components.cancel': 'キャンセル',
  'components.try-again': '再試行',
  'components.stale': '{age}のデータを表示しています。更新できませんでした。{title} {next}',
  'components.stale.earlier': '以前のデータを表示しています。更新できませんでした。{title} {next}',
  'components.last-failure': '最後のリクエスト（{path}、{answer}）が失敗しました。{title} {next}',
  'components.no-answer': '応答なし',
  'components.failure-title': '{title}。',
  'components.why': '理由',
  'components.demo': 'デモデータ',
  'components.demo.words': '内蔵サービスのサンプルブリッジです。実際のデータを見るには{add}。',
  'components.demo.add': 'APIキーを追加してください',
  'components.copy-path': 'パスをコピー',
  'components.path-copied': 'パスをコピーしました',
  'components.path-not-copied': 'コピーできません。パスを選択してください',
  'components.show-in-folder': 'フォルダーで表示',
  'components.folder-not-shown': 'フォルダーを開けません。パスをコピーしてください',
  'components.copy-refused': 'コピーできません：クリップボードが拒否しました',
  'components.not-given': '記載なし',
  'components.verified': '認証済み',
  'components.relative': '{date}（{ago}）',
  'components.view-failed': '{view}ビューでエラーが発生しました',
  'components.view-failed.about':
    'このビューの一部が動作しなくなったため、表示できませんでした。アプリのほかの部分は引き続き動作します。',
  'components.view-failed.what': 'エラー内容：{error}',
  'components.view-failed.reload': 'このビューを再読み込み',
  'components.chart.summary-one': '{title}：{at} に {value}',
  'components.chart.summary': '{title}：{at} に {value}、{lastAt} に {last}',
  'components.chart.at': '{time}：{value}',
  'components.chart.not-recorded': '記録なし',
  'components.chart.one-reading':
    '読み取りはまだ1回です。線を描くには2回必要です（アプリは5分ごとに記録します）。',
  'components.chart.caption': '{title}の推移',
  'components.chart.time': '時刻',
}
