// A request the app cancelled itself (the user left the page: the renderer cancels its request id) is a cancel:
// its own kind, stored as cancelled, and never among the failures of the service.
import assert from 'node:assert/strict'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, test } from 'node:test'
import { HISTORY_MIGRATIONS } from '../../../electron/core/app/history-migrations.ts'
import { openHistoryStore } from '../../../electron/core/history/history-store.ts'
import { createExchangeStore } from '../../../electron/core/request-log/exchange-store.ts'
import { sanitizeEntry } from '../../../electron/core/session/log-entry.ts'
import type { ClientEvent } from '../../../electron/core/api/index.ts'
import { recordingClient, rejectsWith } from '../../support/api-client-harness.ts'
import {
  apiError,
  endlessBody,
  hang,
  startScriptedServer,
  type ScriptedServer,
} from '../../support/scripted-server.ts'

const KEY = 'bxk_' + 'CaNcElLeD7'.repeat(3) + 'Qw'
let srv: ScriptedServer
let dir: string
before(async () => {
  srv = await startScriptedServer()
  dir = await mkdtemp(join(tmpdir(), 'bx-cancel-'))
})
after(async () => {
  srv.close()
  await rm(dir, { recursive: true, force: true })
})

test('cancelled before the answer or in the middle of its body: kind cancelled, and not a failure in the log', async () => {
  const history = openHistoryStore({ dir, migrations: HISTORY_MIGRATIONS })
  try {
    const store = createExchangeStore(history, Date.now)
    const onEvent = (e: ClientEvent): void => {
      if (e.type !== 'request' || !e.exchange) return
      const { id: _id, ...input } = e.entry
      store.add(srv.baseUrl, sanitizeEntry('0', input), e.exchange)
    }
    const { client } = recordingClient(srv.baseUrl, KEY, 'cancel', { onEvent })

    let arrived!: () => void
    const waiting = new Promise<void>((resolve) => (arrived = resolve))
    srv.script(hang(() => arrived()))
    const before = client.getStats({ requestId: 'left-page-1' })
    await waiting
    client.cancel('left-page-1')
    await assert.rejects(before, rejectsWith('cancelled', 'cancelled'))

    let streaming!: () => void
    const started = new Promise<void>((resolve) => (streaming = resolve))
    srv.script((req, res) => {
      endlessBody(() => {})(req, res)
      streaming()
    })
    const midBody = client.getStats({ requestId: 'left-page-2' })
    await started
    client.cancel('left-page-2')
    await assert.rejects(midBody, rejectsWith('cancelled', 'cancelled'))

    srv.script(apiError(500, 'internal_error', { 'retry-after': '0' }))
    srv.script(apiError(500, 'internal_error', { 'retry-after': '0' }))
    srv.script(apiError(500, 'internal_error', { 'retry-after': '0' }))
    await client.getStats().catch(() => undefined)

    const all = store.search({})
    assert.deepEqual(
      all.filter((e) => e.code === 'cancelled').length,
      2,
      'both cancels are in the log, as cancels',
    )
    const failures = store.search({ failuresOnly: true })
    assert.ok(failures.length > 0, 'the 500s are failures')
    assert.deepEqual(
      failures.filter((e) => e.code === 'cancelled'),
      [],
      'a cancel is not among the failures',
    )
  } finally {
    history.close()
  }
})
