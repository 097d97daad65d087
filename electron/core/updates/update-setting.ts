import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { writeFileAtomic } from '../files/atomic-file.ts'
import { cannotSave } from '../files/file-problem.ts'

/** The file in the user-data folder that keeps the Settings → Updates choice. */
export const UPDATE_SETTING_FILE = 'updates.json'

/**
 * Whether the user lets the app look for updates (Settings → Updates; on unless turned off). A missing or
 * unreadable file means the default: the choice is a convenience, not a security boundary (the machine's policy
 * file is that, electron/updates/update-policy.ts).
 */
export async function readUpdateSetting(userDataDir: string): Promise<{ enabled: boolean }> {
  try {
    const data = JSON.parse(await readFile(join(userDataDir, UPDATE_SETTING_FILE), 'utf8')) as unknown
    const enabled = (data as { enabled?: unknown } | null)?.enabled
    return { enabled: enabled !== false }
  } catch {
    return { enabled: true }
  }
}

/** Saves the Settings → Updates choice. */
export async function writeUpdateSetting(userDataDir: string, enabled: boolean): Promise<void> {
  const path = join(userDataDir, UPDATE_SETTING_FILE)
  await writeFileAtomic(path, `${JSON.stringify({ enabled })}\n`).catch((error: unknown) => {
    throw cannotSave('updates', path, error)
  })
}
