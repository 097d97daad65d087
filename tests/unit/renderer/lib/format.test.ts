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
import { IntlMessageFormat } from 'intl-messageformat'
import { ar } from '../../../../shared/i18n/catalogues/ar.ts'
import type { Catalogue } from '../../../../shared/i18n/catalogues/en.ts'
import { pl } from '../../../../shared/i18n/catalogues/pl.ts'
import { relativeDays, setFormats } from '../../../../shared/i18n/format.ts'
import { resolveLocale, type Language } from '../../../../shared/i18n/locales.ts'
import { makeTranslate } from '../../../../shared/i18n/translate.ts'

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

describe('plural() is English only: counts belong in ICU plural messages (docs/i18n.md)', () => {
  test('plural() writes the number in the region of formats in force', (t) => {
    setFormats('de-CH')
    t.after(() => setFormats(undefined))
    assert.equal(plural(2000, 'bridge', 'bridges'), `${formatNumber(2000, 'de-CH')} bridges`)
    assert.notEqual(plural(2000, 'bridge', 'bridges'), '2,000 bridges')
  })

  const COUNTS = [0, 1, 2, 5, 22, 101]
  // The count phrase of the errors slice's one plural message (the attempts after which a request is held back).
  const attempts = (language: Language, formats: string, catalogue: Catalogue, pattern: RegExp) => {
    const t = makeTranslate(IntlMessageFormat, catalogue, resolveLocale({ language, formats }, []))
    return COUNTS.map((failures) => pattern.exec(t('errors.resource-failing.why', { failures }))?.[1])
  }

  test('Polish takes its one, few and many forms for 0, 1, 2, 5, 22 and 101', () => {
    assert.deepEqual(attempts('pl', 'pl-PL', pl, /: (.+?) z rzędu/), [
      '0 nieudanych prób',
      '1 nieudana próba',
      '2 nieudane próby',
      '5 nieudanych prób',
      '22 nieudane próby',
      '101 nieudanych prób',
    ])
  })

  test('Arabic takes its zero, one, two, few, many and other forms, in the region’s digits', () => {
    assert.deepEqual(attempts('ar', 'ar-EG', ar, /نفسه لدى الخدمة (.+?) على التوالي/), [
      '٠ مرة',
      'مرة واحدة',
      'مرتين',
      '٥ مرات',
      '٢٢ مرةً',
      '١٠١ مرة',
    ])
  })
})

describe('relative times: words in the language, numbers in the region of formats', () => {
  const ago = (formats: string, language: string) =>
    relativeTime(NOW - 3 * 86_400_000, NOW, formats, language)
  test('each language words it, whatever the region', () => {
    assert.equal(ago('en-US', 'en'), '3 days ago')
    assert.equal(ago('de-DE', 'de'), 'vor 3 Tagen')
    assert.equal(ago('pl-PL', 'pl'), '3 dni temu')
    assert.equal(ago('ar-EG', 'ar'), 'قبل ٣ أيام')
    assert.equal(ago('ja-JP', 'ja'), '3 日前')
    assert.equal(relativeTime(NOW + 5 * 60_000, NOW, 'pl-PL', 'pl'), 'za 5 minut')
    assert.equal(relativeTime(NOW - 2000, NOW, 'ar-EG', 'ar'), 'الآن')
  })

  test('the number follows the region of formats, the words the language', () => {
    assert.equal(ago('ar-EG', 'en'), '٣ days ago')
    assert.equal(ago('en-US', 'ar'), 'قبل 3 أيام')
    assert.equal(relativeDays(1234, 'de-CH', 'en'), `in ${formatNumber(1234, 'de-CH')} days`)
    assert.equal(relativeTime(NOW - 2000, NOW, 'de-CH', 'en'), 'just now')
  })

  test('the language and region set for the app are the defaults', (t) => {
    setFormats('ar-EG', 'de')
    t.after(() => setFormats(undefined))
    assert.equal(relativeTime(NOW - 3 * 86_400_000, NOW), 'vor ٣ Tagen')
    assert.equal(relativeDays(-1), 'gestern')
    assert.equal(relativeDays(12), 'in ١٢ Tagen')
  })
})
