// The operations of shared/api/openapi.yaml (paths, parameters, the list envelope, error responses) over real HTTP.
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { allPages, call, type Reply } from '../../support/http.ts'
import { start, type Svc } from './service-fixture.ts'

let svc: Svc
before(async () => {
  svc = await start({ bridges: 150 })
})
after(() => svc.stop())

const slugs = (pages: Reply[]): string[] =>
  pages.flatMap((p) => p.body.data.map((b: { slug: string }) => b.slug))
const expectError = (r: Reply, status: number, code: string, param?: string): void => {
  assert.equal(r.status, status, JSON.stringify(r.body))
  assert.equal(r.body.error.code, code)
  if (param !== undefined) assert.equal(r.body.error.param, param)
}

describe('openapi.yaml paths: each endpoint answers 200 with its documented shape', () => {
  it('getStats: GET /stats → 200 platform counters', async () => {
    const r = await call(svc, '/stats', { key: svc.keys.full })
    assert.equal(r.status, 200)
    assert.deepEqual(Object.keys(r.body).sort(), ['avg_score', 'bridges', 'passes', 'suggestors'])
  })

  it('listBridges: GET /bridges → 200 list envelope of bridge summaries', async () => {
    const r = await call(svc, '/bridges', { key: svc.keys.full })
    assert.equal(r.status, 200)
    assert.equal(typeof r.body.has_more, 'boolean')
    assert.ok(r.body.data.length > 0)
  })

  it('getBridge: GET /bridges/{slug} → 200 bridge detail of that slug', async () => {
    const b = svc.data.published()[3]!
    const r = await call(svc, `/bridges/${encodeURIComponent(b.slug)}`, { key: svc.keys.full })
    assert.equal(r.status, 200)
    assert.equal(r.body.id, b.id)
    assert.equal(r.body.suggestion, b.suggestion)
    assert.equal(r.body.domain, b.domain)
    assert.deepEqual(r.body.suggestor, { ...b.suggestor })
  })

  it('getProfile: GET /profiles/{username} → 200 public profile', async () => {
    const user = svc.data.published()[0]!.suggestor.username
    const r = await call(svc, `/profiles/${encodeURIComponent(user)}`, { key: svc.keys.full })
    assert.equal(r.status, 200)
    assert.equal(r.body.username, user)
  })

  it('getMe: GET /me → 200 own profile of the key owner', async () => {
    const r = await call(svc, '/me', { key: svc.keys.full })
    assert.equal(r.status, 200)
    const pub = await call(svc, `/profiles/${encodeURIComponent(r.body.username)}`, { key: svc.keys.full })
    assert.equal(pub.status, 200)
    assert.equal(r.body.total_passes, pub.body.total_passes)
    assert.equal(r.body.bridge_count, pub.body.bridge_count)
  })
})

describe('listBridges: cursor pagination', () => {
  it('listBridges: /bridges follows next_cursor while has_more and visits every published bridge once, in order', async () => {
    const pages = await allPages(svc, svc.keys.full, 'limit=7')
    const got = slugs(pages)
    assert.equal(new Set(got).size, got.length, 'no duplicates')
    assert.deepEqual(
      got,
      svc.data.published().map((b) => b.slug),
    )
    assert.equal(pages.length, Math.ceil(150 / 7))
    for (const p of pages.slice(0, -1)) {
      assert.equal(p.body.has_more, true)
      assert.equal(typeof p.body.next_cursor, 'string')
    }
    const last = pages.at(-1)!
    assert.equal(last.body.has_more, false)
    assert.equal(last.body.next_cursor, null)
  })

  it('assumption 2: pages are ordered by published_at descending, ties by id descending', async () => {
    const items = (await allPages(svc, svc.keys.full, 'limit=100')).flatMap((p) => p.body.data)
    for (let i = 1; i < items.length; i++) {
      const [a, b] = [items[i - 1], items[i]]
      const ok = a.published_at > b.published_at || (a.published_at === b.published_at && a.id > b.id)
      assert.ok(ok, `${a.id} ${a.published_at} before ${b.id} ${b.published_at}`)
    }
  })

  it('assumption 4: limit may change between pages of one cursor chain', async () => {
    const first = await call(svc, '/bridges?limit=5', { key: svc.keys.full })
    const next = await call(svc, `/bridges?limit=9&cursor=${encodeURIComponent(first.body.next_cursor)}`, {
      key: svc.keys.full,
    })
    assert.equal(next.status, 200)
    assert.deepEqual(
      slugs([first, next]),
      svc.data
        .published()
        .slice(0, 14)
        .map((b) => b.slug),
    )
  })
})

describe('listBridges limit: page size', () => {
  it('listBridges limit: without limit the page size is 20', async () => {
    const r = await call(svc, '/bridges', { key: svc.keys.full })
    assert.equal(r.body.data.length, 20)
    assert.equal(r.body.has_more, true)
  })

  it('listBridges limit: limit=100 (the maximum) returns 100 bridges', async () => {
    const r = await call(svc, '/bridges?limit=100', { key: svc.keys.full })
    assert.equal(r.status, 200)
    assert.equal(r.body.data.length, 100)
  })
})

describe('responses/BadRequest: an invalid parameter fails with validation_failed (400)', () => {
  for (const bad of [
    '0',
    '101',
    '-1',
    '1.5',
    'abc',
    '',
    '1e2',
    ' 5',
    '0x10',
    '123456789012345678901234567890',
  ]) {
    it(`assumption 3: limit=${JSON.stringify(bad)} → 400 naming limit`, async () => {
      expectError(
        await call(svc, `/bridges?limit=${encodeURIComponent(bad)}`, { key: svc.keys.full }),
        400,
        'validation_failed',
        'limit',
      )
    })
  }

  for (const bad of ['garbage', 'eyJ9', '!!!', 'a'.repeat(500), '%00']) {
    it(`assumption 4: garbage cursor ${JSON.stringify(bad.slice(0, 12))} → 400 naming cursor`, async () => {
      expectError(
        await call(svc, `/bridges?cursor=${encodeURIComponent(bad)}`, { key: svc.keys.full }),
        400,
        'validation_failed',
        'cursor',
      )
    })
  }

  it('assumption 4: a tampered cursor (one bit flipped anywhere) → 400 naming cursor', async () => {
    const c: string = (await call(svc, '/bridges?limit=3', { key: svc.keys.full })).body.next_cursor
    // Flip bits of the decoded bytes: editing a base64 character can touch only padding bits and change nothing.
    const bytes = Buffer.from(c, 'base64url')
    assert.equal(bytes.toString('base64url'), c.replace(/=+$/, ''), 'the cursor is base64url (assumption 4)')
    for (const i of [0, 1, Math.floor(bytes.length / 2), bytes.length - 1]) {
      const copy = Buffer.from(bytes)
      copy[i] = copy[i]! ^ 0x01
      const tampered = copy.toString('base64url')
      expectError(
        await call(svc, `/bridges?limit=3&cursor=${tampered}`, { key: svc.keys.full }),
        400,
        'validation_failed',
        'cursor',
      )
    }
  })

  it('assumption 4: a cursor reused with another q or category → 400 naming cursor', async () => {
    const c: string = (await call(svc, '/bridges?limit=3', { key: svc.keys.full })).body.next_cursor
    const cat = svc.data.categories[0]!
    for (const extra of ['q=a', `category=${cat}`]) {
      expectError(
        await call(svc, `/bridges?${extra}&cursor=${encodeURIComponent(c)}`, { key: svc.keys.full }),
        400,
        'validation_failed',
        'cursor',
      )
    }
  })

  it('assumption 7: q longer than 200 characters after trimming → 400 naming q; 200 is accepted', async () => {
    expectError(
      await call(svc, `/bridges?q=${'a'.repeat(201)}`, { key: svc.keys.full }),
      400,
      'validation_failed',
      'q',
    )
    assert.equal(
      (await call(svc, `/bridges?q=${encodeURIComponent(`  ${'a'.repeat(200)}  `)}`, { key: svc.keys.full }))
        .status,
      200,
    )
  })
})

describe('responses/NotFound: unknown slug or username → 404 not_found', () => {
  it('responses/NotFound: an unknown slug → 404 not_found', async () => {
    expectError(await call(svc, '/bridges/no-such-bridge-here', { key: svc.keys.full }), 404, 'not_found')
  })

  it('responses/NotFound: an unknown username → 404 not_found', async () => {
    expectError(await call(svc, '/profiles/nobody_by_that_name', { key: svc.keys.full }), 404, 'not_found')
  })

  it('getBridge / assumption 19: drafts and hidden bridges → 404 like unknown slugs', async () => {
    const hidden = svc.data.hiddenSlugs()
    assert.ok(hidden.length > 0, 'the service has hidden or draft bridges to test')
    const published = new Set(svc.data.published().map((b) => b.slug))
    for (const slug of hidden) {
      assert.ok(!published.has(slug))
      expectError(
        await call(svc, `/bridges/${encodeURIComponent(slug)}`, { key: svc.keys.full }),
        404,
        'not_found',
      )
    }
  })
})

describe('x-required-scope: a key lacking the scope → 403 insufficient_scope', () => {
  it('x-required-scope: a read:public-only key on /me → 403 insufficient_scope', async () => {
    expectError(await call(svc, '/me', { key: svc.keys.publicOnly }), 403, 'insufficient_scope')
  })

  it('x-required-scope: a read:me-only key on every read:public endpoint → 403 insufficient_scope', async () => {
    const slug = svc.data.published()[0]!.slug
    const user = svc.data.published()[0]!.suggestor.username
    for (const p of ['/stats', '/bridges', `/bridges/${slug}`, `/profiles/${user}`]) {
      expectError(await call(svc, p, { key: svc.keys.meOnly }), 403, 'insufficient_scope')
    }
  })
})
