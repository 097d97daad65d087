import { open, readFile, rm } from 'node:fs/promises'
import { said } from '../../../shared/i18n/said.ts'
import { hostname } from 'node:os'
import { join } from 'node:path'
import { KeyVaultError } from './errors.ts'
import { processStatus, type ProcessIdentity } from './process-identity.ts'

/** Name of the lock file an instance holds in its user-data folder while it runs. */
export const FOLDER_LOCK_NAME = 'bridge-explorer.lock'

/**
 * Who holds the folder: the process id and host, and, where the OS tells (Linux /proc), the boot and the
 * process's start time, so that the same number given to another process (after a reboot, or much later) is not
 * taken for the holder.
 */
type Holder = { pid: number; host: string } & Partial<ProcessIdentity>

/**
 * Takes the user-data folder for this process: two instances on one folder would overwrite each other's key
 * list (README.md, Architecture: one instance at a time may use the folder). The lock file names the holder; one
 * left by a process that no longer runs on this host (a crash, a SIGKILL, a zombie its parent has not reaped
 * yet) or whose number now belongs to another process is taken over. Resolves with the release function.
 */
export async function lockUserDataFolder(dir: string): Promise<() => Promise<void>> {
  const path = join(dir, FOLDER_LOCK_NAME)
  const mine = await processStatus(process.pid)
  const me: Holder = { pid: process.pid, host: hostname() }
  if (mine !== null) Object.assign(me, { boot: mine.boot, start: mine.start })
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
      const code = (error as { code?: unknown }).code
      if (code !== 'EEXIST') throw cannotTake(dir, code)
    }
    const holder = await readHolder(path)
    if (holder && (await isRunning(holder))) {
      throw new KeyVaultError(
        'metadata_io',
        said('errors.folder.in-use', {
          pid: { ltr: String(holder.pid) },
          dir: { ltr: dir },
          lock: { ltr: path },
        }),
      )
    }
    // Removing a stale lock is part of taking the folder: it fails in the same words (a read-only disk after a crash).
    await rm(path, { force: true }).catch((error: unknown) => {
      throw cannotTake(dir, (error as { code?: unknown }).code)
    })
  }
  throw new KeyVaultError(
    'metadata_io',
    said('errors.folder.keeps-taken', { dir: { ltr: dir }, lock: { ltr: path } }),
  )
}

const READ_ONLY: ReadonlySet<string> = new Set(['EROFS', 'EACCES', 'EPERM'])
const NOT_A_FOLDER: ReadonlySet<string> = new Set(['ENOENT', 'ENOTDIR'])

/** The lock could not be created: said in words with the fix, the system's code kept at the end for support. */
function cannotTake(dir: string, code: unknown): KeyVaultError {
  const values = { dir: { ltr: dir }, code: { ltr: typeof code === 'string' ? code : 'unknown error' } }
  if (typeof code === 'string' && READ_ONLY.has(code))
    return new KeyVaultError(
      'metadata_io',
      said('errors.folder.read-only', { ...values, why: code === 'EROFS' ? 'read_only_fs' : 'not_allowed' }),
    )
  if (typeof code === 'string' && NOT_A_FOLDER.has(code))
    return new KeyVaultError('metadata_io', said('errors.folder.not-a-folder', values))
  return new KeyVaultError('metadata_io', said('errors.folder.cannot-take', values))
}

async function readHolder(path: string): Promise<Holder | null> {
  try {
    const data = JSON.parse(await readFile(path, 'utf8')) as Partial<Holder>
    if (typeof data.pid !== 'number' || typeof data.host !== 'string') return null
    const holder: Holder = { pid: data.pid, host: data.host }
    if (typeof data.boot === 'string') holder.boot = data.boot
    if (typeof data.start === 'string') holder.start = data.start
    return holder
  } catch {
    return null
  }
}

function sameHolder(a: Holder | null, b: Holder): boolean {
  return a !== null && a.pid === b.pid && a.host === b.host && a.start === b.start
}

// A lock from another host (a shared home folder) cannot be checked, so it is honoured. On this host the process
// must be alive (a zombie is not: it has exited and only waits for its parent to read its status) and, where the
// lock recorded the boot and start time, be that very process.
async function isRunning(holder: Holder): Promise<boolean> {
  if (holder.host !== hostname()) return true
  try {
    process.kill(holder.pid, 0)
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'EPERM') return false
  }
  const now = await processStatus(holder.pid)
  if (now === null) return true // no /proc here: the signal's answer is all there is
  if (now.state === 'Z' || now.state === 'X') return false
  if (holder.boot !== undefined && holder.boot !== now.boot) return false
  if (holder.start !== undefined && holder.start !== now.start) return false
  return true
}
