// Rate limits as shared/api/openapi.yaml states them (headers X-RateLimit-*, responses/TooManyRequests) and
// assumption 16, on a service whose clock the test moves (no sleeps).
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { startReferenceService } from '../../../electron/service/index.ts'
import { call, manualClock, type Reply } from '../../support/http.ts'
import { start, windowStart, type Svc } from './service-fixture.ts'

const WINDOW = 1000
const LIMIT = 5
const rl = (r: Reply): { limit: number; remaining: number; reset: number } => ({
  limit: Number(r.headers.get('x-ratelimit-limit')),
  remaining: Number(r.headers.get('x-ratelimit-remaining')),
  reset: Number(r.headers.get('x-ratelimit-reset')),
})
const hasRateHeaders = (r: Reply): boolean =>
  ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset'].every((h) =>
    /^\d+$/.test(r.headers.get(h) ?? ''),
  )

let svc: Svc
const clock = manualClock(windowStart(Date.parse('2026-03-14T09:00:00Z'), WINDOW) + 100)
before(async () => {
  svc = await start({ bridges: 10, rateLimit: LIMIT, windowMs: WINDOW, now: clock.now })
})
after(() => svc?.stop())

/** Moves the clock to the start of the next window, so every test starts with a full budget. */
const freshWindow = (): void => clock.set(windowStart(clock.now(), WINDOW) + WINDOW + 10)

describe('X-RateLimit-* and responses/TooManyRequests: headers, exhaustion, Retry-After and reopening', () => {
  it('X-RateLimit-*: Limit is constant, Remaining drops by one per request, Reset is the window end in epoch seconds', async () => {
    freshWindow()
    const end = windowStart(clock.now(), WINDOW) + WINDOW
    for (let i = 1; i <= LIMIT; i++) {
      const h = rl(await call(svc, '/stats', { key: svc.keys.full }))
      assert.deepEqual(h, { limit: LIMIT, remaining: LIMIT - i, reset: Math.ceil(end / 1000) })
      assert.ok(h.reset * 1000 > clock.now(), 'Reset lies in the future')
    }
  })

  it('responses/TooManyRequests: the request over the limit → 429 rate_limited with Retry-After ≥ 1 and the rate headers', async () => {
    const r = await call(svc, '/stats', { key: svc.keys.full })
    assert.deepEqual([r.status, r.body.error.code], [429, 'rate_limited'])
    assert.ok(Number(r.headers.get('retry-after')) >= 1)
    assert.equal(rl(r).remaining, 0)
    assert.ok(hasRateHeaders(r))
  })

  it('responses/TooManyRequests: once the clock reaches Reset, requests succeed again with a full budget', async () => {
    const r = await call(svc, '/stats', { key: svc.keys.full })
    assert.equal(r.status, 429)
    clock.set(rl(r).reset * 1000)
    const again = await call(svc, '/stats', { key: svc.keys.full })
    assert.equal(again.status, 200)
    assert.equal(rl(again).remaining, LIMIT - 1)
  })

  it('assumption 16: 429s do not use up budget: after many of them the next window still has the full limit', async () => {
    freshWindow()
    for (let i = 0; i < LIMIT + 3; i++) await call(svc, '/stats', { key: svc.keys.full })
    freshWindow()
    const statuses: number[] = []
    for (let i = 0; i < LIMIT + 1; i++)
      statuses.push((await call(svc, '/stats', { key: svc.keys.full })).status)
    assert.deepEqual(statuses, [...Array<number>(LIMIT).fill(200), 429])
  })

  it('headers/Retry-After: a client honouring Retry-After gets through within 4 attempts', async () => {
    freshWindow()
    for (let i = 0; i < LIMIT; i++) await call(svc, '/stats', { key: svc.keys.full })
    let r: Reply | undefined
    for (let attempt = 1; attempt <= 4; attempt++) {
      r = await call(svc, '/stats', { key: svc.keys.full })
      if (r.status !== 429) break
      clock.advance(Number(r.headers.get('retry-after')) * 1000)
    }
    assert.equal(r?.status, 200)
  })
})

describe('assumption 16: per key, fixed window', () => {
  it('assumption 16: the limit applies per key (another key of the same IP is unaffected)', async () => {
    freshWindow()
    for (let i = 0; i < LIMIT; i++) await call(svc, '/stats', { key: svc.keys.full })
    assert.equal((await call(svc, '/stats', { key: svc.keys.full })).status, 429)
    const other = await call(svc, '/stats', { key: svc.keys.publicOnly })
    assert.equal(other.status, 200)
    assert.equal(rl(other).remaining, LIMIT - 1)
  })

  it('assumption 16: fixed windows allow a burst of twice the limit across a boundary', async () => {
    freshWindow()
    const end = windowStart(clock.now(), WINDOW) + WINDOW
    clock.set(end - 1)
    const statuses: number[] = []
    for (let i = 0; i < LIMIT; i++) statuses.push((await call(svc, '/stats', { key: svc.keys.full })).status)
    clock.set(end)
    for (let i = 0; i < LIMIT; i++) statuses.push((await call(svc, '/stats', { key: svc.keys.full })).status)
    assert.deepEqual(statuses, Array<number>(2 * LIMIT).fill(200))
  })

  it('X-RateLimit-Limit: a newly created key gets the same X-RateLimit-Limit (extra keys do not raise it)', async () => {
    freshWindow()
    const owner: string = (await call(svc, '/me', { key: svc.keys.full })).body.username
    const { key } = svc.control.createKey({ owner, scopes: ['read:public'] })
    assert.equal(rl(await call(svc, '/stats', { key })).limit, LIMIT)
  })
})

describe('X-RateLimit-* / assumption 16: which responses carry the rate-limit headers', () => {
  it('X-RateLimit-*: 200, 400, 403, 404, 429 and 503 answers to a valid key carry all three headers', async () => {
    freshWindow()
    const k = svc.keys.full
    svc.control.failNext(1, { status: 503 })
    const replies = [
      await call(svc, '/stats', { key: k }),
      await call(svc, '/stats', { key: k }),
      await call(svc, '/bridges?limit=0', { key: k }),
      await call(svc, '/bridges/nope', { key: k }),
      await call(svc, '/me', { key: svc.keys.publicOnly }),
      await call(svc, '/stats', { key: k, method: 'HEAD' }),
      await call(svc, '/stats', { key: k }),
    ]
    assert.deepEqual(
      replies.map((r) => r.status),
      [503, 200, 400, 404, 403, 200, 429],
    )
    for (const r of replies) assert.ok(hasRateHeaders(r), `${r.status} carries the rate-limit headers`)
  })

  it('assumption 16: a 401 never carries rate-limit headers', async () => {
    const k = svc.keys
    for (const key of [undefined, `bxk_${'R'.repeat(32)}`, k.revoked, k.expired, k.unapproved]) {
      const r = await call(svc, '/stats', { key })
      assert.equal(r.status, 401)
      assert.ok(
        ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset'].every((h) => !r.headers.has(h)),
        r.body.error.code,
      )
    }
  })

  it('assumption 16: every authenticated request counts, whatever its outcome (404 and 400 use budget)', async () => {
    freshWindow()
    const a = rl(await call(svc, '/bridges/nope', { key: svc.keys.full }))
    const b = rl(await call(svc, '/bridges?limit=abc', { key: svc.keys.full }))
    const c = rl(await call(svc, '/stats', { key: svc.keys.full }))
    assert.deepEqual([a.remaining, b.remaining, c.remaining], [LIMIT - 1, LIMIT - 2, LIMIT - 3])
  })
})

describe('responses/TooManyRequests on the real clock', () => {
  it('responses/TooManyRequests: with rateLimit 5 / windowMs 1000 the 6th request → 429, and after awaiting Reset requests succeed', async () => {
    const real = await start({ bridges: 5, rateLimit: LIMIT, windowMs: WINDOW })
    try {
      const untilReset = (r: Reply): Promise<void> =>
        // +20 ms: timers may fire a hair early against the wall clock the service reads.
        new Promise((resolve) => setTimeout(resolve, Math.max(0, rl(r).reset * 1000 - Date.now() + 20)))
      let burst: Reply[] = []
      let startedAt = 0
      // Each burst starts when a window opens (awaiting the Reset a probe announced), so it fits one window;
      // one that still straddles a boundary (a very slow machine) is legitimate (rule 1) and is repeated.
      for (let tries = 0; tries < 3; tries++) {
        await untilReset(await call(real, '/stats', { key: real.keys.publicOnly }))
        startedAt = Date.now()
        burst = []
        for (let i = 0; i <= LIMIT; i++) burst.push(await call(real, '/stats', { key: real.keys.full }))
        if (new Set(burst.map((r) => rl(r).reset)).size === 1) break
      }
      assert.deepEqual(
        burst.map((r) => r.status),
        [...Array<number>(LIMIT).fill(200), 429],
      )
      const last = burst.at(-1)!
      assert.ok(Number(last.headers.get('retry-after')) >= 1)
      assert.ok(rl(last).reset * 1000 > startedAt, 'Reset is an epoch second after the requests were made')
      // Awaiting the reset time the header announced, not a fixed sleep.
      await untilReset(last)
      assert.equal((await call(real, '/stats', { key: real.keys.full })).status, 200)
    } finally {
      await real.stop()
    }
  })
})

describe('X-RateLimit-Limit: defaults', () => {
  it('X-RateLimit-Limit: by default a key may make 60 requests per minute', async () => {
    const svc60 = await startReferenceService({ port: 0, bridges: 5 })
    try {
      const r = await call(svc60, '/stats', { key: svc60.demoKeys!.full })
      assert.equal(rl(r).limit, 60)
      assert.equal(rl(r).remaining, 59)
      assert.ok(rl(r).reset - Date.now() / 1000 <= 60)
    } finally {
      await svc60.stop()
    }
  })
})
