/**
 * Leftovers of writes cut short: a temporary file a SIGKILL left before its rename, or one a full disk left
 * half-written. Nothing reads them, so each start removes them: only names the app itself gives (a pattern per
 * writer), only plain files, and only those older than the running process, so a write under way is never touched
 * (one instance holds the folder: README.md, Architecture).
 */
import { lstat, readdir, rm } from 'node:fs/promises'
import { join } from 'node:path'

/** Removes the files in `dir` named by one of `names` and last changed before `startedAtMs`; returns their names. */
export async function removeLeftovers(
  dir: string,
  names: readonly RegExp[],
  startedAtMs: number,
): Promise<string[]> {
  const found = await readdir(dir).catch(() => [] as string[])
  const removed: string[] = []
  for (const name of found) {
    if (!names.some((pattern) => pattern.test(name))) continue
    const path = join(dir, name)
    const info = await lstat(path).catch(() => null)
    if (info?.isFile() !== true || info.mtimeMs >= startedAtMs) continue
    // Best effort: a leftover that cannot be removed now (a read-only disk) is tried again at the next start.
    if (
      await rm(path).then(
        () => true,
        () => false,
      )
    )
      removed.push(name)
  }
  return removed
}
