import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import {
  arcPath,
  formatCountdown,
  gaugeReading,
  indicatorText,
  plainBudget,
  shortIndicatorText,
  waitGlance,
} from '../../../../../renderer/src/entities/rate-limit/rate-format.ts'
import { english, wordsIn } from '../../../../support/words-in.ts'
import { schedulerState } from '../../../../support/scheduler-state.ts'

const state = schedulerState

describe('countdown formatting', () => {
  test('seconds round up so a wait never shows 0 s before it is over', () => {
    assert.equal(formatCountdown(11_001, english), '12 s')
    assert.equal(formatCountdown(12_000, english), '12 s')
    assert.equal(formatCountdown(1, english), '1 s')
    assert.equal(formatCountdown(0, english), '0 s')
    assert.equal(formatCountdown(-5000, english), '0 s')
  })

  test('longer waits use minutes and hours', () => {
    assert.equal(formatCountdown(60_000, english), '1 min')
    assert.equal(formatCountdown(125_000, english), '2 min 5 s')
    assert.equal(formatCountdown(15 * 60_000, english), '15 min')
    assert.equal(formatCountdown(3_600_000 + 120_000, english), '1 h 2 min')
  })
})

describe('countdown in the language in force (its units from the waiting slice, docs/glossary.md)', () => {
  // On main the countdown was English whatever the language: "2 h 5 min" inside Polish and Arabic sentences.
  test('Polish writes hours as godz., Arabic its own abbreviations and, in Egypt, its own digits', () => {
    const polish = wordsIn('pl', 'pl-PL')
    assert.equal(formatCountdown(2 * 3_600_000 + 5 * 60_000, polish), '2 godz. 5 min')
    assert.equal(formatCountdown(22_000, polish), '22 s')
    const arabic = wordsIn('ar', 'ar-EG')
    assert.equal(formatCountdown(125_000, arabic), '٢ د ٥ ث')
    assert.equal(formatCountdown(3_600_000, arabic), '١ س')
    assert.equal(formatCountdown(12_000, wordsIn('ja', 'ja-JP')), '12秒')
  })

  test('the top bar and the waiting page say the same wait with the same words', () => {
    const polish = wordsIn('pl', 'pl-PL')
    const waiting = state({ waitingUntil: 65_000, reason: 'backoff' })
    const shown = indicatorText(waiting, 0, polish)
    assert.equal(shown.text, 'Oczekiwanie 1 min 5 s, aby zwolnić po błędach')
    assert.equal(shown.detail, 'Oczekiwanie 1 min 5 s, aby zwolnić po błędach.')
  })
})

describe('rate indicator text', () => {
  test('normally it says how many requests are left', () => {
    assert.equal(indicatorText(state(), 0, english).text, '45 of 60 requests left')
    assert.equal(indicatorText(state(), 0, english).waiting, false)
  })

  test('while waiting it counts down and names the reason in plain words', () => {
    const now = 1_000_000
    const shown = indicatorText(
      state({ waitingUntil: now + 12_000, reason: 'rate_limit', queued: 3 }),
      now,
      english,
    )
    assert.equal(shown.text, 'Waiting 12 s for the rate limit')
    assert.equal(shown.waiting, true)
    assert.match(shown.detail, /3 requests waiting/)
  })

  test('each wait reason has its own explanation, in the language in force', () => {
    const held = (reason: 'retry_after' | 'backoff' | 'lockout', t = english): string =>
      indicatorText(state({ waitingUntil: 2000, reason }), 0, t).text
    assert.equal(held('retry_after'), 'Waiting 2 s because the service asked to retry later')
    assert.equal(held('backoff'), 'Waiting 2 s while backing off after errors')
    assert.match(held('lockout'), /locked out after invalid key attempts/)
    assert.equal(held('backoff', wordsIn('de', 'de-DE')), 'Wartet 2 s, um nach Fehlern langsamer zu werden')
  })

  test('a wait that has passed no longer shows as waiting', () => {
    const shown = indicatorText(state({ waitingUntil: 500, reason: 'rate_limit' }), 1000, english)
    assert.equal(shown.waiting, false)
    assert.equal(shown.text, '45 of 60 requests left')
  })

  test('no state yet and an unknown budget are said plainly', () => {
    assert.equal(indicatorText(null, 0, english).text, 'No requests yet')
    assert.equal(
      indicatorText(state({ limit: null, remaining: null }), 0, english).text,
      'Request budget not known yet',
    )
    assert.equal(
      indicatorText(state({ limit: null, remaining: null, queued: 2 }), 0, english).text,
      '2 requests waiting',
    )
  })

  test('the pill’s plain words fit its kept width (about 22 characters) and never claim a budget not told', () => {
    assert.equal(plainBudget(state({ limit: null, remaining: null }), english), 'Requests left: unknown')
    assert.equal(plainBudget(state({ limit: 60, remaining: null }), english), 'Plenty of requests left')
    assert.equal(plainBudget(state({ limit: 60, remaining: 45 }), english), 'Plenty of requests left')
    assert.equal(plainBudget(state({ limit: 60, remaining: 0 }), english), 'No requests left for now')
    assert.equal(plainBudget(state({ limit: null, remaining: null, queued: 2 }), english), null)
    assert.equal(plainBudget(null, english), null)
    for (const remaining of [null, 0, 1, 10, 30, 60])
      assert.ok(
        (plainBudget(state({ limit: remaining === null ? null : 60, remaining }), english) ?? '').length <=
          24,
      )
  })

  test('a wait in the top bar is its countdown, whole in the kept place: never the reason cut mid-word', () => {
    const waiting = state({ waitingUntil: 115_000, reason: 'retry_after', queued: 1 })
    assert.equal(waitGlance(waiting, 0, english), 'Waiting 1 min 55 s')
    assert.equal(
      waitGlance(state({ waitingUntil: 500 }), 1000, english),
      null,
      'a wait that is over says nothing',
    )
    assert.equal(waitGlance(null, 0, english), null)
    // Its reason is still said in full where there is room: the tooltip and the accessible name.
    assert.match(indicatorText(waiting, 0, english).detail, /because the service asked to retry later/)
  })

  test('the narrowest top bar says the same news in at most 13 characters', () => {
    assert.equal(shortIndicatorText(state({ limit: 60, remaining: 45 }), 0, false, english), 'Plenty left')
    assert.equal(shortIndicatorText(state({ limit: 60, remaining: 20 }), 0, false, english), 'Running low')
    assert.equal(shortIndicatorText(state({ limit: 60, remaining: 3 }), 0, false, english), 'A few left')
    assert.equal(shortIndicatorText(state({ limit: 60, remaining: 0 }), 0, false, english), 'None left')
    assert.equal(
      shortIndicatorText(state({ limit: null, remaining: null }), 0, false, english),
      'Left: unknown',
    )
    assert.equal(shortIndicatorText(null, 0, false, english), 'No requests yet')
    assert.equal(shortIndicatorText(state({ queued: 3 }), 0, false, english), '3 waiting')
    // A wait is its countdown beside the ◷ (the reason is in the name and on the page that waits): whole at 320 px.
    assert.equal(shortIndicatorText(state({ waitingUntil: 12_000, queued: 1 }), 0, false, english), '12 s')
    assert.equal(
      shortIndicatorText(state({ waitingUntil: 115_000, queued: 1 }), 0, false, english),
      '1 min 55 s',
    )
    // Down is said first, as in full: a budget left means nothing while nothing gets through.
    assert.equal(shortIndicatorText(state(), 0, true, english), 'Not answering')
    for (const remaining of [null, 0, 1, 10, 30, 60])
      assert.ok(
        shortIndicatorText(state({ limit: remaining === null ? null : 60, remaining }), 0, false, english)
          .length <= 13,
      )
  })

  test('the detail mentions when the budget resets', () => {
    assert.match(indicatorText(state({ resetAt: 34_000 }), 0, english).detail, /resets in 34 s/)
  })
})

describe('gauge maths', () => {
  test('the fraction is remaining over limit, clamped to 0..1', () => {
    assert.equal(gaugeReading(45, 60).fraction, 0.75)
    assert.equal(gaugeReading(130, 60).fraction, 1) // burst at a window edge
    assert.equal(gaugeReading(-1, 60).fraction, 0)
  })

  test('levels are named in words, not only colours', () => {
    assert.equal(english(gaugeReading(45, 60).label), 'Plenty left')
    assert.equal(gaugeReading(5, 60).level, 'low')
    assert.equal(english(gaugeReading(0, 60).label), 'Used up')
    assert.equal(gaugeReading(null, 60).level, 'unknown')
    assert.equal(gaugeReading(5, 0).level, 'unknown')
  })

  test('the arc starts at the left end and ends on the circle at the right angle', () => {
    assert.equal(arcPath(0, 100, 100, 80), '')
    assert.equal(arcPath(1, 100, 100, 80), 'M20.00,100.00 A80,80 0 0 1 180.00,100.00')
    assert.equal(arcPath(0.5, 100, 100, 80), 'M20.00,100.00 A80,80 0 0 1 100.00,20.00')
    assert.equal(arcPath(2, 100, 100, 80), arcPath(1, 100, 100, 80))
  })
})
