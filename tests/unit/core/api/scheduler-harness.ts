/** A RateScheduler on a FakeClock, with numbered requests the test starts and answers one by one. */
import assert from 'node:assert/strict'
import type { RateHeaders } from '../../../../shared/api/response-headers.ts'
import { RateScheduler } from '../../../../electron/core/api/rate-scheduler.ts'
import type { AcquireOptions, Permit } from '../../../../electron/core/api/scheduler-types.ts'
import { FakeClock } from './fake-clock.ts'

/** 10 s after the fake clock's start. */
export const RESET_SEC = 1_800_000_010
let base = 0

/** A scheduler of its own (a base URL of its own) and helpers to start and answer requests. */
export function schedulerHarness(keyId = 'k') {
  const clock = new FakeClock()
  const s = new RateScheduler({ keyId, baseUrl: `http://unit.test/${++base}/v1/api`, clock })
  const started: number[] = []
  const permits = new Map<number, Permit>()
  const request = (i: number, o?: AcquireOptions): Promise<Permit> =>
    s.acquire(o).then((p) => {
      started.push(i)
      permits.set(i, p)
      return p
    })
  /** Answers request `i`; the server's Date is the local time plus `serverOffsetMs` (null: no Date header). */
  const answer = (i: number, rate: RateHeaders | null, serverOffsetMs: number | null = 0): void => {
    const p = permits.get(i)
    assert.ok(p, `request ${i} has not started`)
    const dateHeader = serverOffsetMs === null ? null : new Date(clock.t + serverOffsetMs).toUTCString()
    s.complete(p, { rate, dateHeader, receivedAt: clock.t })
  }
  return { clock, s, started, request, answer }
}

/** Rate headers of a window ending at `resetSec`. */
export const win = (remaining: number, resetSec = RESET_SEC, limit = 10): RateHeaders => ({
  limit,
  remaining,
  resetSec,
})
