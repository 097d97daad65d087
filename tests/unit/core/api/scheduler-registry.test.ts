// The scheduler pool of one explorer core: shared per key and service, pruned when no client holds it.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { ApiError, createApiClient } from '../../../../electron/core/api/index.ts'
import { createSchedulerPool } from '../../../../electron/core/api/scheduler-registry.ts'
import { FakeClock, flush } from './fake-clock.ts'

const BASE = 'http://pool.test/v1/api'

test('clients of one key on one service share a scheduler; another key gets its own', () => {
  const pool = createSchedulerPool()
  const a = pool.acquire('key-1', BASE)
  assert.equal(pool.acquire('key-1', `${BASE}/`), a)
  assert.notEqual(pool.acquire('key-2', BASE), a)
  assert.equal(pool.size(), 2)
})

test('two pools share nothing: neither schedulers nor lockouts', async () => {
  const clock = new FakeClock()
  const one = createSchedulerPool({ clock })
  const two = createSchedulerPool({ clock })
  const a = one.acquire('key-1', BASE)
  const b = two.acquire('key-1', BASE)
  assert.notEqual(a, b)
  one.lockouts.lock(BASE, clock.t + 60_000)
  assert.equal(a.state().reason, 'lockout')
  assert.equal(b.state().reason, null)
  await b.acquire({ maxWaitMs: 0 })
})

test('the last client out drops the scheduler unless the pool keeps that key', () => {
  const pool = createSchedulerPool({ keep: (keyId) => keyId === 'saved' })
  const temp = pool.acquire('verify_1', BASE)
  pool.acquire('verify_1', BASE)
  pool.release(temp)
  assert.equal(pool.size(), 1, 'still held by one client')
  pool.release(temp)
  assert.equal(pool.size(), 0)
  const saved = pool.acquire('saved', BASE)
  pool.release(saved)
  assert.equal(pool.size(), 1)
  assert.equal(pool.acquire('saved', BASE), saved, 'a kept scheduler keeps what it learned')
})

test('a disposed client hands its scheduler back: clients without a pool of their own leave nothing', () => {
  const pool = createSchedulerPool()
  for (let i = 0; i < 3; i++) {
    const client = createApiClient({ baseUrl: BASE, keyId: 'k', getKey: async () => 'x', schedulers: pool })
    client.dispose()
    client.dispose()
  }
  assert.equal(pool.size(), 0)
})

test('clients made without a pool do not share a scheduler (no process-wide registry)', () => {
  const make = () => createApiClient({ baseUrl: BASE, keyId: 'same', getKey: async () => 'x' })
  assert.notEqual(make().scheduler, make().scheduler)
})

test('dispose empties the pool, stops its timers and fails callers still queued with kind cancelled', async () => {
  const clock = new FakeClock()
  const pool = createSchedulerPool({ clock })
  const s = pool.acquire('k', BASE)
  pool.lockouts.lock(BASE, clock.t + 1000)
  const queued = s.acquire()
  await flush()
  assert.notEqual(clock.nextAt(), null)
  pool.dispose()
  await assert.rejects(queued, (e: unknown) => e instanceof ApiError && e.kind === 'cancelled')
  assert.equal(pool.size(), 0)
  assert.equal(clock.nextAt(), null)
})

test('prune drops the schedulers no client holds and the pool no longer keeps', () => {
  const saved = new Set(['a', 'b'])
  const pool = createSchedulerPool({ keep: (keyId) => saved.has(keyId) })
  pool.release(pool.acquire('a', BASE))
  pool.acquire('b', BASE)
  saved.clear()
  pool.prune()
  assert.equal(pool.size(), 1, 'b is still held by a client')
})

test('a hold on a service holds every key of the pool on it, and no other service', async () => {
  const clock = new FakeClock()
  const pool = createSchedulerPool({ clock })
  const inUse = pool.acquire('key-1', BASE)
  const check = pool.acquire('verify_1', `${BASE}/`)
  const elsewhere = pool.acquire('key-1', 'http://other.test/v1/api')
  pool.service.hold(BASE, clock.t + 1_000, 'retry_after')
  let started = false
  void check.acquire().then(() => (started = true))
  await flush()
  assert.equal(started, false, 'the check waits though its key is another')
  assert.deepEqual([inUse.state().reason, inUse.state().waitingUntil], ['retry_after', clock.t + 1_000])
  assert.equal(elsewhere.state().reason, null)
  clock.advance(1_000)
  await flush()
  assert.equal(started, true, 'let go when the time asked has passed')
})
