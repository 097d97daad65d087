// Key usage through the explorer core's handlers: real keychain, the reference service over real HTTP, a real
// history.sqlite. Each request is counted under the view or job that spent it, waits and errors are marked, and
// the scope matrix fills from key checks and from the service's own answers.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createExplorerCore } from '../../../electron/core/app/index.ts'
import { startReferenceService, type ReferenceService } from '../../../electron/service/index.ts'
import type { ScopeMatrix } from '../../../shared/ipc/usage.ts'
import { filesUnder, keyFragmentsIn, ok, type Recorder } from '../../support/recorder.ts'
import { ownerKey, coreOnServiceAroundTests } from '../../support/session-harness.ts'

let svc: ReferenceService
let dir: string
let rec: Recorder
const keys = { full: '', publicOnly: '' }
const ids = { full: '', publicOnly: '' }
const HOUR = 3_600_000

coreOnServiceAroundTests(
  {
    prefix: 'bx-key-usage-',
    service: { bridges: 40, rateLimit: 1_000_000, invalidAttempts: 1_000_000 },
    demo: false,
  },
  async (started) => {
    ;({ svc, dir, rec } = started)
    keys.full = await ownerKey(svc, { scopes: ['read:public', 'read:me'] })
    keys.publicOnly = await ownerKey(svc)
  },
)

const usageOf = async (keyId: string) =>
  ok(await rec.handlers['usage:history']({ keyId, from: Date.now() - HOUR, to: Date.now() + 60_000 }))
const column = (m: ScopeMatrix, id: string) => {
  const key = m.keys.find((k) => k.id === id)
  assert.ok(key, `key ${id} is in the matrix`)
  return Object.fromEntries(m.endpoints.map((e, i) => [e.path, key.cells[i]?.verdict]))
}

test('the stats poll a new key starts is counted as the poll, not as the key check that made the key active', async () => {
  const polled = rec.next('log:did-add', (e) => e.path === '/stats')
  ids.publicOnly = ok(
    await rec.handlers['keys:add']({ key: keys.publicOnly, label: 'Public', serviceUrl: svc.baseUrl }),
  ).key.id
  await polled
  const usage = await usageOf(ids.publicOnly)
  assert.deepEqual(usage.byPurpose, [{ purpose: 'stats-poll', requests: 1 }])
})

test('the matrix fills from key checks: a public-only key is denied /me, a full key is allowed everything', async () => {
  ids.full = ok(
    await rec.handlers['keys:add']({ key: keys.full, label: 'Full', serviceUrl: svc.baseUrl }),
  ).key.id
  let m = ok(await rec.handlers['usage:matrix'](undefined))
  assert.deepEqual(column(m, ids.full), {
    '/stats': 'unknown',
    '/bridges': 'unknown',
    '/bridges/{slug}': 'unknown',
    '/profiles/{username}': 'unknown',
    '/me': 'unknown',
  })
  ok(await rec.handlers['keys:check']({ id: ids.full }))
  ok(await rec.handlers['keys:check']({ id: ids.publicOnly }))
  m = ok(await rec.handlers['usage:matrix'](undefined))
  assert.deepEqual(Object.values(column(m, ids.full)), [
    'allowed',
    'allowed',
    'allowed',
    'allowed',
    'allowed',
  ])
  assert.deepEqual(column(m, ids.publicOnly), {
    '/stats': 'allowed',
    '/bridges': 'allowed',
    '/bridges/{slug}': 'allowed',
    '/profiles/{username}': 'allowed',
    '/me': 'denied',
  })
  assert.deepEqual(
    m.scopes.map((s) => s.scope),
    ['read:public', 'read:me'],
  )
  assert.ok(m.scopes[1]?.unlocks.includes('My profile'))
  const checks = (await usageOf(ids.publicOnly)).byPurpose.find((p) => p.purpose === 'key-check')
  assert.equal(checks?.requests, 2, 'the check asked /me and /stats')
})

test('each view channel counts under its view; My profile with a key its check proved without read:me sends nothing', async () => {
  ok(await rec.handlers['keys:set-active']({ id: ids.publicOnly }))
  ok(await rec.handlers['bridges:list']({ requestId: 'usage-list', limit: 5 }))
  ok(await rec.handlers['stats:get']({ requestId: 'usage-stats' }))
  // The key's check proved read:me missing: the request is not sent (README, "Missing scopes").
  const refused = await rec.handlers['me:get']({ requestId: 'usage-me' })
  assert.deepEqual(refused.ok ? null : [refused.error.code, refused.error.status], [
    'insufficient_scope',
    null,
  ])
  const usage = await usageOf(ids.publicOnly)
  const by = Object.fromEntries(usage.byPurpose.map((p) => [p.purpose, p.requests]))
  assert.equal(by['bridges'], 1)
  assert.equal(by['stats'], 1)
  assert.equal(by['my-profile'], undefined, 'nothing spent for My profile')
  // Only the key check's /me was refused by the service.
  assert.deepEqual(usage.errorsByCode, [{ code: 'insufficient_scope', count: 1 }])
  assert.ok(usage.marks.some((mk) => mk.kind === 'error' && mk.label === 'insufficient_scope'))
  const m = ok(await rec.handlers['usage:matrix'](undefined))
  const me = m.keys.find((k) => k.id === ids.publicOnly)?.cells[
    m.endpoints.findIndex((e) => e.path === '/me')
  ]
  assert.deepEqual({ verdict: me?.verdict, source: me?.source }, { verdict: 'denied', source: 'check' })
})

test('a 503 retried after a back-off is an error and a wait, both marked; the retry that worked is a request', async () => {
  svc.control.failNext(1, { status: 503, retryAfter: null })
  ok(await rec.handlers['stats:get']({ requestId: 'usage-503' }))
  const usage = await usageOf(ids.publicOnly)
  assert.ok(usage.errorsByCode.some((e) => e.code === 'service_unavailable' && e.count === 1))
  assert.deepEqual(
    usage.waitsByReason.map((w) => w.reason),
    ['backoff'],
  )
  assert.ok(usage.marks.some((mk) => mk.kind === 'wait' && mk.label === 'backoff'))
  assert.equal(usage.totals.throttled, 0, 'no 429 from a budget the app keeps')
})

test('an export spends its requests as "export"', async () => {
  const before = (await usageOf(ids.publicOnly)).byPurpose.find((p) => p.purpose === 'export')?.requests ?? 0
  ok(await rec.handlers['export:start']({ exportId: 'usage-export', format: 'csv' }))
  const after = (await usageOf(ids.publicOnly)).byPurpose.find((p) => p.purpose === 'export')?.requests ?? 0
  assert.ok(after > before, `export requests ${before} → ${after}`)
})

test('an expiry date the user records is kept with the key metadata, shown in the matrix, and can be forgotten', async () => {
  const updated = ok(await rec.handlers['keys:update']({ id: ids.full, expiresOn: '2031-02-03' }))
  assert.equal(updated.expiresOn, '2031-02-03')
  const file = JSON.parse(await readFile(join(dir, 'key-vault.json'), 'utf8')) as {
    keys: { id: string; expiresOn?: string }[]
  }
  assert.equal(file.keys.find((k) => k.id === ids.full)?.expiresOn, '2031-02-03')
  const m = ok(await rec.handlers['usage:matrix'](undefined))
  assert.equal(m.keys.find((k) => k.id === ids.full)?.expiresOn, '2031-02-03')
  const forgotten = ok(await rec.handlers['keys:update']({ id: ids.full, expiresOn: '' }))
  assert.equal(forgotten.expiresOn, undefined)
  const refused = await rec.handlers['keys:update']({ id: ids.full, expiresOn: '3 Feb 2031' })
  assert.equal(refused.ok ? null : refused.error.kind, 'validation')
})

test('no key, nor 8 characters of one, is in any file the core wrote (the usage tables included)', async () => {
  for (const { path, text } of await filesUnder(dir)) {
    for (const key of Object.values(keys)) assert.deepEqual(keyFragmentsIn(text, key), [], path)
  }
})

test('a wait for the rate limit is counted once, with no 429: a demo core on a service allowing 2 per window', async (t) => {
  const small = await startReferenceService({ port: 0, bridges: 10, rateLimit: 2, windowMs: 2000 })
  const demoDir = await mkdtemp(join(tmpdir(), 'bx-key-usage-demo-'))
  const demo = await createExplorerCore({
    userDataDir: demoDir,
    keychainService: `bridge-explorer-test-${randomUUID()}`,
    demo: { serviceUrl: small.baseUrl, key: small.demoKeys!.full },
    // One stats poll at start (it takes one of the two), none after it during the test.
    pollIntervalMs: 3_600_000,
    chooseExportFile: async () => null,
    openExternal: async () => false,
    appVersion: 'test',
  })
  t.after(async () => {
    await demo.close()
    await small.stop()
    await rm(demoDir, { recursive: true, force: true })
  })
  for (let i = 0; i < 3; i++) ok(await demo.handlers['stats:get']({ requestId: `limited-${i}` }))
  const usage = ok(await demo.handlers['usage:history']({ from: Date.now() - HOUR, to: Date.now() + 60_000 }))
  assert.deepEqual(
    usage.waitsByReason.map((w) => [w.reason, w.count]),
    [['rate_limit', 1]],
  )
  assert.equal(usage.totals.throttled, 0)
  // Four requests for two per window: exactly one wait, wherever the window boundary falls.
  assert.equal(usage.byPurpose.find((p) => p.purpose === 'stats')?.requests, 3)
  assert.ok(usage.marks.some((m) => m.kind === 'wait' && m.label === 'rate_limit'))
})
