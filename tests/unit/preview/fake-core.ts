/**
 * Test double for the host's ExplorerCore: the server tests exercise HTTP framing and guards, which do not depend
 * on what the handlers do. Every handler echoes its channel and payload; events are emitted by the test.
 */
import { invokeChannels, type EventChannel, type InvokeChannel } from '../../../shared/ipc/contract.ts'
import type { IpcResult } from '../../../shared/ipc/common.ts'
import type { CorePort } from '../../../electron/core/app/index.ts'

export type FakeCore = CorePort & {
  calls: { channel: InvokeChannel; payload: unknown }[]
  emit(event: EventChannel, payload: unknown): void
  listenerCount(): number
  /** Resolves once some listener is subscribed to `event` (the server subscribes when a stream opens). */
  subscribed(event: EventChannel): Promise<void>
  /** Resolves once nothing listens any more (the server unsubscribes when a stream closes). */
  idle(): Promise<void>
}

export function createFakeCore(): FakeCore {
  const calls: FakeCore['calls'] = []
  const listeners = new Map<EventChannel, Set<(payload: unknown) => void>>()
  const waiters: { event: EventChannel; resolve: () => void }[] = []
  let idleWaiters: (() => void)[] = []
  const count = (): number => [...listeners.values()].reduce((n, s) => n + s.size, 0)
  const handlers = {} as Record<InvokeChannel, (payload: unknown) => Promise<IpcResult<unknown>>>
  for (const channel of Object.keys(invokeChannels) as InvokeChannel[]) {
    handlers[channel] = async (payload) => {
      calls.push({ channel, payload })
      return { ok: true, value: { channel, payload: payload ?? null } }
    }
  }
  return {
    // The echo is not each channel's result type: the server under test never looks inside a result.
    handlers: handlers as CorePort['handlers'],
    calls,
    events: {
      on(event, fn) {
        let set = listeners.get(event)
        if (set === undefined) listeners.set(event, (set = new Set()))
        set.add(fn as (payload: unknown) => void)
        for (const w of waiters.filter((w) => w.event === event)) {
          waiters.splice(waiters.indexOf(w), 1)
          w.resolve()
        }
        return () => {
          set.delete(fn as (payload: unknown) => void)
          if (count() > 0) return
          for (const resolve of idleWaiters) resolve()
          idleWaiters = []
        }
      },
    },
    emit(event, payload) {
      for (const fn of listeners.get(event) ?? []) fn(payload)
    },
    listenerCount: count,
    subscribed(event) {
      if ((listeners.get(event)?.size ?? 0) > 0) return Promise.resolve()
      return new Promise((resolve) => waiters.push({ event, resolve }))
    },
    idle() {
      if (count() === 0) return Promise.resolve()
      return new Promise((resolve) => idleWaiters.push(resolve))
    },
  }
}
