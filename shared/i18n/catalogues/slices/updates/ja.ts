import type { SliceTranslation } from '../../source-message.ts'
import type { updates } from './en.ts'

export const updatesJa: SliceTranslation<typeof updates> = {
  'updates.available-title': 'アップデートがあります',
  'updates.available': 'Bridge Explorer {version} を利用できます。現在のバージョンは {current} です。',
  'updates.available-named':
    'Bridge Explorer {version}（{name}）を利用できます。現在のバージョンは {current} です。',
  'updates.whats-new': '新機能：\n{notes}',
  'updates.no-notes': 'フィードには変更内容が書かれていません。',
  'updates.download-now': '今すぐダウンロードしますか？ 許可するまでインストールはされません。',
  'updates.download': 'ダウンロード',
  'updates.not-now': '今はしない',
  'updates.ready-title': 'アップデートの準備ができました',
  'updates.ready':
    'Bridge Explorer {version} をダウンロードしました。チェックサムはフィードと一致しています。',
  'updates.restart-now':
    '今すぐ再起動してインストールしますか？ 保存したビュー、キー、履歴はそのまま残ります。',
  'updates.restart-install': '再起動してインストール',
  'updates.later': '後で',
  'updates.ok': 'OK',
  'updates.box-text': '{first}\n\n{second}',
  'updates.on': 'Bridge Explorer は {feed} でアップデートを確認します。',
  'updates.off-setting':
    'アップデートは設定でオフになっています。Bridge Explorer は新しいバージョンを確認しません。',
  'updates.off-policy': 'このコンピューターのアップデートは {path} によってオフになっています。',
  'updates.policy-unreadable':
    'アップデートはオフです。ポリシーファイル {path} を使用できません（{why, select, object {JSON オブジェクトではありません} updates {“updates” は true か false である必要があります} feed {“updateFeed” は https:// のアドレスである必要があります} other {有効な JSON ではありません}}）。このコンピューターの管理者に問い合わせてください。',
  'updates.no-feed': 'このビルドにはアップデートフィードが指定されていません。{how}',
  'updates.insecure-feed':
    'アップデートはオフです。アップデートフィード {feed} は https:// のアドレスではありません。',
  'updates.package-manager':
    'このコピーはシステムのパッケージマネージャー（{type}）でインストールされたため、自身を置き換えません。{how}',
  'updates.cannot-self-update': 'このコピーは自身をアップデートできません。{how}',
  'updates.how-package':
    'インストールしたときと同じ方法でアップデートしてください：{command}、またはソフトウェアセンター。',
  'updates.how-pacman': 'インストールしたときと同じ方法でアップデートしてください：{command}。',
  'updates.how-snap': 'Snap は自動でアップデートされます。{command} で今すぐ実行できます。',
  'updates.how-download': 'このバージョンを入手した場所から新しいバージョンをダウンロードしてください。',
  'updates.no-updater':
    '{where, select, preview {ブラウザーのプレビューではアップデートを確認できません。アップデーターがありません。} other {ここではアップデートを確認できません。アップデーターがありません。}}',
  'updates.no-updater-state': '{why}デスクトップアプリは自分でアップデートを確認します。',
  'updates.latest': 'Bridge Explorer {current} は最新バージョンです。',
  'updates.unsigned':
    'アップデートフィードはバージョン {version} を提供していますが、Bridge Explorer のリリース鍵で署名されていないため、ダウンロードしませんでした。',
  'updates.declined': 'バージョン {version} はダウンロードしませんでした。',
  'updates.downloaded': 'バージョン {version} をダウンロードしました。許可するまでインストールはされません。',
  'updates.installing': 'バージョン {version} をインストールしています。',
  'updates.unreachable':
    'アップデートフィード {feed} に接続できません。Bridge Explorer は次回の起動時にもう一度確認します。',
  'updates.untrusted':
    'このコンピューターはアップデートフィード {feed} を信頼していません（証明書を検証できませんでした）。何もダウンロードしていません。社内のプロキシの証明書をインストールする必要があるかもしれません。',
  'updates.checksum':
    'ダウンロードしたアップデートがフィードのチェックサムと一致しないため、破棄しました。何もインストールしていません。',
  'updates.not-a-release':
    'アップデートフィード {feed} の応答はリリースの説明ではなかったため、何もダウンロードしていません。',
  'updates.refused':
    'アップデートフィード {feed} がリクエストを拒否しました（{detail}）。Bridge Explorer は次回の起動時にもう一度確認します。',
  'updates.failed': 'アップデートの確認に失敗しました：{detail}',
}
