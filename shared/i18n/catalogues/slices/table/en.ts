/**
 * The bridge list as a table (renderer/src/features/bridges/table): its columns, the Columns menu, the row menu,
 * the note on how the rows are sorted, the selection's copy buttons and the side panel's own words (its facts reuse
 * `detail.*` and `lookup.*`).
 */
import type { SourceSlice } from '../../source-message.ts'

export const table = {
  'table.column.title': { message: 'Title', comment: 'Column heading: the bridge’s title.' },
  'table.column.category': { message: 'Category', comment: 'Column heading: the bridge’s category.' },
  'table.column.published': {
    message: 'Published',
    comment: 'Column heading: the date the bridge was published.',
  },
  'table.column.passes': {
    message: 'Passes',
    comment: 'Column heading: how many times people used the bridge (docs/glossary.md: pass). Not passwords.',
  },
  'table.column.score': {
    message: 'Score',
    comment: 'Column heading: the service’s rating of the bridge, 0 to 100.',
  },
  'table.column.suggestor': {
    message: 'Suggestor',
    comment: 'Column heading: the user name of the person who published the bridge (docs/glossary.md).',
  },
  'table.column.slug': {
    message: 'Slug',
    comment: 'Column heading: the bridge’s name in its address, such as quiet-river-walk (docs/glossary.md).',
  },
  'table.column.id': {
    message: 'Id',
    comment: 'Column heading: the bridge’s identifier in the service (br_…).',
  },
  'table.verified': {
    message: 'verified',
    comment:
      'Read by screen readers after a suggestor’s name that has a ✓: the service has verified who they are.',
  },
  'table.grid': { message: 'Bridges', comment: 'Name of the table of bridges, read by screen readers.' },
  'table.loading-more': { message: 'Loading more bridges…' },
  'table.columns': {
    message: 'Columns',
    comment: 'Button that opens the choice of the table’s columns to show, hide and move.',
  },
  'table.move-start': {
    message: 'Move {column} left',
    comment:
      'Moves the column one place towards the start of the row: write “right” in a right-to-left language, where the row starts on the right. {column} is a column heading.',
  },
  'table.move-end': {
    message: 'Move {column} right',
    comment:
      'Moves the column one place towards the end of the row: write “left” in a right-to-left language. {column} is a column heading.',
  },
  'table.reset-columns': { message: 'Reset columns', comment: 'Goes back to the table’s own columns.' },
  'table.sort-title': {
    message: 'Sort (Shift+click: sort by this too; ←/→: width; Alt+←/→: move the column)',
    comment: 'Tooltip of a column heading. Keep the key names (Shift, Alt) and the arrows as they are.',
  },
  'table.sort-help': {
    message:
      'Enter or Space sorts by this column. The left and right arrow keys make it narrower or wider; with Alt they move it.',
    comment:
      'Read by screen readers on a column heading. Enter, Space and Alt are keyboard keys. In a right-to-left language the arrow towards the row’s start (right) makes it narrower: name the right arrow first.',
  },
  'table.sort.none': { message: 'Newest first, as the service sends them. Click a heading to sort.' },
  'table.sort.reset': {
    message: 'Newest first',
    comment: 'A link-like button after the sort note: back to the service’s own order.',
  },
  'table.sort.by': {
    message: '{column} ({direction})',
    comment: 'One column the rows are sorted by: “Passes (highest first)”.',
  },
  'table.sort.then': {
    message: '{first}, then {next}',
    comment: 'Two sorts in a row: the rows are sorted by {first}, and where it ties, by {next}.',
  },
  'table.sort.over': {
    message: 'Sorted by {by} {over}.',
    comment:
      '{by} is one or more sorts (table.sort.by); {over} says over what, such as “over all 1,200 bridges, by the catalogue on this computer”.',
  },
  'table.sort.loaded': {
    message: 'Sorted by {by} among the {n, plural, one {# bridge} other {# bridges}} loaded.',
    comment: '{by} is one or more sorts (table.sort.by); {n} how many bridges the app has loaded.',
  },
  'table.sort.loaded-more': {
    message:
      'Sorted by {by} among the {n, plural, one {# bridge} other {# bridges}} loaded so far; the service has no sort of its own, so rows still to load may come before these.',
    comment: '{by} is one or more sorts (table.sort.by); {n} how many bridges the app has loaded so far.',
  },
  'table.sort.newest': { message: 'newest first', comment: 'A sort by date, in brackets after the column.' },
  'table.sort.oldest': { message: 'oldest first' },
  'table.sort.highest': {
    message: 'highest first',
    comment: 'A sort by number, in brackets after the column.',
  },
  'table.sort.lowest': { message: 'lowest first' },
  'table.sort.z-a': { message: 'Z to A', comment: 'A sort by text, backwards through the alphabet.' },
  'table.sort.a-z': { message: 'A to Z', comment: 'A sort by text, through the alphabet.' },
  'table.selected': {
    message: '{n, plural, one {# selected} other {# selected}}',
    comment: 'How many rows of the table are selected.',
  },
  'table.copy-tsv': {
    message: '{n, plural, one {Copy row (TSV)} other {Copy rows (TSV)}}',
    comment: 'Copies the selected rows (tab-separated values, for a spreadsheet). TSV stays as it is.',
  },
  'table.copy-csv': {
    message: 'Copy as CSV',
    comment: 'Copies the selected rows as comma-separated values. CSV stays as it is.',
  },
  'table.copied': {
    message: '{n, plural, one {Row copied as {format}} other {# rows copied as {format}}}',
    comment: '{format} is TSV or CSV.',
  },
  'table.menu': {
    message: 'Actions for {title}',
    comment: 'Name of a row’s menu, read by screen readers; {title} is the bridge’s title.',
  },
  'table.menu.open': { message: 'Open', comment: 'Opens the bridge’s page.' },
  'table.menu.copy-tsv': {
    message:
      '{n, plural, one {Copy row for a spreadsheet (TSV)} other {Copy # rows for a spreadsheet (TSV)}}',
    comment: 'Row menu item. TSV: tab-separated values.',
  },
  'table.menu.copy-csv': {
    message: '{n, plural, one {Copy row as CSV} other {Copy # rows as CSV}}',
    comment: 'Row menu item. CSV: comma-separated values.',
  },
  'table.panel': {
    message: 'Selected bridge',
    comment: 'Name of the panel beside the table that shows the selected row’s bridge.',
  },
  'table.panel.bridge': { message: 'Bridge', comment: 'The side panel’s heading while it shows a bridge.' },
  'table.panel.close': { message: 'Close the panel' },
  'table.panel.loading-profile': { message: 'Loading profile…' },
  'table.panel.more': {
    message: 'and {n, plural, one {# more bridge} other {# more bridges}}',
    comment: 'After the first 20 bridges of a profile: how many more it has.',
  },
  'table.panel.open-bridge': { message: 'Open the bridge’s page' },
  'table.panel.open-profile': { message: 'Open the profile’s page' },
} as const satisfies SourceSlice
