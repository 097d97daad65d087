import assert from 'node:assert/strict'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, test } from 'node:test'
import { HISTORY_FILE_NAME, openHistoryStore } from '../../../electron/core/history/history-store.ts'
import { HISTORY_MIGRATIONS } from '../../../electron/core/app/history-migrations.ts'
import type { HistoryStore } from '../../../electron/core/history/history-types.ts'
import { createExchangeStore, BODY_KEEP_BYTES } from '../../../electron/core/request-log/exchange-store.ts'
import { sanitizeEntry } from '../../../electron/core/session/log-entry.ts'
import type { ClientEvent } from '../../../electron/core/api/index.ts'
import { maskKey } from '../../../shared/keys/key-mask.ts'
import { recordingClient } from '../../support/api-client-harness.ts'
import { buildLeakIndex, formatHits, scanBytes } from '../../support/leak-scan.ts'
import {
  apiError,
  json,
  raw,
  startScriptedServer,
  type ScriptedServer,
} from '../../support/scripted-server.ts'

const KEY = 'bxk_' + 'InSpEcToR7'.repeat(3) + 'Kq'
const STATS = { bridges: 3, suggestors: 2, passes: 10, avg_score: 41.5 }
let srv: ScriptedServer
let dir: string
before(async () => {
  srv = await startScriptedServer()
  dir = await mkdtemp(join(tmpdir(), 'bx-exchanges-'))
})
after(async () => {
  srv.close()
  await rm(dir, { recursive: true, force: true })
})

/** A client whose request events go to the store as the session's sink sends them. */
function wired(history: HistoryStore) {
  const store = createExchangeStore(history, Date.now)
  const onEvent = (e: ClientEvent): void => {
    if (e.type !== 'request' || !e.exchange) return
    const { id: _id, ...input } = e.entry
    store.add(srv.baseUrl, sanitizeEntry('0', input), e.exchange)
  }
  const { client } = recordingClient(srv.baseUrl, KEY, 'inspector', { onEvent })
  return { store, client }
}

test('a 429 then a 503 then a success are stored as one retry chain with the policy reasons', async () => {
  const history = openHistoryStore({ dir, migrations: HISTORY_MIGRATIONS })
  try {
    const { store, client } = wired(history)
    srv.script(
      apiError(429, 'rate_limited', { 'retry-after': '0', 'x-ratelimit-limit': '60' }),
      apiError(503, 'service_unavailable'),
      json(200, STATS, { deprecation: '@1700000000', sunset: 'Wed, 01 Jan 2031 00:00:00 GMT' }),
    )
    await client.getStats()
    const [newest] = store.search({})
    assert.ok(newest)
    const detail = store.get(newest.id)
    assert.ok(detail)
    assert.deepEqual(
      detail.chain.map((c) => [c.entry.status, c.retry?.retried ?? null, c.retry?.reason ?? null]),
      [
        [429, true, '429 rate_limited: retried after Retry-After'],
        [503, true, '503 service_unavailable: retried after back-off'],
        [200, null, null],
      ],
    )
    assert.deepEqual(detail.requestHeaders[0], ['Authorization', `Bearer ${maskKey(KEY)}`])
    const response = new Map(detail.responseHeaders)
    assert.equal(response.get('sunset'), 'Wed, 01 Jan 2031 00:00:00 GMT')
    assert.deepEqual(JSON.parse(detail.body ?? 'null'), STATS)
    const first = store.get(detail.chain[0]!.entry.id)
    assert.equal(new Map(first?.responseHeaders).get('retry-after'), '0')
    assert.equal(first?.url, `${srv.baseUrl}/stats`)
  } finally {
    history.close()
  }
})

test('401 is stored as never retried', async () => {
  const history = openHistoryStore({ dir, migrations: HISTORY_MIGRATIONS })
  try {
    const { store, client } = wired(history)
    srv.script(apiError(401, 'invalid_api_key'))
    await assert.rejects(client.getStats())
    const [newest] = store.search({ statusClass: '4xx' })
    assert.equal(
      store.get(newest!.id)?.retry?.reason,
      '401 invalid_api_key: the key was refused; never retried',
    )
    assert.equal(store.get(newest!.id)?.retry?.retried, false)
  } finally {
    history.close()
  }
})

test('a body that echoes the key is stored without it, and a body over 1 MB is cut and says so', async () => {
  const history = openHistoryStore({ dir, migrations: HISTORY_MIGRATIONS })
  try {
    const { store, client } = wired(history)
    const echo = { bridges: 1, suggestors: 1, passes: 1, avg_score: null, note: `your key ${KEY} was used` }
    const big = JSON.stringify({ ...STATS, filler: 'x'.repeat(BODY_KEEP_BYTES + 10) })
    srv.script(json(200, echo), raw(200, big, { 'content-type': 'application/json' }))
    await client.getStats()
    await client.getStats()
    const [bigRow, echoRow] = store.search({ limit: 2 })
    const cut = store.get(bigRow!.id)
    assert.equal(cut?.truncatedAtBytes, BODY_KEEP_BYTES)
    assert.equal(cut?.bodyBytes, Buffer.byteLength(big))
    assert.equal(Buffer.byteLength(cut?.body ?? ''), BODY_KEEP_BYTES)
    assert.match(store.get(echoRow!.id)?.body ?? '', /your key \[redacted\] was used/)
  } finally {
    history.close()
  }
  // The key-leak scan over the whole file: not the key, nor any 8 characters of it.
  const bytes = await readFile(join(dir, HISTORY_FILE_NAME))
  const hits = scanBytes(bytes, buildLeakIndex([KEY]), HISTORY_FILE_NAME)
  assert.equal(hits.length, 0, formatHits(hits))
})

test('after a restart the log is searchable by text, status class, endpoint, key and failures only', async () => {
  const history = openHistoryStore({ dir, migrations: HISTORY_MIGRATIONS })
  try {
    const store = createExchangeStore(history, Date.now)
    const ids = store.search({ limit: 1000 }).map((e) => e.id)
    assert.ok(ids.length >= 6, `rows after restart: ${ids.length}`)
    assert.ok(store.search({ failuresOnly: true }).every((e) => e.status === null || e.status >= 400))
    assert.deepEqual([...new Set(store.search({ statusClass: '5xx' }).map((e) => e.status))], [503])
    assert.equal(store.search({ code: 'invalid_api_key' }).length, 1)
    assert.equal(store.search({ endpoint: '/stats' }).length, ids.length)
    assert.equal(store.search({ endpoint: '/me' }).length, 0)
    assert.equal(store.search({ keyHint: maskKey(KEY) }).length, ids.length)
    // free text reaches the request id and bodies, and a % is searched for as itself
    assert.equal(store.search({ text: 'req_00000000000000AB' }).length, 3)
    assert.equal(store.search({ text: 'scripted service_unavailable' }).length, 1)
    assert.equal(store.search({ text: '100%' }).length, 0)
  } finally {
    history.close()
  }
})

test('retention keeps the newest N and is clamped to its bounds', async () => {
  const history = openHistoryStore({ dir: await mkdtemp(join(dir, 'ret-')), migrations: HISTORY_MIGRATIONS })
  try {
    const store = createExchangeStore(history, Date.now)
    const entry = sanitizeEntry('0', {
      at: Date.now(),
      method: 'GET',
      path: '/stats',
      status: 200,
      code: null,
      attempt: 1,
      durationMs: 3,
      rateLimit: null,
      keyHint: maskKey(KEY),
      requestId: null,
    })
    const facts = {
      callId: 'c',
      url: `${srv.baseUrl}/stats`,
      endpoint: '/stats',
      requestHeaders: [],
      responseHeaders: [],
      body: '{}',
      retry: null,
    }
    for (let i = 0; i < 120; i++) store.add(srv.baseUrl, entry, facts)
    assert.deepEqual(store.setRetention({ maxEntries: 5, maxAgeDays: 1000 }), {
      maxEntries: 100,
      maxAgeDays: 90,
    })
    assert.equal(store.search({ limit: 1000 }).length, 100)
    assert.deepEqual(store.retention(), { maxEntries: 100, maxAgeDays: 90 })
    const old = { ...entry, at: Date.now() - 3 * 86_400_000 }
    const oldId = store.add(srv.baseUrl, old, facts)
    assert.ok(store.search({ limit: 1000 }).some((e) => e.id === oldId))
    store.setRetention({ maxEntries: 100, maxAgeDays: 2 })
    assert.ok(
      !store.search({ limit: 1000 }).some((e) => e.id === oldId),
      'the entry older than 2 days is gone',
    )
  } finally {
    history.close()
  }
})
