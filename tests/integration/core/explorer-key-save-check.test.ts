// Keys: checked before saved, editable in place (docs/security.md, checking a key before it is saved), through the
// explorer core's handlers: a key is checked before it is saved (keys:test), saved with what the check found (also
// "Save anyway"), and its label and service URL can be changed in place (keys:update). Real keychain, the reference
// service over real HTTP.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import type { ReferenceService } from '../../../electron/service/index.ts'
import { coreOnServiceAroundTests } from '../../support/session-harness.ts'
import { err, ok, type Recorder } from '../../support/recorder.ts'

let svc: ReferenceService
let rec: Recorder

coreOnServiceAroundTests(
  {
    prefix: 'bx-key-save-check-',
    service: { bridges: 10, rateLimit: 1_000_000, invalidAttempts: 1_000_000 },
  },
  (started) => {
    ;({ svc, rec } = started)
  },
)

test('a revoked key is checked before saving: nothing is saved until "Save anyway", then it is marked', async () => {
  const revoked = svc.demoKeys!.revoked
  // Requests sent with this key only (the demo key's background polling is someone else's).
  const sentWith = (k: string): number =>
    Object.values(svc.control.tally()[k]?.byOutcome ?? {}).reduce((a, b) => a + b, 0)
  const sent = sentWith(revoked)
  const report = ok(await rec.handlers['keys:test']({ key: revoked, serviceUrl: svc.baseUrl }))
  assert.equal(report.state, 'revoked')
  assert.match(report.summary, /revoked/)
  assert.equal(sentWith(revoked) - sent, 1, 'one request is enough to know a revoked key')
  assert.deepEqual(ok(await rec.handlers['keys:list'](undefined)), [], 'a check saves nothing')

  // "Save anyway": stored as the check found it, with no further request.
  const added = ok(await rec.handlers['keys:add']({ key: revoked, serviceUrl: svc.baseUrl, label: 'Old' }))
  assert.equal(sentWith(revoked) - sent, 1, 'the save does not check again')
  assert.equal(added.key.state, 'revoked')
  assert.equal((added.key.lastCheck?.result as { state?: string } | undefined)?.state, 'revoked')
  // Saved on purpose, but not put in use: requests keep going where they went ("Save anyway", docs/security.md,
  // checking a key before it is saved).
  assert.equal(added.key.active, false, 'a key the check refused is not made the active key by saving it')
  assert.notEqual(ok(await rec.handlers['app:get-info'](undefined)).activeKeyId, added.key.id)
  ok(await rec.handlers['keys:remove']({ id: added.key.id }))
})

test('a working key is saved with its owner, scopes and check, so the list knows it works at once', async () => {
  const report = ok(await rec.handlers['keys:test']({ key: svc.demoKeys!.full, serviceUrl: svc.baseUrl }))
  assert.equal(report.state, 'active')
  assert.ok(report.owner, 'the owner is named')
  const added = ok(
    await rec.handlers['keys:add']({ key: svc.demoKeys!.full, serviceUrl: svc.baseUrl, label: 'Full' }),
  )
  assert.equal(added.key.state, 'active')
  assert.deepEqual([...(added.key.scopes ?? [])].sort(), ['read:me', 'read:public'])
  // A save without a check before it (an older caller) still works, and stays "not checked yet".
  const plain = ok(
    await rec.handlers['keys:add']({
      key: svc.demoKeys!.publicOnly,
      serviceUrl: svc.baseUrl,
      label: 'Plain',
    }),
  )
  assert.equal(plain.key.state, 'unknown')
})

test('a mistake in the typed key is named before anything is sent', async () => {
  const before = svc.requestCount()
  const e = err(
    await rec.handlers['keys:test']({ key: `Bearer ${svc.demoKeys!.full}`, serviceUrl: svc.baseUrl }),
  )
  assert.equal(e.code, 'invalid_input')
  assert.match(e.message, /Bearer/)
  assert.equal(svc.requestCount(), before)
})

test('label and service URL are changed in place; a new URL makes the key unchecked again', async () => {
  const [full] = ok(await rec.handlers['keys:list'](undefined)).filter((k) => k.label === 'Full')
  assert.ok(full)
  const renamed = ok(
    await rec.handlers['keys:update']({ id: full.id, label: 'Build server', serviceUrl: undefined }),
  )
  assert.equal(renamed.label, 'Build server')
  assert.equal(renamed.state, 'active', 'a new label keeps what is known')
  assert.equal(renamed.id, full.id, 'the same key, not a copy')

  const other = 'http://127.0.0.1:9/v1/api'
  const moved = ok(await rec.handlers['keys:update']({ id: full.id, label: undefined, serviceUrl: other }))
  assert.deepEqual(
    [moved.serviceUrl, moved.state, moved.scopes, moved.lastCheck],
    [other, 'unknown', null, null],
  )
  assert.equal(moved.active, true, 'the only key at the new address is the one used there')

  // A label holding part of the key is refused, and the key keeps its label.
  const leak = err(
    await rec.handlers['keys:update']({
      id: full.id,
      label: svc.demoKeys!.full.slice(4, 20),
      serviceUrl: undefined,
    }),
  )
  assert.equal(leak.code, 'invalid_input')
  const again = ok(await rec.handlers['keys:list'](undefined)).find((k) => k.id === full.id)
  assert.equal(again?.label, 'Build server')
})

test('a working key saved for a service whose key in use was revoked becomes the key in use', async () => {
  const me = await fetch(`${svc.baseUrl}/me`, { headers: { authorization: `Bearer ${svc.demoKeys!.full}` } })
  const owner = ((await me.json()) as { username: string }).username
  const revokedLater = svc.control.createKey({ owner, scopes: ['read:public'] })
  const url = svc.baseUrl
  // Moved away by the previous test; this service starts with one working key, which is then revoked.
  for (const k of ok(await rec.handlers['keys:list'](undefined)))
    await rec.handlers['keys:remove']({ id: k.id })
  ok(await rec.handlers['keys:test']({ key: revokedLater.key, serviceUrl: url }))
  const first = ok(
    await rec.handlers['keys:add']({ key: revokedLater.key, serviceUrl: url, label: 'Soon revoked' }),
  )
  assert.equal(first.key.active, true)
  svc.control.revokeKey(revokedLater.key)
  assert.equal(ok(await rec.handlers['keys:check']({ id: first.key.id })).state, 'revoked')

  ok(await rec.handlers['keys:test']({ key: svc.demoKeys!.full, serviceUrl: url }))
  const replacement = ok(
    await rec.handlers['keys:add']({ key: svc.demoKeys!.full, serviceUrl: url, label: 'New' }),
  )
  assert.equal(replacement.key.active, true, 'the working key is now the one used for this service')
  const info = ok(await rec.handlers['app:get-info'](undefined))
  assert.equal(info.activeKeyId, replacement.key.id)
})

test('a rotation refused by its check leaves one key, and the last key list told says so', async () => {
  const keys = svc.demoKeys!
  const kept = ok(
    await rec.handlers['keys:add']({ key: keys.meOnly, serviceUrl: svc.baseUrl, label: 'Kept' }),
  )
  const before = ok(await rec.handlers['keys:list'](undefined)).map((k) => k.id)
  const told = rec.events.length
  // The new key is saved under its own id for its check (its requests are its own), then taken out again.
  err(await rec.handlers['keys:rotate']({ oldId: kept.key.id, newKey: keys.expired }))
  const lists = rec.events
    .slice(told)
    .filter((e) => e.event === 'keys:did-change')
    .map((e) => (e.payload as { id: string }[]).map((k) => k.id))
  assert.ok(lists.length > 0)
  const saved = ok(await rec.handlers['keys:list'](undefined)).map((k) => k.id)
  assert.deepEqual(saved, before, 'the refused key was taken out again')
  assert.deepEqual(lists.at(-1), saved, 'the renderer is not left with the refused key')
  ok(await rec.handlers['keys:remove']({ id: kept.key.id }))
})
