import { open, readFile, rm } from 'node:fs/promises'
import { hostname } from 'node:os'
import { join } from 'node:path'
import { KeyVaultError } from './errors.ts'

/** Name of the lock file an instance holds in its user-data folder while it runs. */
export const FOLDER_LOCK_NAME = 'bridge-explorer.lock'

type Holder = { pid: number; host: string }

/**
 * Takes the user-data folder for this process: two instances on one folder would overwrite each other's key
 * list (README.md, Architecture: one instance at a time may use the folder). The lock file names the holder; one left
 * by a process that no longer runs on this host (a crash, a SIGKILL) is taken over. Resolves with the release
 * function.
 */
export async function lockUserDataFolder(dir: string): Promise<() => Promise<void>> {
  const path = join(dir, FOLDER_LOCK_NAME)
  const me: Holder = { pid: process.pid, host: hostname() }
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(path, 'wx', 0o600)
      try {
        await handle.writeFile(`${JSON.stringify(me)}\n`, 'utf8')
      } finally {
        await handle.close()
      }
      let released = false
      return async () => {
        if (released) return
        released = true
        // Only our own lock is removed: a folder taken over after a crash belongs to its new holder.
        if (sameHolder(await readHolder(path), me)) await rm(path, { force: true })
      }
    } catch (error) {
      if ((error as { code?: unknown }).code !== 'EEXIST') {
        throw new KeyVaultError(
          'metadata_io',
          `Could not take the folder ${dir} for this window (${String((error as { code?: unknown }).code ?? 'unknown error')}).`,
        )
      }
    }
    const holder = await readHolder(path)
    if (holder && isRunning(holder)) {
      throw new KeyVaultError(
        'metadata_io',
        `Another Bridge Explorer (process ${holder.pid}) is already using the folder ${dir}. Close it first, or start this one with a different user-data folder, so the two do not overwrite each other's key list.`,
      )
    }
    await rm(path, { force: true })
  }
  throw new KeyVaultError(
    'metadata_io',
    `Could not take the folder ${dir}: another instance keeps taking it.`,
  )
}

async function readHolder(path: string): Promise<Holder | null> {
  try {
    const data = JSON.parse(await readFile(path, 'utf8')) as Partial<Holder>
    return typeof data.pid === 'number' && typeof data.host === 'string'
      ? { pid: data.pid, host: data.host }
      : null
  } catch {
    return null
  }
}

function sameHolder(a: Holder | null, b: Holder): boolean {
  return a !== null && a.pid === b.pid && a.host === b.host
}

// A lock from another host (a shared home folder) cannot be checked, so it is honoured.
function isRunning(holder: Holder): boolean {
  if (holder.host !== hostname()) return true
  try {
    process.kill(holder.pid, 0)
    return true
  } catch (error) {
    return (error as { code?: unknown }).code === 'EPERM'
  }
}
