import type { SliceTranslation } from '../../source-message.ts'
import type { keys } from './en.ts'

export const keysJa: SliceTranslation<typeof keys> = {
  'keys.about':
    'APIキーでアプリはサービスからデータを読み取ります。キーはシステムのキーチェーンに保存され、アプリが表示するのは最初と最後の数文字だけです。',
  'keys.about-failing':
    'APIキーでアプリはサービスからデータを読み取ります。キーはシステムのキーチェーンに保存されますが、キーチェーンは現在動作していません（下記参照）。アプリが表示するのは最初と最後の数文字だけです。',
  'keys.saved': '保存したキー',
  'keys.loading': 'キーを読み込み中…',
  'keys.empty': '保存したキーはまだありません',
  'keys.empty-about':
    '下でキーを追加してください。API へのアクセスが承認されると、サービスのダッシュボードでキーを作成できます。',
  'keys.state.working': '動作中',
  'keys.state.not-checked': '未確認',
  'keys.state.keychain-locked': 'キーチェーンがロックされています：ロックを解除してください',
  'keys.state.keychain-silent': 'キーチェーンが応答しませんでした',
  'keys.state.not-in-keychain': 'キーチェーンに見つかりません：キーを追加し直してください',
  'keys.state.unknown-state': '状態不明',
  'keys.state.invalid': 'サービスが認識しないキー',
  'keys.state.revoked': '失効済み',
  'keys.state.expired': '期限切れ',
  'keys.state.access-revoked': 'アカウントの API アクセスが未承認',
  'keys.state.locked-out': '一時的にロック中（無効なキーの試行が多すぎます）',
  'keys.state.rate-used-up': '未確認：レート制限を現在使い切っています',
  'keys.state.service-silent': 'サービスが応答しません',
  'keys.state.not-api': 'このアドレスは API ではありません',
  'keys.state.worked-silent': '最後の応答時には動作していました。サービスは現在応答していません',
  'keys.state.accepted-unchecked': 'サービスが受け付けました。未確認です',
  'keys.scopes.unknown': 'キーを確認するまで不明',
  'keys.scopes.unseen': '不明：前回の確認では分かりませんでした',
  'keys.scopes.none': 'なし',
  'keys.rate.left': '確認時の残りリクエスト：{limit, number}件中{remaining, number}件',
  'keys.rate.sent-nothing': '不明：この確認では何も送信していません',
  'keys.rate.no-answer': '不明：応答がありませんでした',
  'keys.until': '{when}まで。',
  'keys.refusal.keychain': '送信停止中：使用中のキーをキーチェーンから読み取れませんでした（{state}）',
  'keys.refusal.service': '送信停止中：サービスが使用中のキーを拒否しました（{state}）',
  'keys.row': 'キー {label}',
  'keys.row.active': '使用中',
  'keys.row.session-only': 'このセッションのみ：終了すると消去されます',
  'keys.row.state': '状態',
  'keys.row.scopes': 'スコープ',
  'keys.row.service': 'サービス',
  'keys.row.added': '追加日時',
  'keys.row.expires': '有効期限',
  'keys.row.save-later': 'キーチェーンが動作したらキーチェーンに保存してください（キーチェーン › 再確認）。',
  'keys.row.saving': '保存中…',
  'keys.row.save-in-keychain': 'キーチェーンに保存',
  'keys.row.make-active': '使用するキーにする',
  'keys.row.checking': '確認中…',
  'keys.row.check-now': '今すぐ確認',
  'keys.row.edit': '編集…',
  'keys.row.rotate': '差し替え…',
  'keys.row.remove': '削除',
  'keys.row.last-check': '前回の確認（{when}）：{summary}',
  'keys.row.remove-title': '「{label}」を削除しますか？',
  'keys.row.remove-key': 'キーを削除',
  'keys.row.remove-body':
    'キー {hint} をこのコンピューターのキーチェーンから削除します。ダッシュボードで失効させるまで、サービスではキーは有効なままです。',
  'keys.form.title': 'キーを追加',
  'keys.form.key': 'APIキー',
  'keys.form.show': '表示',
  'keys.form.hide': '隠す',
  'keys.form.paste': '貼り付け',
  'keys.form.paste-failed':
    'クリップボードを読み取れませんでした。Ctrl+V（Mac では ⌘V）で欄に貼り付けてください。',
  'keys.form.key-hint': 'キーはシステムのキーチェーンに保管され、アプリのファイルには保存されません。',
  'keys.form.url': 'サービス URL',
  'keys.form.url-hint-demo':
    'アプリは内蔵のデモサービスで動作しています。実際のサービスを使うには、{path} で終わるアドレスを入力してください。',
  'keys.form.url-hint': 'キーが属するサービスのアドレス（{path} で終わります）。',
  'keys.form.label': 'ラベル',
  'keys.form.label-example': '例：仕事用ノートPC',
  'keys.form.checking': '確認中…',
  'keys.form.check-and-save': '確認して保存',
  'keys.form.not-saved-offer':
    'キーは保存されませんでした。それでも今すぐ使うことはできます：キーは Bridge Explorer のメモリーに保持され、終了すると消去されます。',
  'keys.form.use-for-session': 'このセッションで使う',
  'keys.form.session-kept': 'このセッションのみ保持：終了すると消去されます。',
  'keys.form.not-used': 'キーを使用できませんでした。',
  'keys.form.not-saved': 'キーを保存できませんでした。',
  'keys.finding.not-saved': '保存していません：{state}。',
  'keys.finding.unchecked':
    'キー自体については何も分かりませんでした。後でもう一度確認するか、判定なしで保存してください：この確認の結果を保持し、使用はされません。',
  'keys.finding.checked':
    'キーまたはアドレスを修正してもう一度「確認して保存」を押すか、このまま保存してください：その場合は動作しないキーとして記録され、使用されません。',
  'keys.finding.save-unchecked': '確認せずに保存',
  'keys.finding.save-anyway': 'このまま保存',
  'keys.saved.unchecked': '「{label}」を保存しました。何ができるかは「今すぐ確認」で確かめてください。',
  'keys.saved.works': '「{label}」を保存しました。{summary}',
  'keys.saved.not-working':
    '「{label}」を保存し、動作しないキーとして記録しました：{state}。使用はされません。動作するようになったかは「今すぐ確認」で分かります。',
  'keys.edit.name': '「{label}」を編集',
  'keys.edit.url-hint': 'アドレスを変更すると、キーは再確認されるまで「未確認」になります。',
  'keys.edit.expires': '有効期限（任意）',
  'keys.edit.expires-hint':
    'サービスはキーの有効期限を知らせません。ダッシュボードの日付を入れると、アプリが14日前に警告します。',
  'keys.edit.save': '変更を保存',
  'keys.cancel': 'キャンセル',
  'keys.rotate.name': '「{label}」を差し替え',
  'keys.rotate.new-key': '「{label}」に代わる新しいキー',
  'keys.rotate.hint-active':
    'まずサービスで確認します。新しいキーが動作しない限り、「{label}」を使い続けます。',
  'keys.rotate.hint': 'まずサービスで確認します。新しいキーが動作しない限り、「{label}」は残ります。',
  'keys.rotate.checking': '新しいキーを確認中…',
  'keys.rotate.switch': '確認して切り替え',
  'keys.rotate.done':
    '新しいキー {hint} は動作し、「{label}」として使用中です。サービスのダッシュボードで古いキーを失効させてください。',
  'keys.guide.title': 'キーの差し替え',
  'keys.guide.create':
    'サービスのダッシュボードで新しいキーを作成します（表示は一度だけなので、そのときにコピーしてください）。',
  'keys.guide.rotate':
    '差し替えるキーの「差し替え…」を押し、新しいキーを貼り付けます。まずサービスで確認され、新しいキーが動作しない限り古いキーが使われ続けます。動作すれば古いキーはこのアプリから削除されます。',
  'keys.guide.revoke': '他の人が使えないよう、ダッシュボードで古いキーを失効させます。',
  'keys.guide.limits':
    '1つのアカウントが同時に持てる有効なキーは最大{n, number}個で、キーを増やしてもレート制限は上がりません。上限を上げるには、サービスの運営者に連絡してください。',
  'keys.in-use.none': '使用中のキーはありません：追加してください',
  'keys.in-use.name': '使用中のキー：{host} の {label}、{state}。キーを開く。',
  'keys.in-use.name-session':
    '使用中のキー：{host} の {label}、{state}、このセッションのみ：終了すると消去されます。キーを開く。',
  'keys.in-use.memory-only': 'メモリーにのみ保持：終了すると消去されます',
  'keys.in-use.session-only': 'セッションのみ',
  'keys.check.owner': '所有者',
  'keys.check.rate-limit': 'レート制限',
  'keys.check.checked': '確認日時',
  'keys.check.scopes': '権限（スコープ）',
  'keys.check.has': '{mark} {scope}：{what}ことができます',
  'keys.check.missing': '{mark} {scope}：{what}ことはできません',
  'keys.check.unknown': '{mark} {scope}：今回はテストできませんでした',
  'keys.check.has-mark': 'あり',
  'keys.check.missing-mark': 'なし',
  'keys.check.unknown-mark': '不明',
  'keys.check.unlocks': '（{screens}）',
  'keys.scope.public': '公開データ（ブリッジ、プロフィール、統計）を読む',
  'keys.scope.me': 'キー所有者自身のプロフィールを読む',
  'keys.check.unused': '{mark} {scope}：このアプリでは使いません',
  'keys.check.notices': 'サービスからのお知らせ',
  'keys.check.deprecated': '{endpoint} は非推奨です',
  'keys.check.deprecated-since': '{endpoint} は {date} から非推奨です',
  'keys.check.sunset': '{notice}。{date} に使えなくなります',
  'keys.check.developers': '開発者向けの詳細：{endpoint} {what}（{code}）',
  'keys.check.not-asked': 'には問い合わせていません',
  'keys.check.answered': 'の応答：{status}',
  'keys.check.answered-nothing': 'は応答しませんでした',
  'keys.orphans.title': '{n, plural, other {キーチェーンにあってリストにないキーが#個あります}}',
  'keys.orphans.about':
    '壊れたキーリストや中断された削除で残ったか、別のユーザーデータフォルダーで保存されたキーです。ここで使うには引き取り、不要ならキーチェーンから削除してください。',
  'keys.orphans.recovered': '復元したキー {hint}',
  'keys.orphans.adopt-name': '{hint} を引き取る',
  'keys.orphans.adopt-key': 'キーを引き取る',
  'keys.orphans.adopt': '引き取る…',
  'keys.orphans.remove': '削除…',
  'keys.orphans.remove-title': '{hint} をキーチェーンから削除しますか？',
  'keys.orphans.remove-confirm': 'キーチェーンから削除',
  'keys.orphans.remove-body':
    'キーをシステムのキーチェーンから削除します。サービスではキーは有効なままです：必要ならサービスで失効させてください。',
  'keys.doctor.title': 'キーチェーン',
  'keys.doctor.ok': '動作中',
  'keys.doctor.locked': 'ロック中',
  'keys.doctor.unavailable': '利用不可',
  'keys.doctor.checking': '確認中…',
  'keys.doctor.check-again': '再確認',
  'keys.doctor.looking': 'キーチェーンを確認中…',
  'keys.doctor.what-checked': '確認した項目',
  'keys.doctor.checked': '確認：{when}。',
  'keys.doctor.copied': 'コピーしました',
  'keys.doctor.not-copied': 'コピーできませんでした。選択してください',
  'keys.doctor.copy': 'コピー',
  'keys.doctor.fix': '解決方法',
  'keys.missing.title': '{n, plural, other {キーチェーンに秘密情報がない保存済みキーが#個あります}}',
  'keys.missing.about':
    'キーリストには記録がありますが、キーチェーンの項目が Bridge Explorer の外で削除されたか、キーリングと一緒に失われました。修復するには同じキーをもう一度入力し、不要ならリストから削除してください。',
  'keys.missing.row': '秘密情報のないキー {label}',
  'keys.missing.re-enter-name': '{label} を再入力',
  'keys.missing.key-ending': '…{last4} で終わるキー',
  'keys.missing.put-back': 'キーチェーンに戻す',
  'keys.missing.re-enter': 'キーを再入力…',
  'keys.missing.remove': '削除…',
  'keys.missing.remove-title': '「{label}」をキーリストから削除しますか？',
  'keys.missing.remove-confirm': 'リストから削除',
  'keys.missing.remove-body':
    '秘密情報はすでにキーチェーンにありません。サービスではキーは有効なままです：必要ならサービスで失効させてください。',
  'keys.session.title': 'このセッションだけキーを使う',
  'keys.session.about':
    'キーは Bridge Explorer のメモリーに保持され、終了すると消去されます：ディスクには何も書き込みません。次回はもう一度入力が必要です（それまでにキーチェーンが動作すれば不要です）。',
  'keys.session.label': 'ラベル（任意）',
  'keys.session.added': '「{label}」をこのセッションで使用中です。終了すると消去されます。',
  'keys.summary.no-answer': '応答なし',
  'keys.summary.keychain-locked':
    'キーを読み取れませんでした：システムのキーチェーンがロックされているため、何も送信していません。キーチェーンのロックを解除してから、もう一度確認してください。',
  'keys.summary.keychain-silent':
    'キーを読み取れませんでした：システムのキーチェーンが応答しなかったため、何も送信していません。理由は「キー」のキーチェーン欄に表示されます。応答するようになったら、もう一度確認してください。',
  'keys.summary.not-in-keychain':
    'システムのキーチェーンはこのキーを保持していないと応答したため、何も送信していません。「キー」でキーを追加し直してください。',
  'keys.summary.no-key': 'キーを送信していません：キー管理でこのサービスのキーを追加してください。',
  'keys.summary.invalid':
    'サービスはこのキーを認識していません。キーが最後までコピーされているか確認するか、ダッシュボードで新しいキーを作成してください。',
  'keys.summary.revoked':
    'このキーは失効しています。ダッシュボードで新しいキーを作成し、このキーと差し替えてください。',
  'keys.summary.expired':
    'このキーは期限切れです。ダッシュボードで新しいキーを作成し、このキーと差し替えてください。',
  'keys.summary.access-revoked':
    'このキーのアカウントの API アクセスは承認されていません。アカウントのダッシュボードでアクセスを申請してください。承認されるとキーは再び使えます。',
  'keys.summary.locked-out':
    'このコンピューターから無効なキーの試行が多すぎたため、サービスは{until, select, yes {下記の時刻まで} other {}}すべてのリクエストを拒否しています。しばらく待ってから、もう一度確認してください。',
  'keys.summary.rate-unsent':
    'キーは確認していません：この時間枠のリクエストを使い切っており、アプリは次の時間枠を待たなかったため、何も送信していません。{at, select, yes {下記の時刻以降に} other {後で}}もう一度確認してください。',
  'keys.summary.rate-used':
    'レート制限を使い切っているため、キーを確認できませんでした。{at, select, yes {下記の時刻以降に} other {後で}}もう一度確認してください。',
  'keys.summary.certificate':
    'キーを確認できませんでした：サービスの証明書がこのコンピューターで信頼されていないか、このアドレスに対して有効ではありません。社内プロキシの証明書のインストールが必要な場合があります。キーは送信していません。',
  'keys.summary.proxy':
    'キーを確認できませんでした：経由するプロキシが{how, select, proxy_auth_required {サインインを求めています} proxy_auth_refused {サインインを受け付けませんでした（パスワードが違う可能性があります）} other {リクエストを中継しませんでした}}。プロキシの設定を確認してから、もう一度お試しください。',
  'keys.summary.unreachable':
    'キーを確認できませんでした（{code}）。ネットワークとサービスのアドレスを確認してから、もう一度お試しください。',
  'keys.summary.not-api':
    'このアドレスは応答しますが、Bridge API の応答ではないため、キーを確認できませんでした。API のアドレスは {path} で終わります：サービス URL を確認してください。',
  'keys.summary.works-owner': 'このキーは動作し、{owner} のものです。',
  'keys.summary.works': 'このキーは動作します。',
  'keys.summary.unlocks': '{screens}を利用できます。',
  'keys.summary.no-known-scope':
    'このアプリが知っているスコープがないため、まだどの画面もこのキーでは動作しません。',
  'keys.summary.lacks': '{n, plural, other {{scopes}がないため、このキーでは{screens}を利用できません。}}',
  'keys.summary.unknown':
    '{scopes}があるかどうかは確認できませんでした（{code}）。後でもう一度お試しください。',
  'keys.screen.bridges': 'ブリッジ',
  'keys.screen.bridge-detail': 'ブリッジの詳細',
  'keys.screen.profiles': 'プロフィール',
  'keys.screen.stats': '統計',
  'keys.screen.my-profile': 'マイプロフィール',
  'keys.screen.owner-in-keys': '「キー」でのキー所有者',
  'keys.notice.account-limit':
    'キーを保存しました。このサービスのキーは{live, plural, other {#個}}になりましたが、サービスが許可する有効なキーは 1 アカウントあたり{limit, plural, other {#個}}までです。これらのキーが同じアカウントのものなら、一部は機能しません。ダッシュボードで古いキーを失効させてから、ここで削除してください。',
  'keys.notice.old-key-kept':
    '新しいキーを使用中にしましたが、古いキー「{label}」を削除できませんでした。後でキーの一覧から削除してください。',
  'keys.notice.old-key-kept-why':
    '新しいキーを使用中にしましたが、古いキー「{label}」を削除できませんでした。{why}後でキーの一覧から削除してください。',
  'keys.notice.session-forgotten':
    '{url} 用のキー「{label}」はそのセッションのみ保持されていた（キーチェーンに保存できなかった）ため、Bridge Explorer の終了時に失われました。使うにはもう一度追加してください。',
  'keys.notice.orphans':
    'キーの一覧に項目のないキーが、システムのキーチェーンに{n, plural, other {#個}}あります（{hints}）。壊れたキーの一覧や中断された削除の名残か、別のユーザーデータフォルダーで Bridge Explorer が保存したものです。ここで使うには、そのキーをもう一度追加してください。キーチェーンの項目は引き取られ、二重には保存されません。',
  'keys.doctor.where':
    '{backend, select, macos_keychain {macOS のキーチェーン} windows_credential_manager {Windows 資格情報マネージャー} secret_service {{named, select, yes {Secret Service（{provider}）} other {Secret Service}}} other {キーチェーンなし}}',
  'keys.doctor.where-start':
    '{backend, select, macos_keychain {macOS のキーチェーン} windows_credential_manager {Windows 資格情報マネージャー} secret_service {{named, select, yes {Secret Service（{provider}）} other {Secret Service}}} other {キーチェーンなし}}',
  'keys.doctor.works': 'キーは {where} に保存されます。ロックは解除されており、応答しています。',
  'keys.doctor.no-default-keyring':
    'キーを保存できません。{where} は応答していますが、保存先の既定のキーリングがありません。',
  'keys.doctor.cannot-store':
    'キーを保存できません。{why, select, no_session_bus {D-Bus セッションがありません（DBUS_SESSION_BUS_ADDRESS が未設定か、どこも指していません）。そのため、どのキーチェーンにも接続できません。} no_secret_service {D-Bus セッションに Secret Service がありません。gnome-keyring（または別のプロバイダー）が動いていません。} kwallet {KWallet は動いていますが、アプリが使う Secret Service のインターフェースを提供していません。} locked {{where} がロックされています。} timeout {{where} が時間内に応答しませんでした。ロック解除の確認が表示されているかもしれません。} wsl {これは WSL です。キーチェーンをインストールして起動しない限り、独自のキーチェーンはありません。} headless {デスクトップのないセッションです（DISPLAY も D-Bus セッションもありません）。そのため、キーチェーンは動いていません。} sandboxed {アプリは Secret Service と通信できないサンドボックス内で動いています。} module_missing {キーチェーンのライブラリ（libsecret）を読み込めませんでした。} other {{where} がリクエストを拒否しました。}}',
  'keys.warning.prefix':
    'このサービスのキーは「{prefix}」で始まります。このキーはそうではないため、別のサービスのキーか、不完全な可能性があります。このまま保存します。',
  'keys.warning.length':
    'このサービスのキーは{length, plural, other {#文字}}です。このキーは{actual, number}文字です。一部が欠けているか、余分な可能性があります。このまま保存します。',
  'keys.warning.characters':
    'このサービスのキーは、プレフィックスの後に英字と数字だけを含みます。このキーには他の文字があります。このまま保存します。',
}
