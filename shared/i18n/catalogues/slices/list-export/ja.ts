import type { SliceTranslation } from '../../source-message.ts'
import type { listExport } from './en.ts'

const BRIDGES = (n: string): string => `{${n}, plural, other {#件のブリッジ}}`
const REQUESTS = (n: string): string => `{${n}, plural, other {#件のリクエスト}}`

export const listExportJa: SliceTranslation<typeof listExport> = {
  'list-export.open': 'エクスポート…',
  'list-export.checking-cost': 'コストを確認しています…',
  'list-export.running': `エクスポート中：これまでに${BRIDGES('n')}`,
  'list-export.cancel': 'エクスポートを中止',
  'list-export.paused': '一時停止中：続けますか、ここでやめますか？',
  'list-export.go-on': '続ける',
  'list-export.stop-keep': `やめて${BRIDGES('n')}を残す`,
  'list-export.stop-discard': 'やめて破棄',
  'list-export.dismiss': '閉じる',
  'list-export.cancelled': `${BRIDGES('n')}の時点でエクスポートを中止しました。何も保存していません。`,
  'list-export.title': '一致するブリッジをエクスポート',
  'list-export.confirm': 'エクスポート',
  'list-export.only-catalogue':
    'このコンピューターのカタログから（{catalogue}）：サービスはこれらのブリッジを表示どおりに一覧できません。',
  'list-export.from': 'エクスポート元',
  'list-export.from-catalogue': 'このコンピューターのカタログ（すぐに、リクエストなしで。{catalogue}）',
  'list-export.from-service': 'サービス（現在の一覧のとおり）',
  'list-export.checking-what': 'コストを確認しています…',
  'list-export.save-as': '保存形式',
  'list-export.csv': '{format}（表計算ソフト向け）',
  'list-export.json': '{format}（プログラム向け）',
  'list-export.columns': '列',
  'list-export.columns-shown': '表示中の列（{columns}）',
  'list-export.columns-every': 'すべての項目（ここで開いたブリッジは提案文とドメインも）',
  'list-export.background': 'バックグラウンドで続ける',
  'list-export.background-note':
    '（そうしない場合、この{place, select, window {ウィンドウ} other {タブ}}を閉じるとエクスポートは止まり、何も保存されません）',
  'list-export.count-unknown': 'ブリッジの件数は、サービスがすべてを一覧すると分かります。',
  'list-export.count': `${BRIDGES('n')}を画面の順に書き出します。`,
  'list-export.needs-exact': `${BRIDGES('n')}に${REQUESTS('requests')}が必要です`,
  'list-export.needs-about': `約${REQUESTS('requests')}が必要です`,
  'list-export.needs-at-most': `最大${REQUESTS('requests')}が必要です（一致するブリッジ{per, number}件ごとに 1 件。検索やカテゴリがあれば通常はずっと少なくなります）`,
  'list-export.budget': '{needs}。この 1 分間の残りは{limit, number}件中{remaining, number}件です。',
  'list-export.no-budget': '{needs}。',
  'list-export.will-pause': 'レート制限のため一時停止し、約{duration}かかります。',
  'list-export.seconds': '{n, plural, other {#秒}}',
  'list-export.minutes': '{n, plural, other {#分}}',
  'list-export.catalogue-complete': '完全、{age}に更新',
  'list-export.catalogue-partial': `未完了：これまでに${BRIDGES('held')}を読み込み済み`,
  'list-export.catalogue-partial-of':
    '未完了：約{total, plural, other {#件}}のうち{held, number}件を読み込み済み',
  'list-export.catalogue-searched': '{catalogue}。検索語句はこのコンピューターで照合します',
  'list-export.saved-catalogue': `このコンピューターのカタログから${BRIDGES('n')}を{file}に保存しました（リクエストなし。カタログは{catalogue}）。`,
  'list-export.saved': `${BRIDGES('n')}を{file}に保存しました（${REQUESTS('requests')}）。`,
  'list-export.stopped-early': `途中で停止：最初の${BRIDGES('n')}を{file}に保存しました（${REQUESTS('requests')}）。サービスにはさらにありました。`,
  'list-export.written-once': `サービスは後のページで${BRIDGES('n')}を再送しました。それぞれ 1 回だけ書き出しています。`,
  'list-export.overrun':
    'このリストはサービスの示した件数より長くなっています（これまでに{rows, number}行、見積もり{expected, number}行）。サービスが終わりなくページを送っている可能性があります。',
}
