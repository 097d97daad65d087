/**
 * Binds every invoke channel of the contract to the core, behind the sender check, and forwards every core event
 * to the window. Takes ipcMain as a parameter so the whole decision path is tested without Electron; the only
 * caller is register.main.ts.
 */
import {
  eventChannels,
  invokeChannels,
  type EventChannel,
  type EventPayloads,
  type InvokeChannel,
} from '../../shared/ipc/contract.ts'
import type { IpcResult } from '../../shared/ipc/common.ts'
import type { CorePort } from '../core/app/index.ts'
import { checkSender, untrustedSenderResult, type SenderFacts } from './sender.ts'

/** The parts of an IpcMainInvokeEvent the sender check reads. */
export interface InvokeEventLike {
  sender: { id: number }
  senderFrame: { url: string; parent: unknown } | null
}

/** The part of ipcMain used here. */
export interface HandlerRegistry {
  handle(channel: string, listener: (event: InvokeEventLike, payload: unknown) => Promise<unknown>): void
  removeHandler(channel: string): void
}

/** What binding needs. */
export interface BindOptions {
  registry: HandlerRegistry
  core: CorePort
  /** id of the main window's web contents, or null while there is none. */
  windowId: () => number | null
  trustedOrigins: readonly string[]
  /** Sends an event to the main window (a no-op when it is gone). */
  sendEvent: <C extends EventChannel>(channel: C, payload: EventPayloads[C]) => void
  /** Receives refusals; never given the payload, which may hold an API key. */
  log: (message: string) => void
}

/** Reads the sender facts off an event; a frame that was disposed meanwhile counts as gone. */
export function senderFacts(event: InvokeEventLike, windowId: number | null): SenderFacts {
  let frame: SenderFacts['frame'] = null
  try {
    const f = event.senderFrame
    if (f !== null) frame = { url: f.url, isMainFrame: f.parent === null }
  } catch {
    frame = null
  }
  return { senderId: event.sender.id, windowId, frame }
}

const internalError = (channel: string): IpcResult<never> => ({
  ok: false,
  error: {
    kind: 'internal',
    code: 'internal_error',
    message: `The ${channel} handler failed unexpectedly.`,
    status: null,
    retryAt: null,
    missingScope: null,
    field: null,
  },
})

/** Binds all channels and events; returns the function that unbinds them. */
export function bindChannels(options: BindOptions): () => void {
  const { registry, core, log } = options
  const channels = Object.keys(invokeChannels) as InvokeChannel[]
  for (const channel of channels) {
    registry.handle(channel, async (event, payload) => {
      const facts = senderFacts(event, options.windowId())
      const verdict = checkSender(facts, options.trustedOrigins)
      if (!verdict.ok) {
        log(`IPC ${channel} refused: ${verdict.reason} (frame ${facts.frame?.url ?? 'none'})`)
        return untrustedSenderResult()
      }
      try {
        return await core.handlers[channel](payload)
      } catch {
        // Handlers promise never to throw; if one does, the renderer still gets a typed result, not a rejection.
        return internalError(channel)
      }
    })
  }
  const forward = <C extends EventChannel>(channel: C): (() => void) =>
    core.events.on(channel, (payload) => options.sendEvent(channel, payload))
  const unsubscribers = eventChannels.map(forward)
  return () => {
    for (const channel of channels) registry.removeHandler(channel)
    for (const unsubscribe of unsubscribers) unsubscribe()
  }
}
