// Rows of docs/api-assumptions.md not covered by the files for parts of openapi.yaml (5, 8, 9, 10, 13, 17, 19, 25).
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { allPages, call, type Reply } from '../../support/http.ts'
import { loadValidator } from '../../support/openapi-validator.ts'
import { start, type Svc } from './service-fixture.ts'

let svc: Svc
before(async () => {
  svc = await start({ bridges: 120 })
})
after(() => svc?.stop())

const code = (r: Reply): string => `${r.status} ${r.body?.error?.code ?? ''}`.trim()

describe('assumption 5: empty values', () => {
  it('assumption 5: q=, category= and cursor= are treated as absent', async () => {
    const plain = await call(svc, '/bridges', { key: svc.keys.full })
    const empty = await call(svc, '/bridges?q=&category=&cursor=', { key: svc.keys.full })
    assert.equal(empty.status, 200)
    assert.deepEqual(empty.body.data, plain.body.data)
  })

  it('assumption 5: limit= (empty) → 400 naming limit', async () => {
    const r = await call(svc, '/bridges?limit=', { key: svc.keys.full })
    assert.deepEqual([code(r), r.body.error.param], ['400 validation_failed', 'limit'])
  })
})

describe('assumptions 8, 9, 10 and 25: values, nullability and formats', () => {
  it('assumption 8: the document lists categories as examples, not an enum (an unseen category is valid)', () => {
    const v = loadValidator()
    const item = {
      id: 'br_abcdefghijkm',
      slug: 's',
      title: 't',
      category: 'astronomy',
      published_at: '2026-03-14T09:26:53Z',
      passes: 0,
      score: 0,
      suggestor: { username: 'u', verified: false },
    }
    const problems = v.validateResponse(
      'GET',
      '/bridges',
      200,
      { 'content-type': 'application/json', 'x-request-id': 'req_0123456789abcdef' },
      { data: [item], has_more: false, next_cursor: null },
    )
    assert.deepEqual(problems, [])
  })

  it('assumption 10 / 25: every summary has score 0..100, passes ≥ 0, an id br_ + 12 base-32 and a UTC timestamp with Z', async () => {
    const items = (await allPages(svc, svc.keys.full, 'limit=100')).flatMap((p) => p.body.data)
    for (const b of items) {
      assert.ok(Number.isInteger(b.score) && b.score >= 0 && b.score <= 100, b.id)
      assert.ok(Number.isInteger(b.passes) && b.passes >= 0, b.id)
      assert.match(b.id, /^br_[0-9a-z]{12}$/)
      assert.match(b.published_at, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/)
    }
  })

  it('assumption 9: a bridge without a web site has domain null in its detail', async (t) => {
    const b = svc.data.published().find((x) => x.domain === null)
    if (!b) return t.skip('no published bridge without a domain in this data set')
    const r = await call(svc, `/bridges/${encodeURIComponent(b.slug)}`, { key: svc.keys.full })
    assert.equal(r.body.domain, null)
  })

  it('assumption 9 / 10: with no bridge published, /stats has zero counters and avg_score null', async () => {
    const empty = await start({ bridges: 0 })
    try {
      const r = await call(empty, '/stats', { key: empty.keys.full })
      assert.deepEqual([r.body.bridges, r.body.passes, r.body.avg_score], [0, 0, null])
    } finally {
      await empty.stop()
    }
  })
})

describe('assumption 13: order of checks', () => {
  it('assumption 13: 401s are checked before insufficient_scope', async () => {
    const owner: string = (await call(svc, '/me', { key: svc.keys.full })).body.username
    const { key } = svc.control.createKey({ owner: owner, scopes: ['read:public'] })
    svc.control.revokeKey(key)
    assert.equal(code(await call(svc, '/me', { key })), '401 key_revoked')
    assert.equal(code(await call(svc, '/me', { key: svc.keys.unapproved })), '401 api_access_revoked')
  })

  it('assumption 13 (2): revoked is reported before expired, and expired before account not approved', async () => {
    const owner: string = (await call(svc, '/me', { key: svc.keys.full })).body.username
    const both = svc.control.createKey({ owner, scopes: ['read:public'], expiresAt: '2000-01-01T00:00:00Z' })
    assert.equal(code(await call(svc, '/stats', { key: both.key })), '401 key_expired')
    svc.control.revokeKey(both.key)
    assert.equal(code(await call(svc, '/stats', { key: both.key })), '401 key_revoked')
  })

  it('assumption 13 (5 before 6): a bad method on an unknown path → 400 method, not 404', async () => {
    const r = await call(svc, '/nope', { key: svc.keys.full, method: 'DELETE' })
    assert.deepEqual([code(r), r.body.error.param], ['400 validation_failed', 'method'])
  })

  it('assumption 13 (6 before 7): an unknown path → 404 even for a key lacking every scope it could need', async () => {
    assert.equal(code(await call(svc, '/nope', { key: svc.keys.meOnly })), '404 not_found')
  })

  it('assumption 18 / 13: an unknown path without a key → 401 missing_api_key, with a key → 404 not_found', async () => {
    assert.equal(code(await call(svc, '/nope/deeper')), '401 missing_api_key')
    assert.equal(code(await call(svc, '/nope/deeper', { key: svc.keys.full })), '404 not_found')
    assert.equal(code(await call(svc, '/stats/extra', { key: svc.keys.full })), '404 not_found')
  })

  it('assumption 13 (7 before 8): scope is checked before parameters', async () => {
    assert.equal(
      code(await call(svc, '/bridges?limit=0', { key: svc.keys.meOnly })),
      '403 insufficient_scope',
    )
  })

  it('assumption 13 (8 before 9): a parameter error wins over the lookup', async () => {
    const r = await call(svc, `/bridges/${'z'.repeat(201)}`, { key: svc.keys.full })
    assert.deepEqual([code(r), r.body.error.param], ['400 validation_failed', 'slug'])
  })
})

describe('assumption 17: methods', () => {
  for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
    it(`assumption 17: ${method} → 400 validation_failed param method with Allow: GET, HEAD`, async () => {
      const r = await call(svc, '/stats', {
        key: svc.keys.full,
        method,
        body: method === 'OPTIONS' ? undefined : '{}',
      })
      assert.deepEqual([code(r), r.body.error.param], ['400 validation_failed', 'method'])
      assert.equal(r.headers.get('allow'), 'GET, HEAD')
    })
  }

  it('assumption 17: HEAD is answered like GET, with the same status and headers and no body', async () => {
    const slug = svc.data.published()[0]!.slug
    for (const p of ['/stats', '/bridges?limit=2', `/bridges/${slug}`, '/bridges/nope']) {
      const get = await call(svc, p, { key: svc.keys.full })
      const head = await call(svc, p, { key: svc.keys.full, method: 'HEAD' })
      assert.equal(head.status, get.status, p)
      assert.equal(head.text, '', p)
      assert.equal(head.headers.get('content-type'), get.headers.get('content-type'), p)
      if (get.headers.has('content-length'))
        assert.equal(head.headers.get('content-length'), get.headers.get('content-length'), p)
    }
  })
})

describe('assumption 19: lookups', () => {
  it('assumption 19: slug lookup is case-insensitive', async () => {
    const b = svc.data.published()[2]!
    const r = await call(svc, `/bridges/${encodeURIComponent(b.slug.toUpperCase())}`, { key: svc.keys.full })
    assert.equal(r.status, 200)
    assert.equal(r.body.id, b.id)
  })

  it('assumption 19: username lookup is case-insensitive', async () => {
    const u = svc.data.published()[0]!.suggestor.username
    const r = await call(svc, `/profiles/${encodeURIComponent(u.toUpperCase())}`, { key: svc.keys.full })
    assert.equal(r.status, 200)
    assert.equal(r.body.username, u)
  })

  it('assumption 19: a profile lists all its published bridges, newest first, never hidden ones', async () => {
    const hidden = new Set(svc.data.hiddenSlugs())
    const users = new Set(svc.data.published().map((b) => b.suggestor.username))
    for (const u of users) {
      const r = await call(svc, `/profiles/${encodeURIComponent(u)}`, { key: svc.keys.full })
      const expected = svc.data
        .published()
        .filter((b) => b.suggestor.username === u)
        .map((b) => b.slug)
      assert.deepEqual(
        r.body.bridges.map((b: { slug: string }) => b.slug),
        expected,
        u,
      )
      assert.ok(r.body.bridges.every((b: { slug: string }) => !hidden.has(b.slug)))
    }
  })
})
