// Errors as shared/api/openapi.yaml states them (schemas/ErrorCode and ErrorEnvelope, the error responses): the
// closed set, one envelope, Retry-After on 429 and 503 behaviour.
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { CLOSED_CODES, call, manualClock, send, type Reply } from '../../support/http.ts'
import { start, windowStart, type Svc } from './service-fixture.ts'

describe('schemas/ErrorCode: every code of the closed set is reachable, with its status and one envelope', () => {
  let svc: Svc
  const clock = manualClock(windowStart(Date.parse('2026-03-14T09:00:00Z'), 60_000) + 100)
  before(async () => {
    svc = await start({
      bridges: 10,
      rateLimit: 3,
      windowMs: 60_000,
      invalidAttempts: 3,
      lockoutMs: 60_000,
      now: clock.now,
    })
  })
  after(() => svc?.stop())

  const seen = new Map<string, Reply>()
  it('schemas/ErrorCode: all 13 codes are produced, each with the status of the table and the same envelope fields', async () => {
    const note = (r: Reply): void => void seen.set(r.body.error.code, r)
    const k = svc.keys
    note(await call(svc, '/stats')) // missing_api_key
    note(await call(svc, '/stats', { key: `bxk_${'N'.repeat(32)}` })) // invalid_api_key (attempt 1)
    note(await call(svc, '/stats', { key: k.revoked })) // key_revoked (attempt 2)
    note(await call(svc, '/stats', { key: k.unapproved })) // api_access_revoked
    note(await call(svc, '/me', { key: k.publicOnly })) // insufficient_scope
    note(await call(svc, '/bridges/nope', { key: k.full })) // not_found (full: 1 of 3)
    note(await call(svc, '/bridges?limit=0', { key: k.full })) // validation_failed (full: 2 of 3)
    svc.control.failNext(1, { status: 503 })
    note(await call(svc, '/stats', { key: k.full })) // service_unavailable (full: 3 of 3)
    svc.control.failNext(1, { status: 500 })
    note(await call(svc, '/stats', { key: k.publicOnly })) // internal_error
    note(await call(svc, '/stats', { key: k.full })) // rate_limited
    // api_access_required belongs to key creation: withdraw the access of the meOnly owner, then ask the dashboard.
    const owner: string = (await call(svc, '/me', { key: k.meOnly })).body.username
    svc.control.setAccountAccess(owner, 'revoked')
    const dash = await send(`${svc.origin}/dashboard/keys`, {
      method: 'POST',
      body: JSON.stringify({ owner, scopes: ['read:public'] }),
      headers: { 'content-type': 'application/json', 'x-dashboard-secret': svc.dashboardSecret },
      documented: false,
    })
    note(dash)
    svc.control.setAccountAccess(owner, 'approved')
    note(await call(svc, '/stats', { key: k.expired })) // key_expired (attempt 3: locks the IP)
    note(await call(svc, '/stats', { key: k.full })) // too_many_invalid_attempts
    const missing = Object.keys(CLOSED_CODES).filter((c) => !seen.has(c))
    assert.deepEqual(missing, [])
    for (const [code, r] of seen) {
      assert.equal(r.status, CLOSED_CODES[code], code)
      const fields = Object.keys(r.body.error)
        .filter((f) => f !== 'param')
        .sort()
      assert.deepEqual(fields, ['code', 'message', 'request_id'], code)
      assert.deepEqual(Object.keys(r.body), ['error'], code)
    }
  })

  it('headers/Retry-After: both 429 codes (rate_limited, too_many_invalid_attempts) carry Retry-After in whole seconds ≥ 1', () => {
    for (const c of ['rate_limited', 'too_many_invalid_attempts']) {
      const r = seen.get(c)
      assert.ok(r, `${c} was produced`)
      assert.match(r.headers.get('retry-after') ?? '', /^[1-9][0-9]*$/, c)
    }
  })
})

describe('responses/ServiceUnavailable and InternalError: Retry-After, 503 and 500 (assumption 21)', () => {
  let svc: Svc
  before(async () => {
    svc = await start({ bridges: 10 })
  })
  after(() => svc?.stop())

  it('responses/ServiceUnavailable / assumption 21: failNext 503 → 503 service_unavailable with Retry-After 1 by default, then 200 on retry', async () => {
    svc.control.failNext(1, { status: 503 })
    const r = await call(svc, '/stats', { key: svc.keys.full })
    assert.deepEqual(
      [r.status, r.body.error.code, r.headers.get('retry-after')],
      [503, 'service_unavailable', '1'],
    )
    assert.equal((await call(svc, '/stats', { key: svc.keys.full })).status, 200)
  })

  it('assumption 21: failNext 503 with retryAfter 7 sends Retry-After: 7', async () => {
    svc.control.failNext(1, { status: 503, retryAfter: 7 })
    assert.equal((await call(svc, '/stats', { key: svc.keys.full })).headers.get('retry-after'), '7')
  })

  it('assumption 21: failNext 503 with retryAfter null sends no Retry-After', async () => {
    svc.control.failNext(1, { status: 503, retryAfter: null })
    const r = await call(svc, '/stats', { key: svc.keys.full })
    assert.equal(r.status, 503)
    assert.equal(r.headers.get('retry-after'), null)
  })

  it('responses/InternalError / assumption 21: failNext 500 → 500 internal_error without Retry-After', async () => {
    svc.control.failNext(1, { status: 500 })
    const r = await call(svc, '/bridges', { key: svc.keys.full })
    assert.deepEqual(
      [r.status, r.body.error.code, r.headers.get('retry-after')],
      [500, 'internal_error', null],
    )
  })

  it('assumption 21: failNext(n) fails exactly the next n requests', async () => {
    svc.control.failNext(2, { status: 503 })
    const statuses: number[] = []
    for (let i = 0; i < 3; i++) statuses.push((await call(svc, '/stats', { key: svc.keys.full })).status)
    assert.deepEqual(statuses, [503, 503, 200])
  })

  it('failNext 429 for /me: other paths pass it by; /me is answered rate_limited, Remaining 0, Retry-After to the window end', async () => {
    svc.control.failNext(1, { status: 429, path: '/me' })
    const k = svc.keys.full
    assert.equal((await call(svc, '/stats', { key: k })).status, 200)
    const me = await call(svc, '/me', { key: k })
    assert.deepEqual(
      [me.status, me.body.error.code, me.headers.get('x-ratelimit-remaining')],
      [429, 'rate_limited', '0'],
    )
    const untilReset = Number(me.headers.get('x-ratelimit-reset')) - Date.now() / 1000
    const retryAfter = Number(me.headers.get('retry-after'))
    assert.ok(
      retryAfter >= 1 && Math.abs(retryAfter - untilReset) <= 1.5,
      `${retryAfter} s vs ${untilReset} s`,
    )
    svc.control.failNext(1, { status: 429, path: '/me', retryAfter: 7 })
    assert.equal((await call(svc, '/me', { key: k })).headers.get('retry-after'), '7')
    assert.equal((await call(svc, '/me', { key: k })).status, 200, 'the fault is taken once')
  })

  it('assumption 13 (2 before 4): a 401 wins over an injected fault, and the fault is kept for the next valid request', async () => {
    svc.control.failNext(1, { status: 503 })
    assert.equal((await call(svc, '/stats')).status, 401)
    assert.equal((await call(svc, '/stats', { key: svc.keys.full })).status, 503)
  })

  it('assumption 13 (4 before 5): an injected fault wins over a bad method', async () => {
    svc.control.failNext(1, { status: 503 })
    assert.equal((await call(svc, '/stats', { key: svc.keys.full, method: 'POST' })).status, 503)
  })

  it('assumption 1: every response, success or error, carries a fresh X-Request-Id equal to error.request_id', async () => {
    const ok = await call(svc, '/stats', { key: svc.keys.full })
    const bad = await call(svc, '/bridges/nope', { key: svc.keys.full })
    const anon = await call(svc, '/stats')
    const ids = [ok, bad, anon].map((r) => r.headers.get('x-request-id'))
    for (const id of ids) assert.match(id ?? '', /^req_[0-9a-f]{16}$/)
    assert.equal(new Set(ids).size, 3)
    assert.equal(bad.body.error.request_id, ids[1])
  })

  it('assumption 1: param names the offending parameter and is absent for other codes', async () => {
    const bad = await call(svc, '/bridges?category=a&category=b', { key: svc.keys.full })
    assert.deepEqual([bad.body.error.code, bad.body.error.param], ['validation_failed', 'category'])
    const nf = await call(svc, '/bridges/nope', { key: svc.keys.full })
    assert.equal('param' in nf.body.error, false)
  })
})
