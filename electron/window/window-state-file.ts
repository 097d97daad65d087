/** Reads and writes the window state as JSON in the user-data folder. Failures never stop the app. */
import { readFileSync } from 'node:fs'
import { rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { parseWindowState, type WindowState } from './window-state.ts'

/** The file name inside the user-data folder. */
export const WINDOW_STATE_FILE = 'window-state.json'

/** The saved state, or null when it is missing or unreadable (synchronous: it is needed before the first window). */
export function loadWindowState(userDataDir: string): WindowState | null {
  try {
    return parseWindowState(JSON.parse(readFileSync(join(userDataDir, WINDOW_STATE_FILE), 'utf8')))
  } catch {
    return null
  }
}

/** Saves the state through a temporary file and a rename, so a crash mid-write leaves the old file intact. */
export async function saveWindowState(userDataDir: string, state: WindowState): Promise<void> {
  const target = join(userDataDir, WINDOW_STATE_FILE)
  const temporary = `${target}.${process.pid}.tmp`
  await writeFile(temporary, `${JSON.stringify(state)}\n`, 'utf8')
  await rename(temporary, target)
}
