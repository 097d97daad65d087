/** What changed (renderer/src/features/changes): the catalogue between two dates, from its change history. */
import type { SourceSlice } from '../../source-message.ts'

export const changes = {
  'changes.nav': {
    message: 'What changed',
    comment:
      'The section and page that show bridges added, removed and changed in the catalogue between two dates.',
  },
  'changes.intro': {
    message:
      'Bridges the catalogue saw added, removed and changed between two dates, from the history of changes kept on this computer.',
  },
  'changes.from': { message: 'From', comment: 'Label of the first date of the range.' },
  'changes.to': { message: 'To', comment: 'Label of the last date of the range (included).' },
  'changes.problem.backwards': {
    message: 'The first date is after the last one. Choose a first date on or before the last date.',
  },
  'changes.problem.not-a-day': { message: 'Enter both dates.' },
  'changes.resolution': {
    message:
      'The catalogue reads new bridges every few minutes and the whole list every {days, plural, one {day} other {# days}}, so a change is seen when the catalogue next reads that bridge, not at the moment it happened.',
    comment: 'Said beside every set of changes: how finely in time changes are seen.',
  },
  'changes.kept': {
    message:
      'The history is kept for {days, number} days in the catalogue file on this computer. It is lost when that file is found damaged and set aside, and when the catalogue is deleted; Rebuild keeps it.',
  },
  'changes.kept-since': {
    message: 'Changes are recorded from {date} on: nothing earlier is known.',
  },
  'changes.none-yet': {
    message: 'No change is recorded yet: the history begins with the catalogue’s next read.',
  },
  'changes.none': { message: 'Nothing changed in the catalogue between these dates.' },
  'changes.counts': { message: 'Changes by category', comment: 'Heading of the counts per category.' },
  'changes.all-categories': { message: 'All categories' },
  'changes.count.added': {
    message: '{n, plural, one {# added} other {# added}}',
    comment: 'A button: the number of bridges added (in a category); it shows them.',
  },
  'changes.count.removed': {
    message: '{n, plural, one {# removed} other {# removed}}',
    comment: 'A button: the number of bridges removed (marked gone by the service).',
  },
  'changes.count.changed': {
    message: '{n, plural, one {# changed} other {# changed}}',
    comment: 'A button: the number of bridges whose passes, score, category or title changed.',
  },
  'changes.rows.heading': {
    message:
      '{kind, select, added {Bridges added} removed {Bridges removed} changed {Bridges changed} other {Every change}}{scope, select, all {} other {: {category}}}',
    comment:
      'Heading of the rows shown; {category} is a category name from the service; {scope} is “all” when no category is chosen, else “one”.',
  },
  'changes.rows.count': {
    message: '{shown, number} of {total, plural, one {# bridge} other {# bridges}} shown',
  },
  'changes.show-all': { message: 'Show every change' },
  'changes.more': { message: 'Show more' },
  'changes.kind.added': { message: 'Added', comment: 'Tag of a bridge added between the two dates.' },
  'changes.kind.removed': { message: 'Removed', comment: 'Tag of a bridge removed between the two dates.' },
  'changes.kind.changed': { message: 'Changed', comment: 'Tag of a bridge changed between the two dates.' },
  'changes.field.passes': { message: 'Passes' },
  'changes.field.score': { message: 'Score' },
  'changes.field.category': { message: 'Category' },
  'changes.field.title': { message: 'Title' },
  'changes.field-change': {
    message: '{field}: {old} → {new}',
    comment: 'One field of a bridge at the first date and at the last, e.g. “Passes: 12 → 15”.',
  },
  'changes.export': { message: 'Export {format}', comment: '{format} is CSV or JSON.' },
  'changes.export.hint': {
    message: 'The file holds the changes shown: all of them, or the ones chosen above.',
  },
  'changes.palette.hint': { message: 'Bridges added, removed and changed between two dates' },
  'changes.palette.words': {
    message: 'changes, changed, history, since, added, removed, compare, dates',
    comment: 'Comma-separated words a person might type to find this page in the command palette.',
  },
} as const satisfies SourceSlice
