// A real API client on the reference service over real HTTP, and real SQLite history.
import assert from 'node:assert/strict'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, test } from 'node:test'
import { cancelledError, createApiClient, type ApiClient } from '../../../../electron/core/api/index.ts'
import { createSessionPoller } from '../../../../electron/core/session/session-poller.ts'
import type { PollTimer } from '../../../../electron/core/history/stats-poller.ts'
import type { ServiceTarget } from '../../../../electron/core/session/session-target.ts'
import { openHistoryStore } from '../../../../electron/core/history/history-store.ts'
import { HISTORY_MIGRATIONS } from '../../../../electron/core/app/history-migrations.ts'
import { startReferenceService, type ReferenceService } from '../../../../electron/service/index.ts'

let svc: ReferenceService
let dir: string
before(async () => {
  svc = await startReferenceService({ port: 0, bridges: 5, rateLimit: 1_000_000 })
  dir = await mkdtemp(join(tmpdir(), 'bx-session-poller-'))
})
after(async () => {
  await svc?.stop()
  await rm(dir, { recursive: true, force: true })
})

async function setUp(current: () => ServiceTarget | null, pollTimer?: PollTimer) {
  const client = createApiClient({
    baseUrl: svc.baseUrl,
    keyId: 'demo',
    getKey: async () => svc.demoKeys!.full,
  })
  const history = openHistoryStore({
    dir: await mkdtemp(join(dir, 'history-')),
    migrations: HISTORY_MIGRATIONS,
  })
  const asked: string[] = []
  const cancelled: string[] = []
  // The request id of every poll, as the client was asked for /stats.
  const ids: string[] = []
  const recording: ApiClient = {
    ...client,
    getStats: (o) => (ids.push(o?.requestId ?? ''), client.getStats(o)),
  }
  const poller = createSessionPoller({
    history,
    pollIntervalMs: 3_600_000,
    ...(pollTimer ? { pollTimer } : {}),
    client: (t): ApiClient => {
      asked.push(t.keyId)
      if (current()?.keyId !== t.keyId) throw cancelledError()
      return recording
    },
    cancel: (id) => {
      cancelled.push(id)
      return client.cancel(id)
    },
    onBackgroundError: (where, error) => assert.fail(`${where}: ${String(error)}`),
  })
  return { poller, asked, cancelled, ids, close: () => history.close() }
}

const a: ServiceTarget = { mode: 'demo', serviceUrl: 'http://127.0.0.1:1/v1/api', keyId: 'key_a' }
const b: ServiceTarget = { ...a, keyId: 'key_b' }

test('follow polls the target at once and only once; stop cancels the poll still out', async () => {
  const { poller, asked, cancelled, close } = await setUp(() => a)
  poller.follow(a)
  assert.equal(poller.isPolling(a), true)
  assert.equal(poller.isPolling(b), false)
  const first = asked.length
  assert.ok(first > 0, 'the first poll asked for the client at once')
  poller.follow(a)
  assert.equal(asked.length, first, 'following the same target again starts nothing')
  await poller.stop()
  assert.equal(poller.isPolling(a), false)
  assert.equal(cancelled.length, 1)
  assert.match(cancelled[0]!, /^stats-poll-/)
  close()
})

test('a new target stops the old poll; a poll of a target no longer current fails quietly', async () => {
  let current: ServiceTarget | null = b
  const { poller, cancelled, close } = await setUp(() => current)
  // The session has already moved on to b: this poll is refused as cancelled, and nothing is reported.
  poller.follow(a)
  poller.follow(b)
  assert.equal(cancelled.length, 1, 'the poll of a was cancelled when b was followed')
  assert.equal(poller.isPolling(b), true)
  current = null
  poller.follow(null)
  assert.equal(poller.isPolling(b), false)
  assert.equal(poller.isPolling(null), false, 'nothing is polled for no target')
  await poller.stop()
  close()
})

test('each poll is a call of its own: a new request id, so one call’s retry chain never holds another poll', async () => {
  let due: (() => void) | null = null
  const timer: PollTimer = { set: (fn) => ((due = fn), 1), clear: () => (due = null) }
  const { poller, ids, cancelled, close } = await setUp(() => a, timer)
  const scheduled = async (): Promise<() => void> => {
    while (due === null) await new Promise((r) => setImmediate(r))
    const fire = due as () => void
    due = null
    return fire
  }
  try {
    poller.follow(a)
    ;(await scheduled())()
    ;(await scheduled())()
    await scheduled()
    assert.equal(ids.length, 3)
    assert.equal(new Set(ids).size, 3, `request ids: ${ids.join(', ')}`)
    for (const id of ids) assert.match(id, /^stats-poll-/)
    await poller.stop()
    assert.deepEqual(cancelled, [ids[2]], 'stop cancels the poll of now')
  } finally {
    close()
  }
})
