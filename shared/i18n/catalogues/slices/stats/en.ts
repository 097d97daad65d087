/** Stats (renderer/src/features/stats): the platform's counters, their change since the last visit, Insights. */
import type { SourceSlice } from '../../source-message.ts'

export const stats = {
  'stats.intro': { message: 'Counters for the whole platform.' },
  'stats.bridges': {
    message: 'Bridges',
    comment: 'A counter and a chart: how many bridges (suggestions people published, docs/glossary.md).',
  },
  'stats.suggestors': {
    message: 'Suggestors',
    comment: 'People who published at least one bridge (docs/glossary.md).',
  },
  'stats.passes': {
    message: 'Passes',
    comment: 'Uses of bridges, counted by the service (docs/glossary.md): not passwords, not tickets.',
  },
  'stats.avg-score': { message: 'Average score', comment: 'The mean of the bridges’ scores (a rating).' },
  'stats.means.bridges': {
    message: 'Published suggestions, each with a title, its text and often a web site.',
  },
  'stats.means.suggestors': { message: 'People who have published at least one bridge.' },
  'stats.means.passes': { message: 'Times people have used a bridge, all bridges together.' },
  'stats.means.avg-score': { message: 'The mean score of all published bridges; higher is better.' },
  'stats.since': {
    message:
      '{when, select, today {earlier today} yesterday {yesterday} days {{days, plural, one {# day ago} other {# days ago}}} other {your last visit}}',
    comment:
      'When the user last looked, as it reads after “since” in stats.change.none and stats.change.delta: write it in the form your language needs there.',
  },
  'stats.change.none': {
    message: 'No change since {since}',
    comment: '{since} is stats.since: “yesterday”, “5 days ago”, “your last visit”.',
  },
  'stats.change.delta': {
    message: '{delta} since {since}',
    comment: '{delta} is a signed number such as +12 or −3; {since} is stats.since.',
  },
  'stats.over-time': { message: 'Over time', comment: 'Heading of the charts of the counters over time.' },
  'stats.loading-history': { message: 'Loading history…' },
  'stats.no-history': { message: 'No history for this range yet' },
  'stats.history-builds': {
    message: 'History builds up over time: the app records the counters every 5 minutes while it runs.',
  },
  'stats.insights': {
    message: 'Insights',
    comment: 'Heading of charts over the whole list of bridges, read from the catalogue on this computer.',
  },
  'stats.insights-for': {
    message: 'Insights for {words}',
    comment: '{words} names the bridges, such as “these 297 bridges” (already in your language).',
  },
  'stats.catalogue-off': {
    message: 'The catalogue is turned off in Settings, so there is nothing to show here.',
    comment: 'The catalogue: the app’s own copy of the whole bridge list (docs/glossary.md).',
  },
  'stats.withheld': { message: 'Nothing to show for the key in use: the line above says why.' },
  'stats.reading': {
    message: 'The catalogue is reading the list of bridges; the charts appear as soon as it holds some.',
  },
  'stats.covers-so-far': {
    message:
      'These figures cover the {rows, plural, one {# bridge} other {# bridges}} read so far, not all of them yet.',
  },
  'stats.bridges-by-category': { message: 'Bridges by category' },
  'stats.passes-by-category': { message: 'Passes by category' },
  'stats.per-month': { message: 'Bridges published per month' },
  'stats.score-spread': { message: 'Spread of score', comment: 'How the bridges’ scores spread (a chart).' },
  'stats.bridges-by-score': { message: 'Bridges by score' },
  'stats.top-by-passes': { message: 'Top suggestors by passes' },
  'stats.passes-by-suggestor': { message: 'Passes by suggestor' },
  'stats.top-by-bridges': { message: 'Top suggestors by bridges' },
  'stats.bridges-by-suggestor': { message: 'Bridges by suggestor' },
  'stats.row-category': { message: 'Category', comment: 'Header of a table’s first column.' },
  'stats.row-score': { message: 'Score', comment: 'Header of a table’s first column: bins of scores.' },
  'stats.row-suggestor': { message: 'Suggestor', comment: 'Header of a table’s first column.' },
  'stats.row-month': { message: 'Month', comment: 'Header of a table’s first column.' },
  'stats.count-bridges': { message: '{n, plural, one {# bridge} other {# bridges}}' },
  'stats.count-passes': { message: '{n, plural, one {# pass} other {# passes}}' },
  'stats.bar-title': {
    message: '{label}: {count}',
    comment: 'A bar’s tooltip: its name (a category, a user name) and stats.count-bridges or -passes.',
  },
  'stats.bar-link': {
    message: '{label}: {count}; {goes}',
    comment:
      'A bar that is a link, for screen readers: its name, its count and where it leads (stats.goes-…).',
  },
  'stats.goes-list': { message: 'list them', comment: 'The bar leads to the list of the bridges it counts.' },
  'stats.show-table': { message: 'Show as a table' },
  'stats.show-chart': { message: 'Show as a chart' },
  'stats.score-bin': {
    message: '{from, number} to {last, number}',
    comment: 'Scores from {from} to {last}, both included (a bin of a chart).',
  },
  'stats.month-partial': {
    message: '{month} (partial)',
    comment: 'A month the chart covers only in part (it began later, or is not over).',
  },
  'stats.partial.start': {
    message: 'Hatched bars are partial months: {start} starts at the first bridge held ({day}).',
    comment: '{start} is a month and year; {day} the date of the first bridge the catalogue holds.',
  },
  'stats.partial.now': {
    message: 'Hatched bars are partial months: {now} is not over.',
    comment: '{now} is the current month and year.',
  },
  'stats.partial.both': {
    message:
      'Hatched bars are partial months: {start} starts at the first bridge held ({day}); {now} is not over.',
    comment: '{start} and {now} are months with their year; {day} the date of the first bridge held.',
  },
} as const satisfies SourceSlice
