/** A manual clock for the scheduler: time moves only when a test says so, timers fire in order. */
import type { SchedulerClock } from '../../../../electron/core/api/clock.ts'

interface Timer {
  id: number
  at: number
  fn: () => void
  keepAlive: boolean
}

/** A SchedulerClock whose time and timers the test drives. */
export class FakeClock implements SchedulerClock {
  t: number
  #timers: Timer[] = []
  #next = 1

  constructor(start = 1_800_000_000_000) {
    this.t = start
  }

  now = (): number => this.t

  setTimer = (fn: () => void, ms: number, keepAlive = true): unknown => {
    const timer = { id: this.#next++, at: this.t + ms, fn, keepAlive }
    this.#timers.push(timer)
    return timer.id
  }

  clearTimer = (handle: unknown): void => {
    this.#timers = this.#timers.filter((x) => x.id !== handle)
  }

  /** When the earliest pending timer is due, or null. */
  nextAt(): number | null {
    return this.#timers.reduce<number | null>((m, x) => (m === null || x.at < m ? x.at : m), null)
  }

  /** The pending timers that would hold a process open (SchedulerClock.setTimer's keepAlive). */
  keepAliveCount(): number {
    return this.#timers.filter((x) => x.keepAlive).length
  }

  /** Moves time forward, firing every timer that falls due on the way, in deadline order. */
  advance(ms: number): void {
    const end = this.t + ms
    for (;;) {
      const due = this.#timers.filter((x) => x.at <= end).sort((a, b) => a.at - b.at)[0]
      if (!due) break
      this.#timers = this.#timers.filter((x) => x !== due)
      this.t = Math.max(this.t, due.at)
      due.fn()
    }
    this.t = end
  }

  /** Fires the earliest timer without moving time, as a timer that fires early would. */
  fireEarly(): void {
    const due = [...this.#timers].sort((a, b) => a.at - b.at)[0]
    if (!due) return
    this.#timers = this.#timers.filter((x) => x !== due)
    due.fn()
  }
}

/** Lets promise callbacks run (resolutions of acquire). */
export function flush(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve))
}
