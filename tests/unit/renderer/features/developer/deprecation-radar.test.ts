import { deprecatedSince } from '../../../../../shared/api/response-headers.ts'
import assert from 'node:assert/strict'
import { test } from 'node:test'
import {
  daysUntil,
  RADAR_DAYS,
  soonestSunset,
  viewsOf,
  whenInWords,
} from '../../../../../renderer/src/features/developer/deprecation-radar.ts'
import { english, wordsIn } from '../../../../support/words-in.ts'

const NOW = Date.parse('2026-11-23T12:00:00Z')
const at = (days: number): string => new Date(NOW + days * 86_400_000).toUTCString()

test('days until a sunset, from an HTTP date or ISO 8601; null for nothing or nonsense', () => {
  assert.equal(daysUntil(at(30), NOW), 30)
  assert.equal(daysUntil('2026-11-24T12:00:00Z', NOW), 1)
  assert.equal(daysUntil(at(-2), NOW), -2)
  // A "now" read a minute early or late does not move the day (the badge's clock ticks once a minute).
  assert.equal(daysUntil(at(30), NOW - 60_000), 30)
  assert.equal(daysUntil(at(30), NOW + 60_000), 30)
  for (const bad of [null, '', 'soon', '2026-13-45'] as const)
    assert.equal(daysUntil(bad, NOW), null, String(bad))
})

test('the soonest sunset within 90 days wins; later, unparsable and absent sunsets are left out', () => {
  const notices = [
    { path: '/stats', sunset: at(80) },
    { path: '/bridges', sunset: at(12) },
    { path: '/me', sunset: at(RADAR_DAYS + 1) },
    { path: '/profiles/{username}', sunset: null },
    { path: '/bridges/{slug}', sunset: 'not a date' },
  ]
  assert.deepEqual(soonestSunset(notices, NOW), { notice: notices[1], days: 12 })
  assert.equal(soonestSunset([notices[2]!, notices[3]!, notices[4]!], NOW), null)
  // A sunset already passed is the most urgent of all.
  assert.equal(soonestSunset([...notices, { path: '/me', sunset: at(-3) }], NOW)?.days, -3)
})

test('each endpoint names the views that use it; an unknown or prototype-named path names none', () => {
  assert.deepEqual(
    viewsOf('/bridges').map((id) => english(id)),
    ['Bridges', 'Export'],
  )
  assert.deepEqual(
    viewsOf('/me').map((id) => english(id)),
    ['My profile', 'the key check'],
  )
  assert.deepEqual(
    viewsOf('/bridges/{slug}').map((id) => wordsIn('de', 'de-DE')(id)),
    ['Brückendetails', 'Nachschlagen'],
  )
  for (const path of ['/nope', 'constructor', '__proto__']) assert.deepEqual(viewsOf(path), [], path)
})

test('when in words', () => {
  assert.deepEqual([12, 1, 0, -1, -3].map(whenInWords), [
    'in 12 days',
    'tomorrow',
    'today',
    'yesterday',
    '3 days ago',
  ])
})

test('a Deprecation header is read as the date it names, never shown raw: "@1735689600" is 1 January 2025', () => {
  assert.equal(deprecatedSince('@1735689600'), Date.UTC(2025, 0, 1))
  assert.equal(deprecatedSince(' @1735689600 '), Date.UTC(2025, 0, 1))
  assert.equal(deprecatedSince('Wed, 01 Jan 2025 00:00:00 GMT'), Date.UTC(2025, 0, 1), "a draft's HTTP date")
  for (const none of [null, 'true', '?1', '@', '@12a', '@999999999999999'])
    assert.equal(deprecatedSince(none), null, String(none))
})
