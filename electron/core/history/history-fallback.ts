import { join } from 'node:path'
import type { Notice } from '../../../shared/ipc/common.ts'
import { HISTORY_FILE_NAME, openHistoryStore } from './history-store.ts'
import type { HistoryStore, HistoryStoreOptions } from './history-types.ts'

/**
 * Opens the history store, or, when it cannot be opened (a folder in its place, a newer version's file, no
 * permission), a store that records nothing, with a notice naming the file and the fix: history is optional
 * and must never stop the app from starting (README.md, Configuration: history.sqlite).
 */
export function openHistoryOrNone(options: HistoryStoreOptions): {
  store: HistoryStore
  notice: Notice | null
} {
  try {
    return { store: openHistoryStore(options), notice: null }
  } catch (error) {
    const path = join(options.dir, HISTORY_FILE_NAME)
    const reason = error instanceof Error ? error.message : String(error)
    return {
      store: noHistoryStore(path),
      notice: {
        code: 'history_unavailable',
        message: `The stats history at ${path} cannot be opened (${reason}), so Bridge Explorer runs without history this time: charts stay empty and nothing is recorded. To fix it, move ${path} out of the way (or update Bridge Explorer if a newer version wrote it) and restart.`,
      },
    }
  }
}

/** A history that is never recorded: reads are empty, writes do nothing. */
export function noHistoryStore(path: string): HistoryStore {
  return {
    recovered: null,
    path,
    paused: () => null,
    addStatsSnapshot: () => undefined,
    addRateSample: () => undefined,
    statsRange: () => [],
    rateRange: () => [],
    lastRateSample: () => null,
    database: () => null,
    write: () => false,
    prune: () => ({ statsDeleted: 0, rateSamplesDeleted: 0 }),
    close: () => undefined,
  }
}
