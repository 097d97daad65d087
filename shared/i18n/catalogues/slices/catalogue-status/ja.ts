import type { SliceTranslation } from '../../source-message.ts'
import type { catalogueStatus } from './en.ts'

const BRIDGES = '{rows, plural, other {# 件のブリッジ}}'

export const catalogueStatusJa: SliceTranslation<typeof catalogueStatus> = {
  'catalogue-status.rows': BRIDGES,
  'catalogue-status.rows-of': '約 {total, plural, other {# 件}}中 {rows, number} 件のブリッジ',
  'catalogue-status.gone': '（{gone, number} 件は掲載終了）',
  'catalogue-status.held-so-far': '（現時点）',
  'catalogue-status.held-age': '、最後の完了は{duration}前',
  'catalogue-status.off': 'カタログ：オフ。',
  'catalogue-status.paused': `カタログは ${BRIDGES}で一時停止中：{why}`,
  'catalogue-status.paused-waiting': '待機中です。',
  'catalogue-status.paused-withheld': `カタログは ${BRIDGES}で一時停止中：{why}それまでは、このコンピューター上の一覧のコピーは表示されません。`,
  'catalogue-status.withheld': 'カタログは非表示：{why}',
  'catalogue-status.complete': 'カタログ：{count}{gone}、完了。',
  'catalogue-status.complete-age': 'カタログ：{count}{gone}、完了、{duration}前に更新。',
  'catalogue-status.all': `カタログ：全 ${BRIDGES}{gone}。`,
  'catalogue-status.all-updated': `カタログ：全 ${BRIDGES}{gone}、{age}に更新。`,
  'catalogue-status.building': 'カタログ：{count}',
  'catalogue-status.building-eta': 'カタログ：{count}、完了まで{duration}',
  'catalogue-status.service-down': 'カタログ：{count}{gone}{held}。応答しないサービスを待っています。',
  'catalogue-status.rate-wait': 'カタログ：{count}。{why}',
  'catalogue-status.waiting': 'カタログ：{count}、再開を待っています。',
  'catalogue-status.failed':
    'カタログ：{count}。直前のリクエストが失敗しました（{error}）。まもなく再試行します。',
  'catalogue-status.wait-chosen':
    '次のレート制限の時間枠まで{duration}待たないことをアプリが選んだため、何も送信しませんでした。その時間枠が始まると再開します。',
  'catalogue-status.wait-asked':
    'サービスからレート制限のため{duration}待つよう求められました（{status}）。待ち時間が終わると再開します。',
  'catalogue-status.pause-key-refused':
    'キーが拒否されました（401）。キーを差し替えるか再確認すると再開します。',
  'catalogue-status.pause-key-scope':
    'このキーではブリッジの一覧を読めません（{code}）。キーを差し替えるか再確認すると再開します。',
  'catalogue-status.pause-key-unreadable':
    '使用中のキーをシステムのキーチェーンから読み取れなかったため、何も送信しませんでした。キーチェーンがキーを渡せば 1 分以内に再開します。理由は「キー」で確認できます。',
  'catalogue-status.pause-disk-full':
    'ディスクがいっぱいです（{path}）。空き容量ができれば 1 分以内に再開します。',
  'catalogue-status.pause-write-refused':
    'システムがカタログのファイルへの書き込みを拒否しました（{path}：ディスクの故障か、ファイルがサイズの上限に達した可能性があります）。保持している内容はそのまま残り、1 分以内に再試行します。',
  'catalogue-status.pause-bound-reached':
    '上限の {maxRows, plural, other {# 件}}に達しましたが、サービスにはさらにあります。サービス上での閲覧は引き続き使えます。',
  'catalogue-status.withheld-key-scope':
    '使用中のキーは公開データを読めない（{scope} スコープがない）ため、このコンピューター上の一覧のコピーは表示されません。読めるキーを使うと再び表示されます。',
  'catalogue-status.withheld-key-refused':
    'サービスが使用中のキーを拒否したため、このコンピューター上の一覧のコピーは表示されません。有効なキーを使うと再び表示されます。',
  'catalogue-status.less-than-minute': '1 分未満',
  'catalogue-status.about-min': '約 {n, number} 分',
  'catalogue-status.about-h': '約 {n, number} 時間',
  'catalogue-status.about-days': '約 {n, plural, other {# 日}}',
  'catalogue-status.about-months': '約 {n, plural, other {# か月}}',
  'catalogue-status.about-years': '約 {n, plural, other {# 年}}',
  'catalogue-status.wait-far-reset':
    'サービスによると、{duration}後に時間枠がリセットされるまでリクエストは残っていないため、アプリは自分からは何も送信しません。ご自身のリクエストは引き続き送信されます。サービスがリクエストの残りを示したら、カタログの取得を再開します。',
  'catalogue-status.progress': 'カタログの進み具合',
  'catalogue-status.more': '{open, select, yes {閉じる} other {詳しく}}',
  'catalogue-status.more-about': '（カタログについて）',
}
