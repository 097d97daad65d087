/**
 * The system dialogs main opens itself (electron/dialogs, electron/diagnostics): their titles, buttons and the
 * names of their file types, worded by main in the language in force (electron/i18n/main-words.ts, docs/i18n.md).
 */
import type { SourceSlice } from '../../source-message.ts'

export const dialogs = {
  'dialogs.export-bridges': {
    message: 'Export bridges',
    comment: 'Title of the save dialog of an export. A bridge is a suggestion someone published.',
  },
  'dialogs.export-views': {
    message: 'Export saved views',
    comment: 'Title of the save dialog. A saved view: the bridge list’s search and layout kept under a name.',
  },
  'dialogs.import-views': { message: 'Import saved views', comment: 'Title of the open dialog.' },
  'dialogs.views-file': {
    message: 'Saved views (JSON)',
    comment: 'The name of a file type in the open dialog; JSON stays as it is.',
  },
  'dialogs.save-diagnostics': {
    message: 'Save diagnostics',
    comment: 'Title: Help → Save diagnostics. Diagnostics: a file about the app’s state to send to support.',
  },
  'dialogs.diagnostics-file': {
    message: 'Diagnostics (JSON)',
    comment: 'The name of a file type in the save dialog; JSON stays as it is.',
  },
  'dialogs.diagnostics-holds': { message: 'The diagnostics file holds:', comment: 'A list follows.' },
  'dialogs.diagnostics-no-key': {
    message: 'No API key is in it. Look at it before you send it to anyone.',
  },
  'dialogs.diagnostics-choose': {
    message: 'Choose where to save…',
    comment: 'A button: it opens the save dialog.',
  },
  'dialogs.diagnostics-failed': {
    message: 'The diagnostics file could not be saved',
    comment: 'Title of an error box; the reason follows as the system gives it.',
  },
  'dialogs.cancel': { message: 'Cancel' },
} as const satisfies SourceSlice
