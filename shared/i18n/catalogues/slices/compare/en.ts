/** The compare page (renderer/src/features/compare) and its entry points: two side by side, one over time. */
import type { SourceSlice } from '../../source-message.ts'

export const compare = {
  'compare.page': {
    message: 'Compare',
    comment: 'The page that shows two bridges or two profiles side by side.',
  },
  'compare.open': {
    message: 'Compare',
    comment: 'Opens the compare page for the two chosen items (a verb).',
  },
  'compare.with': {
    message: 'Compare with…',
    comment: 'On a bridge’s page: opens the compare page, where a second bridge is chosen.',
  },
  'compare.title': {
    message: '{kind, select, bridges {Compare bridges} other {Compare profiles}}',
    comment: '{kind} is bridges or profiles.',
  },
  'compare.title.one': {
    message: '{title}: compare and over time',
    comment:
      '{title} is the bridge’s title; the page shows its readings over time and lets a second be chosen.',
  },
  'compare.title.one-profile': { message: 'Compare {name}', comment: '{name} is a username such as @alice.' },
  'compare.flaw': {
    message:
      '{flaw, select, empty {This link names nothing to compare.} more {A comparison shows two at most; this link names more.} name {This link holds a name no bridge or profile can have.} mixed {A comparison shows two bridges or two profiles, not one of each.} twice {This link names the same one twice.} other {This link is longer than any link of the app.}}',
    comment: 'Why a compare link cannot be shown; {flaw} is chosen by the app.',
  },
  'compare.flaw-link': { message: 'Browse all bridges' },
  'compare.read-from': {
    message:
      '{from, select, catalogue {From the catalogue, read {when}} other {From the service, read {when}}}',
    comment:
      'Under each column’s name: where its figures come from and when they were read. {when} is a date and time.',
  },
  'compare.loading': { message: 'Reading…' },
  'compare.field': {
    message: 'Field',
    comment: 'Column heading: the name of each compared fact (passes, score…).',
  },
  'compare.difference': { message: 'Difference', comment: 'Column heading: whether the two values differ.' },
  'compare.summary': {
    message: '{n, plural, =0 {No field differs} one {# field differs} other {# fields differ}}',
    comment: 'The table’s caption: how many rows have two different values.',
  },
  'compare.copy': { message: 'Copy as text', comment: 'Copies the comparison as a plain-text table.' },
  'compare.copied': { message: 'Comparison copied as text' },
  'compare.not-known': { message: 'not known', comment: 'A value the app has not read (yet).' },
  'compare.yes': { message: 'Yes' },
  'compare.no': { message: 'No' },
  'compare.same': { message: 'Same', comment: 'The two values are equal.' },
  'compare.differs': { message: 'Differs', comment: 'The two values are not equal.' },
  'compare.differs-by': {
    message: 'Differs: {a} vs {b}, {delta}',
    comment: 'Two numbers and their difference with its sign, such as “Differs: 12 vs 15, +3”.',
  },
  'compare.unknown': { message: 'Not known for both', comment: 'One of the two values is not known.' },
  'compare.field.title': { message: 'Title' },
  'compare.field.category': { message: 'Category' },
  'compare.field.passes': {
    message: 'Passes',
    comment: 'Uses of a bridge (docs/glossary.md), not passwords.',
  },
  'compare.field.score': { message: 'Score', comment: 'The service’s rating of a bridge, 0 to 100.' },
  'compare.field.published': { message: 'Published' },
  'compare.field.suggestor': { message: 'Suggested by' },
  'compare.field.verified': { message: 'Verified suggestor' },
  'compare.field.domain': { message: 'Web site' },
  'compare.field.identifier': { message: 'Id' },
  'compare.field.display-name': { message: 'Display name' },
  'compare.field.total-passes': { message: 'Passes of all their bridges' },
  'compare.field.bridge-count': { message: 'Bridges published' },
  'compare.field.most-passes': { message: 'Passes of their most used bridge' },
  'compare.change.passes': {
    message: 'Passes {from} → {to} ({delta}) since {date}',
    comment: 'The change between two readings of one bridge; {date} is the earlier reading’s date.',
  },
  'compare.change.both': {
    message: 'Passes {from} → {to} ({delta}), score {scoreFrom} → {scoreTo} ({scoreDelta}) since {date}',
  },
  'compare.change.none': { message: 'Passes unchanged at {passes} since {date}' },
  'compare.change.unknown': { message: 'The passes are not known at one of the two readings.' },
  'compare.over-time.heading': { message: 'Over time' },
  'compare.over-time.note': {
    message:
      'Each time the app read this bridge: the catalogue’s history (passes and score whenever its reading found them changed), the watch list’s readings (passes only, kept while the bridge is pinned) and the figures shown now. A reading both kept is shown once.',
  },
  'compare.over-time.few': {
    message:
      'Only one reading so far. The catalogue keeps a reading whenever it finds the passes or score changed; pin the bridge to the watch list to keep its passes at each refresh too.',
  },
  'compare.over-time.link': {
    message: 'Passes and score over time',
    comment:
      'On a bridge’s page: opens the page that shows the bridge’s passes and score each time the app read it.',
  },
  'compare.over-time.from': { message: 'From', comment: 'The earlier of the two readings compared.' },
  'compare.over-time.to': { message: 'To', comment: 'The later of the two readings compared.' },
  'compare.over-time.read': { message: 'Read', comment: 'Column heading: when the reading was taken.' },
  'compare.over-time.source': { message: 'From', comment: 'Column heading: where the reading came from.' },
  'compare.source': {
    message: '{from, select, watch {Watch list} catalogue {Catalogue} other {Service}}',
    comment: 'Where a reading came from.',
  },
  'compare.pick.heading': {
    message: '{kind, select, bridges {Compare with another bridge} other {Compare with another profile}}',
    comment: '{kind} is bridges or profiles.',
  },
  'compare.pick.field': {
    message: '{kind, select, bridges {Bridge to compare with} other {Profile to compare with}}',
    comment: '{kind} is bridges or profiles.',
  },
  'compare.pick.find': { message: 'Find', comment: 'Looks up what was typed (a verb).' },
  'compare.pick.hint': {
    message: 'A name, an id, words of a title or a link, as Lookup reads them.',
  },
  'compare.pick.none': { message: 'Nothing found for {text}.', comment: '{text} is what the user typed.' },
  'compare.pick.choices': { message: 'What it may mean' },
  'compare.pick.with': {
    message: 'Compare with {name}',
    comment: '{name} is a bridge’s title or a username.',
  },
  'compare.choose.legend': { message: 'Compare two' },
  'compare.choose.item': {
    message: '{kind, select, bridges {Bridge {label}} other {Profile {label}}}',
    comment: '{label} is what the user looked up (a name or a title); {kind} is bridges or profiles.',
  },
  'compare.choose.hint': {
    message:
      '{n, plural, =0 {Choose two bridges or two profiles.} one {Choose one more of the same kind.} other {Choose just two of the same kind.}}',
    comment: '{n} is how many are chosen now.',
  },
} as const satisfies SourceSlice
