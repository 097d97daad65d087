// The clients here are real API clients on a real scheduler pool; no request is sent, so no service is needed.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { createSchedulerPool } from '../../../../electron/core/api/index.ts'
import { fixedSecret, type SecretSource } from '../../../../electron/core/session/secret-source.ts'
import { createSessionClients } from '../../../../electron/core/session/session-clients.ts'
import type { ServiceTarget } from '../../../../electron/core/session/session-target.ts'

const target: ServiceTarget = { mode: 'configured', serviceUrl: 'http://127.0.0.1:9/v1/api', keyId: 'key_a' }

function watched(): { source: SecretSource; forgotten: () => boolean } {
  const inner = fixedSecret('bxk_x')
  let forgotten = false
  return {
    source: {
      get: inner.get,
      forget: () => {
        forgotten = true
        inner.forget()
      },
    },
    forgotten: () => forgotten,
  }
}

test('disposing a client releases its scheduler and forgets its key', () => {
  const schedulers = createSchedulerPool()
  const clients = createSessionClients({ schedulers, clientNow: undefined, onEvent: () => undefined })
  const key = watched()
  const client = clients.make(target, key.source)
  assert.equal(schedulers.size(), 1)
  clients.dispose(client)
  assert.equal(key.forgotten(), true)
  assert.equal(schedulers.size(), 0)
  schedulers.dispose()
})

test('a temporary client lives only while its function runs, also when it throws', async () => {
  const schedulers = createSchedulerPool()
  const clients = createSessionClients({ schedulers, clientNow: undefined, onEvent: () => undefined })
  const key = watched()
  await assert.rejects(
    clients.withTemporary(target, key.source, async () => {
      assert.equal(key.forgotten(), false)
      throw new Error('boom')
    }),
    /boom/,
  )
  assert.equal(key.forgotten(), true)
  assert.equal(schedulers.size(), 0)
  schedulers.dispose()
})

test('disposeAll forgets every key; cancel of an unknown request is false', () => {
  const schedulers = createSchedulerPool()
  const clients = createSessionClients({ schedulers, clientNow: undefined, onEvent: () => undefined })
  const a = watched()
  const b = watched()
  clients.make(target, a.source)
  clients.make({ ...target, keyId: 'key_b' }, b.source)
  assert.equal(clients.cancel('nothing-running'), false)
  clients.disposeAll()
  assert.deepEqual([a.forgotten(), b.forgotten()], [true, true])
  assert.equal(schedulers.size(), 0)
  schedulers.dispose()
})
