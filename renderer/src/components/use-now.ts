import { useCallback, useSyncExternalStore } from 'react'
import { useFirstScreenFacts } from '../lib/first-screen.ts'
import { readClock } from '../lib/clock.ts'

/** One clock: the time it last read, its timer while something watches it, and who watches. */
interface Clock {
  now: number
  timer: number | undefined
  listeners: Set<() => void>
}

// The shared clock, the renderer's one clock (an external store named in tests/unit/tooling/renderer-state.test.ts):
// one interval per period for everything on screen that shows the time, running only while something watches.
const clocks = new Map<number, Clock>()

function clockOf(everyMs: number): Clock {
  const found = clocks.get(everyMs)
  if (found !== undefined) return found
  const clock: Clock = { now: readClock(), timer: undefined, listeners: new Set() }
  clocks.set(everyMs, clock)
  return clock
}

function subscribeTo(everyMs: number, onTick: () => void): () => void {
  const clock = clockOf(everyMs)
  clock.listeners.add(onTick)
  // useSyncExternalStore re-reads the time after subscribing, so what mounts now shows the time of now.
  clock.now = readClock()
  if (clock.timer === undefined) {
    clock.timer = window.setInterval(() => {
      clock.now = readClock()
      for (const listener of clock.listeners) listener()
    }, everyMs)
  }
  return () => {
    clock.listeners.delete(onTick)
    if (clock.listeners.size === 0) {
      window.clearInterval(clock.timer)
      clock.timer = undefined
    }
  }
}

const idle = (): (() => void) => () => undefined

/**
 * The current time, refreshed every `everyMs` so relative times ("3 minutes ago") and countdowns stay true;
 * while `active` is false it stands still (a countdown that is not showing costs no timer).
 */
export function useNow(everyMs = 30_000, active = true): number {
  const subscribe = useCallback(
    (onTick: () => void) => (active ? subscribeTo(everyMs, onTick) : idle()),
    [everyMs, active],
  )
  const read = useCallback(() => clockOf(everyMs).now, [everyMs])
  // Drawn before any script (renderer/src/ssr/) and hydrated: the clock the drawing read.
  const drawnAt = useFirstScreenFacts()?.now
  return useSyncExternalStore(subscribe, read, () => drawnAt ?? read())
}
