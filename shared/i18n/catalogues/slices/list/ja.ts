import type { SliceTranslation } from '../../source-message.ts'
import type { list } from './en.ts'

const BRIDGES = (n: string): string => `{${n}, plural, other {#件のブリッジ}}`
const SORTS = 'newest {新しい順} passes {通過の多い順} score {スコアの高い順} other {タイトル順}'

export const listJa: SliceTranslation<typeof list> = {
  'list.category-options': '選べるカテゴリ',
  'list.category-option': '{name} {count, plural, other {#件のブリッジ}}',
  'list.place-local-forms':
    'このコンピューターでは語形の違いも一致します（「libraries」で「library」も見つかります）。',
  'list.found-in-opened':
    '{n, plural, other {一覧のうち#件のブリッジ}}は、ここで開いた提案文の中だけで見つかりました（このコンピューターはそれらの文も検索します）。',
  'list.or': '{first}または{second}',
  'list.comma': '{first}、{second}',
  'list.sentences': '{first}{second}',
  'list.glossary':
    '通過：人々がブリッジを利用した回数（サービスによる集計）。スコア：サービスによるブリッジの評価で、高いほど良いものです。',
  'list.search-label': 'ブリッジを検索',
  'list.search-placeholder': '検索する語句',
  'list.filters': '{set, plural, =0 {フィルター} other {フィルター（#）}}',
  'list.search-place': '検索場所',
  'list.place-local': 'このコンピューター',
  'list.place-service': 'サービス',
  'list.category': 'カテゴリ',
  'list.all-categories': 'すべてのカテゴリ',
  'list.all-categories-count': 'すべてのカテゴリ（{total, number}）',
  'list.sort': '並べ替え',
  'list.sort-service': 'サービスの並び順',
  'list.sort-option':
    '{sort, select, newest {新しい順} passes {通過の多い順} score {スコアの高い順} other {タイトル（A→Z）}}',
  'list.sort-table': '表での並べ替え',
  'list.suggestors': '提案者',
  'list.suggestors-everyone': 'すべての人',
  'list.suggestors-verified': `{counted, select, yes {認証済み（${BRIDGES('n')}）} other {認証済み}}`,
  'list.suggestors-unverified': `{counted, select, yes {未認証（${BRIDGES('n')}）} other {未認証}}`,
  'list.range-name': '{kind, select, passes {通過} score {スコア} other {公開日}}',
  'list.range-from': '{name}（から）',
  'list.range-to': '{name}（まで）',
  'list.range-upside-down': '{name}：「から」が「まで」より後になっています。何も変更していません。',
  'list.range-not-whole': '{name}：整数のみ入力できます。何も変更していません。',
  'list.facets': 'これらのブリッジのカテゴリ',
  'list.facets-waiting': 'カテゴリごとの件数は、カタログがそろうと表示されます。',
  'list.facet-choose': `{name}：${BRIDGES('n')}。これだけを表示`,
  'list.facet-drop': `{name}：${BRIDGES('n')}、選択中。すべてのカテゴリを再表示`,
  'list.display': 'ブリッジの表示形式',
  'list.display-list': 'リスト',
  'list.display-table': '表',
  'list.needs-sort': 'ほかの並び順は、このコンピューターのカタログにブリッジが入ると選べます。',
  'list.needs-suggestors':
    '認証済みかどうかは、このコンピューターのカタログにすべてのブリッジが入ると選べます。',
  'list.needs-place':
    'このコンピューターでの検索は、このコンピューターのカタログにブリッジが入ると選べます。',
  'list.needs-ranges':
    '通過、スコア、日付の範囲は、このコンピューターのカタログにブリッジが入ると設定できます。',
  'list.now-off': 'カタログは設定でオフになっています。',
  'list.now-withheld': '使用中のキーではカタログを使いません。理由は上のカタログの行をご覧ください。',
  'list.now-paused': 'カタログは一時停止中です。理由は上のカタログの行をご覧ください。',
  'list.now-building': '進み具合は上のカタログの行をご覧ください。',
  'list.narrowed-why':
    'リストに複数のカテゴリや範囲がある間は、語句をこのコンピューターで照合します。サービスは 1 つのカテゴリでしか絞り込めず、範囲では絞り込めません。サービスで検索するには、それらを外してください。',
  'list.place-why':
    'このリストがこの並べ替えや絞り込みの間は、語句をこのコンピューターで照合します。{because}ためです。サービスで検索するには、「サービスの並び順」と、提案者で「すべての人」を選んでください。',
  'list.because-sort': `サービスは{sort, select, ${SORTS}}に並べ替えない`,
  'list.because-suggestors': 'サービスは提案者で絞り込めない',
  'list.because-newest': 'この並び順はこのコンピューターのカタログが保持している',
  'list.loading': 'ブリッジを読み込んでいます…',
  'list.loading-more': 'さらにブリッジを読み込んでいます…',
  'list.reading-catalogue': 'カタログを読んでいます…',
  'list.with-words': '・「{q}」を含む',
  'list.in-categories': '・カテゴリ：{categories}',
  'list.service-all': `全${BRIDGES('n')}を表示中{where}`,
  'list.service-so-far': `これまでに${BRIDGES('n')}を表示中{where}`,
  'list.service-of': `${BRIDGES('of')}のうち{shown, number}件を表示中{where}（カタログによる集計、{age}に更新）`,
  'list.service-of-in-all': `${BRIDGES('of')}のうち{shown, number}件を表示中{where}（全体で{total, number}件、カタログによる集計、{age}に更新）`,
  'list.recently': '最近',
  'list.short-of': `${BRIDGES('of')}のうち{shown, number}件を表示中{where}`,
  'list.short-counted': 'カタログによる集計、{age}に更新',
  'list.short-so-far': `これまでに${BRIDGES('n')}を表示中{where}`,
  'list.short-with-words': '「{q}」を含む',
  'list.order-complete': `全${BRIDGES('held')}が対象、このコンピューターのカタログによる並べ替え`,
  'list.order-partial': `カタログがこれまでに持つ${BRIDGES('held')}が対象。残りはまだ読み込み中です`,
  'list.catalogue-count': `${BRIDGES('n')}を表示中{where}{who}{words}{sorted}（{over}）。`,
  'list.by-verified': '{verified, select, verified {・認証済みの提案者} other {・未認証の提案者}}',
  'list.and-ranges': '・{ranges}',
  'list.catalogue-words': '・タイトルか閲覧した提案文に「{q}」を含む（このコンピューターで検索）',
  'list.sorted': `・{sort, select, ${SORTS}}`,
  'list.over-complete': `全${BRIDGES('held')}が対象、カタログは{age}に更新`,
  'list.over-partial': `これまでに持つ${BRIDGES('held')}が対象。カタログは残りを読み込み中`,
  'list.catalogue-short': `${BRIDGES('n')}を表示中{where}{who}{words}`,
  'list.short-local-complete': `このコンピューターで、全${BRIDGES('held')}が対象`,
  'list.short-local-partial': 'このコンピューターで、これまでの{held, number}件が対象',
  'list.range-passes':
    '{bound, select, both {通過{lo, number}〜{hi, number}回} min {通過{lo, number}回以上} other {通過{hi, number}回以下}}',
  'list.range-score':
    '{bound, select, both {スコア{lo, number}〜{hi, number}} min {スコア{lo, number}以上} other {スコア{hi, number}以下}}',
  'list.range-published':
    '{bound, select, both {公開日{from}〜{to}} min {公開日{from}以降} other {公開日{to}まで}}',
  'list.empty-looked': 'このコンピューターでブリッジを探しました{who}（{over}）。',
  'list.note-repeats': `サービスは後のページで${BRIDGES('n')}を再送しました。それぞれ 1 回だけ表示しています。`,
  'list.note-restarted': `サービスがこのリストの位置を見失ったため（再起動した可能性があります）、最初から読み直しました。表示済みの${BRIDGES('n')}はそのまま残しています。`,
  'list.row-by': '提案者：{suggestor}',
  'list.row-passes': '{n, plural, other {通過#回}}',
  'list.row-score': 'スコア{score, number}',
  'list.title-not-known': '（タイトルはまだ不明）',
  'list.no-match': '「{q}」に一致するブリッジはありません。',
  'list.no-match-in': '{category}に「{q}」に一致するブリッジはありません。',
  'list.none-in': '{category}にブリッジはありません。',
  'list.none': '公開されたブリッジはまだありません。',
  'list.also-category': '「{q}」はカテゴリ名でもあります。',
  'list.show-category': '{category}のブリッジをすべて表示',
  'list.empty-hint':
    '検索では、タイトルか提案文に語句を含むブリッジが見つかります。語句を減らすか、別のカテゴリをお試しください。',
  'list.end': `以上、${BRIDGES('n')}です。`,
  'list.end-missing-cursor':
    'サービスはほかにもブリッジがあると示しましたが、取得する手段を送ってこなかったため、このリストは不完全な可能性があります。',
  'list.end-repeated-cursor':
    'サービスが表示済みのページを再び指したため、リストはここで終わります。不完全な可能性があります。',
  'list.end-empty-pages':
    'サービスが空のページを{n, number}回続けて送ってきたため、リストはここで終わります。不完全な可能性があります。',
  'list.refused':
    'サービスが使用中のキーを拒否したため、このキーではこれ以上ブリッジを読めません。{title}。{next}',
  'list.read-before': `下の${BRIDGES('n')}は拒否される前（{age}）に読んだものです。公開データなので、そのまま残しています。`,
  'list.earlier': '以前',
  'list.insights-these': `この${BRIDGES('n')}`,
}
