/** The preview's answers to the host's questions that a desktop app would ask through dialogs. */
import { mkdir, open, readFile } from 'node:fs/promises'
import { basename, join } from 'node:path'
import { METADATA_FILE_NAME } from '../core/key-vault/metadata-file.ts'
import { linePrinter } from './terminal-text.ts'

/**
 * Export files go to `<userDataDir>/exports/<name>`: there is no save dialog in a headless server, so nobody can
 * confirm an overwrite. The name is reserved with exclusive creation ('wx', O_EXCL): when it is taken (an older
 * file, or a second export started in the same second with the same filters) the next free `name-2.ext`,
 * `name-3.ext`, … is created instead. The export later renames its finished file over this empty reservation,
 * which belongs to it alone; an export that ends without a file to resume removes it again (export-handlers.ts).
 */
export function exportFileChooser(
  userDataDir: string,
): (format: 'csv' | 'json', suggestedName: string) => Promise<string> {
  return async (format, suggestedName) => {
    const dir = join(userDataDir, 'exports')
    await mkdir(dir, { recursive: true })
    // The name comes from the core, but it is still a path component: keep it one.
    const safe = basename(suggestedName)
      .replace(/[^A-Za-z0-9._-]/g, '_')
      .replace(/^\.+/, '')
    const name = safe === '' ? `export.${format}` : safe
    const dot = name.lastIndexOf('.')
    const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, '']
    for (let n = 1; ; n++) {
      const file = join(dir, n === 1 ? name : `${stem}-${n}${ext}`)
      try {
        await (await open(file, 'wx')).close()
        return file
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
      }
    }
  }
}

/**
 * The server cannot open a tab in the user's browser (it may not even share a display), so it prints the link for
 * the user to open and reports false, which the renderer shows as "not opened".
 */
export function externalOpener(write: (text: string) => void): (url: string) => Promise<boolean> {
  const print = linePrinter(write)
  return async (url) => {
    print(`Open this link yourself: ${url}`)
    return false
  }
}

/** True when the user-data folder already holds at least one saved key (then no demo service by default). */
export async function hasSavedKey(userDataDir: string): Promise<boolean> {
  try {
    const data = JSON.parse(await readFile(join(userDataDir, METADATA_FILE_NAME), 'utf8')) as {
      keys?: unknown
    }
    return Array.isArray(data.keys) && data.keys.length > 0
  } catch {
    // Missing or unreadable: the core reports a corrupt file itself; here it only means "no key to use".
    return false
  }
}
