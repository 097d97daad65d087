/** Saved views (renderer/src/features/saved-views): saving the list's view, the page that manages them, the nav. */
import type { SourceSlice } from '../../source-message.ts'

export const views = {
  'views.title': {
    message: 'Saved views',
    comment: 'A view: the bridge list’s search, category and layout, saved under a name (like a bookmark).',
  },
  'views.manage': { message: 'Manage views' },
  'views.intro': {
    message:
      'A view keeps a search, a category, list or table, and the table’s columns. Save one from {bridges} with “{save}”.',
    comment: '{bridges} is a link to the Bridges page (its name); {save} is the button’s words, views.save.',
  },
  'views.none': { message: 'No saved views yet.' },
  'views.none-how': {
    message:
      'On Bridges, choose a category, search, switch to the table and arrange its columns, then press “{save}”. The view appears here and in the side bar, and has a link you can share.',
    comment: '{save} is the button’s words, views.save.',
  },
  'views.summary': {
    message: '{description} · saved {when}',
    comment: '{description} is views.describe…; {when} is a date, with how long ago as its tooltip.',
  },
  'views.actions-for': { message: 'Actions for {name}', comment: '{name} is the saved view’s name.' },
  'views.copy-named': { message: 'Copy {name}', comment: 'Name of the copy buttons of the view {name}.' },
  'views.copy-link': { message: 'Copy link' },
  'views.link-copied': { message: 'Link copied' },
  'views.rename': { message: 'Rename' },
  'views.delete': { message: 'Delete' },
  'views.rename-title': { message: 'Rename “{name}”' },
  'views.renamed': { message: 'Renamed to “{name}”.' },
  'views.delete-title': { message: 'Delete the view “{name}”?' },
  'views.delete-confirm': { message: 'Delete view' },
  'views.deleted': { message: 'Deleted “{name}”.' },
  'views.not-deleted': { message: 'Could not delete “{name}”.' },
  'views.links-keep': { message: 'Links to it keep working: a view’s link carries the whole view.' },
  'views.updated': { message: 'Updated “{name}” with these columns and this order.' },
  'views.not-updated': { message: 'Could not update “{name}”.' },
  'views.update': {
    message: 'Update “{name}”',
    comment: 'Keeps the columns and order now on screen in the saved view {name}.',
  },
  'views.save-as-new': { message: 'Save as new view…' },
  'views.save': { message: 'Save view…', comment: 'Opens a dialog that asks for the view’s name.' },
  'views.current': {
    message: 'Saved view: {name}',
    comment: 'The view on screen is saved under {name} (a link to the Saved views page).',
  },
  'views.save-title': { message: 'Save this view' },
  'views.save-confirm': { message: 'Save view' },
  'views.saved': { message: 'Saved “{name}”. It is listed under Bridges in the side bar.' },
  'views.keeps': {
    message:
      'The view keeps the search and where it is matched, the category, the suggestors, the sort, list or table, and the table’s columns and widths.',
  },
  'views.name': { message: 'Name', comment: 'The field of the view’s name.' },
  'views.name-needed': { message: 'Give the view a name.' },
  'views.cancel': { message: 'Cancel' },
  'views.transfer': { message: 'Export and import' },
  'views.export': { message: 'Export views…' },
  'views.import': { message: 'Import views…' },
  'views.import-file': { message: 'Saved views file to import' },
  'views.too-large': { message: 'This file is too large to be a saved-views file (over 512 KB).' },
  'views.exported-to': {
    message: 'Exported {count, plural, one {# view} other {# views}} to',
    comment: 'Followed by the file’s path, a “Show in folder” and a “Copy path” button.',
  },
  'views.exported-download': {
    message: 'Exported {count, plural, one {# view} other {# views}} as {file} (your browser’s downloads).',
    comment: '{file} is the name of the file the browser downloaded.',
  },
  'views.using-one': {
    message: 'Your {link} {names} reads it too.',
    comment:
      'On a notice that an API address will stop working: one saved view reads it. {link} is views.using-link-one (a link), {names} the view’s name in quotes.',
  },
  'views.using-many': {
    message: 'Your {link} {names} read it too.',
    comment: 'As views.using-one, for several saved views: {names} lists their names in quotes.',
  },
  'views.using-link-one': { message: 'saved view' },
  'views.using-link-many': { message: 'saved views' },
  'views.quoted': { message: '“{name}”', comment: 'A view’s name in the quotation marks of your language.' },
  'views.name-all': { message: 'All bridges', comment: 'A name suggested for a view of the whole list.' },
  'views.name-table': {
    message: '{name} (table)',
    comment: 'A name suggested for a view shown as a table.',
  },
  'views.describe.table': { message: 'Table', comment: 'The view shows the list as a table.' },
  'views.describe.list': { message: 'List', comment: 'The view shows the list as a list of cards.' },
  'views.describe.all-categories': { message: 'all categories' },
  'views.describe.search': {
    message: 'search “{q}”',
    comment: '{q} is the words searched for, as typed.',
  },
  'views.describe.search-local': {
    message: 'search “{q}” on this computer',
    comment: 'The words are looked for in the catalogue on this computer, not by the service.',
  },
  'views.describe.suggestors': {
    message:
      '{kind, select, verified {verified suggestors} unverified {unverified suggestors} other {{kind} suggestors}}',
    comment: 'Which suggestors’ bridges the view lists: those verified by the service, or the others.',
  },
  'views.describe.sort': {
    message:
      'by {column, select, title {title} category {category} published_at {published at} passes {passes} score {score} suggestor {suggestor} slug {slug} id {id} other {{column}}}, {desc, select, true {high to low} other {low to high}}',
    comment:
      'The view’s sort: the column and the direction. slug and id are the API’s names of a bridge’s identifiers.',
  },
  'views.describe.hidden': {
    message: '{n, plural, one {# column hidden} other {# columns hidden}}',
  },
  'views.import.none-added': { message: 'No views were added.' },
  'views.import.added': { message: 'Added {n, plural, one {# view} other {# views}}: {names}.' },
  'views.import.renamed': {
    message: '“{from}” is the name of another saved view, so it was added as “{to}”.',
  },
  'views.import.duplicates': {
    message:
      '{n, plural, one {# view was} other {# views were}} already saved with the same name, filters and columns, so not added again: {names}.',
  },
  'views.import.skipped': {
    message: 'Skipped “{name}”: {reason}.',
    comment: '{reason} is written by the app’s core (it may be in English).',
  },
  'views.import.skipped-entry': {
    message: 'Skipped an entry: {reason}.',
    comment: 'An entry of the file that has no name. {reason} is written by the app’s core.',
  },
} as const satisfies SourceSlice
