import type { SliceTranslation } from '../../source-message.ts'
import type { settings } from './en.ts'

export const settingsJa: SliceTranslation<typeof settings> = {
  'settings.proxy.none': 'プロキシなし：呼び出しはサービスに直接送られます。',
  'settings.proxy.manual': 'ここで設定したプロキシ：{url}。',
  'settings.proxy.manual-except': 'ここで設定したプロキシ：{url}（{bypass} を除く）。',
  'settings.proxy.system': 'システムのプロキシ設定。{system}',
  'settings.test.works': '接続は正常です。',
  'settings.test.asked-key':
    '{url} のサービスが応答しました。キーを送らなかったため、想定どおりキーを求められました。',
  'settings.test.answered': '{url} のサービスが応答しました。キーは送っていません。',
  'settings.test.answered-status': '{url} のサービスが応答しました（HTTP {status}）。キーは送っていません。',
  'settings.test.skipped':
    '{answer}この接続はプロキシを通っていません。このコンピューター上のアドレスは決してプロキシを通らないため、このテストはプロキシについて何も示しません。',
  'settings.test.failed': 'テストに失敗しました。',
  'settings.test.failed-detail': '{explanation} {next}（テスト先：{url}）',
  'settings.test.failed-detail-no-url': '{explanation} {next}',
  'settings.catalogue.deleted': '削除しました。',
  'settings.catalogue.deleted-freed': '削除しました。{size} を解放しました。',
  'settings.catalogue.deleted-no-room':
    '削除しました。ディスクの空きが足りないため、今は領域を返せません（必要 {need}、空き {free}）。カタログファイルは領域を保持し、大きくなる前に再び使います。',
  'settings.catalogue.deleted-kept':
    '削除しましたが、領域を返せませんでした（{message}）。カタログファイルは領域を保持し、大きくなる前に再び使います。',
  'settings.updates.heading': 'アップデート',
  'settings.updates.reading': 'アップデートの設定を読み込んでいます…',
  'settings.updates.look': '新しいバージョンを確認する',
  'settings.updates.policy':
    'この設定はポリシーファイル {path} によってこのコンピューターの全ユーザーに適用されるため、ここでは変更できません。',
  'settings.updates.looking': '確認しています…',
  'settings.updates.check': '今すぐ確認',
  'settings.diagnostics.heading': '診断',
  'settings.diagnostics.about':
    'サポートへの問い合わせに添えるファイルです：バージョン、設定、キーのラベル（キーそのものは含みません）、最近のリクエスト。保存する前に内容をすべて確認できます。',
  'settings.diagnostics.preparing': '準備しています…',
  'settings.diagnostics.region': '診断ファイル',
  'settings.diagnostics.holds': 'ファイルの内容',
  'settings.diagnostics.holds-size': '{holds}（{size}）：',
  'settings.diagnostics.content': '{name} の内容',
  'settings.diagnostics.save': 'このファイルを保存',
  'settings.diagnostics.close': '閉じる',
  'settings.diagnostics.not-saved': '保存されませんでした。',
  'settings.diagnostics.saved': '{file} に保存しました',
  'settings.network.heading': 'ネットワーク',
  'settings.network.reading': 'プロキシの設定を読み込んでいます…',
  'settings.network.in-use-label': '使用中のプロキシ：',
  'settings.network.in-use': '{label}{words}',
  'settings.proxy.mode.system': 'システムのプロキシ設定を使う',
  'settings.proxy.mode.none': 'プロキシを使わない',
  'settings.proxy.mode.manual': 'このプロキシを使う：',
  'settings.network.address-missing': 'プロキシのアドレスを入力してください（例：{example}）。',
  'settings.network.legend': 'アプリの呼び出しが通るプロキシ',
  'settings.network.address': 'プロキシのアドレス',
  'settings.network.address-help':
    'http:// または https:// で始まるホストとポート。ユーザー名とパスワードは含めないでください。プロキシが求めたときにアプリが尋ねます。',
  'settings.network.bypass': 'プロキシを通さないアドレス（任意）',
  'settings.network.localhost': 'このコンピューター（localhost）には常に直接接続し、プロキシは通しません。',
  'settings.network.save': 'プロキシの設定を保存',
  'settings.network.saved': '保存しました。以後の呼び出しで使われます。',
  'settings.network.testing': 'テストしています…',
  'settings.network.test': '接続をテスト',
  'settings.network.test-about': 'キーを送らずに、通常の呼び出しと同じ経路で使用中のサービスに接続します。',
  'settings.sign-in.title': 'プロキシにサインイン',
  'settings.sign-in.why':
    'プロキシ {proxy} が、アプリのリクエストをサービスへ渡す前に、あなたが誰かを確認しています。',
  'settings.sign-in.why-realm':
    'プロキシ {proxy}（「{realm}」）が、アプリのリクエストをサービスへ渡す前に、あなたが誰かを確認しています。',
  'settings.sign-in.refused':
    '前回試したユーザー名とパスワードはプロキシに受け付けられませんでした。確認してもう一度お試しください。',
  'settings.sign-in.user': 'ユーザー名',
  'settings.sign-in.password': 'パスワード',
  'settings.sign-in.remember':
    'このコンピューターに記憶する（システムのキーチェーンに保存し、ファイルには保存しません）',
  'settings.sign-in.not-now': '後で',
  'settings.sign-in.submit': 'サインイン',
  'settings.sign-in.send-failed': '応答を送信できませんでした。もう一度お試しください。',
  'settings.sign-in.user-missing': 'プロキシが求めるユーザー名を入力してください。',
  'settings.catalogue.heading': 'カタログ',
  'settings.catalogue.about':
    'カタログは、公開されているブリッジ一覧のこのコンピューター上のコピーです。これにより、アプリはすべてのブリッジを並べ替え、数え、検索でき、サービスなしでも応答できます。読み込みには100件のブリッジごとに1回のリクエストがかかり、ここで許可したキーのリクエストの割合からのみ使われます。あなた自身のリクエストが常に優先されます。',
  'settings.catalogue.share': 'リクエストの割合',
  'settings.catalogue.share-option': '{percent}%',
  'settings.catalogue.share-default': '{percent}%（既定）',
  'settings.catalogue.refresh': '一覧全体の再読み込み',
  'settings.catalogue.every-day': '毎日',
  'settings.catalogue.every-week': '毎週',
  'settings.catalogue.every-30-days': '30日ごと',
  'settings.catalogue.every-hours': '{n, plural, other {#時間ごと}}',
  'settings.catalogue.size':
    'ディスク上のサイズ：{size}。新しいブリッジは数分ごとに最新のページから取り込まれ、1〜2回のリクエストがかかります。',
  'settings.catalogue.turn-on': 'オンにして構築',
  'settings.catalogue.rebuild': '再構築',
  'settings.catalogue.deleting': '削除しています…',
  'settings.catalogue.delete': 'カタログを削除',
  'settings.catalogue.history':
    '削除すると、カタログの変更履歴（「変更点」と各ブリッジの推移）も消えます。履歴には{days, plural, other {#日}}分の変更を、最大{rows, number}件まで保持します。',
  'settings.catalogue.confirm-title': 'カタログを削除しますか？',
  'settings.catalogue.confirm-what':
    'このコンピューター上にあるこのサービスのブリッジ一覧のコピーが、カタログが保持していたすべてとともに削除されます：ブリッジ、一覧から消えたことを確認したブリッジ、読み込んだ提案者のプロフィール、読み込みの進み具合。カタログはオフになり、すべてのブリッジを対象にした並べ替え、合計、Insights、ID やタイトルでの検索は、再びオンにするまで使えなくなります。',
  'settings.catalogue.confirm-stays':
    'ディスク上で使っていた領域は解放されます。ほかのサービスのカタログ、これらの設定、サービス上のものはすべてそのまま残ります。',
}
