/**
 * The list of exports that have a partial file somewhere (the user chose the folder), kept in the user-data
 * folder so that after a crash or a quit the next start can offer to resume them, or clean up what cannot be
 * resumed. Each entry points at a partial file; its checkpoint lives beside it (bulk/export.ts).
 */
import { readFile, stat, unlink } from 'node:fs/promises'
import { join } from 'node:path'
import type { Notice } from '../../../shared/ipc/common.ts'
import { writeFileAtomic } from '../files/atomic-file.ts'
import { discardCheckpoint, readCheckpoint, type ExportCheckpoint } from './export.ts'

/** File name of the list inside the user-data folder. */
export const PENDING_EXPORTS_FILE = 'pending-exports.json'

/** The temporary name older versions wrote the list through: one a full disk left is removed at start. */
export const OLD_PENDING_TEMP_NAME = /^pending-exports\.json\.tmp$/

type Entry = { slot: string; tempFile: string }

/** Reads, changes and restores the pending-exports list of one user-data folder. */
export function pendingExports(userDataDir: string) {
  const path = join(userDataDir, PENDING_EXPORTS_FILE)
  let entries: Entry[] = []
  let writing: Promise<void> = Promise.resolve()

  // Serialised, and a failed save only costs the offer to resume after a crash, never the export itself.
  function save(): Promise<void> {
    const text = JSON.stringify(entries)
    writing = writing.then(() => writeFileAtomic(path, text))
    return writing.catch(() => undefined)
  }

  return {
    add(slot: string, tempFile: string): Promise<void> {
      entries = [...entries.filter((e) => e.slot !== slot), { slot, tempFile }]
      return save()
    },
    remove(slot: string): Promise<void> {
      entries = entries.filter((e) => e.slot !== slot)
      return save()
    },
    /** Loads the list: each resumable export's checkpoint by slot, and a notice for each found or cleaned up. */
    async restore(): Promise<{ checkpoints: Map<string, ExportCheckpoint>; notices: Notice[] }> {
      const checkpoints = new Map<string, ExportCheckpoint>()
      const notices: Notice[] = []
      let found: Entry[] = []
      try {
        const data = JSON.parse(await readFile(path, 'utf8')) as unknown
        if (Array.isArray(data))
          found = data.filter(
            (e): e is Entry => typeof e?.slot === 'string' && typeof e?.tempFile === 'string',
          )
      } catch {
        return { checkpoints, notices }
      }
      for (const entry of found) {
        const cp = await readCheckpoint(entry.tempFile)
        const size = await stat(entry.tempFile).then(
          (s) => s.size,
          () => -1,
        )
        if (cp && cp.rowsWritten === 0) {
          // Nothing to continue: the same export started again writes the same. Said once, then gone.
          await discardCheckpoint(cp).catch(() => undefined)
          const what = (await removeIfEmpty(cp.file)) ? 'its empty file was' : 'its partial file was'
          notices.push({
            code: 'export_cleaned_up',
            message: `An export to ${cp.file} stopped before it wrote any row, so there is nothing to continue: ${what} removed. Start the export again to write it.`,
          })
        } else if (cp && size >= cp.bytesWritten) {
          checkpoints.set(entry.slot, cp)
          entries.push(entry)
          notices.push({
            code: 'export_resumable',
            message: `An export to ${cp.file} stopped after ${cp.rowsWritten} rows. Start the same export again (same format and filters) to continue it from there.`,
          })
        } else {
          await discardCheckpoint({ tempFile: entry.tempFile }).catch(() => undefined)
          notices.push({
            code: 'export_cleaned_up',
            message: `An unfinished export could not be resumed, so its partial file ${entry.tempFile} was removed.`,
          })
        }
      }
      await save()
      return { checkpoints, notices }
    },
  }
}

/** Removes the empty file reserved for an export (the preview reserves its name), never one with content. */
async function removeIfEmpty(file: string): Promise<boolean> {
  const info = await stat(file).catch(() => null)
  if (info?.isFile() !== true || info.size !== 0) return false
  return unlink(file).then(
    () => true,
    () => false,
  )
}
