// The catalogue is filed per service (README, "The catalogue"), so it answers only while the key in use may read
// public data itself: through the explorer core's handlers, with the real keychain, the reference service over
// real HTTP and real SQLite files. Its walk is counted as the catalogue's in key usage, not as "other".
import { test } from 'node:test'
import assert from 'node:assert/strict'
import type { ReferenceService } from '../../../electron/service/index.ts'
import type { IpcResult } from '../../../shared/ipc/common.ts'
import type { CatalogueStatus } from '../../../shared/ipc/catalogue.ts'
import { ok, type Recorder } from '../../support/recorder.ts'
import { coreOnServiceAroundTests } from '../../support/session-harness.ts'

let svc: ReferenceService
let rec: Recorder

coreOnServiceAroundTests(
  {
    prefix: 'bx-catalogue-access-',
    service: { bridges: 150, rateLimit: 1_000_000, invalidAttempts: 1_000_000 },
    demo: false,
  },
  (started) => {
    ;({ svc, rec } = started)
  },
)

async function statusUntil(done: (s: CatalogueStatus) => boolean): Promise<CatalogueStatus> {
  const end = Date.now() + 30_000
  for (;;) {
    const s = ok(await rec.handlers['catalogue:status'](undefined))
    if (done(s)) return s
    if (Date.now() > end) throw new Error(`timed out; last status: ${JSON.stringify(s)}`)
    await new Promise((r) => setTimeout(r, 20))
  }
}

/** Makes `key` the only saved key; `checked` saves it with the form's check (its scopes known), else without. */
async function onlyKey(key: string, checked: boolean): Promise<string> {
  for (const k of ok(await rec.handlers['keys:list'](undefined)))
    await rec.handlers['keys:remove']({ id: k.id })
  if (checked) await rec.handlers['keys:test']({ key, serviceUrl: svc.baseUrl })
  return ok(await rec.handlers['keys:add']({ key, label: 'k', serviceUrl: svc.baseUrl })).key.id
}

/** Every read of the catalogue, each with what it would find for the bridge `slug`. */
function reads(slug: string, id: string): [string, () => Promise<IpcResult<unknown>>][] {
  const h = rec.handlers
  const none = { categories: undefined, passes: undefined, score: undefined, published: undefined }
  const search = { q: undefined, category: undefined, sort: 'passes' as const, offset: undefined, ...none }
  return [
    ['lookup', () => h['catalogue:lookup']({ text: slug })],
    ['get', () => h['catalogue:get']({ id, slug: undefined })],
    ['search', () => h['catalogue:search']({ ...search, limit: 5, includeGone: false, verified: undefined })],
    ['facets', () => h['catalogue:facets'](undefined)],
    [
      'query facets',
      () => h['catalogue:query-facets']({ ...none, q: undefined, category: undefined, verified: undefined }),
    ],
    ['insights', () => h['catalogue:insights'](undefined)],
    [
      'query insights',
      () =>
        h['catalogue:query-insights']({ ...none, q: undefined, category: undefined, verified: undefined }),
    ],
    ['titles', () => h['catalogue:titles']({ slugs: [slug] })],
  ]
}

test('rows read with a working key are never answered to a key without read:public or a refused key, and the status says why', async () => {
  const keys = svc.demoKeys!
  const bridge = svc.data.published()[120]!
  const fullId = await onlyKey(keys.full, false)
  await statusUntil((s) => s.complete && s.rows === 150)
  const found = ok(await rec.handlers['catalogue:lookup']({ text: bridge.slug }))
  assert.deepEqual(
    found.bridges.map((b) => b.title),
    [bridge.title],
  )
  assert.equal(ok(await rec.handlers['catalogue:status'](undefined)).withheld, null)

  // The walk's requests are the catalogue's in key usage (a full walk of 150 bridges: the total, then two pages).
  const usage = ok(
    await rec.handlers['usage:history']({
      keyId: fullId,
      from: Date.now() - 3_600_000,
      to: Date.now() + 60_000,
    }),
  )
  const catalogue = usage.byPurpose.find((p) => p.purpose === 'catalogue')?.requests ?? 0
  assert.ok(catalogue >= 3, `the walk counted as the catalogue's: ${JSON.stringify(usage.byPurpose)}`)
  assert.equal(
    usage.byPurpose.find((p) => p.purpose === 'other'),
    undefined,
    'nothing counted as "other"',
  )

  // A key that may read /me only, saved after its check: the check found read:public missing.
  await onlyKey(keys.meOnly, true)
  const eventsBefore = rec.events.length
  for (const [name, read] of reads(bridge.slug, bridge.id)) {
    const r = await read()
    assert.ok(!r.ok, `${name} answers nothing to a key without read:public`)
    assert.equal(r.error.code, 'insufficient_scope', name)
    assert.equal(r.error.missingScope, 'read:public', name)
    assert.doesNotMatch(JSON.stringify(r), new RegExp(bridge.title), name)
  }
  const scope = ok(await rec.handlers['catalogue:status'](undefined))
  assert.equal(scope.withheld?.reason, 'key_scope')
  assert.match(scope.text, /^Catalogue not shown: the key in use may not read public data/)
  assert.equal(scope.rows, 150, 'the catalogue is kept for the service: only not shown')
  await new Promise((r) => setTimeout(r, 300))
  assert.ok(
    !rec.events
      .slice(eventsBefore)
      .some(
        (e) =>
          e.event === 'log:did-add' && String((e.payload as { path: string }).path).startsWith('/bridges'),
      ),
    'the walk does not ask the service with a key known to lack the scope',
  )

  // A revoked key saved without a check: nothing is known of it until the service answers. The walk asks for the
  // newest page at once; its 401 settles it.
  await onlyKey(keys.revoked, false)
  const refused = await statusUntil((s) => s.withheld !== null)
  assert.equal(refused.withheld?.reason, 'key_refused')
  // Said by the walk's own pause, or, when the app heard the 401 first, by the key's refusal.
  assert.match(
    refused.text,
    /(the key was refused \(401\)|the service refused the key in use).* the copy of the list on this computer is not shown/,
  )
  for (const [name, read] of reads(bridge.slug, bridge.id)) {
    const r = await read()
    assert.ok(!r.ok, `${name} answers nothing to a revoked key`)
    assert.equal(r.error.code, 'key_revoked', name)
  }

  // A working key again: the same catalogue answers at once, with nothing read again.
  await onlyKey(keys.publicOnly, true)
  const back = await statusUntil((s) => s.withheld === null)
  assert.equal(back.rows, 150)
  assert.equal(
    ok(await rec.handlers['catalogue:lookup']({ text: bridge.slug })).bridges[0]?.title,
    bridge.title,
  )
})
