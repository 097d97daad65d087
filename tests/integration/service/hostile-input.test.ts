// Hostile input (assumptions 6, 18 and 20): every answer is a closed-set error, never a 500 or a dropped
// connection, and the service still answers the next normal request.
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { call, raw, rawBytes, type Reply } from '../../support/http.ts'
import { start, type Svc } from './service-fixture.ts'

let svc: Svc
before(async () => {
  svc = await start({ bridges: 20 })
})
after(() => svc?.stop())

const API = '/v1/api'
const MB = 1024 * 1024

/** The answer is a closed-set client error (conform() already checked the envelope), and the service is still up. */
async function survives(r: Reply, status: number | number[], code?: string, param?: string): Promise<void> {
  assert.ok([status].flat().includes(r.status), `status ${r.status}: ${r.text.slice(0, 200)}`)
  if (code !== undefined) assert.equal(r.body.error.code, code)
  if (param !== undefined) assert.equal(r.body.error.param, param)
  const next = await call(svc, '/stats', { key: svc.keys.full })
  assert.equal(next.status, 200, 'the next normal request is answered')
}

describe('assumption 18: path tricks are decoded per segment and never re-routed', () => {
  const cases: [string, string][] = [
    ['encoded slash in a slug', '/bridges/a%2Fb'],
    ['encoded slash toward another route', '/bridges/..%2Fstats'],
    ['encoded dot segment', '/bridges/%2e%2e'],
    ['upper-case encoded dot segment', '/bridges/%2E%2E'],
    ['literal dot segment as slug', '/bridges/..'],
    ['single dot', '/bridges/.'],
    ['encoded unicode slug', '/bridges/%E2%98%83-snowman'],
    ['encoded NUL', '/bridges/a%00b'],
    ['encoded CRLF', '/bridges/a%0d%0aSet-Cookie:%20x=1'],
    ['username with encoded slash', '/profiles/a%2F..%2F..%2Fme'],
  ]
  for (const [what, path] of cases) {
    it(`assumption 18: ${what} (${path}) → 404 not_found, not another endpoint`, async () => {
      const r = await raw(svc, API + path, { key: svc.keys.full })
      assert.equal(r.headers.get('set-cookie'), null)
      await survives(r, 404, 'not_found')
    })
  }

  it('assumption 18: literal dot segments (/bridges/../stats) are not resolved into /stats', async () => {
    for (const p of ['/bridges/../stats', '/bridges/%2e%2e/stats', '/profiles/x/../../me', '/./stats/.']) {
      const r = await raw(svc, API + p, { key: svc.keys.full })
      await survives(r, 404, 'not_found')
    }
  })

  it('assumption 18: raw UTF-8 bytes in the path get a closed-set answer', async () => {
    const req = Buffer.concat([
      Buffer.from(`GET ${API}/bridges/`),
      Buffer.from('café-☃', 'utf8'),
      Buffer.from(
        ` HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${svc.keys.full}\r\nConnection: close\r\n\r\n`,
      ),
    ])
    await survives(await rawBytes(svc, req, `${API}/bridges/x`), [400, 404])
  })

  it('assumption 18: malformed percent-encoding in a slug or username → 400 naming it', async () => {
    await survives(
      await raw(svc, `${API}/bridges/%E0%A4%A`, { key: svc.keys.full }),
      400,
      'validation_failed',
      'slug',
    )
    await survives(
      await raw(svc, `${API}/bridges/%ZZ`, { key: svc.keys.full }),
      400,
      'validation_failed',
      'slug',
    )
    await survives(
      await raw(svc, `${API}/profiles/%`, { key: svc.keys.full }),
      400,
      'validation_failed',
      'username',
    )
  })

  it('assumption 18: a slug or username over 200 characters → 400 naming it (a 1 MB slug too)', async () => {
    await survives(
      await raw(svc, `${API}/bridges/${'s'.repeat(201)}`, { key: svc.keys.full }),
      400,
      'validation_failed',
      'slug',
    )
    await survives(
      await raw(svc, `${API}/profiles/${'u'.repeat(201)}`, { key: svc.keys.full }),
      400,
      'validation_failed',
      'username',
    )
    await survives(
      await raw(svc, `${API}/bridges/${'s'.repeat(MB)}`, { key: svc.keys.full }),
      400,
      'validation_failed',
      'slug',
    )
  })
})

describe('hostile query strings (assumptions 3, 4, 6, 7 and 20)', () => {
  it('assumption 7 / 20: a 1 MB q is read and rejected naming q', async () => {
    await survives(
      await raw(svc, `${API}/bridges?q=${'q'.repeat(MB)}`, { key: svc.keys.full }),
      400,
      'validation_failed',
      'q',
    )
  })

  it('assumption 20: 3 MB of query (beyond the 2 MiB limit) → 400 validation_failed with the envelope', async () => {
    const req = `GET ${API}/bridges?q=${'x'.repeat(3 * MB)} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${svc.keys.full}\r\n\r\n`
    await survives(await rawBytes(svc, req, `${API}/bridges`), 400, 'validation_failed')
  })

  it('assumption 20: 3 MB of headers → 400 validation_failed with the envelope', async () => {
    const req = `GET ${API}/stats HTTP/1.1\r\nHost: x\r\nX-Big: ${'h'.repeat(3 * MB)}\r\n\r\n`
    await survives(await rawBytes(svc, req, `${API}/stats`), 400, 'validation_failed')
  })

  it('assumption 20: malformed HTTP → 400 validation_failed with the envelope', async () => {
    await survives(await rawBytes(svc, 'THIS IS NOT HTTP\r\n\r\n', '/'), 400, 'validation_failed')
    await survives(
      await rawBytes(
        svc,
        `GET ${API}/stats HTTP/1.1\r\nHost: x\r\nBad Header Name: y\r\n\r\n`,
        `${API}/stats`,
      ),
      400,
      'validation_failed',
    )
  })

  for (const p of ['limit', 'cursor', 'q', 'category']) {
    it(`assumption 6: ${p} given twice → 400 validation_failed naming ${p}`, async () => {
      await survives(
        await call(svc, `/bridges?${p}=1&${p}=2`, { key: svc.keys.full }),
        400,
        'validation_failed',
        p,
      )
    })
  }

  it('assumption 6: a repeated parameter is caught even when encoded differently (li%6Dit)', async () => {
    await survives(
      await call(svc, '/bridges?limit=1&li%6Dit=2', { key: svc.keys.full }),
      400,
      'validation_failed',
      'limit',
    )
  })

  for (const v of [
    '1e400',
    '1e2',
    'Infinity',
    'NaN',
    '99999999999999999999999999999999999999',
    '%',
    '1%00',
    '+5',
    '0005x',
  ]) {
    it(`assumption 3: limit=${v} → 400 naming limit`, async () => {
      await survives(
        await raw(svc, `${API}/bridges?limit=${v}`, { key: svc.keys.full }),
        400,
        'validation_failed',
        'limit',
      )
    })
  }

  it('assumption 4: garbage cursors of many shapes → 400 naming cursor', async () => {
    const real: string = (await call(svc, '/bridges?limit=2', { key: svc.keys.full })).body.next_cursor
    const shapes = [
      'x',
      '.',
      '..',
      '====',
      btoa('{}'),
      btoa('{"p":"2026-01-01T00:00:00Z","i":"br_000000000000"}'),
      `${real}x`,
      real.slice(0, -1),
      `${real}.`,
      `${real}==`,
      real.split('').reverse().join(''),
      '☃',
      '\u0000',
      'a'.repeat(10_000),
      `${real}.${real}`,
      '[object Object]',
      'null',
      '-1',
    ]
    for (const c of shapes) {
      await survives(
        await call(svc, `/bridges?limit=2&cursor=${encodeURIComponent(c)}`, { key: svc.keys.full }),
        400,
        'validation_failed',
        'cursor',
      )
    }
  })

  it('hostile: malformed percent-encoding in a query value → 400 naming the parameter', async () => {
    await survives(
      await raw(svc, `${API}/bridges?q=%E0%A4%A`, { key: svc.keys.full }),
      400,
      'validation_failed',
      'q',
    )
    await survives(
      await raw(svc, `${API}/bridges?category=%ZZ`, { key: svc.keys.full }),
      400,
      'validation_failed',
      'category',
    )
  })

  it('hostile: CRLF, NUL and markup in q are plain text (no injected header, 200)', async () => {
    for (const q of [
      'a\r\nSet-Cookie: x=1',
      'a\u0000b',
      '<script>alert(1)</script>',
      "' OR 1=1 --",
      '%00',
      '${x}',
    ]) {
      const r = await call(svc, `/bridges?q=${encodeURIComponent(q)}`, { key: svc.keys.full })
      assert.equal(r.headers.get('set-cookie'), null)
      await survives(r, 200)
    }
  })
})

describe('hostile headers', () => {
  it('hostile: a CRLF-split Authorization header does not smuggle a second request or header', async () => {
    const req = `GET ${API}/stats HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer bxk_x\r\nX-Injected: 1\r\nConnection: close\r\n\r\n`
    await survives(await rawBytes(svc, req, `${API}/stats`), 401, 'invalid_api_key')
  })

  it('hostile: a 100 kB Authorization header → 401 invalid_api_key', async () => {
    await survives(
      await call(svc, '/stats', { headers: { authorization: `Bearer bxk_${'a'.repeat(100_000)}` } }),
      401,
      'invalid_api_key',
    )
  })

  // Node's HTTP parser keeps the first of duplicate Authorization headers; no assumption row decides this case.
  it('hostile: two Authorization headers → an answer from the closed set (first key used, or 400/401)', async () => {
    const req = `GET ${API}/stats HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${svc.keys.full}\r\nAuthorization: Bearer ${svc.keys.revoked}\r\nConnection: close\r\n\r\n`
    await survives(await rawBytes(svc, req, `${API}/stats`), [200, 400, 401])
  })

  it('hostile: non-ASCII bytes in the key → 401 invalid_api_key', async () => {
    const req = Buffer.concat([
      Buffer.from(`GET ${API}/stats HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer bxk_`),
      Buffer.from('ÿÿ☃', 'utf8'),
      Buffer.from('\r\nConnection: close\r\n\r\n'),
    ])
    await survives(await rawBytes(svc, req, `${API}/stats`), 401, 'invalid_api_key')
  })
})
