import { test } from 'node:test'
import assert from 'node:assert/strict'
import type { ApiResponse, SchedulerState } from '../../../../electron/core/api/index.ts'
import type { Stats } from '../../../../shared/api/types.ts'
import { estimateBulk } from '../../../../electron/core/export/estimate.ts'

/** Test double: a client whose budget is set by the test, counting /stats calls. */
function budgetClient(
  budget: { limit: number | null; remaining: number | null; resetAt: number | null },
  bridges = 1_000,
) {
  let statsCalls = 0
  const state: SchedulerState = {
    keyId: 'k',
    queued: 0,
    inFlight: 0,
    waitingUntil: null,
    reason: null,
    ...budget,
  }
  return {
    get statsCalls() {
      return statsCalls
    },
    async getStats(): Promise<ApiResponse<Stats>> {
      statsCalls++
      const meta = {
        status: 200,
        requestId: null,
        attempts: 1,
        durationMs: 1,
        rateLimit: null,
        deprecation: null,
        sunset: null,
      }
      return { value: { bridges, suggestors: 1, passes: 0, avg_score: null }, meta }
    },
    scheduler: { state: () => state } as never,
  }
}

test('without filters the request count is exact, from /stats', async () => {
  const client = budgetClient({ limit: 60, remaining: 59, resetAt: 10_000 }, 250)
  const e = await estimateBulk(client, {}, { now: () => 0 })
  assert.equal(client.statsCalls, 1)
  assert.equal(e.requests, 3)
  assert.equal(e.upperBound, 3)
  assert.equal(e.fitsInCurrentWindow, true)
})

test('a known total saves the /stats request', async () => {
  const client = budgetClient({ limit: 60, remaining: 59, resetAt: 10_000 })
  const e = await estimateBulk(client, {}, { knownTotal: 1_000 })
  assert.equal(client.statsCalls, 0)
  assert.equal(e.requests, 10)
})

test('with filters the count is unknown and the total gives the upper bound', async () => {
  const e = await estimateBulk(
    budgetClient({ limit: 60, remaining: 5, resetAt: 10_000 }),
    { q: 'bike' },
    { knownTotal: 1_001 },
  )
  assert.equal(e.requests, null)
  assert.equal(e.upperBound, 11)
  assert.equal(e.fitsInCurrentWindow, false)
})

test('an empty catalogue still costs one request', async () => {
  const e = await estimateBulk(budgetClient({ limit: 60, remaining: 60, resetAt: 0 }), {}, { knownTotal: 0 })
  assert.equal(e.requests, 1)
})

test('a walk beyond the budget waits for the reset and whole later windows', async () => {
  // 250 requests, 10 left now, 60 per window: 10 now, then 4 more windows (60+60+60+60 >= 240).
  const client = budgetClient({ limit: 60, remaining: 10, resetAt: 30_000 })
  const e = await estimateBulk(
    client,
    { limit: 4 },
    { knownTotal: 1_000, now: () => 0, perRequestMs: 0, windowMs: 60_000 },
  )
  assert.equal(e.requests, 250)
  assert.equal(e.fitsInCurrentWindow, false)
  assert.equal(e.estimatedSeconds, 30 + 3 * 60)
})

test('an unknown budget never claims to fit', async () => {
  const e = await estimateBulk(
    budgetClient({ limit: null, remaining: null, resetAt: null }),
    {},
    { knownTotal: 10, perRequestMs: 500 },
  )
  assert.equal(e.fitsInCurrentWindow, false)
  assert.equal(e.remaining, null)
  assert.equal(e.estimatedSeconds, 1)
})
