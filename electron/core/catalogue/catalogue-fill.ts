/**
 * Indexes a file holding rows has to fill after a schema step (the porter index, catalogue-stem.ts; the facets
 * table, catalogue-facet-rows.ts): a migration runs on the thread that opens the file, so it only creates them
 * empty with a mark of how far they are filled, and a worker thread with its own connection fills them in short
 * steps of rows in key order (WAL lets the app read meanwhile; each step holds the write lock briefly, so the walk's
 * pages go between them). Each index's triggers keep the rows below its mark in step with the app's writes; a row
 * above the mark is read by a later step as it is then.
 */
import type { DatabaseSync } from 'node:sqlite'
import { evalWorker } from './eval-worker.ts'

/** The mark of a whole index (2^53 - 1: above every key, catalogue-rows.ts). */
export const WHOLE = Number.MAX_SAFE_INTEGER
/** Rows indexed per step of the worker: each step is one short write transaction. */
const STEP_ROWS = 1000

/** One index filled behind its mark: the statements of a step, run by the worker and by the tests alike. */
export interface FillJob {
  /** The key of the last row of the next step (bound: the step's rows - 1), none when fewer are left. */
  next: string
  /** Fill the rows above the mark up to the key bound (the step's last). */
  fill: string[]
  /** Moves the mark to the key bound. */
  mark: string
  /** Run in the step that makes the index whole, if anything is. */
  whole?: string
}

/** One step of filling the first of `jobs` not yet whole, on `db`; true once every one is whole. */
export function fillStep(db: DatabaseSync, jobs: readonly FillJob[], rows = STEP_ROWS): boolean {
  for (const [i, job] of jobs.entries()) {
    db.exec('BEGIN IMMEDIATE')
    try {
      const last = db.prepare(job.next).get(rows - 1)?.['k']
      const upTo = last === undefined ? WHOLE : Number(last)
      for (const sql of job.fill) db.prepare(sql).run(upTo)
      db.prepare(job.mark).run(upTo)
      if (upTo >= WHOLE && job.whole !== undefined) db.exec(job.whole)
      db.exec('COMMIT')
      if (upTo < WHOLE) return false
      if (i === jobs.length - 1) return true
    } catch (error) {
      db.exec('ROLLBACK')
      throw error
    }
  }
  return true
}

// Run with `eval` (as catalogue-reclaim.ts), so the bundled main needs no file beside it. The step is
// fillStep's, with the same statements; `stop` is a flag the app sets to end the worker between steps.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { DatabaseSync } = require('node:sqlite');
const { path, jobs, rows, whole, stop } = workerData;
let db = null;
try {
  db = new DatabaseSync(path, { timeout: 5000 });
  let done = false;
  for (const job of jobs) {
    done = false;
    while (!done && Atomics.load(stop, 0) === 0) {
      db.exec('BEGIN IMMEDIATE');
      try {
        const last = db.prepare(job.next).get(rows - 1);
        const upTo = last === undefined ? whole : Number(last.k);
        for (const sql of job.fill) db.prepare(sql).run(upTo);
        db.prepare(job.mark).run(upTo);
        if (upTo >= whole && job.whole !== undefined) db.exec(job.whole);
        db.exec('COMMIT');
        done = upTo >= whole;
      } catch (error) {
        db.exec('ROLLBACK');
        throw error;
      }
    }
    if (!done) break;
  }
  parentPort.postMessage({ kind: done ? 'whole' : 'stopped' });
} catch (error) {
  parentPort.postMessage({ kind: 'failed', message: String((error && error.message) || error) });
} finally {
  if (db !== null) db.close();
}
`

/** What the worker did. */
export type FillOutcome = { kind: 'whole' } | { kind: 'stopped' } | { kind: 'failed'; message: string }

/** A fill in progress: `done` settles when the worker ends; `stop()` ends it after its current step. */
export interface IndexFill {
  done: Promise<FillOutcome>
  stop(): Promise<FillOutcome>
}

/** Fills `jobs`, in order, in the file at `path` in a worker thread; never throws (a failure is an outcome). */
export function fillInWorker(path: string, jobs: readonly FillJob[], rows = STEP_ROWS): IndexFill {
  const stop = new Int32Array(new SharedArrayBuffer(4))
  const done = evalWorker<FillOutcome>(
    WORKER_SOURCE,
    { path, jobs, rows, whole: WHOLE, stop },
    (message) => ({ kind: 'failed', message }),
  )
  return {
    done,
    stop: () => {
      Atomics.store(stop, 0, 1)
      return done
    },
  }
}
