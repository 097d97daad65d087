import assert from 'node:assert/strict'
import { test } from 'node:test'
import { spansUpTo, TIME_SPANS } from '../../../../renderer/src/lib/time-span.ts'
import { en } from '../../../../shared/i18n/catalogues/en.ts'
import { pl } from '../../../../shared/i18n/catalogues/pl.ts'
import { SPAN_MS } from '../../../../shared/time/durations.ts'

test('the pickers offer the four spans in increasing length, with one id scheme', () => {
  assert.deepEqual(
    TIME_SPANS.map((s) => [s.id, en[s.label]]),
    [
      ['1h', 'Last hour'],
      ['24h', '24 hours'],
      ['7d', '7 days'],
      ['30d', '30 days'],
    ],
  )
  const lengths = TIME_SPANS.map((s) => SPAN_MS[s.id])
  assert.deepEqual(
    lengths,
    [...lengths].sort((a, b) => a - b),
  )
  assert.equal(SPAN_MS['1h'], 3_600_000)
  assert.equal(SPAN_MS['24h'], 86_400_000)
  assert.equal(SPAN_MS['7d'], 7 * 86_400_000)
  assert.equal(SPAN_MS['30d'], 30 * 86_400_000)
})

test('a chart whose data goes back 7 days offers the spans up to 7 days, the stats history all four', () => {
  assert.deepEqual(
    spansUpTo('7d').map((s) => en[s.label]),
    ['Last hour', '24 hours', '7 days'],
  )
  assert.deepEqual(
    spansUpTo('7d').map((s) => pl[s.label]),
    ['Ostatnia godzina', '24 godziny', '7 dni'],
  )
  assert.deepEqual(
    spansUpTo('30d').map((s) => s.id),
    ['1h', '24h', '7d', '30d'],
  )
  assert.deepEqual(
    spansUpTo('1h').map((s) => s.id),
    ['1h'],
  )
})
