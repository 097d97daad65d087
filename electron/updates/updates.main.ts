/** Updates in Electron: the check of update-check.ts given Electron's app and its message boxes. */
import { app, dialog, type BrowserWindow } from 'electron'
import type { Translate } from '../../shared/i18n/translate.ts'
import type { UpdateCheckResult } from '../../shared/ipc/updates.ts'
import type { UpdatesPort } from '../core/app/shell-handlers.ts'
import { englishWords } from '../i18n/main-words.ts'
import { checkForUpdates, updatesState, type UpdateOptions, type UpdateShell } from './update-check.ts'

/**
 * The Electron side of the check: the app, and message boxes attached to the main window when it is open, worded
 * with `words()`, main's words of the moment (electron/i18n/main-words.ts).
 */
export function electronUpdateShell(
  getWindow: () => BrowserWindow | null,
  words: () => Translate = () => englishWords,
): UpdateShell {
  return {
    app,
    words,
    ask: async (box) => {
      const window = getWindow()
      const answer =
        window === null ? await dialog.showMessageBox(box) : await dialog.showMessageBox(window, box)
      return answer.response
    },
  }
}

/**
 * The check at start: quiet when there is nothing new or the feed cannot be reached (it says so on stderr), and
 * asking before downloading and before installing when there is.
 */
export function checkForUpdatesAtStart(
  options: UpdateOptions,
  getWindow: () => BrowserWindow | null,
  words: () => Translate,
): Promise<UpdateCheckResult> {
  return checkForUpdates(electronUpdateShell(getWindow, words), options)
}

/** Help → Check for updates…: like the check at start, but it also says when there is nothing new or it failed. */
export function checkForUpdatesNow(
  options: UpdateOptions,
  getWindow: () => BrowserWindow | null,
  words: () => Translate,
): Promise<UpdateCheckResult> {
  return checkForUpdates(electronUpdateShell(getWindow, words), options, true)
}

/** Settings → Updates: the state the check acts on, and "Check now" (its result is shown in Settings, not a box). */
export function electronUpdatesPort(
  options: UpdateOptions,
  getWindow: () => BrowserWindow | null,
  words: () => Translate,
): UpdatesPort {
  return {
    state: async () => {
      const { checkOnly: _checkOnly, ...state } = await updatesState(electronUpdateShell(getWindow), options)
      return state
    },
    check: () => checkForUpdates(electronUpdateShell(getWindow, words), options),
  }
}
