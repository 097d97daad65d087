import type { SliceTranslation } from '../../source-message.ts'
import type { bulk } from './en.ts'

export const bulkJa: SliceTranslation<typeof bulk> = {
  'bulk.nav': '一括検索',
  'bulk.intro':
    'リスト（CSV、TSV、またはセミコロン区切り、最大{rows, number}行）を貼り付けるか、ファイルをドロップしてください。まずカタログが答え、カタログにないものだけをサービスに問い合わせます。',
  'bulk.paste-label': '検索するリスト',
  'bulk.paste-hint':
    'ここに行を貼り付けるか、この欄にファイルをドロップしてください。各行には、ユーザー名、ブリッジの名前・ID・タイトル、またはリンクを書けます。',
  'bulk.file-label': 'またはファイルを選択',
  'bulk.read': 'リストを読み込む',
  'bulk.reading': 'リストを読み込んでいます…',
  'bulk.problem.too-big': 'リストが{limit}を超えています。小さなリストに分けてください。',
  'bulk.problem.too-many-rows':
    'リストが{limit, number}行を超えています。{limit, number}行以下のリストに分けてください。',
  'bulk.problem.line-too-long':
    '{line, number}行目が{limit, number}文字を超えているため、名前のリストではありません。',
  'bulk.problem.binary': 'テキストではありません。CSVまたはTSVファイルを選ぶか、行を貼り付けてください。',
  'bulk.problem.empty': 'リストが空です。',
  'bulk.problem.bad-quotes': '{row, number}行目で開いた引用符が閉じられていません。',
  'bulk.read-summary': '{rows, plural, other {#行}}・{columns, plural, other {#列}}',
  'bulk.column-label': '検索する列',
  'bulk.column-option': '{n, number}列目：{name}',
  'bulk.header': '1行目は見出し行',
  'bulk.estimate':
    '{catalogue, plural, other {#行}}はカタログから回答済み、{service, plural, other {#件の名前}}はサービスへの問い合わせが必要です。キーのレート制限で約{time}かかります。',
  'bulk.estimate-catalogue-only':
    '{catalogue, plural, other {#行}}はカタログから回答済みです。サービスには問い合わせません。',
  'bulk.seconds': '{seconds, plural, other {#秒}}',
  'bulk.minutes': '{minutes, plural, other {#分}}{seconds, plural, other {#秒}}',
  'bulk.start': '開始',
  'bulk.pause': '一時停止',
  'bulk.resume': '再開',
  'bulk.cancel': 'キャンセル',
  'bulk.progress':
    '{rows, plural, other {#行}}中{answered, number}行に回答済み。{left, plural, =0 {サービスへの問い合わせは残っていません} other {サービスへの問い合わせが残り#件}}。',
  'bulk.time-left': '残り約{time}。',
  'bulk.paused': '一時停止中。',
  'bulk.done': '完了しました。',
  'bulk.cancelled': 'キャンセルしました。未回答の行は未回答のままです。',
  'bulk.results': '回答',
  'bulk.col.row': '行',
  'bulk.col.input': '検索した内容',
  'bulk.col.answer': '回答',
  'bulk.col.match': '該当',
  'bulk.col.read': '読み込み日時',
  'bulk.status.found':
    '{from, select, catalogue {カタログで見つかりました} other {サービスで見つかりました}}',
  'bulk.status.did-you-mean': 'もしかして',
  'bulk.status.ambiguous': '{n, plural, other {#件一致}}',
  'bulk.status.not-found': '見つかりません',
  'bulk.status.refused': '拒否されました：{why}',
  'bulk.status.failed': '失敗しました：{why}',
  'bulk.status.blank': '空欄',
  'bulk.status.waiting': '待機中',
  'bulk.rows-shown': '{total, number}行中 {from, number}～{to, number}行目',
  'bulk.previous': '前の行',
  'bulk.next': '次の行',
  'bulk.export': '{format}でエクスポート',
  'bulk.palette.hint': '貼り付けたリストやCSVファイルをまとめて検索',
  'bulk.palette.words': '一括, リスト, csv, tsv, 表計算, まとめて',
}
