import type { SliceTranslation } from '../../source-message.ts'
import type { rate } from './en.ts'

const REASONS =
  'rate_limit {（レート制限のため）} retry_after {（サービスから後で再試行するよう求められたため）} backoff {（エラー後の待機のため）} lockout {（無効なキーの試行によりこのコンピューターがロックされているため）} other {（次のリクエストの送信前）}'

export const rateJa: SliceTranslation<typeof rate> = {
  'rate.about':
    '各キーは1分あたり決まった数のリクエストを送れます。アプリは制限内に収まるよう、リクエストの間隔を空けて送ります。',
  'rate.developer-link': '開発者ビューですべてのリクエストを見る',
  'rate.now': '現在',
  'rate.queued': '送信待ち',
  'rate.in-flight': '送信中',
  'rate.status': '状態',
  'rate.flowing': 'リクエストを順次送信しています',
  'rate.first-request': 'キーで最初のリクエストを送ると、残量が表示されます。',
  'rate.history': '過去1時間の残りリクエスト',
  'rate.loading': '読み込み中…',
  'rate.history-empty': '過去1時間の記録はありません',
  'rate.history-empty-about':
    'サービスの応答ごとに残りリクエスト数を記録します。閲覧するにつれてグラフが埋まります。',
  'rate.chart': '残りリクエスト',
  'rate.left': '残りリクエスト：{limit, number}件中{remaining, number}件',
  'rate.new-window': '新しい時間枠：最大{limit, plural, other {#件}}のリクエスト',
  'rate.not-known': 'リクエストの残量はまだ不明です',
  'rate.none-yet': 'リクエストはまだありません',
  'rate.none-yet-detail': '最初のリクエストの後にリクエストの残量が表示されます。',
  'rate.requests-waiting': '{n, plural, other {#件のリクエストが待機中}}',
  'rate.waiting-short': '{n, plural, other {#件待機中}}',
  'rate.waiting-glance': '{duration}待機中',
  'rate.announce-waiting': `リクエストが待機しています{reason, select, ${REASONS}}。`,
  'rate.announce-down': 'サービスが応答していません。',
  'rate.sentence': '{text}。',
  'rate.sentences': '{first}{next}',
  'rate.new-window-detail':
    'レート制限の新しい時間枠が始まりました。残りのリクエスト数は次の応答で正確に分かります。',
  'rate.resets-in': '残量は{duration}後にリセットされます。',
  'rate.until': '{date}までリクエストの残りはありません',
  'rate.until-detail':
    'サービスによると{text}（{away}後）。それまでアプリが自動で送信することはありませんが、あなたが求めたリクエストは送信されます。',
  'rate.away-days': '{n, plural, other {#日}}',
  'rate.away-years': '{n, plural, other {#年}}',
  'rate.down': 'サービスが応答しません',
  'rate.down-short': '応答なし',
  'rate.down-detail':
    'サービスが応答しません。最後のリクエスト（{path}）は再試行の後、{time}に{why, select, timeout {タイムアウトしました} other {応答を得られませんでした（拒否または切断）}}。次のリクエストで再試行します。',
  'rate.a-request': 'あるリクエスト',
  'rate.indicator-name': 'レート制限：{words}。レート制限ビューを開く。',
  'rate.indicator-both': '{seen}（{whole}）',
  'rate.level.unknown': '残りリクエスト：不明',
  'rate.level.unknown-short': '残り不明',
  'rate.level.plenty': 'リクエストは十分残っています',
  'rate.level.plenty-short': '十分あり',
  'rate.level.low': 'リクエストが少なくなっています',
  'rate.level.low-short': '残りわずか',
  'rate.level.few': 'リクエストは残りわずかです',
  'rate.level.few-short': 'ごくわずか',
  'rate.level.none': '現在リクエストの残りはありません',
  'rate.level.none-short': '残りなし',
  'rate.gauge.not-known': 'まだ不明',
  'rate.gauge.used-up': '使い切りました',
  'rate.gauge.low': '残りわずか',
  'rate.gauge.plenty': '十分あり',
  'rate.gauge.next-answer': '残り数は次の応答で分かります',
  'rate.gauge.name': '{headline}。{label}。',
  'rate.gauge.resets': '{label}・{duration}後にリセット',
}
