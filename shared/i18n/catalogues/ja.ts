/**
 * Japanese (docs/i18n.md; the product's words: docs/glossary.md). Polite form (です・ます); no spaces between
 * words, full-width punctuation; one plural form, the counter 件 for answers.
 */
import type { Catalogue } from './en.ts'
import { catalogueStatusJa } from './slices/catalogue-status/ja.ts'
import { errorsJa } from './slices/errors/ja.ts'
import { keyAlertsJa } from './slices/key-alerts/ja.ts'
import { requestsJa } from './slices/requests/ja.ts'
import { scopesJa } from './slices/scopes/ja.ts'
import { spansJa } from './slices/spans/ja.ts'
import { settingsJa } from './slices/settings/ja.ts'
import { usageJa } from './slices/usage/ja.ts'
import { componentsJa } from './slices/components/ja.ts'
import { appJa } from './slices/app/ja.ts'
import { paletteJa } from './slices/palette/ja.ts'
import { lookupJa } from './slices/lookup/ja.ts'
import { detailJa } from './slices/detail/ja.ts'
import { viewsJa } from './slices/views/ja.ts'
import { statsJa } from './slices/stats/ja.ts'
import { watchJa } from './slices/watch/ja.ts'
import { compareJa } from './slices/compare/ja.ts'
import { bulkJa } from './slices/bulk/ja.ts'
import { changesJa } from './slices/changes/ja.ts'
import { listJa } from './slices/list/ja.ts'
import { bySuggestorJa } from './slices/by-suggestor/ja.ts'
import { developerJa } from './slices/developer/ja.ts'
import { healthJa } from './slices/health/ja.ts'
import { tableJa } from './slices/table/ja.ts'
import { keysJa } from './slices/keys/ja.ts'
import { rateJa } from './slices/rate/ja.ts'
import { listExportJa } from './slices/list-export/ja.ts'
import { waitingJa } from './slices/waiting/ja.ts'
import { dialogsJa } from './slices/dialogs/ja.ts'
import { updatesJa } from './slices/updates/ja.ts'

/** The Japanese messages. */
export const ja: Catalogue = {
  'shell.skip-to-content': '本文へ移動',
  'shell.product-name': 'Bridge Explorer',
  'shell.menu': 'メニュー',
  'shell.commands-hint': '{keys} でコマンド',
  'nav.sections': 'セクション',
  'nav.developer-tools': '開発者ツール',
  'nav.show-developer-tools': '開発者ツールを表示',
  'nav.commands': 'コマンド {keys}',
  'page.bridges': 'ブリッジ',
  'page.lookup': 'ユーザー検索',
  'page.watch': 'ウォッチリスト',
  'page.me': 'マイプロフィール',
  'page.stats': '統計',
  'page.rate-limit': 'レート制限',
  'page.keys': 'APIキー',
  'page.developer': '開発者',
  'page.settings': '設定',
  'theme.label': 'テーマ',
  'theme.system': 'システム',
  'theme.light': 'ライト',
  'theme.dark': 'ダーク',
  'welcome.title': 'Bridge Explorer へようこそ',
  'welcome.words-button': 'もっと見る：用語の意味',
  'welcome.more': 'もっと見る',
  'welcome.got-it': '了解',
  'welcome.intro': '公開されたブリッジを閲覧し、特定のブリッジを調べ、気になるものを見守りましょう。',
  'glossary.a-bridge':
    'ブリッジとは、誰かが公開した提案です。タイトルと本文があり、多くの場合ウェブサイトも付いています。',
  'glossary.a-pass': '通過とは、誰かがブリッジを1回利用することです。サービスがその回数を数えます。',
  'glossary.a-suggestor': '提案者とは、ブリッジを1件以上公開した人のことです。',
  'welcome.developer-note':
    '開発者向けツール（レート制限、リクエストのログ、キーの使用状況）は非表示になっています。ナビゲーションの「{setting}」で再び表示できます。',
  'menu.file': 'ファイル',
  'menu.edit': '編集',
  'menu.view': '表示',
  'menu.go': '移動',
  'menu.window': 'ウィンドウ',
  'menu.command-palette': 'コマンドパレット…',
  'menu.check-updates': 'アップデートを確認…',
  'menu.save-diagnostics': '診断情報を保存…',
  'settings.title': '設定',
  'settings.language.heading': '言語と表示形式',
  'settings.language.label': '言語',
  'settings.formats.label': '表示形式',
  'settings.follow-system': 'システムに合わせる（{name}）',
  'settings.language.summary': '言語: {language} · 表示形式: {formats}',
  'settings.formats.example': '表記例: {date} · {time} · {number} · {percent}',
  'settings.language.note':
    'どちらもすぐに、この画面とメニューに反映されます。サービス自体のメッセージは元の言語のままです。',
  'settings.kept.heading': 'このコンピューターに保存されたデータ',
  'settings.kept.about':
    '表示したブリッジ、プロフィール、統計はアプリの履歴ファイルに保存されます。そのため再起動後もすぐに開き、サービスに接続できないときも読むことができます。各画面には、データがどれだけ古いかが表示されます。ご自身のプロフィールとキーがそこに保存されることはありません。',
  'settings.kept.request-log':
    'リクエストログには、アプリが送信したすべてのリクエストとその応答が同じファイルに保存されます。アドレスには検索した語句や開いたプロフィールが含まれます。キーは末尾4文字のみが保存されます。開発者ビューで内容を確認し、保存期間を設定できます。',
  'settings.kept.request-log-bounded':
    'リクエストログには、アプリが送信したすべてのリクエストとその応答が同じファイルに保存されます（{days, plural, other {#日間}}、最大{max, plural, other {#件}}）。アドレスには検索した語句や開いたプロフィールが含まれます。キーは末尾4文字のみが保存されます。開発者ビューで内容を確認し、保存期間を設定できます。',
  'settings.kept.counting': '集計中…',
  'settings.kept.nothing': 'まだ何も保存されていません。',
  'settings.kept.size':
    '{rows, plural, other {#件の応答を保存済み}}（{size}／上限 {max}。長く使われていないものから削除されます）。',
  'settings.kept.paused':
    '現在、新しいデータは保存されていません。理由と対処法はウィンドウ上部のメッセージをご覧ください。',
  'settings.kept.clear': 'キャッシュデータを消去',
  'settings.kept.cleared':
    '{removed, plural, other {保存済みの応答を#件削除しました。}}アプリに表示中の内容は、再起動するまでメモリに残ります。',
  ...spansJa,
  ...errorsJa,
  ...catalogueStatusJa,
  ...keyAlertsJa,
  ...scopesJa,
  ...requestsJa,
  ...settingsJa,
  ...usageJa,
  ...componentsJa,
  ...appJa,
  ...paletteJa,
  ...lookupJa,
  ...detailJa,
  ...viewsJa,
  ...statsJa,
  ...watchJa,
  ...compareJa,
  ...bulkJa,
  ...changesJa,
  ...listJa,
  ...bySuggestorJa,
  ...developerJa,
  ...healthJa,
  ...tableJa,
  ...keysJa,
  ...rateJa,
  ...listExportJa,
  ...waitingJa,
  ...dialogsJa,
  ...updatesJa,
}
