// Versioning as shared/api/openapi.yaml states it (info.version, servers, headers Deprecation and Sunset,
// /v1/openapi.yaml and .json) and assumptions 22, 23 and 26.
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { OPENAPI_PATH } from '../../support/openapi-validator.ts'
import { call, send } from '../../support/http.ts'
import { start, type Svc } from './service-fixture.ts'

let svc: Svc
before(async () => {
  svc = await start({ bridges: 10 })
})
after(() => svc?.stop())

describe('info.version and servers: version v1, 1.0.0-beta, in the path prefix', () => {
  it('servers: {base_url} ends in /v1/api and responses say X-API-Version: 1.0.0-beta', async () => {
    assert.ok(svc.baseUrl.endsWith('/v1/api'))
    assert.equal(svc.baseUrl, `${svc.origin}/v1/api`)
    const r = await call(svc, '/stats', { key: svc.keys.full })
    assert.equal(r.headers.get('x-api-version'), '1.0.0-beta')
  })

  it('info.version: the OpenAPI document states version 1.0.0-beta', () => {
    const doc = parse(readFileSync(OPENAPI_PATH, 'utf8'))
    assert.equal(doc.info.version, '1.0.0-beta')
    assert.match(doc.openapi, /^3\.1\./)
  })

  it('servers: another version prefix is not an API path (404)', async () => {
    const r = await send(`${svc.origin}/v2/api/stats`, { key: svc.keys.full })
    assert.equal(r.status, 404)
  })
})

describe('info.description: additions are ignored', () => {
  it('assumption 6: unknown query parameters are ignored', async () => {
    const plain = await call(svc, '/bridges?limit=3', { key: svc.keys.full })
    const extra = await call(svc, '/bridges?limit=3&expand=all&foo=bar&foo=baz', { key: svc.keys.full })
    assert.equal(extra.status, 200)
    assert.deepEqual(extra.body.data, plain.body.data)
  })
})

describe('headers Deprecation and Sunset / assumption 22: Deprecation and Sunset', () => {
  it('assumption 22: without configuration no Deprecation, Sunset or deprecation Link is sent', async () => {
    for (const p of ['/stats', '/bridges', '/nope']) {
      const r = await call(svc, p, { key: svc.keys.full })
      assert.equal(r.headers.get('deprecation'), null, p)
      assert.equal(r.headers.get('sunset'), null, p)
      assert.doesNotMatch(r.headers.get('link') ?? '', /rel="?deprecation/, p)
    }
  })

  it('headers Deprecation and Sunset: --deprecation and --sunset put Deprecation (@epoch), Sunset (HTTP-date) and Link on every API response', async () => {
    const dep = await start({ bridges: 5, deprecation: '2026-06-01', sunset: '2026-09-01' })
    try {
      for (const [p, key] of [
        ['/stats', dep.keys.full],
        ['/bridges/nope', dep.keys.full],
        ['/me', dep.keys.publicOnly],
      ] as const) {
        const r = await call(dep, p, { key })
        assert.equal(r.headers.get('deprecation'), `@${Date.parse('2026-06-01T00:00:00Z') / 1000}`, p)
        assert.equal(r.headers.get('sunset'), new Date('2026-09-01T00:00:00Z').toUTCString(), p)
        assert.match(r.headers.get('link') ?? '', /^<[^>]*changelog[^>]*>;\s*rel="deprecation"/, p)
      }
    } finally {
      await dep.stop()
    }
  })

  it('--deprecation-link and --sunset-link send their own Link rel="deprecation" and rel="sunset"', async () => {
    const dep = await start({
      bridges: 5,
      deprecation: '2026-06-01',
      sunset: '2026-09-01',
      deprecationLink: 'https://example.org/changes/v2',
      sunsetLink: 'https://example.org/sunset',
    })
    try {
      const r = await call(dep, '/stats', { key: dep.keys.full })
      assert.equal(
        r.headers.get('link'),
        '<https://example.org/changes/v2>; rel="deprecation", <https://example.org/sunset>; rel="sunset"',
      )
    } finally {
      await dep.stop()
    }
  })

  it('control.setDeprecation sends a given link, and refuses one a header line cannot carry', async () => {
    svc.control.setDeprecation({ path: '/me', deprecation: '2026-05-01', sunsetLink: 'https://e.org/me' })
    const me = await call(svc, '/me', { key: svc.keys.full })
    assert.equal(me.headers.get('link'), '<https://e.org/me>; rel="sunset"')
    assert.throws(() =>
      svc.control.setDeprecation({ deprecation: '2026-05-01', deprecationLink: 'https://e.org/\r\nX: 1' }),
    )
  })

  it('assumption 22: control.setDeprecation for one path marks only that endpoint', async () => {
    svc.control.setDeprecation({ path: '/stats', deprecation: '2026-05-01', sunset: '2026-08-01' })
    const stats = await call(svc, '/stats', { key: svc.keys.full })
    assert.equal(stats.headers.get('deprecation'), `@${Date.parse('2026-05-01T00:00:00Z') / 1000}`)
    assert.equal(stats.headers.get('sunset'), new Date('2026-08-01T00:00:00Z').toUTCString())
    const bridges = await call(svc, '/bridges', { key: svc.keys.full })
    assert.equal(bridges.headers.get('deprecation'), null)
  })
})

describe('getOpenApiYaml and getOpenApiJson / assumption 23: the OpenAPI description is downloadable', () => {
  it('getOpenApiJson: /v1/openapi.json is served without a key and equals the YAML document', async () => {
    const r = await send(`${svc.origin}/v1/openapi.json`)
    assert.equal(r.status, 200)
    assert.deepEqual(r.body, parse(readFileSync(OPENAPI_PATH, 'utf8')))
  })

  it('getOpenApiYaml: /v1/openapi.yaml is served without a key and is the file itself', async () => {
    const r = await send(`${svc.origin}/v1/openapi.yaml`)
    assert.equal(r.status, 200)
    assert.equal(r.text, readFileSync(OPENAPI_PATH, 'utf8'))
  })
})

describe('assumption 26: other response headers', () => {
  it('assumption 26: JSON content type with charset, Cache-Control: no-store, and no CORS headers', async () => {
    const replies = [
      await call(svc, '/stats', { key: svc.keys.full }),
      await call(svc, '/bridges/nope', { key: svc.keys.full }),
      await call(svc, '/stats', { headers: { origin: 'https://evil.example' } }),
      await call(svc, '/stats', { key: svc.keys.full, headers: { origin: 'https://evil.example' } }),
    ]
    for (const r of replies) {
      assert.equal(r.headers.get('content-type'), 'application/json; charset=utf-8')
      assert.equal(r.headers.get('cache-control'), 'no-store')
      assert.equal([...r.headers.keys()].filter((h) => h.startsWith('access-control-')).length, 0)
    }
  })
})
