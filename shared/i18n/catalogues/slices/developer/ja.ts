import type { SliceTranslation } from '../../source-message.ts'
import type { developer } from './en.ts'

export const developerJa: SliceTranslation<typeof developer> = {
  'developer.intro':
    'アプリが送信したすべてのリクエストと、その応答です。キーは末尾の数文字に短縮されます。「{curl} としてコピー」ではキーを {variable} として参照します。',
  'developer.usage-link': 'キーの使用状況とスコープ表',
  'developer.request-log': 'リクエストログ',
  'developer.copied': 'コピーしました。{variable} を使用します。先にシェルで {command} を実行してください。',
  'developer.your-api-key': 'あなたのAPIキー',
  'developer.not-copied': 'コピーできませんでした：{why}',
  'developer.clipboard-failed': 'クリップボードに書き込めませんでした。',
  'developer.not-saved': '保存できませんでした：{title}。{next}',
  'developer.notices.title': 'サービスからのお知らせ',
  'developer.notices.none':
    'まだありません。エンドポイントの変更や停止をサービスが予告すると（{deprecation} ヘッダーと {sunset} ヘッダー）、ここに表示されます。「キー」でキーを確認したときにも報告されます。',
  'developer.notice.deprecated': '{path} は非推奨です',
  'developer.notice.deprecated-since': '{path} は {since} から非推奨です',
  'developer.notice.deprecated-sunset': '{path} は非推奨で、{sunset} に停止します',
  'developer.notice.deprecated-since-sunset': '{path} は {since} から非推奨で、{sunset} に停止します',
  'developer.notice.sunset': '{path} は {sunset} に停止します',
  'developer.notice.end': '{notice}。',
  'developer.notice.end-when': '{notice}（{when}）。',
  'developer.notice.used-by': '使用している画面：{views}。',
  'developer.notice.seen': '初回確認 {first}、最終確認 {last}。',
  'developer.view.export': 'エクスポート',
  'developer.view.bridge-detail': 'ブリッジの詳細',
  'developer.view.profiles': 'プロフィール',
  'developer.view.key-check': 'キーの確認',
  'developer.link.what-changes': '変更内容（{host}）',
  'developer.link.about-sunset': '停止について（{host}）',
  'developer.link.open-title': '{url} をブラウザーで開きますか？',
  'developer.link.open': 'ブラウザーで開く',
  'developer.link.unchecked':
    'このリンクはサービスがお知らせと一緒に送信したものです。アプリはこのサイトを確認していません。',
  'developer.sunset.badge': '停止 {when}：{path}',
  'developer.sunset.label':
    '{past, select, yes {{path} は停止済み（{when}）} other {{path} の停止予定：{when}}}。開発者ビューを開いてください。',
  'developer.sunset.label-used':
    '{past, select, yes {{path} は停止済み（{when}）} other {{path} の停止予定：{when}}}。使用している画面：{views}。開発者ビューを開いてください。',
}
