/** Typed fan-out of the events main sends to the renderer; a listener's failure never reaches the emitter. */
import type { EventChannel, EventPayloads } from '../../../shared/ipc/contract.ts'

/** Subscribes to one event channel; returns the function that unsubscribes. */
export type Subscribe = <E extends EventChannel>(
  event: E,
  fn: (payload: EventPayloads[E]) => void,
) => () => void

/** The emitting side, kept inside the core, and the subscribing side, handed to hosts. */
export interface EventHub {
  on: Subscribe
  emit<E extends EventChannel>(event: E, payload: EventPayloads[E]): void
  /** Drops every listener: nothing is delivered after the core closed. */
  clear(): void
}

/** Creates an event hub; `onListenerError` hears about listeners that threw (default: a line on stderr). */
export function createEventHub(onListenerError?: (event: EventChannel, error: unknown) => void): EventHub {
  const listeners = new Map<EventChannel, Set<(payload: never) => void>>()
  const report =
    onListenerError ??
    ((event: EventChannel, error: unknown) => {
      const name = error instanceof Error ? error.name : typeof error
      console.error(`[explorer] a listener of ${event} threw ${name}`)
    })
  return {
    on(event, fn) {
      let set = listeners.get(event)
      if (!set) listeners.set(event, (set = new Set()))
      // Wrapped so the same function subscribed twice gets two independent subscriptions.
      const own = (payload: never): void => fn(payload)
      set.add(own)
      return () => {
        set.delete(own)
      }
    },
    emit(event, payload) {
      const set = listeners.get(event)
      if (!set) return
      for (const fn of [...set]) {
        try {
          ;(fn as (p: typeof payload) => void)(payload)
        } catch (error) {
          report(event, error)
        }
      }
    },
    clear() {
      listeners.clear()
    },
  }
}
