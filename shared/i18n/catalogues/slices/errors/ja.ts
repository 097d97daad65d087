import type { SliceTranslation } from '../../source-message.ts'
import type { errors } from './en.ts'

export const errorsJa: SliceTranslation<typeof errors> = {
  'errors.step.keys': '「キー」を開いてキーを確認するか、別のキーを追加してください。',
  'errors.step.add-key': '「キー」を開いて API キーを追加してください。',
  'errors.step.new-key': 'ダッシュボードで新しいキーを作成し、「キー」で追加してください。',
  'errors.code.missing-api-key.title': 'API キーが送信されませんでした',
  'errors.code.missing-api-key.why':
    'サービスはすべてのリクエストに API キーを必要としますが、キーが送信されませんでした。',
  'errors.code.invalid-api-key.title': 'サービスはこのキーを知りません',
  'errors.code.invalid-api-key.why':
    'キーは送信されましたが、サービスにはそのようなキーがありません。入力ミスか、別のサービスのキーかもしれません。',
  'errors.code.key-revoked.title': 'このキーは無効化されました',
  'errors.code.key-revoked.why': 'キーはダッシュボードで無効にされたため、もう使えません。',
  'errors.code.key-expired.title': 'このキーは期限切れです',
  'errors.code.key-expired.why': 'キーの有効期限が過ぎたため、サービスはもう受け付けません。',
  'errors.code.insufficient-scope.title': 'このキーではこれを表示できません',
  'errors.code.insufficient-scope.why':
    'キーは有効ですが、この画面に必要な権限（スコープ）が与えられていません。',
  'errors.code.insufficient-scope.next':
    '不足しているスコープを持つキーを使うか、ダッシュボードで申請してください。',
  'errors.code.api-access-revoked.title': 'このアカウントの API アクセスは承認されていません',
  'errors.code.api-access-revoked.why':
    'キーは、API アクセスが承認されていない（または取り消された）アカウントのものです。',
  'errors.code.api-access-revoked.next':
    'アカウントのダッシュボードで API アクセスを申請してください。承認されるとキーは再び使えます。',
  'errors.code.api-access-required.title': '先に API アクセスの承認が必要です',
  'errors.code.api-access-required.why':
    'キーは、アカウントの API アクセスが承認された後でなければ作成できません。',
  'errors.code.api-access-required.next':
    'アカウントのダッシュボードで API アクセスを申請し、承認をお待ちください。',
  'errors.code.rate-limited.title': '現在リクエストが多すぎます',
  'errors.code.rate-limited.why':
    'このキーは、現在の時間枠でサービスが認めるリクエストをすべて使いました。アプリは待ってから再試行しましたが、成功しませんでした。',
  'errors.code.rate-limited.next':
    '時間枠が終わってから再試行してください。「レート制限」画面でいつかを確認できます。',
  'errors.code.too-many-invalid-attempts.title': '誤ったキーが多すぎたため一時停止中です',
  'errors.code.too-many-invalid-attempts.why':
    'このコンピューターから不明、無効化済み、または期限切れのキーが何度も試されたため、サービスはしばらく応答を停止しています。',
  'errors.code.too-many-invalid-attempts.next':
    '停止が終わるまで待ち、再試行する前に「キー」で誤ったキーを修正または削除してください。',
  'errors.code.not-found.title': '見つかりません',
  'errors.code.not-found.why':
    'このアドレスにはサービス上に何もありません。最初から存在しなかったか、もう公開されていない可能性があります。',
  'errors.code.not-found.next': '綴りを確認するか、代わりに検索してください。',
  'errors.code.validation-failed.title': 'サービスが値を拒否しました',
  'errors.code.validation-failed.why': 'リクエストと一緒に送った値の一つが受け付けられませんでした。',
  'errors.code.validation-failed.next': '検索またはフィルターを変えて再試行してください。',
  'errors.code.service-unavailable.title': 'サービスが一時的に停止しています',
  'errors.code.service-unavailable.why':
    'サービスは一時的に利用できないと応答しました。アプリはすでに数回再試行しました。',
  'errors.code.service-unavailable.next': '1 分後に再試行してください。',
  'errors.code.internal-error.title': 'サービスで問題が発生しました',
  'errors.code.internal-error.why': 'サービスの内部で問題が起きました。お客様の操作が原因ではありません。',
  'errors.code.internal-error.next':
    '再試行してください。繰り返し起きる場合は、サービスの運営者に知らせる必要があります。',
  'errors.core.no-key.title': 'まだ API キーがありません',
  'errors.core.no-key.why': 'アプリにはこのサービスの API キーがありません。',
  'errors.core.keychain-unavailable.title': 'システムのキーチェーンが応答しませんでした',
  'errors.core.keychain-unavailable.why':
    'キーはシステムのキーチェーンにのみ保存されますが、応答がありませんでした。起動していない可能性があります。',
  'errors.core.keychain-unavailable.next':
    '「キー」の「キーチェーン」パネルに正確な対処法が表示されます。それまでの間、このセッションに限りキーを保持することもできます。',
  'errors.core.keychain-locked.title': 'システムのキーチェーンがロックされています',
  'errors.core.keychain-locked.why':
    'キーはシステムのキーチェーンにのみ保存されますが、ロックされているため、アプリはキーを読むことも保存することもできません。',
  'errors.core.keychain-locked.next':
    'キーチェーンのロックを解除して（通常はコンピューターのパスワードで解除できます）、再試行してください。',
  'errors.core.invalid-payload.title': 'アプリが自身のリクエストを拒否しました',
  'errors.core.invalid-payload.why': '値がアプリの受け付ける範囲を超えていました（たとえば長すぎるなど）。',
  'errors.core.invalid-payload.next': '入力を短くするか変更して、再試行してください。',
  'errors.core.untrusted-sender.title': 'リクエストがブロックされました',
  'errors.core.untrusted-sender.why':
    'リクエストがアプリ自身のウィンドウから来ていなかったため、拒否されました。',
  'errors.core.untrusted-sender.next': 'アプリを再起動してください。',
  'errors.core.preview-unreachable.title': 'アプリのバックグラウンドプロセスが応答しません',
  'errors.core.preview-unreachable.why':
    'このウィンドウは、サービスと通信するアプリの部分に接続できませんでした。',
  'errors.core.preview-unreachable.next': 'アプリがまだ動いているか確認してから、再読み込みしてください。',
  'errors.core.forbidden-token.title': 'このウィンドウはアプリとの接続を失いました',
  'errors.core.forbidden-token.why':
    'ブラウザープレビューは、表示したアドレス（「#」の後の秘密の部分を含む）から開いたタブにだけ、そのプレビューが動いている間だけ応答します。',
  'errors.core.forbidden-token.next':
    'プレビューが前回起動したときに表示した完全なアドレスを開いてください。新しいタブや再起動したプレビューにはそれが必要です。',
  'errors.core.secret-missing.title': 'キーがシステムのキーチェーンにありません',
  'errors.core.secret-missing.why':
    'アプリはこのキーを知っていますが、キーチェーンはそのキーを保持していないと応答しました。Bridge Explorer の外で削除された可能性があります。',
  'errors.core.secret-missing.next':
    '「キー」でキーを追加し直してください（古い項目を削除するか、キーを元に戻してください）。',
  'errors.core.invalid-input.title': '入力されたままではこのキーを保存できません',
  'errors.core.invalid-input.why': 'このキーは API キーの形をしていません。',
  'errors.core.invalid-input.next':
    'サービスのダッシュボードからキーをもう一度コピーし、ひとまとまりのままここに貼り付けてください。',
  'errors.core.duplicate-key.title': 'このキーはすでに保存されています',
  'errors.core.duplicate-key.why': '同じキーがこのサービスの一覧にすでにあります。',
  'errors.core.duplicate-key.next': '保存済みのキーを使うか、先にそれを削除してください。',
  'errors.core.bulk-other-service.title': 'このリストは別のサービスのものです',
  'errors.core.bulk-other-service.why':
    'このリストは、使用中のキーが接続するサービスとは別のサービスで照会されました。2つのサービスの回答を1つのリストに混ぜることはできません。',
  'errors.core.bulk-other-service.next':
    '「キー」でリストのサービスのキーを使用中にしてから再開してください。ここで照会するには、リストを読み込み直してください。',
  'errors.core.export-running.title': 'そのエクスポートはすでに実行中です',
  'errors.core.export-running.why': '同じフィルターと形式のエクスポートがまだ終わっていません。',
  'errors.core.export-running.next': '終わるまで待つか、先にキャンセルしてください。',
  'errors.core.certificate-untrusted.title': 'サービスの証明書が信頼されていません',
  'errors.core.certificate-untrusted.why':
    'このコンピューターはサービスの証明書を信頼していません。社内プロキシの証明書のインストールが必要かもしれません。アプリは何も送信しておらず、信頼できない証明書を受け入れることはありません。',
  'errors.core.certificate-untrusted.next':
    'IT 部門に会社のルート証明書を依頼してこのコンピューターにインストールし、再試行してください。',
  'errors.core.certificate-invalid.title': 'サービスの証明書が有効ではありません',
  'errors.core.certificate-invalid.why':
    'サービスの証明書は期限切れか、まだ有効になっていないか、別のアドレス向けに発行されたものなので、何も送信しませんでした。',
  'errors.core.certificate-invalid.next':
    '「キー」でサービスのアドレスを、またこのコンピューターの日付と時刻を確認してください。どちらも正しければ、サービスの運営者が証明書を更新する必要があります。',
  'errors.core.proxy-refused.title': 'プロキシがリクエストを転送しませんでした',
  'errors.core.proxy-refused.why':
    'このコンピューターはプロキシ経由でリクエストを送りますが、プロキシに接続できないか、プロキシがサービスへの接続を拒否しました。',
  'errors.core.proxy-refused.next':
    'プロキシの設定を確認して（またはこのサービスが許可されているか IT 部門に確認して）、再試行してください。',
  'errors.core.proxy-auth-required.title': 'プロキシへのサインインが必要です',
  'errors.core.proxy-auth-required.why':
    'サービスへの経路上のプロキシが、リクエストを転送する前に認証を求めています。',
  'errors.core.proxy-auth-required.next':
    'アプリに求められたらサインインしてください（「今はしない」を選んだ後は、設定 → ネットワーク → 接続をテスト で再度求められます）。または、プロキシのユーザー名とパスワードを IT 部門にお問い合わせください。',
  'errors.core.proxy-auth-refused.title': 'プロキシがサインインを受け付けませんでした',
  'errors.core.proxy-auth-refused.why':
    'サービスへの経路上のプロキシが、入力されたユーザー名とパスワードを拒否しました。パスワードが間違っている可能性があります。',
  'errors.core.proxy-auth-refused.next':
    '正しいユーザー名とパスワードでもう一度サインインするか、IT 部門にお問い合わせください。',
  'errors.core.catalogue-damaged.title': 'このコンピューター上のカタログが破損していました',
  'errors.core.catalogue-damaged.why':
    'ファイルを読めませんでした。アプリが開いている間に何かが変更しました。ファイルは別の場所に移して（削除せずに保管して）あり、カタログはサービスから作り直しています。',
  'errors.core.catalogue-damaged.next':
    'その間はサービス上で検索してください。カタログの行に、再び完了する時期が表示されます。',
  'errors.kind.network.title': 'サービスに接続できません',
  'errors.kind.network.why':
    '応答が返ってきませんでした。コンピューターがオフラインか、サービスのアドレスが間違っている可能性があります。',
  'errors.kind.network.next': '接続と「キー」にあるサービスのアドレスを確認してから、再試行してください。',
  'errors.kind.timeout.title': 'サービスの応答に時間がかかりすぎました',
  'errors.kind.timeout.why': 'サービスが時間内に応答しませんでした。',
  'errors.kind.timeout.next': '少し待ってから再試行してください。',
  'errors.kind.not-api.title': 'このアドレスは Bridge API ではありません',
  'errors.kind.not-api.why':
    'このアドレスで何かが応答していますが、Bridge API の応答ではありません（ウェブページ、またはどのパスにも「ここには何もない」と返すもの）。',
  'errors.kind.not-api.next':
    '「キー」でサービスの URL を確認してください。API のアドレスは {path} で終わります。',
  'errors.kind.parse.title': '応答を読み取れませんでした',
  'errors.kind.parse.why': 'サービスは有効なデータではないもので応答しました。',
  'errors.kind.parse.next':
    '「キー」でサービスのアドレスを確認してください。別のウェブサイトを指している可能性があります。',
  'errors.kind.shape.title': '応答が想定した形式ではありませんでした',
  'errors.kind.shape.why': 'サービスは応答しましたが、アプリが認識できない項目を含んでいました。',
  'errors.kind.shape.next': '「キー」でサービスのアドレスを確認するか、アプリを更新してください。',
  'errors.kind.wait-too-long.title': '未送信：レート制限の待ち時間が長すぎます',
  'errors.kind.wait-too-long.why':
    'このキーは、この時間枠でサービスが認めるリクエストを使い切りました。次の時間枠が始まるのはアプリが自動で待つ時間より後なので、アプリは待たずに何も送信しませんでした。',
  'errors.kind.wait-too-long.next':
    '時間枠が始まったら再試行してください。「レート制限」画面でいつかを確認できます。',
  'errors.kind.locked-out.title': '誤ったキーが多すぎたため一時停止中です',
  'errors.kind.locked-out.why':
    '不明、無効化済み、または期限切れのキーが多すぎたため、サービスはしばらくこのコンピューターへの応答を停止しています。',
  'errors.kind.locked-out.next': '停止が終わるまで待ち、「キー」で誤ったキーを修正または削除してください。',
  'errors.kind.cancelled.title': 'キャンセルしました',
  'errors.kind.cancelled.why': 'リクエストは完了する前に中止されました。',
  'errors.kind.cancelled.next': 'まだ必要なら再試行してください。',
  'errors.wait-asked.title': 'サービスが長い待ち時間を求めました',
  'errors.wait-asked.why':
    'サービスは、このキーが次のリクエストまでアプリが自動で待つ時間より長く待つ必要があると応答したため、アプリは再試行しませんでした。',
  'errors.wait-asked.next':
    '待ち時間が終わったら再試行してください。「レート制限」画面でいつかを確認できます。',
  'errors.resource-failing.title': '未送信：このリクエストは失敗が続いています',
  'errors.resource-failing.why':
    'サービスで同じリクエストが{failures, plural, other {#回}}続けて失敗しました。これはアプリが時間枠内に送る上限なので、今回は何も送信しませんでした。ほかのリクエストは通常どおり続きます。',
  'errors.resource-failing.next': '待ち時間が終わったら再試行してください。',
  'errors.cut-short.title': '応答が途中で切れました',
  'errors.cut-short.why': 'サービスは応答を始めましたが、応答が完了する前に接続が切れました。',
  'errors.cut-short.next':
    '再試行してください。繰り返し起きる場合は、プロキシかサービスが接続を切っている可能性があります。',
  'errors.file.save':
    '{what, select, proxy {プロキシ設定} key_health {キーの状態のエクスポート} pin {ピン留め} unpin {ピン留めの解除} views {ビュー} views_export {ビュー} diagnostics {診断ファイル} updates {アップデート設定} preferences {設定} catalogue {カタログの設定} key_list {キーの一覧} other {ファイル}}を {path} に保存できませんでした（{why}）。{kept, select, proxy {使用中のプロキシは変わっていません。} views {保存したビューは変わっていません。} key_list {ディスク上の一覧は変わっていません。} nothing_imported {何もインポートしていません。} other {何も変更していません。}}',
  'errors.file.read':
    '{path} を読み込めませんでした（{why}）。{kept, select, nothing_imported {何もインポートしていません。} other {何も変更していません。}}',
  'errors.file.why':
    '{code, select, ENOSPC {ディスクがいっぱいです} disk_full {ディスクがいっぱいです} EDQUOT {ディスクの割り当てを使い切りました} EFBIG {ファイルがこのシステムの上限を超えています} EROFS {ディスクが読み取り専用です} EACCES {アクセスが拒否されました} EPERM {アクセスが拒否されました} EIO {ディスクがエラーを報告しました} read_only {ファイルが読み取り専用です} io {ファイルに書き込めません} unavailable {起動時にファイルを開けませんでした} other {ファイルシステムが拒否しました（{raw}）}}',
  'errors.vault.url-has-key': 'サービスの URL にキーの一部が含まれています。',
  'errors.vault.label-has-key': '名前にキーの一部が含まれています。キーを含まない名前を付けてください。',
  'errors.vault.label-too-long': '名前が長すぎます。{max, plural, other {#文字}}以内にしてください。',
  'errors.vault.check-not-json': '確認結果はプレーンな JSON データである必要があります。',
  'errors.vault.scopes-not-list': 'スコープは名前のリストである必要があります。',
  'errors.vault.check-has-key': '確認結果にキーの一部が含まれているため、保存しませんでした。',
  'errors.vault.not-that-key':
    '「{label}」として保存されたキーではありません。そのキーの末尾は …{last4} です。',
  'errors.vault.key-gone': 'そのキーはキーの一覧にありません（削除された可能性があります）。',
  'errors.vault.duplicate': 'このキーはすでに「{label}」として保存されています。',
  'errors.no-key':
    '有効な API キーがありません。サービスを使うには、キーの管理（キー）でキーを追加してください。',
  'errors.export.no-file': 'ファイルが選択されなかったため、何もエクスポートしていません。',
  'errors.export.cancelled': 'エクスポートはキャンセルされました。',
  'errors.no-save-here': 'このアプリはここにファイルを保存できません。',
  'errors.no-proxy-setting': 'このアプリには変更できるプロキシ設定がありません。',
  'errors.views.not-a-file': '{file} はファイルではありません。',
  'errors.views.too-large': 'このファイルは保存したビューのファイルとしては大きすぎます（512 KB 超）。',
  'errors.log.gone': 'そのリクエストはもうリクエストログにありません。',
  'errors.log.key-known': 'このリクエストを送ったキーは分かっています。再送はそのキーでのみ行います。',
  'errors.log.key-unknown':
    'このリクエストを送った保存済みのキーが分かりません（キー {hint}）。アプリがリクエストごとのキーを記録する前に記録されたものです。何も送信していません。送信に使うキーを選んでください。',
  'errors.log.other-service': 'そのリクエストは別のサービスに送られたものです。',
  'errors.log.not-again': 'そのリクエストは再送できません。',
  'errors.log.key-not-saved':
    'このリクエストを送ったキー（{hint}）は保存されていません。削除されたか、新しいキーに差し替えられたか、確認だけされて保存されなかったものです。何も送信していません。',
  'errors.log.key-other-service': '「{label}」は別のサービスのキーです。',
  'errors.views.gone': 'このビューはもう保存されていません（削除された可能性があります）。',
  'errors.views.name-length': 'ビューの名前は 1〜{max, plural, other {#文字}}です。',
  'errors.views.name-taken':
    '「{name}」という名前のビューはすでに保存されています。別の名前を選んでください。',
  'errors.views.full':
    '保存したビューが{max, plural, other {#件}}あり、アプリが保持できる上限です。新しく保存するには 1 件削除してください。',
  'errors.bulk.too-many-rows': 'リストが{max, plural, other {#行}}を超えています。',
  'errors.bulk.other-service':
    'このリストは {service} で検索されました。続けるには、そのサービスのキーを使用中にしてください。',
  'errors.bulk.other-service-unnamed':
    'このリストは別のサービスで検索されました。続けるには、そのサービスのキーを使用中にしてください。',
  'errors.export.unknown-file':
    'フォルダーに表示できるのは、このセッションでこのアプリがエクスポートしたファイルだけです。',
  'errors.export.id-running': 'この ID のエクスポートはすでに実行中です。',
  'errors.export.service-cannot':
    'サービスはこの並べ替えや、提案者・1 人の提案者・複数のカテゴリ・範囲での絞り込みに対応していません。このコンピューター上のカタログからこのリストをエクスポートしてください。',
  'errors.export.same-running':
    '同じエクスポートがすでに実行中です。終わるのを待つか、先にキャンセルしてください。',
  'errors.export.no-catalogue': 'このコンピューターにはエクスポート元のカタログがありません。',
  'errors.vault.entry-gone': 'そのキーチェーンの項目はなくなっています。',
  'errors.vault.session-secret-gone': 'このセッションのみのキーには、もうシークレットがありません。',
  'errors.vault.unknown-id':
    'そのキー ID は、アプリが確認に割り当てたものでも、どのキーのものでもありません。',
  'errors.vault.secret-missing':
    'システムのキーチェーンはキー「{label}」を保持していないと応答しました。Bridge Explorer の外で削除された可能性があります。キーをもう一度追加してください。',
  'errors.vault.unknown-state': '不明なキーの状態です。',
  'errors.vault.not-orphan': 'そのキーチェーンの項目は引き取り待ちではありません。',
  'errors.vault.rotation-rejected':
    '新しいキーをサービスで確認できなかったため、何も変更していません。「{label}」が引き続き使用中のキーで、新しいキーは保持していません。',
  'errors.export.write-failed':
    'エクスポートは {dir} にファイルを書き込めませんでした：{why}。{rows, plural, other {#行}}が途中のファイルに残っています。問題を解決してから同じエクスポートをもう一度始めると、そこから続けます。',
  'errors.export.stopped-after':
    'エクスポートは{pages, plural, other {#ページ}}の後で止まりました（{reason}）。再開できます。',
  'errors.export.cancelled-unchanged':
    'エクスポートはキャンセルされました。保存先のファイルは変更していません。',
  'errors.export.discarded':
    'エクスポートを停止し、その行を破棄しました。保存先のファイルは変更していません。',
  'errors.export.other-checkpoint': 'このチェックポイントは別のエクスポートのものです。',
  'errors.export.partial-gone':
    'このエクスポートの途中のファイルがなくなっています。最初からやり直してください。',
  'errors.folder.in-use':
    '別の Bridge Explorer（プロセス {pid}）がフォルダー {dir} をすでに使用しています（ロックファイルは {lock}）。先にそちらを閉じるか、別のユーザーデータフォルダーでこちらを起動してください。互いのキーの一覧を上書きしないためです。',
  'errors.folder.keeps-taken':
    'フォルダー {dir} を確保できませんでした。別のインスタンスが確保し続けています（ロックファイル {lock}）。',
  'errors.folder.read-only':
    'フォルダー {dir} に書き込めません（{why, select, read_only_fs {読み取り専用のファイルシステム上にあります} other {このユーザーには書き込む権限がありません}}）。そのため Bridge Explorer はキーと履歴をそこに保存できません。別のフォルダーを選んでください（デスクトップアプリは --user-data-dir=FOLDER、ブラウザーのプレビューは --user-data FOLDER）。または、このフォルダーを書き込み可能にしてください。（{code}）',
  'errors.folder.not-a-folder':
    'フォルダー {dir} は存在しないか、フォルダーではありません。別のフォルダーを選んでください（デスクトップアプリは --user-data-dir=FOLDER、ブラウザーのプレビューは --user-data FOLDER）。または、フォルダーを作成してください。（{code}）',
  'errors.folder.cannot-take': 'このウィンドウ用にフォルダー {dir} を確保できませんでした（{code}）。',
  'errors.could-not-start': 'Bridge Explorer を起動できませんでした',
  'errors.views.unreadable':
    '{path} の保存したビューを読み込めませんでした（{why}）。ファイルを読み込めるようになるまで、ビューは保存できません。',
  'errors.views.newer':
    '保存したビューは新しいバージョンの Bridge Explorer で書かれています（形式 {version}）。使うにはアプリをアップデートしてください。ファイルはそのままにしています。',
  'errors.views.unmovable':
    '{path} の保存したビューを読み込めず、退避もできませんでした（{why}）。ファイルを修復するか削除するまで、ビューは保存できません。',
  'errors.views.recovered':
    '保存したビューを読み込めなかったため（{reason}）、ファイルを {kept} として保存し、空の一覧から始めました。',
  'errors.views.dropped':
    '保存したビューのうち{n, plural, other {#件}}を読み込めず、除外しました。元のファイルは {kept} として保存しています。',
  'errors.file-problem.title': 'このコンピューター上のファイルを使用できませんでした',
  'errors.file-problem.why': 'アプリは自身のファイルの一つを書き込むことも読み取ることもできませんでした。',
  'errors.file-problem.next':
    '上に書かれた問題を解決して（空き容量を増やすか、アプリがそのフォルダーに書き込めるようにして）、再試行してください。',
  'errors.unknown.title': '問題が発生しました',
  'errors.unknown.why': 'アプリが認識できない理由でリクエストが失敗しました。',
  'errors.unknown.next': '再試行してください。「開発者」画面に最近のリクエストとその応答が一覧表示されます。',
  'errors.key-blocked-note':
    'サービスがこのコンピューターを締め出さないよう、アプリはこのキーでのリクエスト送信を停止しました。',
  'errors.status-401.title': 'サービスがキーを拒否しました',
  'errors.status-401.why':
    'サービスはアプリが読み取れない本文とともに「認証されていません」（401）と応答したため、アプリはこのキーの使用を停止しました。',
  'errors.export.write-failed.title': 'エクスポートファイルを書き込めませんでした',
  'errors.export.stopped.title': 'エクスポートが停止しました',
  'errors.export.stopped.why': 'エクスポートは完了しませんでした。',
  'errors.export.next': '同じエクスポートをもう一度開始してください。停止したところから続きます。',
  'errors.retry-after': '待ち時間が終わる {at} 以降に再試行してください。',
  'errors.unusable-field': '使用できない項目は「{field}」です。',
  'errors.missing-scope': '「{scope}」スコープが必要です。',
  'errors.refused-value': '{field}：{problem}。',
  'errors.panel.missing-scope': '不足しているスコープ：{scope}',
  'errors.panel.retry': '再試行',
  'errors.panel.open-keys': '「キー」を開く',
  'errors.sentences': '{first}{second}',
}
