/** The preview's transport: the ExplorerApi over loopback HTTP, for a renderer running in a plain browser. */
import {
  eventChannels,
  invokeChannels,
  type EventChannel,
  type EventPayloads,
  type ExplorerApi,
  type InvokeChannel,
} from '../../../shared/ipc/contract.ts'
import type { IpcError, IpcResult } from '../../../shared/ipc/common.ts'
import { openEventStream } from './explorer-events.ts'
import { nextTask } from './next-task.ts'

/** Header that carries the per-run secret of the preview server. */
const TOKEN_HEADER = 'X-Explorer-Token'

/**
 * Header that numbers this page's calls, so the server hands them to the core in the order they were made, as
 * Electron's IPC does (electron/preview/call-order.ts): two requests sent a moment apart may be read in either
 * order, and a later change must not be overwritten by an earlier one.
 */
const ORDER_HEADER = 'X-Explorer-Order'

/**
 * Bytes of request bodies a page may have in flight with `keepalive` (Fetch standard, "inflight keepalive bytes":
 * 64 KiB; over it the fetch fails), less a margin for the headers some browsers count.
 */
const KEEPALIVE_BUDGET = 60 * 1024

// The page's visibility, read off globalThis so this module also runs under Node, where it is unit-tested.
const scope = globalThis as { document?: { visibilityState: string } }

/** Where the preview server is and how to reach it. */
export interface HttpExplorerOptions {
  /** Origin (and optional path prefix) of the preview server; '' means the page's own origin. */
  baseUrl: string
  /** The per-run secret, or null when the page was opened without it. */
  token: string | null
  /** Injected for tests; defaults to the global fetch. */
  fetch?: typeof fetch
}

/** The error every failure of the transport itself resolves to: the preview server could not be used. */
export function unreachable(message: string, status: number | null = null): { ok: false; error: IpcError } {
  return {
    ok: false,
    error: {
      kind: 'transport',
      code: 'preview_unreachable',
      message,
      status,
      retryAt: null,
      missingScope: null,
      field: null,
    },
  }
}

function isIpcResult(x: unknown): x is IpcResult<unknown> {
  if (typeof x !== 'object' || x === null) return false
  const r = x as { ok?: unknown; value?: unknown; error?: unknown }
  if (r.ok === true) return 'value' in r
  return r.ok === false && typeof r.error === 'object' && r.error !== null
}

/** Builds an ExplorerApi whose methods are derived from the contract, one per invoke channel. */
export function createHttpExplorer(options: HttpExplorerOptions): ExplorerApi {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const headers = (): Record<string, string> =>
    options.token === null ? {} : { [TOKEN_HEADER]: options.token }
  let keepaliveBytes = 0
  // An id for this page's calls, unlike any other page's of the same server.
  const page = crypto.randomUUID()
  let calls = 0
  // From pagehide (a page unloading, or put in the back/forward cache, may still say it is visible) to pageshow.
  let leaving = false
  const window = globalThis as { addEventListener?: (type: string, listener: () => void) => void }
  window.addEventListener?.('pagehide', () => {
    leaving = true
  })
  window.addEventListener?.('pageshow', () => {
    leaving = false
  })
  // A call made while the page is hidden may be its last (lib/query-persist.ts writes then what it was keeping):
  // keepalive lets it outlive the page, and unlike sendBeacon it carries the token header, so the server's token
  // rule holds (electron/preview/guard.ts). Same-origin, so no preflight is needed, which keepalive would refuse.
  const keepaliveFor = (body: string): number => {
    if (scope.document?.visibilityState !== 'hidden') return 0
    const bytes = new TextEncoder().encode(body).length
    return keepaliveBytes + bytes <= KEEPALIVE_BUDGET ? bytes : 0
  }

  const invoke = async (channel: InvokeChannel, payload: unknown): Promise<IpcResult<unknown>> => {
    // Numbered when made, before any wait below: the order of the calls is the order of the code that made them.
    const order = `${page}.${calls++}`
    // Sent from a task of its own while the page is shown: a start's effects make a dozen calls in one task, and
    // each fetch() costs the main thread a few milliseconds (README.md, Architecture: no long task after the first
    // paint). A call made while the page is hidden or going away may be its last, so it goes at once: a next task
    // never comes to a page being unloaded.
    if (!leaving && scope.document?.visibilityState !== 'hidden') await nextTask()
    // undefined is not JSON; the `none` validator reads null as "no payload".
    const sent = JSON.stringify(payload ?? null)
    const kept = keepaliveFor(sent)
    keepaliveBytes += kept
    let response: Response
    try {
      response = await doFetch(`${options.baseUrl}/ipc/${channel}`, {
        method: 'POST',
        headers: { ...headers(), 'Content-Type': 'application/json', [ORDER_HEADER]: order },
        body: sent,
        ...(kept > 0 ? { keepalive: true } : {}),
      })
    } catch (error) {
      return unreachable(`The preview server did not answer: ${String(error)}`)
    } finally {
      keepaliveBytes -= kept
    }
    let body: unknown
    try {
      body = await response.json()
    } catch {
      return unreachable(
        `The preview server sent a non-JSON answer (HTTP ${response.status}).`,
        response.status,
      )
    }
    // The server's own refusals (403, 404, 413, ...) are IpcResults too, so they pass through with their code.
    if (isIpcResult(body)) return body
    return unreachable(
      `The preview server sent an unexpected answer (HTTP ${response.status}).`,
      response.status,
    )
  }

  const api: Record<string, unknown> = {}
  for (const [channel, spec] of Object.entries(invokeChannels)) {
    api[spec.method] = (payload?: unknown) => invoke(channel as InvokeChannel, payload)
  }

  const listeners = new Map<EventChannel, Set<(payload: unknown) => void>>()
  let stream: { close(): void } | null = null
  const known = new Set<string>(eventChannels)
  const dispatch = (event: string, data: unknown): void => {
    if (!known.has(event)) return
    for (const listener of [...(listeners.get(event as EventChannel) ?? [])]) {
      try {
        listener(data)
      } catch (error) {
        // One faulty listener must not stop the others or the shared stream.
        console.error(`Listener for ${event} failed`, error)
      }
    }
  }
  const count = (): number => [...listeners.values()].reduce((n, set) => n + set.size, 0)

  api.on = <E extends EventChannel>(
    event: E,
    listener: (payload: EventPayloads[E]) => void,
  ): (() => void) => {
    const fn = listener as (payload: unknown) => void
    let set = listeners.get(event)
    if (set === undefined) listeners.set(event, (set = new Set()))
    set.add(fn)
    stream ??= openEventStream({
      url: `${options.baseUrl}/events`,
      headers: headers(),
      fetch: doFetch,
      dispatch,
    })
    let subscribed = true
    return () => {
      if (!subscribed) return
      subscribed = false
      set.delete(fn)
      if (count() === 0 && stream !== null) {
        stream.close()
        stream = null
      }
    }
  }
  return api as ExplorerApi
}
