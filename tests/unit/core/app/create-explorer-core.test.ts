// The core's clock reaches its schedulers: their waits fall due by the clock the host gave, not by real time.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { coreSchedulerPool } from '../../../../electron/core/app/create-explorer-core.ts'
import { FakeClock, flush } from '../api/fake-clock.ts'

const BASE = 'http://core-clock.test/v1/api'

test("a wait of the core's schedulers ends when the core's clock passes it, with no real time spent", async () => {
  const clock = new FakeClock()
  const pool = coreSchedulerPool({ list: () => [] }, clock)
  const scheduler = pool.acquire('demo', BASE)
  pool.lockouts.lock(BASE, clock.now() + 60_000)
  let granted = false
  const waiting = scheduler.acquire().then(() => (granted = true))
  await flush()
  clock.advance(59_999)
  await flush()
  assert.equal(granted, false, 'still held one millisecond before the lockout ends')
  clock.advance(1)
  await waiting
  assert.equal(granted, true)
  pool.dispose()
})
