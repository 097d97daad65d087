/**
 * The bridge list (renderer/src/features/bridges, without its table): the search and its filters, the count line
 * and what it says of the catalogue, the rows, the empty state and the list's end. A bridge is a suggestion someone
 * published, a pass one use of it, the catalogue the app's own copy of the whole list (docs/glossary.md).
 */
import type { SourceSlice } from '../../source-message.ts'

const BRIDGES = (n: string): string => `{${n}, plural, one {# bridge} other {# bridges}}`
const SORTS = 'newest {newest first} passes {by most passes} score {by highest score} other {by title}'

export const list = {
  'list.category-options': {
    message: 'Categories to choose from',
    comment: 'Name of the list of categories that opens under the Category field while typing.',
  },
  'list.category-option': {
    message: '{name} {count, plural, one {# bridge} other {# bridges}}',
    comment:
      '{name} is a category such as Health; {count} how many bridges it holds among the list’s matches. Keep the name, then the number: the option shows them so, and its spoken name must start with what is seen.',
  },
  'list.place-local-forms': {
    message: 'On this computer, word forms match too: “libraries” also finds “library”.',
    comment:
      'Follows the list’s count when the search words are matched on this computer (not by the service). Keep the two example words in English: the word forms matched are English ones (the bridges are written in English).',
  },
  'list.found-in-opened': {
    message:
      '{n, plural, one {# bridge listed was} other {# bridges listed were}} found only in the suggestion text of a bridge you opened here (this computer searches those texts too).',
    comment:
      'After the list’s count, when words are searched on this computer. A suggestion text is the long text of a bridge, read when it is opened.',
  },
  'list.or': {
    message: '{first} or {second}',
    comment:
      'Two categories either of which a bridge may be in (“Health or Transport”); several are joined one by one.',
  },
  'list.comma': {
    message: '{first}, {second}',
    comment: 'Two parts of a list of ranges, one after the other.',
  },
  'list.sentences': {
    message: '{first} {second}',
    comment:
      'Two sentences one after the other, as your language writes them (a space between them, or none in Japanese).',
  },
  'list.glossary': {
    message:
      'Passes: how many times people have used a bridge, as the service counts them. Score: the service’s rating of a bridge; higher is better.',
    comment:
      'A pass is one use of a bridge (not a password, not a ticket); the score is a rating from 0 to 100.',
  },

  // The search and its filters.
  'list.search-label': { message: 'Search bridges' },
  'list.search-placeholder': { message: 'Words to look for' },
  'list.filters': {
    message: '{set, plural, =0 {Filters} other {Filters (#)}}',
    comment:
      'Button that shows the list’s filters in a narrow window; {set} is how many of them are set (none: no number).',
  },
  'list.search-place': {
    message: 'Search',
    comment: 'Names the choice of where the search words are matched: on this computer or on the service.',
  },
  'list.place-local': {
    message: 'on this computer',
    comment: 'Follows “Search”: where the words are matched.',
  },
  'list.place-service': {
    message: 'on the service',
    comment: 'Follows “Search”: the service is the Bridge API the app reads.',
  },
  'list.category': { message: 'Category' },
  'list.all-categories': { message: 'All categories' },
  'list.all-categories-count': {
    message: 'All categories ({total, number})',
    comment: '{total} is how many bridges there are in all.',
  },
  'list.sort': { message: 'Sort', comment: 'The order of the list (a label, not an order to sort).' },
  'list.sort-service': {
    message: 'As the service lists them',
    comment: 'The service’s own order. Named again in list.place-why: keep both the same.',
  },
  'list.sort-option': {
    message:
      '{sort, select, newest {Newest first} passes {Most passes} score {Highest score} other {Title (A to Z)}}',
  },
  'list.sort-table': { message: 'As sorted in the table' },
  'list.suggestors': {
    message: 'Suggestors',
    comment: 'People who published at least one bridge (docs/glossary.md). The filter keeps their bridges.',
  },
  'list.suggestors-everyone': {
    message: 'Everyone',
    comment: 'The Suggestors filter’s “no filter”. Named again in list.place-why: keep both the same.',
  },
  'list.suggestors-verified': {
    message:
      '{counted, select, yes {Verified ({n, plural, one {# bridge} other {# bridges}})} other {Verified}}',
    comment: 'Verified: the service has checked who the suggestor is. {n}: how many bridges they published.',
  },
  'list.suggestors-unverified': {
    message:
      '{counted, select, yes {Not verified ({n, plural, one {# bridge} other {# bridges}})} other {Not verified}}',
  },
  'list.range-name': { message: '{kind, select, passes {Passes} score {Score} other {Published}}' },
  'list.range-from': {
    message: '{name} from',
    comment: 'The name of the first field of a range, such as “Passes from”; {name} is list.range-name.',
  },
  'list.range-to': { message: '{name} to', comment: 'The name of the second field of a range: “Passes to”.' },
  'list.range-upside-down': {
    message: '{name}: "from" is after "to"; nothing was changed.',
    comment: '{name} is list.range-name; “from” and “to” are the two fields of the range.',
  },
  'list.range-not-whole': { message: '{name}: whole numbers only; nothing was changed.' },
  'list.facets': { message: 'Categories of these bridges' },
  'list.facets-waiting': { message: 'Category counts come with the whole catalogue.' },
  'list.facet-choose': { message: `{name}: ${BRIDGES('n')}; show only these` },
  'list.facet-drop': {
    message: `{name}: ${BRIDGES('n')}, chosen; show all categories again`,
    comment: 'Said by a pressed category button: pressing it again shows every category.',
  },
  'list.display': { message: 'Show bridges as' },
  'list.display-list': { message: 'List' },
  'list.display-table': { message: 'Table' },

  // Why a control waits for the catalogue.
  'list.needs-sort': { message: 'Other orders come once the catalogue on this computer holds bridges.' },
  'list.needs-suggestors': {
    message: 'Verified or not can be chosen once the catalogue on this computer holds every bridge.',
  },
  'list.needs-place': {
    message: 'Searching on this computer can be chosen once the catalogue on this computer holds bridges.',
  },
  'list.needs-ranges': {
    message: 'Ranges of passes, score and days can be set once the catalogue on this computer holds bridges.',
  },
  'list.now-off': { message: 'It is turned off in Settings.', comment: '“It” is the catalogue.' },
  'list.now-withheld': {
    message: 'It is not used with the key in use: the catalogue line above says why.',
    comment: '“It” is the catalogue; the key is the API key in use.',
  },
  'list.now-paused': { message: 'It is paused: the catalogue line above says why.' },
  'list.now-building': { message: 'The catalogue line above says how far it is.' },
  'list.narrowed-why': {
    message:
      'Words are matched on this computer while the list has several categories or a range: the service filters by one category only and by no range. Remove them to search on the service.',
  },
  'list.place-why': {
    message:
      'Words are matched on this computer while this list is sorted or filtered so: {because}. Choose “As the service lists them” and Suggestors “Everyone” to search on the service.',
    comment: 'Quote list.sort-service, list.suggestors and list.suggestors-everyone as they are shown.',
  },
  'list.because-sort': { message: `the service does not sort {sort, select, ${SORTS}}` },
  'list.because-suggestors': { message: 'the service cannot filter by suggestors' },
  'list.because-newest': { message: 'this order is kept by the catalogue on this computer' },

  // The count line: what is shown, of how many, where it was found.
  'list.loading': { message: 'Loading bridges…' },
  'list.loading-more': { message: 'Loading more bridges…' },
  'list.reading-catalogue': { message: 'Reading the catalogue…' },
  'list.with-words': {
    message: ' with “{q}”',
    comment:
      'Put after the count of bridges: the search words. Keep the space before it as your language needs.',
  },
  'list.in-categories': {
    message: ' in {categories}',
    comment: 'Put after the count of bridges: one category, or several joined by “or”.',
  },
  'list.service-all': {
    message: `Showing all ${BRIDGES('n')}{where}`,
    comment: '{where} is list.with-words and list.in-categories.',
  },
  'list.service-so-far': { message: `Showing ${BRIDGES('n')}{where} so far` },
  'list.service-of': {
    message: `Showing {shown, number} of ${BRIDGES('of')}{where} (counted by the catalogue, updated {age})`,
    comment: '{age} says when, such as “3 minutes ago” or list.recently, already in your language.',
  },
  'list.service-of-in-all': {
    message: `Showing {shown, number} of ${BRIDGES('of')}{where} ({total, number} in all; counted by the catalogue, updated {age})`,
  },
  'list.recently': { message: 'recently', comment: 'Stands for a time not known: “updated recently”.' },
  'list.short-of': { message: `Showing {shown, number} of ${BRIDGES('of')}{where}` },
  'list.short-counted': { message: 'Counted by the catalogue, updated {age}' },
  'list.short-so-far': { message: `Showing ${BRIDGES('n')} so far{where}` },
  'list.short-with-words': { message: 'with “{q}”', comment: 'The search words, on a line of their own.' },
  'list.order-complete': {
    message: `over all ${BRIDGES('held')}, by the catalogue on this computer`,
    comment: 'Follows the table’s “Sorted by …”: over which bridges the sort ran.',
  },
  'list.order-partial': {
    message: `over the ${BRIDGES('held')} the catalogue holds so far; it is still reading the rest`,
  },
  'list.catalogue-count': {
    message: `Showing ${BRIDGES('n')}{where}{who}{words}{sorted} ({over}).`,
    comment:
      '{where}: list.in-categories; {who}: list.by-verified and the ranges; {words}: list.catalogue-words; {sorted}: list.sorted; {over}: list.over-complete or list.over-partial.',
  },
  'list.by-verified': {
    message: '{verified, select, verified { by verified suggestors} other { by unverified suggestors}}',
    comment: 'Put after the count of bridges: whose bridges are shown.',
  },
  'list.and-ranges': {
    message: ', {ranges}',
    comment:
      'Put after the count of bridges: the ranges, such as “with at least 100 passes, scored 20 to 80”.',
  },
  'list.catalogue-words': {
    message: ' with “{q}” in the title or a suggestion seen, searched on this computer',
    comment: 'A suggestion seen: the long text of a bridge opened here.',
  },
  'list.sorted': { message: `, sorted {sort, select, ${SORTS}}` },
  'list.over-complete': { message: `over all ${BRIDGES('held')}, catalogue updated {age}` },
  'list.over-partial': {
    message: `over the ${BRIDGES('held')} held so far; the catalogue is still reading the rest`,
  },
  'list.catalogue-short': { message: `Showing ${BRIDGES('n')}{where}{who}{words}` },
  'list.short-local-complete': { message: `On this computer, over all ${BRIDGES('held')}` },
  'list.short-local-partial': { message: 'On this computer, over {held, number} held so far' },
  'list.range-passes': {
    message:
      '{bound, select, both {with {lo, number} to {hi, number} passes} min {with at least {lo, plural, one {# pass} other {# passes}}} other {with at most {hi, plural, one {# pass} other {# passes}}}}',
    comment: 'A range of passes (uses of a bridge, docs/glossary.md), both bounds included.',
  },
  'list.range-score': {
    message:
      '{bound, select, both {scored {lo, number} to {hi, number}} min {scored at least {lo, number}} other {scored at most {hi, number}}}',
  },
  'list.range-published': {
    message:
      '{bound, select, both {published {from} to {to}} min {published from {from}} other {published until {to}}}',
    comment: '{from} and {to} are days written as 2025-06-30, both included.',
  },
  'list.empty-looked': { message: 'Looked for bridges{who} on this computer, {over}.' },
  'list.note-repeats': {
    message: `The service sent ${BRIDGES('n')} again on a later page; each is shown once.`,
  },
  'list.note-restarted': {
    message: `The service no longer knew where this list was (it may have restarted), so it was read again from the start, keeping the ${BRIDGES('n')} already shown.`,
  },

  // The rows, the empty list, the list's end.
  'list.row-by': { message: 'by {suggestor}', comment: '{suggestor} is the user name of who published it.' },
  'list.row-passes': { message: '{n, plural, one {# pass} other {# passes}}' },
  'list.row-score': {
    message: 'score {score, number}',
    comment: 'The service’s rating of the bridge, 0 to 100.',
  },
  'list.title-not-known': {
    message: '(title not known yet)',
    comment: 'After a bridge’s name in its address (its slug), while its title has not been read.',
  },
  'list.no-match': { message: 'No bridges match "{q}".' },
  'list.no-match-in': { message: 'No bridges match "{q}" in {category}.' },
  'list.none-in': { message: 'No bridges in {category}.' },
  'list.none': { message: 'There are no published bridges yet.' },
  'list.also-category': { message: '“{q}” is also a category.' },
  'list.show-category': { message: 'Show all bridges in {category}' },
  'list.empty-hint': {
    message:
      'Search finds bridges with your words in their title or suggestion. Try fewer words or another category.',
  },
  'list.end': { message: `That's all ${BRIDGES('n')}.` },
  'list.end-missing-cursor': {
    message:
      'The service said more bridges exist but sent no way to fetch them, so this list may be incomplete.',
  },
  'list.end-repeated-cursor': {
    message:
      'The service pointed back to a page already shown, so the list stops here and may be incomplete.',
  },
  'list.end-empty-pages': {
    message:
      'The service sent {n, number} empty pages in a row, so the list stops here and may be incomplete.',
  },
  'list.refused': {
    message: 'The service refused the key in use, so no more bridges can be read with it. {title}. {next}',
    comment: 'The key is the API key in use. {title} is why, in bold; {next} what to do next.',
  },
  'list.read-before': {
    message: `The ${BRIDGES('n')} below were read before the refusal ({age}); they are public data and are kept as they were.`,
    comment: '{age} says when, such as “3 minutes ago” or list.earlier.',
  },
  'list.earlier': { message: 'earlier' },
  'list.insights-these': {
    message: `these ${BRIDGES('n')}`,
    comment: 'Names the bridges listed; it is put into “Insights for …” (stats.insights-for) and its charts.',
  },
} as const satisfies SourceSlice
