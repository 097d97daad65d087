// The core's clock reaches its schedulers: their waits fall due by the clock the host gave, not by real time.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { coreSchedulerPool, createExplorerCore } from '../../../../electron/core/app/create-explorer-core.ts'
import { KEYCHAIN_RECHECK_MS } from '../../../../electron/core/key-vault/lock-watch.ts'
import type { SecretStore } from '../../../../electron/core/key-vault/types.ts'
import { keylessCoreOptions } from '../../../support/session-harness.ts'
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

test("a locked keychain is asked again by the core's clock, and its unlock reaches the views as keys:did-change", async (t) => {
  const dir = await mkdtemp(join(tmpdir(), 'bx-core-lock-'))
  t.after(() => rm(dir, { recursive: true, force: true }))
  const clock = new FakeClock()
  // The keychain's answers are the input: a store whose lock the test turns (the real keyring: keychain-lock.spec).
  let locked = true
  const secretStore: SecretStore = {
    get: async () => null,
    set: async () => undefined,
    delete: async () => true,
    locked: async () => locked,
  }
  const core = await createExplorerCore({ ...keylessCoreOptions(dir, 'unused'), secretStore, clock })
  t.after(() => core.close())
  // The key list learns the keychain is locked (and says so: the first change).
  assert.equal((await core.handlers['keys:list'](undefined)).ok, true)
  const changes: boolean[] = []
  core.events.on('keys:did-change', () => changes.push(locked))
  locked = false
  // Not before the re-read falls due by the core's clock; then said with no call from the views.
  clock.advance(KEYCHAIN_RECHECK_MS - 1)
  await flush()
  assert.deepEqual(changes, [])
  clock.advance(1)
  await new Promise((resolve) => setImmediate(resolve))
  assert.deepEqual(changes, [false])
})
