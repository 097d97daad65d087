import assert from 'node:assert/strict'
import { test } from 'node:test'
import { ApiError } from '../../../../electron/core/api/api-error.ts'
import { createLockouts } from '../../../../electron/core/api/lockout.ts'
import { RateScheduler } from '../../../../electron/core/api/rate-scheduler.ts'
import type { SchedulerState } from '../../../../electron/core/api/types.ts'
import { FakeClock, flush } from './fake-clock.ts'

const kindOf = (kind: string) => (e: unknown) => e instanceof ApiError && e.kind === kind

test('a lockout of the base URL holds the schedulers of every key, and surfaces locked_out beyond maxWaitMs', async () => {
  const clock = new FakeClock()
  const baseUrl = 'http://lockout.test/v1/api'
  const lockouts = createLockouts()
  const a = new RateScheduler({ keyId: 'a', baseUrl, clock, lockouts })
  const b = new RateScheduler({ keyId: 'b', baseUrl: `${baseUrl}/`, clock, lockouts })
  lockouts.lock(baseUrl, clock.t + 1000)
  await assert.rejects(
    b.acquire({ maxWaitMs: 10 }),
    (e: unknown) => kindOf('locked_out')(e) && (e as ApiError).retryAt === clock.t + 1000,
  )
  let started = false
  void a.acquire().then(() => (started = true))
  await flush()
  assert.equal(a.state().reason, 'lockout')
  clock.advance(999)
  await flush()
  assert.equal(started, false)
  clock.advance(1)
  await flush()
  assert.equal(started, true)
})

test('a blocked key rejects queued and later requests with key_blocked until the block is cleared', async () => {
  const clock = new FakeClock()
  const s = new RateScheduler({ keyId: 'k', baseUrl: 'http://block.test', clock })
  const first = await s.acquire()
  const queued = s.acquire()
  s.blockKey('revoked', 'key_revoked')
  await assert.rejects(
    queued,
    (e: unknown) => kindOf('key_blocked')(e) && (e as ApiError).code === 'key_revoked',
  )
  await assert.rejects(s.acquire(), kindOf('key_blocked'))
  s.complete(first, { rate: null, dateHeader: null, receivedAt: clock.t })
  s.clearKeyBlock()
  await s.acquire()
  assert.equal(s.keyBlock, null)
})

test('subscribers receive the state on every change, and no longer after unsubscribing', async () => {
  const clock = new FakeClock()
  const s = new RateScheduler({ keyId: 'k', baseUrl: 'http://subscribe.test', clock })
  const seen: SchedulerState[] = []
  const off = s.subscribe((st) => seen.push(st))
  const p = await s.acquire()
  assert.deepEqual(
    seen.map((x) => x.inFlight),
    [1],
  )
  s.complete(p, {
    rate: { limit: 5, remaining: 4, resetSec: 1_800_000_060 },
    dateHeader: null,
    receivedAt: clock.t,
  })
  assert.deepEqual(seen.at(-1), {
    keyId: 'k',
    limit: 5,
    remaining: 4,
    resetAt: 1_800_000_060_000,
    queued: 0,
    inFlight: 0,
    waitingUntil: null,
    reason: null,
  })
  off()
  await s.acquire()
  assert.equal(seen.length, 2)
})

test('an aborted signal takes the caller out of the queue with kind cancelled', async () => {
  const clock = new FakeClock()
  const s = new RateScheduler({ keyId: 'k', baseUrl: 'http://abort.test', clock })
  await s.acquire() // the probe: the next caller has to queue
  const ac = new AbortController()
  const queued = s.acquire({ signal: ac.signal })
  assert.equal(s.state().queued, 1)
  ac.abort()
  await assert.rejects(queued, kindOf('cancelled'))
  assert.equal(s.state().queued, 0)
})

test('sleep keeps its absolute deadline when a timer fires early, and shows as a backoff wait', async () => {
  const clock = new FakeClock()
  const s = new RateScheduler({ keyId: 'k', baseUrl: 'http://sleep.test', clock })
  let woke = false
  void s.sleep(clock.t + 2000).then(() => (woke = true))
  assert.equal(s.state().reason, 'backoff')
  clock.fireEarly()
  await flush()
  assert.equal(woke, false)
  assert.equal(clock.nextAt(), clock.t + 2000)
  clock.advance(2000)
  await flush()
  assert.equal(woke, true)
  assert.equal(s.state().reason, null)
})
