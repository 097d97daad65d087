// Test support for the explorer core: records every handler result and event payload so a test run can be
// scanned for leaked key material at the end.
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { eventChannels, type EventChannel, type EventPayloads } from '../../shared/ipc/contract.ts'
import type { IpcResult } from '../../shared/ipc/common.ts'
import type { ExplorerCore, Handlers } from '../../electron/core/app/index.ts'

/** A handler proxy that keeps every result, and a log of every event. */
export interface Recorder {
  handlers: Handlers
  results: unknown[]
  events: { event: EventChannel; payload: unknown }[]
  /** Resolves with the first payload of `event` that `match` accepts, counting events already recorded. */
  next<E extends EventChannel>(event: E, match?: (p: EventPayloads[E]) => boolean): Promise<EventPayloads[E]>
  stop(): void
}

/** Wraps a core's handlers and subscribes to every event channel. */
export function record(core: ExplorerCore): Recorder {
  const results: unknown[] = []
  const events: { event: EventChannel; payload: unknown }[] = []
  const waiters = new Set<{
    event: EventChannel
    test: (p: unknown) => boolean
    resolve: (p: unknown) => void
  }>()
  const offs = eventChannels.map((event) =>
    core.events.on(event, (payload) => {
      events.push({ event, payload })
      for (const w of [...waiters]) {
        if (w.event === event && w.test(payload)) {
          waiters.delete(w)
          w.resolve(payload)
        }
      }
    }),
  )
  const handlers = Object.fromEntries(
    Object.entries(core.handlers).map(([channel, fn]) => [
      channel,
      async (payload: unknown) => {
        const result = await (fn as (p: unknown) => Promise<IpcResult<unknown>>)(payload)
        results.push(result)
        return result
      },
    ]),
  ) as Handlers
  return {
    handlers,
    results,
    events,
    next(event, match = () => true) {
      const test = match as (p: unknown) => boolean
      const seen = events.find((e) => e.event === event && test(e.payload))
      if (seen) return Promise.resolve(seen.payload as EventPayloads[typeof event])
      return new Promise((resolve) => waiters.add({ event, test, resolve: resolve as (p: unknown) => void }))
    },
    stop() {
      for (const off of offs) off()
    },
  }
}

/** Every 8-character run of `key` (and the key itself) found in `text`. */
export function keyFragmentsIn(text: string, key: string): string[] {
  const found: string[] = []
  for (let i = 0; i + 8 <= key.length; i++) {
    const part = key.slice(i, i + 8)
    if (text.includes(part)) found.push(part)
  }
  return found
}

/** Paths and contents (as latin1, so binary files such as SQLite are scanned byte for byte) of every file under `dir`. */
export async function filesUnder(dir: string): Promise<{ path: string; text: string }[]> {
  const out: { path: string; text: string }[] = []
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue
    const path = join(entry.parentPath, entry.name)
    out.push({ path, text: (await readFile(path)).toString('latin1') })
  }
  return out
}

/** Unwraps a successful IpcResult, failing the test with the error otherwise. */
export function ok<T>(result: IpcResult<T>): T {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.error)}`)
  return result.value
}

/** The error of a failed IpcResult. */
export function err(result: IpcResult<unknown>) {
  if (result.ok) throw new Error(`expected an error, got ${JSON.stringify(result.value).slice(0, 200)}`)
  return result.error
}
