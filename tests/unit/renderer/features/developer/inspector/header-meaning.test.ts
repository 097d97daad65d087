import assert from 'node:assert/strict'
import { test } from 'node:test'
import { headerMeanings } from '../../../../../../renderer/src/features/developer/inspector/header-meaning.ts'
import type { HeaderPair } from '../../../../../../shared/ipc/request-log.ts'
import { english } from '../../../../../support/words-in.ts'

const AT = Date.UTC(2026, 10, 23, 15, 58, 6)
const DATE = 'Mon, 23 Nov 2026 15:58:06 GMT'
const RESET = String(AT / 1000 + 2)
const meanings = (pairs: HeaderPair[]) => Object.fromEntries(headerMeanings(pairs, AT, english, 'en-US'))
const clock = (ms: number) => new Intl.DateTimeFormat('en-US', { timeStyle: 'medium' }).format(ms)

test('a throttled answer reads as a window, a reset clock time and a wait, whatever the header case', () => {
  assert.deepEqual(
    meanings([
      ['date', DATE],
      ['Retry-After', '1'],
      ['X-RateLimit-Limit', '100'],
      ['x-ratelimit-remaining', '0'],
      ['x-ratelimit-reset', RESET],
      ['content-type', 'application/json'],
    ]),
    {
      'retry-after': 'wait 1 second before trying again',
      'x-ratelimit-limit': '100 requests per window',
      'x-ratelimit-remaining': '0 left in this window',
      'x-ratelimit-reset': `the window ends at ${clock(AT + 2000)}`,
    },
  )
})

test('a reset on another day than the answer names its date too', () => {
  const reset = AT / 1000 + 3 * 86_400
  const m = meanings([
    ['date', DATE],
    ['x-ratelimit-limit', '60'],
    ['x-ratelimit-remaining', '12'],
    ['x-ratelimit-reset', String(reset)],
  ])
  const full = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' })
  assert.equal(m['x-ratelimit-reset'], `the window ends at ${full.format(reset * 1000)}`)
})

test('a Retry-After date is a wait measured on the server clock; Deprecation and Sunset read as dates', () => {
  assert.deepEqual(
    meanings([
      ['date', DATE],
      ['retry-after', 'Mon, 23 Nov 2026 15:59:36 GMT'],
      ['deprecation', '@1798804800'],
      ['sunset', 'Wed, 30 Jun 2027 12:00:00 GMT'],
    ]),
    {
      'retry-after': 'wait 90 seconds before trying again',
      deprecation: 'deprecated since Jan 1, 2027',
      sunset: 'stops answering after Jun 30, 2027',
    },
  )
})

test('values that do not parse get no meaning, and none of them throws', () => {
  assert.deepEqual(
    meanings([
      ['retry-after', 'soon'],
      ['x-ratelimit-limit', '-1'],
      ['x-ratelimit-remaining', 'NaN'],
      ['x-ratelimit-reset', '1e999'],
      ['deprecation', '@999999999999999'],
      ['sunset', '<script>alert(1)</script>'],
    ]),
    {},
  )
  // One of the three rate headers malformed: none is believed, as the throttle does.
  assert.deepEqual(
    meanings([
      ['x-ratelimit-limit', '100'],
      ['x-ratelimit-remaining', '5'],
      ['x-ratelimit-reset', 'tomorrow'],
    ]),
    {},
  )
})
