import type { SliceTranslation } from '../../source-message.ts'
import type { waiting } from './en.ts'

export const waitingJa: SliceTranslation<typeof waiting> = {
  'waiting.loading':
    '{what, select, bridge {ブリッジを読み込んでいます…} profile {プロフィールを読み込んでいます…} other {あなたのプロフィールを読み込んでいます…}}',
  'waiting.held':
    '{reason, select, rate_limit {レート制限のため{duration}待機しています} retry_after {サービスから後で再試行するよう求められたため、{duration}待機しています} backoff {エラーが続いたため間隔を空けて、{duration}待機しています} lockout {無効なキーの試行によりこのコンピューターがロックされているため、{duration}待機しています} other {次のリクエストを送る前に{duration}待機しています}}',
  'waiting.held-spent':
    'レート制限のため{duration}待機しています。このキーはこの時間枠の{limit, plural, other {#件}}のリクエストをすべて使いました。',
  'waiting.spent':
    'リクエストが残っていません。このキーはこの時間枠の{limit, plural, other {#件}}のリクエストをすべて使いました。次のリクエストは時間枠がリセットされる{duration}後に送られます。',
  'waiting.spent-no-limit':
    'リクエストが残っていません。このキーはこの時間枠のリクエストをすべて使いました。次のリクエストは時間枠がリセットされる{duration}後に送られます。',
  'waiting.queued': '{n, plural, other {#件のリクエスト}}が送信の空きを待っています。',
  'waiting.seconds': '{s, number}秒',
  'waiting.minutes': '{min, number}分',
  'waiting.minutes-seconds': '{min, number}分{s, number}秒',
  'waiting.hours': '{h, number}時間',
  'waiting.hours-minutes': '{h, number}時間{min, number}分',
}
