import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import type { BulkEstimate } from '../../../../../shared/ipc/export.ts'
import {
  catalogueLabelWords,
  estimateSentence,
  overrunSentence,
  savedSentence,
} from '../../../../../renderer/src/features/bridges/export-text.ts'
import { english } from '../../../../support/words-in.ts'

/** A sentence without the isolation marks around the file's path (docs/i18n.md, "Right to left"). */
const plain = (text: string): string => text.replace(/[\u2068\u2069]/g, '')

const base: BulkEstimate = {
  requests: 20,
  upperBound: 20,
  total: 2000,
  remaining: 45,
  limit: 60,
  resetAt: null,
  fitsInCurrentWindow: true,
  estimatedSeconds: 4,
}

describe('export sentences', () => {
  test('the estimate names the requests and the budget left in this minute', () => {
    assert.equal(
      estimateSentence(base, null, english),
      'This needs about 20 requests; 45 of 60 are left in this minute.',
    )
  })

  test('with filters the count is an upper bound, and said so', () => {
    assert.match(
      estimateSentence({ ...base, requests: null, upperBound: 40 }, null, english),
      /^This needs at most 40 requests/,
    )
  })

  test('an export that will wait for the rate limit says how long it takes', () => {
    const s = estimateSentence(
      { ...base, requests: 200, fitsInCurrentWindow: false, estimatedSeconds: 185 },
      null,
      english,
    )
    assert.match(s, /pause for the rate limit and take about 3 minutes\.$/)
  })

  test('an unknown budget is left out rather than guessed', () => {
    assert.equal(
      estimateSentence({ ...base, remaining: null, limit: null }, null, english),
      'This needs about 20 requests.',
    )
  })

  test('when the list has loaded every match, the count is exact: 31 bridges need 1 request, not "at most 20"', () => {
    assert.equal(
      estimateSentence({ ...base, requests: null, upperBound: 20, total: 2000 }, 31, english),
      'This needs 1 request for 31 bridges; 45 of 60 are left in this minute.',
    )
    assert.match(
      estimateSentence({ ...base, requests: null, upperBound: 20, total: 2000 }, 250, english),
      /^This needs 3 requests for 250/,
    )
  })

  test('the outcome names the rows and the file', () => {
    assert.match(
      plain(savedSentence({ file: '/tmp/b.csv', rows: 2000, pages: 20, duplicatesSkipped: 0 }, 0, english)),
      /^Saved 2,000 bridges to \/tmp\/b\.csv \(20 requests\)\.$/,
    )
    assert.equal(english('list-export.running', { n: 1 }), 'Exporting: 1 bridge so far')
  })

  test('an export stopped early says it kept only the first rows', () => {
    assert.equal(
      plain(
        savedSentence(
          { file: '/tmp/b.csv', rows: 500, pages: 5, duplicatesSkipped: 0, stoppedEarly: true },
          0,
          english,
        ),
      ),
      'Stopped early: saved the first 500 bridges to /tmp/b.csv (5 requests); the service had more.',
    )
    assert.match(
      overrunSentence(1500, 150, english),
      /^This list is longer than the service said: 1,500 rows so far, estimate 150\./,
    )
  })

  test('rows sent again on a later page are reported with the outcome, never silently', () => {
    assert.match(
      plain(savedSentence({ file: '/tmp/b.csv', rows: 3, pages: 2, duplicatesSkipped: 1 }, 0, english)),
      /\(2 requests\)\. The service sent 1 bridge again on a later page; each was written once\.$/,
    )
  })
})

test('an export from the catalogue says so, with no request, and how complete and old the catalogue was', () => {
  const now = Date.UTC(2026, 2, 14, 12, 0, 0)
  const label = { complete: true, completedAt: now - 3 * 60_000, held: 2000, estimatedTotal: 2000 }
  assert.equal(
    plain(
      savedSentence(
        { file: '/tmp/b.csv', rows: 2000, pages: 2, duplicatesSkipped: 0, catalogue: label },
        now,
        english,
      ),
    ),
    'Saved 2,000 bridges to /tmp/b.csv from the catalogue on this computer (no requests; the catalogue was complete, updated 3 minutes ago).',
  )
  assert.equal(
    catalogueLabelWords(
      { complete: false, completedAt: null, held: 1400, estimatedTotal: 2000 },
      now,
      english,
    ),
    'not complete: 1,400 of about 2,000 bridges read so far',
  )
})
