/** Help → Save diagnostics… in Electron: the question as a message box, then the system's save dialog. */
import { join } from 'node:path'
import { app, dialog, type BrowserWindow } from 'electron'
import type { Translate } from '../../shared/i18n/translate.ts'
import type { DiagnosticsHandlers } from '../core/diagnostics/diagnostics.ts'
import { updatesState } from '../updates/update-check.ts'
import { electronUpdateShell } from '../updates/updates.main.ts'
import { saveDiagnosticsFile } from './diagnostics-file.ts'

/** Builds the file from the core's handlers, says what it holds, asks where, and writes it; a failure is shown. */
export async function saveDiagnostics(
  handlers: DiagnosticsHandlers,
  getWindow: () => BrowserWindow | null,
  t: Translate,
): Promise<{ file: string | null }> {
  try {
    return await buildAskAndSave(handlers, getWindow, t)
  } catch (error) {
    dialog.showErrorBox(t('dialogs.diagnostics-failed'), String(error))
    return { file: null }
  }
}

async function buildAskAndSave(
  handlers: DiagnosticsHandlers,
  getWindow: () => BrowserWindow | null,
  t: Translate,
): Promise<{ file: string | null }> {
  const userDataDir = app.getPath('userData')
  const { checkOnly: _checkOnly, ...updates } = await updatesState(electronUpdateShell(getWindow), {
    userDataDir,
  })
  return saveDiagnosticsFile(
    { handlers, userDataDir, now: new Date(), shell: { updates } },
    {
      ask: async (question) => {
        const window = getWindow()
        const answer =
          window === null
            ? await dialog.showMessageBox(question)
            : await dialog.showMessageBox(window, question)
        return answer.response
      },
      choosePath: (suggestedName) => chooseDiagnosticsPath(suggestedName, getWindow, t),
      t,
    },
  )
}

/** The system's save dialog for a diagnostics file; resolves with the chosen path, or null when cancelled. */
export async function chooseDiagnosticsPath(
  suggestedName: string,
  getWindow: () => BrowserWindow | null,
  t: Translate,
): Promise<string | null> {
  const options = {
    title: t('dialogs.save-diagnostics'),
    defaultPath: join(app.getPath('downloads'), suggestedName),
    filters: [{ name: t('dialogs.diagnostics-file'), extensions: ['json'] }],
  }
  const window = getWindow()
  const chosen =
    window === null ? await dialog.showSaveDialog(options) : await dialog.showSaveDialog(window, options)
  return chosen.canceled || chosen.filePath === '' ? null : chosen.filePath
}
