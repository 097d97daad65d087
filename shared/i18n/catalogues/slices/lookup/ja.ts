import type { SliceTranslation } from '../../source-message.ts'
import type { lookup } from './en.ts'

export const lookupJa: SliceTranslation<typeof lookup> = {
  'lookup.field': 'ユーザー名、ブリッジ、またはリンク',
  'lookup.look-up': '検索',
  'lookup.looking-up': '検索中…',
  'lookup.hint':
    'ユーザー名（{user}）、ブリッジの名前（{slug}）、ID（{id}）またはタイトル、サービスのプロフィールやブリッジのリンク、または{scheme}リンク。',
  'lookup.recent': '最近の検索',
  'lookup.nothing-yet': 'まだ何も検索していません。',
  'lookup.clear-recent': '最近の検索を消去',
  'lookup.text.empty': 'ユーザー名かブリッジの名前を入力するか、リンクを貼り付けてください。',
  'lookup.text.too-long': 'ユーザー名やリンクにしては長すぎます。',
  'lookup.text.other-scheme': '検索できるのはウェブのリンクと{scheme}リンクだけです。',
  'lookup.text.unreadable-url': 'このリンクを読み取れませんでした。',
  'lookup.text.words':
    'ユーザー名やブリッジの名前には空白やスラッシュは含まれません。リンクをお持ちなら、全体を貼り付けてください。',
  'lookup.bad-name': 'このリンクには、サービスが付けるはずのない名前が含まれています。',
  'lookup.not-item-link': 'このリンクはプロフィールやブリッジを指していません。',
  'lookup.no-app-location': 'アプリ内にそのような場所はありません。',
  'lookup.id.no-catalogue':
    'サービスはブリッジをIDではなくリンクか名前で探します。また、このコンピューターのカタログには検索できるブリッジがありません。ブリッジのリンクを貼り付けるか、「ブリッジ」で探してください。',
  'lookup.id.reading':
    'このコンピューターのカタログがこれまでに読み込んだ{rows, number}件のブリッジに、このIDを持つものはありません。',
  'lookup.id.complete':
    'このコンピューターのカタログにある{rows, number}件のブリッジ（一覧全体）に、このIDを持つものはありません。',
  'lookup.id.complete-age':
    'このコンピューターのカタログにある{rows, number}件のブリッジ（一覧全体、{age}に更新）に、このIDを持つものはありません。',
  'lookup.error': '{title}。{nextStep}',
  'lookup.error-scope': '{title}：{scope}スコープがありません。{nextStep}',
  'lookup.no-user-at-link': 'このリンクにユーザーはいません。',
  'lookup.no-bridge-at-link': 'このリンクにブリッジはありません。',
  'lookup.no-such-name':
    '「{name}」という名前のユーザーもブリッジもありません。つづりを確認するか、リンク全体を貼り付けてください。',
  'lookup.no-title': 'カタログにあるブリッジのタイトルに「{title}」を含むものはありません。',
  'lookup.not-among-newest':
    'サービスの最新{newest, number}件のブリッジにもありません。IDを確認するか、ブリッジのリンクを貼り付けてください。',
  'lookup.found': 'カタログで見つかりました',
  'lookup.found-titles': 'タイトルに「{text}」を含むブリッジが{n, number}件あります。',
  'lookup.source-building': 'このコンピューターのカタログより（作成中）。',
  'lookup.source-updated': 'このコンピューターのカタログより（{age}に更新）。',
  'lookup.by': '提案者：{username}',
  'lookup.did-you-mean-label': 'もしかして',
  'lookup.did-you-mean': 'もしかして{choice}ですか？',
  'lookup.or': 'または：{choices}',
  'lookup.close-building': '名前とタイトルの近いつづり：このコンピューターのカタログより（作成中）。',
  'lookup.close-updated': '名前とタイトルの近いつづり：このコンピューターのカタログより（{age}に更新）。',
  'lookup.tidy': '末尾に、貼り付け元の文の記号が残っているようです。もしかして{choice}ですか？',
  'lookup.ask-label': 'サービスに問い合わせる',
  'lookup.newest-why':
    'サービスはIDでブリッジを検索できませんが、最新のブリッジを一覧で返します。カタログの更新後に公開されたブリッジなら、その中にあるはずです。',
  'lookup.asking': 'サービスに問い合わせ中…',
  'lookup.ask-newest': 'サービスに最新{newest, number}件のブリッジを問い合わせる（リクエスト1件）',
  'lookup.not-found-label': 'まだ見つかりません',
  'lookup.not-held': '「{text}」は、カタログがこれまでに保持しているブリッジの中にありません。',
  'lookup.not-read-all': 'カタログはまだ一覧全体を読み込んでいません。',
  'lookup.still-to-read': 'まだ{n, number}件のブリッジを読み込む必要があります。',
  'lookup.scanning': '残りを調べています…',
  'lookup.scan-rest': '一覧の残りを今すぐ調べますか？',
  'lookup.scan-remaining': '残り{n, number}件のブリッジを調べますか？（リクエスト約{requests, number}件）',
  'lookup.profile': 'プロフィール',
  'lookup.no-profile': '「{username}」というプロフィールはありません。',
  'lookup.no-profile-how':
    'つづりを確認するか、{lookup}にリンクを貼り付けてください。「{username}」がブリッジの名前なら、{open}。',
  'lookup.open-that-bridge': 'そのブリッジを開いてください',
  'lookup.username': 'ユーザー名',
  'lookup.verified': '認証済み',
  'lookup.yes': 'はい',
  'lookup.no': 'いいえ',
  'lookup.total-passes': '通過の合計',
  'lookup.bridges': 'ブリッジ',
  'lookup.copy-profile': 'このプロフィールをコピー',
  'lookup.published': '公開したブリッジ',
  'lookup.none-published': '公開したブリッジはまだありません。',
  'lookup.passes': '{n, number}回の通過',
  'lookup.me-about': '使用中のAPIキーを所有するアカウントです。',
  'lookup.me-no-scope':
    '使用中のキー「{label}」には、所有者のプロフィールを読み取る権限（「{scope}」スコープ）が与えられていないため、このページでは表示できません。再試行しても変わりません。',
  'lookup.me-keys': '「APIキー」で別のキーを使うか、このキーを再確認してください',
  'lookup.me-public': '公開プロフィールと公開したブリッジを見る',
}
