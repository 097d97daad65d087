import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { slope, summarize } from '../../../soak/lib/trend.ts'

describe('soak trend summaries', () => {
  test('the slope of a straight line is its gradient', () => {
    assert.equal(
      slope([
        { t: 0, v: 1 },
        { t: 10, v: 21 },
        { t: 20, v: 41 },
      ]),
      2,
    )
  })

  test('no slope from fewer than two distinct times', () => {
    assert.equal(slope([{ t: 5, v: 1 }]), null)
    assert.equal(
      slope([
        { t: 5, v: 1 },
        { t: 5, v: 2 },
      ]),
      null,
    )
  })

  test('growth per hour is fitted over the second half only, so a warm-up ramp does not count', () => {
    const points = [
      { t: 0, v: 0 },
      { t: 10, v: 100 },
      { t: 20, v: 100 },
      { t: 30, v: 100 },
      { t: 40, v: 100 },
    ]
    assert.deepEqual(summarize(points), { start: 0, end: 100, max: 100, perHour: 0 })
  })

  test('steady growth is reported per hour', () => {
    const s = summarize([
      { t: 0, v: 0 },
      { t: 1800, v: 50 },
      { t: 3600, v: 100 },
    ])
    assert.equal(s?.perHour, 100)
  })

  test('no samples, no summary', () => {
    assert.equal(summarize([]), null)
  })
})
