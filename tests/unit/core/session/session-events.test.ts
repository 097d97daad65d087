// Real request log, event hub, SQLite history and key vault (in a throwaway corner of the real keychain).
import assert from 'node:assert/strict'
import { test } from 'node:test'
import type { SchedulerState } from '../../../../shared/ipc/rate-limit.ts'
import type { IpcErrorCode } from '../../../../shared/ipc/error-kinds.ts'
import { createEventHub } from '../../../../electron/core/session/event-hub.ts'
import { createSessionEvents } from '../../../../electron/core/session/session-events.ts'
import { DEMO_KEY_ID, type ServiceTarget } from '../../../../electron/core/session/session-target.ts'
import { openHistoryStore } from '../../../../electron/core/history/history-store.ts'
import { HISTORY_MIGRATIONS } from '../../../../electron/core/app/history-migrations.ts'
import { openKeyVault } from '../../../../electron/core/key-vault/index.ts'
import { createRequestLog } from '../../../../electron/core/request-log/request-log.ts'
import { createDeprecationRadarStore } from '../../../../electron/core/request-log/deprecation-radar.ts'
import { randomApiKey, throwawayKeychain } from '../../../support/throwaway-keychain.ts'

const keychain = throwawayKeychain()
const current: ServiceTarget = {
  mode: 'configured',
  serviceUrl: 'http://127.0.0.1:1/v1/api',
  keyId: 'key_cur',
}
const other: ServiceTarget = {
  mode: 'configured',
  serviceUrl: 'http://127.0.0.1:2/v1/api',
  keyId: 'key_other',
}

async function setUp(radar = false) {
  const dir = await keychain.tempDir('bx-session-events-')
  const { vault } = await openKeyVault({ userDataDir: dir, keychainService: keychain.service })
  const history = openHistoryStore({ dir, migrations: HISTORY_MIGRATIONS })
  const log = createRequestLog()
  const hub = createEventHub()
  const heard: string[] = []
  for (const channel of [
    'log:did-add',
    'scheduler:did-change',
    'keys:did-change',
    'notices:did-add',
  ] as const) {
    hub.on(channel, () => heard.push(channel))
  }
  // Near the real time: the store prunes samples older than its retention by the wall clock.
  let clock = Date.now()
  const deprecations = radar ? createDeprecationRadarStore({ history, hub, now: () => clock }) : undefined
  const events = createSessionEvents({
    ...(deprecations ? { deprecations } : {}),
    vault,
    history,
    log,
    hub,
    now: () => clock,
    onBackgroundError: (where, error) => assert.fail(`${where}: ${String(error)}`),
    isCurrent: (t) => t.keyId === current.keyId,
  })
  return { events, history, log, heard, vault, deprecations, tick: (ms: number) => (clock += ms) }
}

const state = (keyId: string, remaining: number): SchedulerState => ({
  keyId,
  limit: 100,
  remaining,
  resetAt: Date.now() + 60_000,
  queued: 0,
  inFlight: 0,
  waitingUntil: null,
  reason: null,
})

test('a request goes to the log with the base URL it was sent to', async () => {
  const { events, log, heard, history } = await setUp()
  const entry = {
    id: 'c1',
    at: 1,
    method: 'GET' as const,
    path: '/stats',
    status: 200,
    code: null,
    attempt: 1,
  }
  events.handle(current, {
    type: 'request',
    entry: { ...entry, durationMs: 3, rateLimit: null, keyHint: 'bxk_…abcd', requestId: 'r1' },
  })
  const [stored] = log.list()
  assert.equal(stored?.path, '/stats')
  assert.equal(events.baseUrlOf(stored!), current.serviceUrl)
  assert.deepEqual(heard, ['log:did-add'])
  history.close()
})

test('a log entry names the key that sent it and the host it went to, so two keys of two services differ', async () => {
  const { events, log, history } = await setUp()
  const sent = (t: ServiceTarget) =>
    events.handle(t, {
      type: 'request',
      entry: { ...answered(200, null).entry, keyHint: 'bxk_…abcd' },
    })
  sent(current)
  sent(other)
  const [fromOther, fromCurrent] = log.list()
  assert.deepEqual([fromCurrent?.keyId, fromCurrent?.host], [current.keyId, new URL(current.serviceUrl).host])
  assert.deepEqual([fromOther?.keyId, fromOther?.host], [other.keyId, new URL(other.serviceUrl).host])
  assert.notEqual(fromCurrent?.host, fromOther?.host, 'the two services are told apart')
  history.close()
})

test('only the current key’s budget reaches the gauge; every key’s budget is sampled, at most once a second', async () => {
  const { events, history, heard, tick } = await setUp()
  events.handle(other, { type: 'scheduler', state: state(other.keyId, 90) })
  assert.deepEqual(heard, [])
  events.handle(current, { type: 'scheduler', state: state(current.keyId, 80) })
  tick(500)
  events.handle(current, { type: 'scheduler', state: state(current.keyId, 79) })
  assert.deepEqual(heard, ['scheduler:did-change', 'scheduler:did-change'])
  const samples = history.rateRange(current.serviceUrl, current.keyId, 0, Number.MAX_SAFE_INTEGER)
  assert.deepEqual(
    samples.map((p) => p.remaining),
    [80],
  )
  assert.equal(history.rateRange(other.serviceUrl, other.keyId, 0, Number.MAX_SAFE_INTEGER).length, 1)
  history.close()
})

test('a key state of the demo key or of an unsaved key is not recorded; a deprecation becomes a notice', async () => {
  const { events, history, heard } = await setUp()
  const demo: ServiceTarget = { mode: 'demo', serviceUrl: current.serviceUrl, keyId: DEMO_KEY_ID }
  events.handle(demo, { type: 'key-state', keyId: DEMO_KEY_ID, state: 'invalid', code: 'invalid_api_key' })
  events.handle(other, { type: 'key-state', keyId: other.keyId, state: 'revoked', code: 'key_revoked' })
  events.handle(current, {
    type: 'deprecation',
    path: '/stats',
    deprecation: 'true',
    sunset: null,
    links: [],
  })
  assert.deepEqual(heard, ['notices:did-add'])
  history.close()
})

test("the radar is the service's: what one key was told and what the next key is told make one list", async () => {
  const { events, history, deprecations } = await setUp(true)
  const announce = (t: ServiceTarget, path: string): void =>
    events.handle(t, { type: 'deprecation', path, deprecation: '@1735689600', sunset: null, links: [] })
  announce(current, '/me')
  // A key switch on the same service: another key, another client.
  announce({ ...current, keyId: 'key_next' }, '/bridges')
  announce({ ...current, keyId: 'key_next' }, '/stats')
  announce(other, '/stats')
  assert.deepEqual(
    deprecations!.list(current.serviceUrl).map((n) => n.path),
    ['/bridges', '/me', '/stats'],
  )
  assert.deepEqual(
    deprecations!.list(other.serviceUrl).map((n) => n.path),
    ['/stats'],
  )
  history.close()
})

/** A request log entry as a client reports it. */
const answered = (status: number | null, code: IpcErrorCode | null) =>
  ({
    type: 'request',
    entry: {
      id: 'c1',
      at: 1,
      method: 'GET',
      path: '/me',
      status,
      code,
      attempt: 1,
      durationMs: 3,
      rateLimit: null,
      keyHint: 'bxk_…abcd',
      requestId: 'r1',
    },
  }) as const

/** Waits until the vault says `id` is in `state` (its write is asynchronous). */
async function stateBecomes(vault: { list(): { id: string; state: string }[] }, id: string, state: string) {
  for (let i = 0; i < 100 && vault.list().find((k) => k.id === id)?.state !== state; i++)
    await new Promise((r) => setTimeout(r, 10))
  return vault.list().find((k) => k.id === id)?.state
}

test('a saved key not checked yet is shown as working once the service answers it, even with a missing scope', async () => {
  const { events, history, heard, vault } = await setUp()
  const { key: saved } = await vault.add({ key: randomApiKey(), serviceUrl: current.serviceUrl })
  assert.equal(saved.state, 'unknown')
  const t: ServiceTarget = { ...current, keyId: saved.id }

  // Neither a failure that says nothing about the key, nor a 200 whose body was not the API's (an HTML page, a wrong shape), proves it works.
  events.handle(t, answered(null, 'network_error'))
  events.handle(t, answered(503, 'service_unavailable'))
  events.handle(t, answered(200, 'not_api'))
  events.handle(t, answered(200, 'shape_error'))
  await new Promise((r) => setTimeout(r, 50))
  assert.equal(vault.list().find((k) => k.id === saved.id)?.state, 'unknown')
  assert.ok(!heard.includes('keys:did-change'))

  // "This key lacks a scope" comes after authentication: the key works. A burst of answers writes it once.
  events.handle(t, answered(403, 'insufficient_scope'))
  events.handle(t, answered(200, null))
  assert.equal(await stateBecomes(vault, saved.id, 'active'), 'active')
  assert.equal(heard.filter((c) => c === 'keys:did-change').length, 1)
  history.close()
})

test('a refused key stays refused when an answer to an earlier request arrives; so does the demo key', async () => {
  const { events, history, vault } = await setUp()
  const { key: saved } = await vault.add({ key: randomApiKey(), serviceUrl: current.serviceUrl })
  const t: ServiceTarget = { ...current, keyId: saved.id }
  events.handle(t, { type: 'key-state', keyId: saved.id, state: 'revoked', code: 'key_revoked' })
  assert.equal(await stateBecomes(vault, saved.id, 'revoked'), 'revoked')
  events.handle(t, answered(200, null))
  events.handle({ mode: 'demo', serviceUrl: current.serviceUrl, keyId: DEMO_KEY_ID }, answered(200, null))
  await new Promise((r) => setTimeout(r, 50))
  assert.equal(vault.list().find((k) => k.id === saved.id)?.state, 'revoked')
  history.close()
})
