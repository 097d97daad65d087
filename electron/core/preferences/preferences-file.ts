/**
 * preferences.json as one value the whole main process shares: the renderer's preferences (preferences-store.ts)
 * and the sections other parts of main keep there (the catalogue's settings, catalogue-preferences.ts). Read once
 * at start and written whole through one queue, so no writer's change is lost to another's; a write replaces the
 * file atomically (electron/core/files/atomic-file.ts) and counts as kept only once it is on disk.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { writeFileAtomic } from '../files/atomic-file.ts'

/** Name of the file inside the user-data folder. */
export const PREFERENCES_FILE_NAME = 'preferences.json'

/** The shared preferences file. */
export interface PreferencesFile {
  /** Where the file is (for the words of a write the system refused). */
  readonly path: string
  /** The file's top-level value `name` as last written (or read at start); undefined when absent. */
  get(name: string): unknown
  /** Sets top-level values and writes the file, after any write in progress; throws the file system's error. */
  write(values: Readonly<Record<string, unknown>>): Promise<void>
}

function readObject(path: string): Record<string, unknown> {
  try {
    const data: unknown = JSON.parse(readFileSync(path, 'utf8'))
    if (typeof data === 'object' && data !== null && !Array.isArray(data))
      return { ...(data as Record<string, unknown>) }
  } catch {
    // Missing or not JSON: the defaults, as preferences-store.ts reads it.
  }
  return {}
}

/** preferences.json in `dir`, read now. */
export function openPreferencesFile(dir: string): PreferencesFile {
  const path = join(dir, PREFERENCES_FILE_NAME)
  let kept = readObject(path)
  let queue: Promise<unknown> = Promise.resolve()
  return {
    path,
    get: (name) => (Object.hasOwn(kept, name) ? kept[name] : undefined),
    write(values) {
      const done = queue.then(async () => {
        const next = { ...kept, ...values }
        await writeFileAtomic(path, JSON.stringify(next, null, 2))
        kept = next
      })
      // A failed write does not stop the next one.
      queue = done.catch(() => undefined)
      return done
    },
  }
}
