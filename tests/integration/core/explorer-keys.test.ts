// The key manager through the explorer core's handlers only: real keychain (a private gnome-keyring unless one is
// running), the reference service over real HTTP, real SQLite, a temp user-data folder. Ends with a leak scan.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import type { ReferenceService } from '../../../electron/service/index.ts'
import { ownerKey, coreOnServiceAroundTests } from '../../support/session-harness.ts'
import { err, filesUnder, keyFragmentsIn, ok, type Recorder } from '../../support/recorder.ts'

let svc: ReferenceService
let dir: string
let rec: Recorder
let key: string
let keyId = ''

coreOnServiceAroundTests(
  {
    prefix: 'bx-explorer-keys-',
    service: { bridges: 40, rateLimit: 1_000_000, invalidAttempts: 1_000_000 },
  },
  async (started) => {
    ;({ svc, dir, rec } = started)
    key = await ownerKey(svc, { label: 'explorer test' })
  },
)

test('without a key the core is in demo mode', async () => {
  assert.equal(ok(await rec.handlers['app:get-info'](undefined)).mode, 'demo')
  assert.deepEqual(ok(await rec.handlers['keys:list'](undefined)), [])
})

test('keys:add saves a real key: keys:list shows prefix and last four, never the key, and demo mode ends', async () => {
  const changed = rec.next('keys:did-change', (keys) => keys.length === 1)
  const added = ok(await rec.handlers['keys:add']({ key, label: 'Work', serviceUrl: svc.baseUrl }))
  keyId = added.key.id
  assert.deepEqual(added.warnings, [])
  assert.equal(added.key.prefix, 'bxk_')
  assert.equal(added.key.last4, key.slice(-4))
  assert.equal(added.key.active, true)
  const [listed] = ok(await rec.handlers['keys:list'](undefined))
  assert.deepEqual(
    { id: listed?.id, label: listed?.label, prefix: listed?.prefix, last4: listed?.last4 },
    { id: keyId, label: 'Work', prefix: 'bxk_', last4: key.slice(-4) },
  )
  assert.equal((await changed)[0]?.id, keyId)
  const info = ok(await rec.handlers['app:get-info'](undefined))
  assert.deepEqual([info.mode, info.activeKeyId, info.serviceUrl], ['configured', keyId, svc.baseUrl])
})

test('keys:add of a key of another shape saves it with warnings, refuses a duplicate', async () => {
  const odd = ok(
    await rec.handlers['keys:add']({
      key: 'not-a-bridge-key-1234567890',
      serviceUrl: 'https://other.example/v1/api',
    }),
  )
  assert.ok(odd.warnings.length >= 1)
  assert.ok(odd.warnings.some((w) => /start with "bxk_"/.test(w)))
  ok(await rec.handlers['keys:remove']({ id: odd.key.id }))
  const dup = err(await rec.handlers['keys:add']({ key, serviceUrl: svc.baseUrl }))
  assert.deepEqual([dup.kind, dup.code], ['vault', 'duplicate_key'])
})

test('keys:check of a read:public key: read:public granted, read:me missing, stored on the key', async () => {
  const report = ok(await rec.handlers['keys:check']({ id: keyId }))
  assert.equal(report.state, 'active')
  assert.deepEqual(report.scopes, { granted: ['read:public'], missing: ['read:me'], unknown: [] })
  const [listed] = ok(await rec.handlers['keys:list'](undefined))
  assert.deepEqual(listed?.scopes, ['read:public'])
  assert.equal(listed?.state, 'active')
  assert.ok(listed?.lastCheck)
})

test('me:get with a read:public key its check proved without read:me: insufficient_scope, not sent', async () => {
  const e = err(await rec.handlers['me:get']({ requestId: 'me-1' }))
  // Nothing was sent (README, "Missing scopes"): no status, and the error says so.
  assert.deepEqual(
    { kind: e.kind, code: e.code, status: e.status, missingScope: e.missingScope },
    { kind: 'api', code: 'insufficient_scope', status: null, missingScope: 'read:me' },
  )
  assert.match(e.message, /^not sent: this key lacks read:me$/)
})

test('the active key serves bridges:list from the keychain', async () => {
  const page = ok(await rec.handlers['bridges:list']({ requestId: 'kb-1', limit: 3 }))
  assert.equal(page.value.data.length, 3)
  const [entry] = ok(await rec.handlers['log:list'](undefined))
  assert.equal(entry?.keyHint, `bxk_…${key.slice(-4)}`)
})

test('a key revoked mid-session: key_revoked error, key-state recorded, keys:did-change with state revoked', async () => {
  const revoked = rec.next('keys:did-change', (keys) =>
    keys.some((k) => k.id === keyId && k.state === 'revoked'),
  )
  svc.control.revokeKey(key)
  const e = err(await rec.handlers['bridges:list']({ requestId: 'kb-2' }))
  assert.deepEqual([e.kind, e.code, e.status], ['api', 'key_revoked', 401])
  await revoked
  const [listed] = ok(await rec.handlers['keys:list'](undefined))
  assert.equal(listed?.state, 'revoked')
  // 401 is never retried: the blocked key answers without another request.
  const before = svc.requestCount()
  const again = err(await rec.handlers['stats:get']({ requestId: 'kb-3' }))
  assert.deepEqual([again.kind, again.code], ['key_blocked', 'key_revoked'])
  assert.equal(svc.requestCount(), before)
  const check = ok(await rec.handlers['keys:check']({ id: keyId }))
  assert.equal(check.state, 'revoked', 'a check asks the service again')
})

test('invalid payloads answer invalid_payload naming the field, for several channels', async () => {
  const cases: [keyof typeof rec.handlers, unknown, string][] = [
    ['keys:add', { key: '', serviceUrl: svc.baseUrl }, 'key'],
    ['keys:add', { key: 'x', serviceUrl: 'ftp://example.org' }, 'serviceUrl'],
    ['keys:remove', { id: 'has spaces' }, 'id'],
    ['bridges:list', { requestId: 'ok', limit: 0 }, 'limit'],
    ['bridges:get', { requestId: 'ok' }, 'slug'],
    ['history:stats', { from: -1, to: 0 }, 'from'],
    ['export:start', { exportId: 'e', format: 'xml' }, 'format'],
    ['log:to-curl', { id: 7 }, 'id'],
    ['stats:get', { requestId: 'ok', extra: true }, 'extra'],
  ]
  for (const [channel, payload, field] of cases) {
    const e = err(await (rec.handlers[channel] as (p: unknown) => Promise<never>)(payload))
    assert.equal(e.kind, 'validation', channel)
    assert.equal(e.code, 'invalid_payload', channel)
    assert.equal(e.field, field, channel)
    assert.ok(e.message.includes(field), `${channel}: "${e.message}" names ${field}`)
  }
  const none = err(await rec.handlers['stats:get'](undefined))
  assert.equal(none.code, 'invalid_payload')
})

test('keys:remove returns to demo mode and the key is gone from the list', async () => {
  assert.deepEqual(ok(await rec.handlers['keys:remove']({ id: keyId })), { removed: true })
  assert.deepEqual(ok(await rec.handlers['keys:list'](undefined)), [])
  assert.equal(ok(await rec.handlers['app:get-info'](undefined)).mode, 'demo')
  ok(await rec.handlers['bridges:list']({ requestId: 'demo-again', limit: 1 }))
})

test('leak scan: no handler result, event payload or file under user data holds the key or 8 characters of it', async () => {
  assert.ok(rec.results.length > 10 && rec.events.length > 5)
  assert.deepEqual(keyFragmentsIn(JSON.stringify(rec.results), key), [])
  assert.deepEqual(keyFragmentsIn(JSON.stringify(rec.events), key), [])
  const files = await filesUnder(dir)
  assert.ok(files.some((f) => f.path.endsWith('history.sqlite')))
  for (const { path, text } of files) assert.deepEqual(keyFragmentsIn(text, key), [], path)
})
