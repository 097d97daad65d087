import assert from 'node:assert/strict'
import { test } from 'node:test'
import type { TestContext } from 'node:test'
import {
  DEFAULT_POLL_INTERVAL_MS,
  createStatsPoller,
} from '../../../../electron/core/history/stats-poller.ts'
import type { PollTimer, StatsPollerOptions } from '../../../../electron/core/history/stats-poller.ts'
import type { HistoryStats } from '../../../../electron/core/history/history-types.ts'
import { openHistoryStore } from '../../../../electron/core/history/history-store.ts'
import { HISTORY_MIGRATIONS } from '../../../../electron/core/app/history-migrations.ts'
import { manualClock, tempUserData } from './temp-dir.ts'

const URL = 'https://a.example/v1/api'
const stats = (n: number): HistoryStats => ({ bridges: n, suggestors: n, passes: n, avg_score: null })

/** A timer driven by the test: each scheduling is an event the test can await, then fire. */
function fakeTimer() {
  const pending = new Map<number, { callback: () => void; ms: number }>()
  let nextHandle = 1
  let waiter: (() => void) | null = null
  const timer: PollTimer = {
    set(callback, ms) {
      const handle = nextHandle++
      pending.set(handle, { callback, ms })
      waiter?.()
      waiter = null
      return handle
    },
    clear(handle) {
      pending.delete(handle as number)
    },
  }
  return {
    timer,
    pending,
    /** resolves once a tick is scheduled (the previous poll has settled) */
    scheduled(): Promise<void> {
      if (pending.size > 0) return Promise.resolve()
      return new Promise((resolve) => (waiter = resolve))
    },
    fire(): void {
      const [handle, entry] = [...pending][0] ?? assert.fail('nothing scheduled')
      pending.delete(handle)
      entry.callback()
    },
  }
}

function setup(t: TestContext, overrides: Partial<StatsPollerOptions> = {}) {
  const clock = manualClock()
  const store = openHistoryStore({ dir: tempUserData(t), now: clock.now, migrations: HISTORY_MIGRATIONS })
  t.after(() => store.close())
  const clockTimer = fakeTimer()
  const errors: unknown[] = []
  let n = 0
  const poller = createStatsPoller({
    fetchStats: async () => stats(++n),
    canSpend: () => true,
    store,
    serviceUrl: URL,
    onError: (error) => errors.push(error),
    timer: clockTimer.timer,
    ...overrides,
  })
  t.after(() => poller.stop())
  const recorded = () => store.statsRange(URL, 0, Number.MAX_SAFE_INTEGER).map((p) => p.bridges)
  return { clock, store, poller, errors, recorded, ...clockTimer }
}

test('start polls at once and records each snapshot, then every interval (default five minutes)', async (t) => {
  const h = setup(t)
  h.poller.start()
  await h.scheduled()
  assert.deepEqual(h.recorded(), [1])
  assert.equal([...h.pending.values()][0]?.ms, DEFAULT_POLL_INTERVAL_MS)
  h.clock.advance(1000)
  h.fire()
  await h.scheduled()
  assert.deepEqual(h.recorded(), [1, 2])
})

test('no request is made while canSpend says the budget is needed elsewhere', async (t) => {
  let allowed = false
  let fetches = 0
  const h = setup(t, {
    canSpend: () => allowed,
    fetchStats: async () => stats(++fetches),
  })
  h.poller.start()
  await h.scheduled()
  assert.equal(fetches, 0)
  assert.deepEqual(h.recorded(), [])
  allowed = true
  h.fire()
  await h.scheduled()
  assert.equal(fetches, 1)
  assert.deepEqual(h.recorded(), [1])
})

test('polls never overlap: the next one is scheduled only after the previous settles', async (t) => {
  let release: (value: HistoryStats) => void = () => {}
  let inFlight = 0
  let maxInFlight = 0
  const h = setup(t, {
    fetchStats: () => {
      inFlight++
      maxInFlight = Math.max(maxInFlight, inFlight)
      return new Promise<HistoryStats>((resolve) => {
        release = (value) => {
          inFlight--
          resolve(value)
        }
      })
    },
  })
  h.poller.start()
  h.poller.start()
  assert.equal(h.pending.size, 0, 'nothing scheduled while the first poll is out')
  release(stats(1))
  await h.scheduled()
  assert.equal(maxInFlight, 1)
  assert.equal(h.pending.size, 1)
})

test('a failed fetch is reported to onError and polling goes on', async (t) => {
  let calls = 0
  const h = setup(t, {
    fetchStats: async () => {
      calls++
      if (calls === 1) throw new Error('503 service_unavailable')
      return stats(calls)
    },
  })
  h.poller.start()
  await h.scheduled()
  assert.equal(h.errors.length, 1)
  assert.match(String(h.errors[0]), /service_unavailable/)
  h.fire()
  await h.scheduled()
  assert.deepEqual(h.recorded(), [2])
})

test('stop cancels the next poll and waits for one in flight without recording it', async (t) => {
  let release: (value: HistoryStats) => void = () => {}
  const h = setup(t, { fetchStats: () => new Promise<HistoryStats>((resolve) => (release = resolve)) })
  h.poller.start()
  const stopped = h.poller.stop()
  release(stats(1))
  await stopped
  assert.equal(h.poller.running, false)
  assert.equal(h.pending.size, 0)
  assert.deepEqual(h.recorded(), [])
})

test('an interval that is not positive is refused', () => {
  assert.throws(
    () =>
      createStatsPoller({
        intervalMs: 0,
        fetchStats: async () => stats(1),
        canSpend: () => true,
        store: { addStatsSnapshot: () => {} },
        serviceUrl: URL,
        onError: () => {},
      }),
    RangeError,
  )
})
