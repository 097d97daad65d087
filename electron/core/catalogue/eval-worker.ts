/**
 * A worker thread run from source text (`eval`, as protocol/first-screen-worker.ts), so the bundled main needs no
 * file beside it: the catalogue's reclaim and word-forms workers. Settles once with the worker's first message, or
 * with `failed(words)` when it errs or stops before answering; never rejects.
 */
import { Worker } from 'node:worker_threads'

/** Runs `source` with `workerData`; resolves with its first message or `failed`'s value. */
export function evalWorker<T>(
  source: string,
  workerData: unknown,
  failed: (message: string) => T,
): Promise<T> {
  return new Promise((resolve) => {
    let settled = false
    const settle = (o: T): void => {
      if (settled) return
      settled = true
      resolve(o)
    }
    const worker = new Worker(source, { eval: true, workerData })
    worker.once('message', (o: T) => settle(o))
    worker.once('error', (e) => settle(failed(e.message)))
    worker.once('exit', () => settle(failed('the worker stopped before it answered')))
  })
}
