/**
 * Builds `window.explorer` from the IPC contract: one named method per invoke channel and an `on` that accepts
 * only declared events. Nothing generic is exposed, so a compromised renderer can reach exactly the channels
 * the contract lists (https://www.electronjs.org/docs/latest/tutorial/security#20-do-not-expose-electron-apis-to-untrusted-web-content).
 * Bundled into the sandboxed preload: it may import only shared/.
 */
import {
  eventChannels,
  invokeChannels,
  type EventChannel,
  type ExplorerApi,
} from '../../shared/ipc/contract.ts'

/** A listener as ipcRenderer calls it: the Electron event first, then the payload. */
export type RendererListener = (event: unknown, payload: unknown) => void

/** The part of Electron's ipcRenderer the API needs (tests pass a test double). */
export interface IpcRendererLike {
  invoke(channel: string, payload: unknown): Promise<unknown>
  on(channel: string, listener: RendererListener): unknown
  removeListener(channel: string, listener: RendererListener): unknown
}

const declaredEvents: readonly string[] = eventChannels

/**
 * Events that ask the window to do something once. Main sends a launch deep link on did-finish-load, which can
 * come before React has subscribed; one that arrives while nobody listens is held (the latest only) and handed
 * to the first listener, instead of being dropped.
 */
const HELD_UNTIL_SUBSCRIBED: readonly EventChannel[] = ['navigation:did-request']

/** Builds the API object the preload exposes through contextBridge. */
export function buildExplorerApi(ipc: IpcRendererLike): ExplorerApi {
  const api: Record<string, unknown> = {}
  const subscribers = new Map<string, number>()
  const held = new Map<string, unknown>()
  for (const event of HELD_UNTIL_SUBSCRIBED) {
    ipc.on(event, (_event, payload) => {
      if ((subscribers.get(event) ?? 0) === 0) held.set(event, payload)
    })
  }
  for (const [channel, { method }] of Object.entries(invokeChannels)) {
    // One argument at most: extra arguments would be a second, unvalidated payload.
    api[method] = (payload?: unknown) => ipc.invoke(channel, payload)
  }
  api['on'] = (event: unknown, listener: unknown): (() => void) => {
    if (typeof event !== 'string' || !declaredEvents.includes(event)) {
      throw new TypeError(`Unknown event: ${String(event)}`)
    }
    if (typeof listener !== 'function') throw new TypeError('The listener must be a function')
    // The Electron event object carries `sender` (the ipcRenderer itself): it must never reach the page.
    const wrapped: RendererListener = (_event, payload) => {
      ;(listener as (payload: unknown) => void)(payload)
    }
    ipc.on(event, wrapped)
    subscribers.set(event, (subscribers.get(event) ?? 0) + 1)
    let subscribed = true
    if (held.has(event)) {
      const payload = held.get(event)
      held.delete(event)
      // After `on` returns, as a live event would arrive; not at all if unsubscribed meanwhile.
      queueMicrotask(() => {
        if (subscribed) wrapped(null, payload)
      })
    }
    return () => {
      if (!subscribed) return
      subscribed = false
      subscribers.set(event, (subscribers.get(event) ?? 1) - 1)
      ipc.removeListener(event, wrapped)
    }
  }
  return Object.freeze(api) as ExplorerApi
}
