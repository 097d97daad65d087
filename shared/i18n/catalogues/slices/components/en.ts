/** The shared components (renderer/src/components): dialogs, notices, copy buttons, badges, status lines. */
import type { SourceSlice } from '../../source-message.ts'

export const components = {
  'components.opening': { message: 'Opening…', comment: 'Shown while a page’s code loads.' },
  'components.cancel': { message: 'Cancel', comment: 'Closes a dialog without doing what it asks.' },
  'components.try-again': { message: 'Try again' },
  'components.stale': {
    message: 'Showing data from {age}; it could not be refreshed. {title} {next}',
    comment:
      '{age} is how long ago, such as “3 minutes ago”. {title} is what failed, in bold; {next} what to do next.',
  },
  'components.stale.earlier': {
    message: 'Showing data from earlier; it could not be refreshed. {title} {next}',
    comment: 'As above, when it is not known how old the data is.',
  },
  'components.last-failure': {
    message: 'The last request ({path}, {answer}) failed. {title} {next}',
    comment:
      '{path} is the address asked for, such as /v1/bridges; {answer} the HTTP status, such as 503, or “no answer”. {title} is what failed, in bold; {next} what to do next.',
  },
  'components.no-answer': {
    message: 'no answer',
    comment: 'In place of an HTTP status, when the service did not answer at all.',
  },
  'components.failure-title': {
    message: '{title}.',
    comment:
      'A failure’s title ended as a sentence; change the full stop if the language ends sentences otherwise.',
  },
  'components.why': {
    message: 'Why?',
    comment: 'A button beside a control that cannot be chosen now; it shows why.',
  },
  'components.demo': {
    message: 'Demo data',
    comment: 'A badge: what the app shows is the built-in sample, not the real service’s data.',
  },
  'components.demo.words': {
    message: 'Sample bridges from the built-in service. {add} to see the real ones.',
    comment: '{add} is a link whose words are components.demo.add.',
  },
  'components.demo.add': { message: 'Add your API key' },
  'components.copy-path': { message: 'Copy path', comment: 'Copies the path of a saved file.' },
  'components.path-copied': { message: 'Path copied' },
  'components.path-not-copied': { message: 'Could not copy; select the path' },
  'components.show-in-folder': {
    message: 'Show in folder',
    comment: 'Opens the system’s file manager at the saved file.',
  },
  'components.folder-not-shown': { message: 'Could not open the folder; copy the path' },
  'components.copy-link': {
    message: 'Copy link',
    comment: 'Copies the app’s own link (bridge-explorer://…) to this bridge or profile.',
  },
  'components.link-copied': { message: 'Link copied', comment: 'Said after components.copy-link.' },
  'components.copy-slug': {
    message: 'Copy slug',
    comment: 'The slug: a bridge’s name in its address (quiet-river-walk), docs/glossary.md.',
  },
  'components.slug-copied': { message: 'Slug copied' },
  'components.copy-id': { message: 'Copy id', comment: 'A bridge’s id, as the service gives it.' },
  'components.id-copied': { message: 'Id copied' },
  'components.copy-username': { message: 'Copy username', comment: 'A suggestor’s username.' },
  'components.username-copied': { message: 'Username copied' },
  'components.copy-refused': { message: 'Could not copy: the clipboard refused' },
  'components.not-given': {
    message: 'not given',
    comment: 'Read by screen readers for a dash that stands for a value the service did not give.',
  },
  'components.verified': {
    message: 'Verified',
    comment: 'A badge: the service has verified this suggestor’s account.',
  },
  'components.relative': {
    message: '{date} ({ago})',
    comment: '{date} is a date, such as 12 Mar 2026; {ago} how long ago, such as “3 days ago”.',
  },
  'components.view-failed': {
    message: 'The {view} view failed',
    comment: '{view} is the name of a page, such as Stats.',
  },
  'components.view-failed.about': {
    message:
      'Something in this view stopped working, so it could not be shown. The rest of the app still works.',
  },
  'components.view-failed.what': {
    message: 'What failed: {error}',
    comment: '{error} is the program’s own message, in English.',
  },
  'components.view-failed.reload': { message: 'Reload this view' },
  'components.chart.summary-one': {
    message: '{title}: {value} on {at}',
    comment:
      'A chart’s summary for screen readers: {title} is what it shows, {value} a reading, {at} its date and time.',
  },
  'components.chart.summary': {
    message: '{title}: {value} on {at}, {last} on {lastAt}',
    comment: 'As above, with the first and the last reading.',
  },
  'components.chart.at': {
    message: '{time}: {value}',
    comment: 'A reading of a chart: {time} is a date and time, {value} the reading or a mark’s words.',
  },
  'components.chart.not-recorded': {
    message: 'not recorded',
    comment: 'No reading was recorded at that time.',
  },
  'components.chart.one-reading': {
    message: 'One reading so far: a line needs two (the app records every 5 minutes).',
  },
  'components.chart.caption': {
    message: '{title} over time',
    comment: 'The caption of a chart’s table for screen readers; {title} is what it shows.',
  },
  'components.chart.time': { message: 'Time', comment: 'Column heading: the time of each reading.' },
} as const satisfies SourceSlice
