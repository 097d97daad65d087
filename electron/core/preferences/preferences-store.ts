/**
 * preferences:* channels: the preferences file in the user-data folder (`preferences.json`), read and checked
 * like any input (a bad or missing file is the defaults, never an error on the first screen) and written
 * atomically through the one writer of that file (preferences-file.ts), which keeps the other sections main
 * keeps there (the catalogue's settings).
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import {
  checkLayout,
  DEFAULT_PREFERENCES,
  FOLLOW_SYSTEM,
  LAST_PAGE,
  MAX_LAST_PAGE_CHARS,
  readFormats,
  readLanguage,
  readViewport,
  THEMES,
  type Preferences,
} from '../../../shared/ipc/preferences.ts'
import { readRemembered } from '../../../shared/views/remembered.ts'
import { cannotSave } from '../files/file-problem.ts'
import type { Implementations } from '../session/types.ts'
import { openPreferencesFile, PREFERENCES_FILE_NAME, type PreferencesFile } from './preferences-file.ts'

/**
 * The preferences a file's text holds; whatever is missing or malformed is the default. A layout kept that is
 * there but not usable (damaged, or written by hand to harm the first screen) is refused whole and said to
 * `report`: the first screen is drawn with the default layout.
 */
export function parsePreferences(
  text: string,
  report: (problem: string) => void = () => undefined,
): Preferences {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    return { ...DEFAULT_PREFERENCES }
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return { ...DEFAULT_PREFERENCES }
  const {
    developerTools,
    welcomed,
    lastPage,
    theme,
    bridgesLayout,
    viewport,
    language,
    formats,
    remembered,
  } = data as Record<string, unknown>
  const layout = bridgesLayout === undefined || bridgesLayout === null ? null : checkLayout(bridgesLayout)
  if (layout !== null && !layout.ok)
    report(`${PREFERENCES_FILE_NAME}: the bridges layout kept ${layout.error}; the default layout is used`)
  return {
    developerTools: typeof developerTools === 'boolean' ? developerTools : DEFAULT_PREFERENCES.developerTools,
    welcomed: typeof welcomed === 'boolean' ? welcomed : DEFAULT_PREFERENCES.welcomed,
    lastPage:
      typeof lastPage === 'string' && lastPage.length <= MAX_LAST_PAGE_CHARS && LAST_PAGE.test(lastPage)
        ? lastPage
        : null,
    theme: THEMES.find((t) => t === theme) ?? null,
    bridgesLayout: layout?.ok === true ? layout.value : null,
    viewport: readViewport(viewport),
    language: readLanguage(language),
    formats: readFormats(formats),
    remembered: readRemembered(remembered),
  }
}

type PreferencesChannels = 'preferences:get' | 'preferences:set'

/**
 * The preferences' handlers over the file in `dir`; changes are queued, so the file always holds the last, and a
 * change is kept in memory only once the file holds it (a refused write leaves the value before it, as the saved
 * views do). What the file held and could not be used is said to `report` (the core's log). `file` is the writer
 * the rest of main shares (preferences-file.ts).
 */
export function preferencesHandlers(
  dir: string,
  report: (problem: string) => void = () => undefined,
  file: PreferencesFile = openPreferencesFile(dir),
): Pick<Implementations, PreferencesChannels> {
  const path = join(dir, PREFERENCES_FILE_NAME)
  let current: Promise<Preferences> | null = null
  let writing: Promise<unknown> = Promise.resolve()
  const read = (): Promise<Preferences> => {
    current ??= readFile(path, 'utf8').then(
      (text) => parsePreferences(text, report),
      () => ({ ...DEFAULT_PREFERENCES }),
    )
    return current
  }
  return {
    'preferences:get': () => read(),
    'preferences:set': (change) => {
      const run = writing.then(async () => {
        const before = await read()
        const next: Preferences = {
          developerTools: change.developerTools ?? before.developerTools,
          welcomed: change.welcomed ?? before.welcomed,
          lastPage: change.lastPage ?? before.lastPage,
          theme: change.theme ?? before.theme,
          bridgesLayout: change.bridgesLayout ?? before.bridgesLayout,
          viewport: change.viewport ?? before.viewport,
          // FOLLOW_SYSTEM goes back to the system's (null), which `??` could not say.
          language:
            change.language === FOLLOW_SYSTEM ? null : (readLanguage(change.language) ?? before.language),
          formats:
            change.formats === FOLLOW_SYSTEM
              ? null
              : change.formats === undefined
                ? before.formats
                : readFormats(change.formats),
          remembered: change.remembered ?? before.remembered,
        }
        try {
          await file.write({ ...next })
        } catch (error) {
          throw cannotSave('preferences', path, error)
        }
        current = Promise.resolve(next)
        return next
      })
      // A failed write does not stop the next one.
      writing = run.catch(() => undefined)
      return run
    },
  }
}
