/**
 * Small files the app keeps in the user-data folder (the key list, the saved views): replaced atomically, and
 * moved aside rather than overwritten when they cannot be read. Plain Node; the callers word the errors.
 */
import { randomUUID } from 'node:crypto'
import { access, mkdir, open, rename, rm } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'

/**
 * Replaces `path` with `text`: a temporary file in the same folder, flushed to disk, then renamed over the old one,
 * so a crash leaves the old content or the new, never half of one. Throws the file system's error.
 */
export async function writeFileAtomic(path: string, text: string): Promise<void> {
  const dir = dirname(path)
  const temp = atomicTempName(path)
  try {
    await mkdir(dir, { recursive: true })
    const handle = await open(temp, 'wx', 0o600)
    try {
      await handle.writeFile(text, 'utf8')
      await handle.sync()
    } finally {
      await handle.close()
    }
    await rename(temp, path)
  } catch (error) {
    await rm(temp, { force: true }).catch(() => undefined)
    throw error
  }
  await syncDirectory(dir)
}

/** The temporary file writeFileAtomic writes first: `.<name>.tmp-<pid>-<8 hex digits>` beside `path`. */
export function atomicTempName(path: string): string {
  return join(dirname(path), `.${basename(path)}.tmp-${process.pid}-${randomUUID().slice(0, 8)}`)
}

/** Every name atomicTempName gives: what a write cut short (a SIGKILL, a full disk) leaves (files/leftovers.ts). */
export const ATOMIC_TEMP_NAME = /^\..+\.tmp-\d+-[0-9a-f]{8}$/

/** Moves an unreadable file to `<path>.corrupt-<time>` (never over another file); returns where it went. */
export async function moveAside(path: string, now: Date): Promise<string> {
  const stamp = now.toISOString().replace(/[:.]/g, '-')
  let target = `${path}.corrupt-${stamp}`
  for (let n = 1; await exists(target); n++) target = `${path}.corrupt-${stamp}-${n}`
  await rename(path, target)
  return target
}

// The rename itself is only durable once the directory entry is flushed; not possible on every OS, hence best effort.
async function syncDirectory(dir: string): Promise<void> {
  try {
    const handle = await open(dir, 'r')
    try {
      await handle.sync()
    } finally {
      await handle.close()
    }
  } catch {
    // Windows cannot open a directory for sync; the rename is still atomic there.
  }
}

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  )
}
