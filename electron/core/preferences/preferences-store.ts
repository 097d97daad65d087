/**
 * preferences:* channels: the preferences file in the user-data folder (`preferences.json`), read and checked
 * like any input (a bad or missing file is the defaults, never an error on the first screen) and written
 * atomically (electron/core/files/atomic-file.ts), as the saved views are.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import {
  DEFAULT_PREFERENCES,
  LAST_PAGE,
  MAX_LAST_PAGE_CHARS,
  THEMES,
  type Preferences,
} from '../../../shared/ipc/preferences.ts'
import { writeFileAtomic } from '../files/atomic-file.ts'
import type { Implementations } from '../session/types.ts'

/** Name of the file inside the user-data folder. */
export const PREFERENCES_FILE_NAME = 'preferences.json'

/** The preferences a file's text holds; whatever is missing or malformed is the default. */
export function parsePreferences(text: string): Preferences {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    return { ...DEFAULT_PREFERENCES }
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return { ...DEFAULT_PREFERENCES }
  const { developerTools, welcomed, lastPage, theme } = data as Record<string, unknown>
  return {
    developerTools: typeof developerTools === 'boolean' ? developerTools : DEFAULT_PREFERENCES.developerTools,
    welcomed: typeof welcomed === 'boolean' ? welcomed : DEFAULT_PREFERENCES.welcomed,
    lastPage:
      typeof lastPage === 'string' && lastPage.length <= MAX_LAST_PAGE_CHARS && LAST_PAGE.test(lastPage)
        ? lastPage
        : null,
    theme: THEMES.find((t) => t === theme) ?? null,
  }
}

type PreferencesChannels = 'preferences:get' | 'preferences:set'

/** The preferences' handlers over the file in `dir`; writes are queued, so the file always holds the last. */
export function preferencesHandlers(dir: string): Pick<Implementations, PreferencesChannels> {
  const path = join(dir, PREFERENCES_FILE_NAME)
  let current: Promise<Preferences> | null = null
  let writing: Promise<unknown> = Promise.resolve()
  const read = (): Promise<Preferences> => {
    current ??= readFile(path, 'utf8').then(parsePreferences, () => ({ ...DEFAULT_PREFERENCES }))
    return current
  }
  return {
    'preferences:get': () => read(),
    'preferences:set': async (change) => {
      const before = await read()
      const next: Preferences = {
        developerTools: change.developerTools ?? before.developerTools,
        welcomed: change.welcomed ?? before.welcomed,
        lastPage: change.lastPage ?? before.lastPage,
        theme: change.theme ?? before.theme,
      }
      current = Promise.resolve(next)
      // A failed write does not stop the next one.
      writing = writing
        .catch(() => undefined)
        .then(() => writeFileAtomic(path, JSON.stringify(next, null, 2)))
      await writing
      return next
    },
  }
}
