/** Options of the save and open dialogs of a saved-views file: the export's save dialog, retitled, and a JSON open. */
import type { Translate } from '../../shared/i18n/translate.ts'
import { exportDialogOptions } from './export-dialog.ts'

/** The save dialog of a views export (same safe name and JSON filter as a bridges export). */
export function viewsSaveDialogOptions(suggestedName: string, downloadsDir: string, t: Translate) {
  return { ...exportDialogOptions('json', suggestedName, downloadsDir, t), title: t('dialogs.export-views') }
}

/** The open dialog of a views import: one JSON file, starting in Downloads. */
export function viewsOpenDialogOptions(downloadsDir: string, t: Translate) {
  return {
    title: t('dialogs.import-views'),
    defaultPath: downloadsDir,
    filters: [{ name: t('dialogs.views-file'), extensions: ['json'] }],
    properties: ['openFile' as const],
  }
}
