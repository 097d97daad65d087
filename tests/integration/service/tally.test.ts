import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { start, type Svc } from './service-fixture.ts'

describe('control.tally and control.setLatency over real HTTP', () => {
  let svc: Svc
  before(async () => {
    svc = await start({ rateLimit: 3, windowMs: 3_600_000 })
  })
  after(() => svc.stop())

  const get = async (key: string | null, path = '/stats'): Promise<number> => {
    const res = await fetch(
      `${svc.baseUrl}${path}`,
      key === null ? {} : { headers: { Authorization: `Bearer ${key}` } },
    )
    await res.arrayBuffer()
    return res.status
  }

  test('rate-limited answers are counted under the key that got them', async () => {
    const key = svc.keys.publicOnly
    assert.deepEqual([await get(key), await get(key), await get(key), await get(key)], [200, 200, 200, 429])
    assert.deepEqual(svc.control.tally()[key]?.byOutcome, { ok: 3, rate_limited: 1 })
  })

  test('a key sent again after its 401 was answered is counted as a retried 401', async () => {
    const key = svc.keys.revoked
    assert.equal(await get(key), 401)
    assert.equal(svc.control.tally()[key]?.afterUnauthorized, 0)
    assert.equal(await get(key), 401)
    assert.equal(svc.control.tally()[key]?.afterUnauthorized, 1)
    assert.equal(svc.control.tally()[key]?.byOutcome.key_revoked, 2)
  })

  test('requests without a key are counted under the empty token', async () => {
    assert.equal(await get(null), 401)
    assert.equal(svc.control.tally()['']?.byOutcome.missing_api_key, 1)
  })

  test('injected body faults are counted as fault outcomes', async () => {
    svc.control.failNext(1, { truncateJson: true })
    assert.equal(await get(svc.keys.full), 200)
    assert.equal(svc.control.tally()[svc.keys.full]?.byOutcome['fault:truncateJson'], 1)
  })

  test('setLatency delays answers sent after it: a later request without latency overtakes a delayed one', async () => {
    const order: string[] = []
    svc.control.setLatency(3000)
    const delayed = get(svc.keys.full).then((status) => order.push(`delayed ${status}`))
    // Wait until the delayed request has reached the service, then turn latency off for the next one.
    const before = svc.requestCount()
    while (svc.requestCount() === before) await new Promise((r) => setImmediate(r))
    svc.control.setLatency(0)
    await get(svc.keys.full).then((status) => order.push(`prompt ${status}`))
    await delayed
    assert.deepEqual(order, ['prompt 200', 'delayed 200'])
    assert.throws(() => svc.control.setLatency(-1), RangeError)
  })
})
