import type { SliceTranslation } from '../../source-message.ts'
import type { watch } from './en.ts'

export const watchJa: SliceTranslation<typeof watch> = {
  'watch.intro':
    'ピン留めしたブリッジとプロフィールと、前回確認してからの通過数の変化です。各ページの{pin}でピン留めできます。',
  'watch.unavailable':
    '履歴ファイルを使用できないため、今回はピン留めと読み取り結果は保存されません（上部のお知らせをご覧ください）。',
  'watch.share-legend': '更新に使ってよい残りリクエストの割合',
  'watch.share-percent': '{share, number}%',
  'watch.share-all': 'すべて',
  'watch.refresh': '更新',
  'watch.refreshing': '更新中…',
  'watch.mark-seen': 'すべて確認済みにする',
  'watch.last-refresh': '前回の更新：{sent}件のリクエストを送信しました。',
  'watch.nothing-pinned': 'まだ何もピン留めされていません。',
  'watch.browse-to-pin': 'ブリッジを見て、追いかけたいものをピン留めする',
  'watch.table-caption': 'ピン留めした項目',
  'watch.column-pinned': 'ピン留め',
  'watch.column-passes': '通過',
  'watch.column-change': '前回の確認以降',
  'watch.column-read': '読み取り',
  'watch.kind-bridge': 'ブリッジ',
  'watch.never': '未読み取り',
  'watch.unpin': 'ピン留めを外す',
  'watch.pin': '☆ ピン留め',
  'watch.pinned': '★ ピン留め済み',
  'watch.pin-title': 'ウォッチリストに追加して変化を確認する',
  'watch.unpin-title': 'ウォッチリストから外す',
  'watch.not-kept': '{title}。{explanation}{nextStep}',
  'watch.passes-heading': 'ピン留め以降の通過',
  'watch.passes-chart': '通過',
  'watch.passes-note': 'ウォッチリストを更新するたびに1回読み取ります。',
  'watch.change.gone-bridge': '公開終了',
  'watch.change.gone-profile': 'プロフィールが見つからなくなりました',
  'watch.change.not-read': '未読み取り',
  'watch.change.none': '変化なし',
  'watch.change.passes-up': '+{n, number}通過',
  'watch.change.passes-down': '−{n, number}通過',
  'watch.change.new-bridges': '新しいブリッジ{n, number}件：{names}',
  'watch.change.both': '{passes}；{bridges}',
  'watch.plan.no-requests':
    'この1分間のリクエストは残っていません。ピン留めした{items, number}件は次の1分を待ちます。',
  'watch.plan.known':
    '更新には残り{remaining, number}件のうち{requests, number}件のリクエストを使います（最大{share}）',
  'watch.plan.unknown':
    '更新には{requests, number}件のリクエストを使います。残りはまだ不明です（最大{share}）',
  'watch.plan.done': '{plan}。',
  'watch.plan.rest': '{plan}。{rest, number}件は次の更新を待ちます。',
}
