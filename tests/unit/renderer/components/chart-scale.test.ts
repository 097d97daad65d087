import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import {
  endpoints,
  extent,
  labelledTicks,
  linePath,
  niceTicks,
  scale,
  timeTicks,
  timeTickLabel,
} from '../../../../renderer/src/components/chart-scale.ts'

describe('chart scaling', () => {
  test('extent ignores gaps and returns null when nothing can be drawn', () => {
    assert.deepEqual(
      extent([
        { at: 10, value: 5 },
        { at: 20, value: null },
        { at: 30, value: -2 },
      ]),
      { x: { min: 10, max: 30 }, y: { min: -2, max: 5 } },
    )
    assert.equal(extent([{ at: 1, value: null }]), null)
    assert.equal(extent([]), null)
  })

  test('nice ticks are round numbers that cover the data', () => {
    const { domain, ticks } = niceTicks({ min: 3, max: 97 }, 4)
    assert.deepEqual(ticks, [0, 20, 40, 60, 80, 100])
    assert.deepEqual(domain, { min: 0, max: 100 })
    const small = niceTicks({ min: 0.12, max: 0.38 }, 4)
    assert.ok(
      small.ticks.every((t) => Number.isFinite(t) && String(t).length < 6),
      String(small.ticks),
    )
    assert.ok(small.domain.min <= 0.12 && small.domain.max >= 0.38)
  })

  test('a flat series gets a band around its value instead of a zero-height domain', () => {
    const { domain } = niceTicks({ min: 60, max: 60 })
    assert.ok(domain.min < 60 && domain.max > 60)
    const zero = niceTicks({ min: 0, max: 0 })
    assert.ok(zero.domain.min < 0 && zero.domain.max > 0)
  })

  test('scale maps the domain ends onto the range ends, inverted when the range is', () => {
    assert.equal(scale(0, { min: 0, max: 10 }, 100, 0), 100)
    assert.equal(scale(10, { min: 0, max: 10 }, 100, 0), 0)
    assert.equal(scale(5, { min: 5, max: 5 }, 0, 50), 25)
  })

  test('the line path puts the minimum at the bottom and starts a new sub-path after a gap', () => {
    const frame = { left: 0, top: 0, width: 100, height: 50 }
    const points = [
      { at: 0, value: 0 },
      { at: 50, value: 10 },
      { at: 75, value: null },
      { at: 100, value: 0 },
    ]
    assert.equal(
      linePath(points, { min: 0, max: 100 }, { min: 0, max: 10 }, frame),
      'M0.0,50.0 L50.0,0.0 M100.0,50.0',
    )
  })

  test('tick labels of a short history differ from each other: seconds are shown within ten minutes', () => {
    const at = Date.UTC(2026, 10, 23, 4, 59, 0)
    const labels = timeTicks({ min: at, max: at + 45_000 }, 4).map((t) => timeTickLabel(t, 45_000, 'en-GB'))
    assert.equal(new Set(labels).size, 4)
    assert.match(timeTickLabel(at, 3 * 3_600_000, 'en-GB'), /^\d{1,2}:\d\d$/)
    assert.match(timeTickLabel(at, 7 * 86_400_000, 'en-GB'), /Nov/)
  })

  test('over a span shorter than the labels can tell apart, no label repeats and the newest point keeps its tick', () => {
    const at = Date.UTC(2026, 10, 23, 16, 28, 57, 200)
    const span = 2_500 // 57.2 s → 59.7 s: four ticks read 57, 58, 59, 59
    const label = (t: number) => timeTickLabel(t, span, 'en-GB')
    const ticks = labelledTicks(timeTicks({ min: at, max: at + span }, 4), label)
    // Seconds only: the hour depends on the machine's time zone.
    assert.deepEqual(
      ticks.map((t) => t.label.slice(-3)),
      [':57', ':58', ':59'],
    )
    assert.equal(ticks.at(-1)!.at, at + span, 'the last tick is the newest point')
    // Under a second: one label, at the newest point.
    assert.deepEqual(
      labelledTicks(timeTicks({ min: at, max: at + 400 }, 4), label).map((t) => t.at),
      [at + 400],
    )
  })

  test('time ticks include both ends', () => {
    assert.deepEqual(timeTicks({ min: 0, max: 300 }, 4), [0, 100, 200, 300])
    assert.deepEqual(timeTicks({ min: 7, max: 7 }), [7])
  })

  test('endpoints are the first and last recorded values, for the accessible summary', () => {
    const e = endpoints([
      { at: 1, value: null },
      { at: 2, value: 4 },
      { at: 3, value: 9 },
      { at: 4, value: null },
    ])
    assert.deepEqual(e, { first: { at: 2, value: 4 }, last: { at: 3, value: 9 } })
    assert.equal(endpoints([{ at: 1, value: null }]), null)
  })
})
