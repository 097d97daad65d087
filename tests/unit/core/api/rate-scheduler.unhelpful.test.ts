// Servers that do not state their limit usefully (docs/api-assumptions.md row 16) and clocks
// that disagree (clocks): the scheduler keeps the documented limit and never lets a request go early.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import type { RateHeaders } from '../../../../shared/api/response-headers.ts'
import { flush } from './fake-clock.ts'
import { RESET_SEC, schedulerHarness as harness, win } from './scheduler-harness.ts'

const DECADES_SEC = 30 * 365 * 86_400

/** Starts and answers requests until none can start without time moving; returns how many were answered. */
async function answerWhatStarts(h: ReturnType<typeof harness>, rate: RateHeaders | null): Promise<number> {
  let answered = 0
  for (;;) {
    await flush()
    const open = h.started.slice(answered)
    if (open.length === 0) return answered
    for (const i of open) h.answer(i, rate)
    answered += open.length
  }
}

test('a server that sends no rate headers gets at most the documented limit of 60 requests a minute', async () => {
  const h = harness()
  const t0 = h.clock.t
  for (let i = 0; i < 150; i++) void h.request(i)
  assert.equal(await answerWhatStarts(h, null), 60)
  assert.equal(h.s.state().reason, 'rate_limit')
  assert.equal(h.s.state().waitingUntil, t0 + 60_000)
  h.clock.advance(59_999)
  assert.equal(await answerWhatStarts(h, null), 60, 'nothing more within the minute')
  h.clock.advance(1)
  assert.equal(await answerWhatStarts(h, null), 120)
})

test('a reset in the past is not a budget: the documented limit applies', async () => {
  const h = harness()
  for (let i = 0; i < 100; i++) void h.request(i)
  assert.equal(await answerWhatStarts(h, win(50, RESET_SEC - 3600)), 60)
  assert.equal(h.s.state().remaining, null)
})

test('one reset decades ahead does not poison the gauge or the queue; the next believable header wins', async () => {
  const h = harness()
  void h.request(0)
  await flush()
  h.answer(0, win(5, RESET_SEC + DECADES_SEC))
  assert.equal(h.s.state().resetAt, null, 'the gauge does not show a reset decades ahead')
  void h.request(1)
  await flush()
  h.answer(1, win(1))
  assert.equal(h.s.state().remaining, 1)
  assert.equal(h.s.state().resetAt, RESET_SEC * 1000)
  void h.request(2)
  void h.request(3)
  await flush()
  h.answer(2, win(0, RESET_SEC + DECADES_SEC)) // another implausible one: counted, and the true reset still holds
  await flush()
  assert.deepEqual(h.started, [0, 1, 2])
  assert.equal(h.s.state().waitingUntil, RESET_SEC * 1000 + 250)
  h.clock.advance(10_250)
  await flush()
  assert.deepEqual(h.started, [0, 1, 2, 3])
})

test('an inconsistent header (remaining above the limit, a limit of 0) is not a budget', async () => {
  for (const rate of [win(11, RESET_SEC, 10), win(0, RESET_SEC, 0)]) {
    const h = harness()
    void h.request(0)
    await flush()
    h.answer(0, rate)
    assert.equal(h.s.state().remaining, null)
    assert.equal(h.s.state().limit, null)
  }
})

for (const [name, offset] of [
  ['an hour behind', -3_600_000],
  ['an hour ahead of', 3_600_000],
] as const) {
  test(`a Date ${name} its own reset: the stated reset is waited for, not an hour more or less`, async () => {
    const h = harness()
    void h.request(0)
    await flush()
    h.answer(0, win(0), offset)
    void h.request(1)
    await flush()
    assert.deepEqual(h.started, [0], 'nothing goes before the stated reset')
    assert.equal(h.s.state().waitingUntil, RESET_SEC * 1000 + 250)
    h.clock.advance(10_250)
    await flush()
    assert.deepEqual(h.started, [0, 1])
  })
}

for (const aheadMs of [3_000, 600_000, 3_600_000, -3_600_000]) {
  test(`a client clock ${aheadMs} ms off the server's never lets a request into a used-up window, over 40 windows`, async () => {
    // A fixed-window server (10 requests per 10 s) on the server clock, answering after varied latencies.
    const h = harness()
    const serverNow = (): number => h.clock.t - aheadMs
    let windowStart = -1
    let used = 0
    let early = 0
    for (let i = 0; i < 400; i++) {
      const p = h.request(i)
      await flush()
      while (!h.started.includes(i)) {
        const next = h.clock.nextAt()
        assert.ok(next !== null, 'a queued request with no timer is a stall')
        h.clock.advance(Math.max(0, next - h.clock.t))
        await flush()
      }
      await p
      h.clock.advance(20 + ((i * 137) % 400)) // latency to the server
      const start = Math.floor(serverNow() / 10_000) * 10_000
      if (start !== windowStart) [windowStart, used] = [start, 0]
      if (used >= 10) early++
      else used++
      const rate = { limit: 10, remaining: 10 - used, resetSec: (start + 10_000) / 1000 }
      h.clock.advance(20 + ((i * 71) % 200)) // latency back
      h.answer(i, rate, -aheadMs - ((i * 71) % 200) - 20)
    }
    assert.equal(early, 0)
    assert.ok(h.clock.t - 1_800_000_000_000 < 41 * 10_000 + 40 * 1_500, 'no wait runs far past the resets')
  })
}
