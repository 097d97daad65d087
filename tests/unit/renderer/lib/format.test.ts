import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import {
  formatDate,
  formatNumber,
  plural,
  readableSlug,
  relativeTime,
  toEpochMs,
} from '../../../../renderer/src/lib/format.ts'

const NOW = Date.parse('2026-03-14T12:00:00Z')

describe('format', () => {
  test('relative time says how long ago, in words', () => {
    assert.equal(relativeTime('2026-03-11T12:00:00Z', NOW, 'en'), '3 days ago')
    assert.equal(relativeTime(NOW - 4 * 60_000, NOW, 'en'), '4 minutes ago')
    assert.equal(relativeTime(NOW + 2 * 3600_000, NOW, 'en'), 'in 2 hours')
    assert.equal(relativeTime(NOW - 2000, NOW, 'en'), 'just now', 'English says "just now"')
    assert.equal(relativeTime(NOW - 2000, NOW, 'de'), 'jetzt', 'in the language of the formats')
  })

  test('missing or invalid times give null, so callers show a dash', () => {
    for (const at of [null, undefined, 'not a date', Number.NaN, Number.POSITIVE_INFINITY]) {
      assert.equal(toEpochMs(at), null)
      assert.equal(relativeTime(at, NOW), null)
      assert.equal(formatDate(at), null)
    }
  })

  test('numbers are grouped in the locale and non-numbers give null', () => {
    assert.equal(formatNumber(1234567, 'en'), '1,234,567')
    assert.equal(formatNumber(null), null)
    assert.equal(formatNumber(Number.NaN), null)
  })

  test('plural picks the noun by count', () => {
    assert.equal(plural(1, 'bridge', 'bridges', 'en'), '1 bridge')
    assert.equal(plural(2000, 'bridge', 'bridges', 'en'), '2,000 bridges')
    assert.equal(plural(0, 'bridge', 'bridges', 'en'), '0 bridges')
  })
})

describe('readableSlug', () => {
  test('turns dashes into spaces and capitalises the first letter', () => {
    assert.equal(readableSlug('bikes-on-trains-2'), 'Bikes on trains 2')
  })
  test('keeps a slug without words as it is', () => {
    assert.equal(readableSlug('---'), '---')
  })
})
