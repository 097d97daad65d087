/**
 * What each start removes from the user-data folder before anything reads it: the temporary files of writes a
 * SIGKILL or a full disk cut short in an earlier run (files/leftovers.ts), by the names their writers give them.
 */
import { ATOMIC_TEMP_NAME } from '../files/atomic-file.ts'
import { removeLeftovers } from '../files/leftovers.ts'
import { OLD_PENDING_TEMP_NAME } from '../export/export-pending.ts'

/** Removes the leftovers in `userDataDir` older than this process; call once the folder is locked for it. */
export function removeStartLeftovers(userDataDir: string): Promise<string[]> {
  return removeLeftovers(userDataDir, [ATOMIC_TEMP_NAME, OLD_PENDING_TEMP_NAME], performance.timeOrigin)
}
