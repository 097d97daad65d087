/**
 * Gives the disk space of deleted rows back to the system, off the main thread. One catalogue file holds every
 * service's rows (catalogue-file.ts), so Delete for one service cannot remove the file: it deletes the rows and
 * then shrinks the file in a worker thread with a connection of its own (WAL lets the app read meanwhile).
 *
 * A file made with `auto_vacuum = INCREMENTAL` (every new one: catalogue-file.ts) shrinks in place, a step of
 * pages at a time, each step a short write of its own, so the app's writes go between them and no step needs more
 * free disk than it frees. A file an older version made (auto_vacuum NONE: the mode can only change by rebuilding
 * the file) is rebuilt once with VACUUM, which copies what the other services' rows take, twice at worst (a
 * temporary copy and the write-ahead log, https://sqlite.org/lang_vacuum.html): only when the disk has that room,
 * else the space stays with the file (the catalogue fills it again before growing). Either way the write-ahead log
 * is then checkpointed and cut back.
 */
import type { CatalogueDeleted } from '../../../shared/ipc/catalogue.ts'
import type { CatalogueWriter } from './catalogue-store.ts'
import { evalWorker } from './eval-worker.ts'

/** What the reclaim did. */
export type ReclaimOutcome =
  | { kind: 'done' }
  | { kind: 'no_room'; needBytes: number; freeBytes: number }
  | { kind: 'failed'; message: string }

/** Pages given back per step (4 MB at SQLite's 4 KB page): each step holds the write lock only that long. */
const STEP_PAGES = 1024
/** Room kept free beyond what the rebuild needs, so it never leaves the disk full. */
const MARGIN_BYTES = 16 * 1024 * 1024

// Run with `eval` (as protocol/first-screen-worker.ts), so the bundled main needs no file beside it.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { DatabaseSync } = require('node:sqlite');
const { statfsSync } = require('node:fs');
const { dirname } = require('node:path');
const { path, stepPages, marginBytes } = workerData;
let db = null;
try {
  db = new DatabaseSync(path, { timeout: 5000 });
  const one = (sql) => Number(Object.values(db.prepare(sql).get())[0]);
  let outcome = { kind: 'done' };
  if (one('PRAGMA auto_vacuum') !== 2) {
    const used = (one('PRAGMA page_count') - one('PRAGMA freelist_count')) * one('PRAGMA page_size');
    const disk = statfsSync(dirname(path));
    const freeBytes = Number(disk.bavail) * Number(disk.bsize);
    const needBytes = 2 * used + marginBytes;
    if (freeBytes < needBytes) outcome = { kind: 'no_room', needBytes, freeBytes };
    else {
      db.exec('PRAGMA auto_vacuum = INCREMENTAL');
      db.exec('VACUUM');
    }
  } else {
    for (let left = one('PRAGMA freelist_count'); left > 0; ) {
      db.exec('PRAGMA incremental_vacuum(' + stepPages + ')');
      const now = one('PRAGMA freelist_count');
      if (now >= left) break;
      left = now;
    }
  }
  db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  parentPort.postMessage(outcome);
} catch (error) {
  parentPort.postMessage({ kind: 'failed', message: String((error && error.message) || error) });
} finally {
  if (db !== null) db.close();
}
`

/** Shrinks the catalogue file at `path` in a worker thread; never throws (a failure is an outcome). */
export function reclaimSpace(path: string): Promise<ReclaimOutcome> {
  return evalWorker<ReclaimOutcome>(
    WORKER_SOURCE,
    { path, stepPages: STEP_PAGES, marginBytes: MARGIN_BYTES },
    (message) => ({ kind: 'failed', message }),
  )
}

/** What Delete did to the disk: bytes given back, and why the space stayed with the file when it did. */
export interface DeleteOutcome {
  freedBytes: number
  kept: CatalogueDeleted['kept']
}

/**
 * Deletes a service's rows (on the calling thread: one transaction), then gives their space back in a worker.
 * `onDisk` measures the file and its write-ahead log; a catalogue held in memory (`onFile` false) frees nothing.
 */
export async function deleteAndReclaim(o: {
  writer: Pick<CatalogueWriter, 'deleteService' | 'bytesOnDisk'>
  service: number
  path: string
  onFile: boolean
}): Promise<DeleteOutcome> {
  const before = o.writer.bytesOnDisk()
  o.writer.deleteService(o.service)
  if (!o.onFile) return { freedBytes: 0, kept: null }
  const outcome = await reclaimSpace(o.path)
  const freedBytes = Math.max(0, before - o.writer.bytesOnDisk())
  if (outcome.kind === 'done') return { freedBytes, kept: null }
  if (outcome.kind === 'no_room')
    return {
      freedBytes,
      kept: { reason: 'no_room', needBytes: outcome.needBytes, freeBytes: outcome.freeBytes },
    }
  return { freedBytes, kept: { reason: 'failed', message: outcome.message } }
}
