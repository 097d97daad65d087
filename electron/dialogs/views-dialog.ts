/** Options of the save and open dialogs of a saved-views file: the export's save dialog, retitled, and a JSON open. */
import { exportDialogOptions } from './export-dialog.ts'

/** The save dialog of a views export (same safe name and JSON filter as a bridges export). */
export function viewsSaveDialogOptions(suggestedName: string, downloadsDir: string) {
  return { ...exportDialogOptions('json', suggestedName, downloadsDir), title: 'Export saved views' }
}

/** The open dialog of a views import: one JSON file, starting in Downloads. */
export function viewsOpenDialogOptions(downloadsDir: string) {
  return {
    title: 'Import saved views',
    defaultPath: downloadsDir,
    filters: [{ name: 'Saved views (JSON)', extensions: ['json'] }],
    properties: ['openFile' as const],
  }
}
