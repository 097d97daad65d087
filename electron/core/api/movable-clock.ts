/**
 * A clock that runs with real time from a chosen start and can be moved forward, its timers with it: the
 * preview's test clock (electron/preview/README.md, "Test clock"), so an e2e test moves the core's time as it
 * moves the page's with Playwright's `page.clock`, and a rate window, a countdown or a poll falls due at once.
 */
import { SYSTEM_CLOCK, type SchedulerClock } from './clock.ts'

/** A SchedulerClock that `advance` moves forward; its pending timers fire when their time is passed. */
export interface MovableClock extends SchedulerClock {
  /** Moves the time forward by `ms` (a whole number, 0 or more) and fires every timer now due, earliest first. */
  advance(ms: number): void
}

interface Pending {
  fn: () => void
  /** When it falls due, in this clock's time. */
  at: number
  keepAlive: boolean
  handle: unknown
}

/** A clock reading `startAt` now and running on with `real` (the system's clock unless a test passes one). */
export function createMovableClock(startAt: number, real: SchedulerClock = SYSTEM_CLOCK): MovableClock {
  let shift = startAt - real.now()
  const pending = new Set<Pending>()
  const now = (): number => real.now() + shift

  // Armed on the real clock for what is left in this clock's time; a late or early real timer re-checks.
  const arm = (p: Pending): void => {
    p.handle = real.setTimer(() => fire(p), p.at - now(), p.keepAlive)
  }
  const fire = (p: Pending): void => {
    if (!pending.has(p)) return
    if (now() < p.at) return arm(p)
    pending.delete(p)
    p.fn()
  }

  return {
    now,
    setTimer(fn, ms, keepAlive = true) {
      const p: Pending = { fn, at: now() + Math.max(0, ms), keepAlive, handle: null }
      pending.add(p)
      arm(p)
      return p
    },
    clearTimer(handle) {
      const p = handle as Pending
      if (pending.delete(p)) real.clearTimer(p.handle)
    },
    advance(ms) {
      if (!Number.isSafeInteger(ms) || ms < 0)
        throw new RangeError(`The clock moves forward by a whole number of ms, 0 or more; got ${ms}`)
      shift += ms
      const waiting = [...pending].sort((a, b) => a.at - b.at)
      for (const p of waiting) real.clearTimer(p.handle)
      for (const p of waiting) {
        if (!pending.has(p)) continue
        if (now() >= p.at) {
          pending.delete(p)
          p.fn()
        } else arm(p)
      }
    },
  }
}
