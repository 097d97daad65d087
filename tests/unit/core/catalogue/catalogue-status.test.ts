import assert from 'node:assert/strict'
import { test } from 'node:test'
import {
  aboutDuration,
  estimateEta,
  statusSaid,
  statusText,
  type StatusFacts,
} from '../../../../electron/core/catalogue/catalogue-status.ts'
import { IntlMessageFormat } from 'intl-messageformat'
import { englishWords } from '../../../../electron/i18n/main-words.ts'
import { ar as arCatalogue } from '../../../../shared/i18n/catalogues/ar.ts'
import type { Catalogue } from '../../../../shared/i18n/catalogues/en.ts'
import { pl as plCatalogue } from '../../../../shared/i18n/catalogues/pl.ts'
import { resolveLocale, type Language } from '../../../../shared/i18n/locales.ts'
import { wordSaid } from '../../../../shared/i18n/said.ts'
import { makeTranslate } from '../../../../shared/i18n/translate.ts'

const facts: StatusFacts = {
  state: 'building',
  pause: null,
  withheld: null,
  rows: 1400,
  gone: 0,
  estimatedTotal: 2000,
  etaMs: 120_000,
  ageMs: null,
  lastError: null,
  rateWait: null,
  serviceDown: false,
  maxRows: 1_000_000,
  path: '/data/catalogue.sqlite',
}

test('building: rows of the estimated total and the time left', () => {
  assert.equal(statusText(facts), 'Catalogue: 1,400 of about 2,000 bridges, complete in about 2 min')
})

test('building without /stats (the key cannot read it): rows only', () => {
  assert.equal(statusText({ ...facts, estimatedTotal: null, etaMs: null }), 'Catalogue: 1,400 bridges')
})

test('while the service is not answering, no time left is promised: what is held and how old it is', () => {
  assert.equal(
    statusText({ ...facts, serviceDown: true, etaMs: 30_000 }),
    'Catalogue: 1,400 of about 2,000 bridges so far. Waiting for the service, which is not answering.',
  )
  assert.equal(
    statusText({ ...facts, serviceDown: true, ageMs: 3 * 3_600_000, gone: 2 }),
    'Catalogue: 1,400 of about 2,000 bridges (2 no longer listed), last completed about 3 h ago. Waiting for the service, which is not answering.',
  )
  // Waiting after a failed request: the outage is the cause, said in place of the request's error text.
  assert.equal(
    statusText({ ...facts, state: 'idle', lastError: 'fetch failed', serviceDown: true }),
    'Catalogue: 1,400 bridges so far. Waiting for the service, which is not answering.',
  )
})

test('a long wait for the rate limit says who chose it and when the walk goes on, never "the last request failed"', () => {
  const idle = { ...facts, state: 'idle' as const, lastError: 'an older failure' }
  assert.equal(
    statusText({ ...idle, rateWait: { ms: 3 * 3_600_000, status: null } }),
    'Catalogue: 1,400 bridges; the app chose not to wait about 3 h for the next rate window, so nothing was sent. It goes on when that window opens.',
  )
  assert.equal(
    statusText({ ...idle, rateWait: { ms: 10 * 60_000, status: 429 } }),
    'Catalogue: 1,400 bridges; the service asked it to wait about 10 min for its rate limit (429). It goes on when that wait is over.',
  )
})

test('complete: rows, gone rows, and how long ago', () => {
  assert.equal(
    statusText({ ...facts, state: 'complete', rows: 2000, gone: 3, ageMs: 3 * 3_600_000 }),
    'Catalogue: 2,000 bridges (3 no longer listed), complete, updated about 3 h ago.',
  )
})

test('paused states say why and what ends the pause', () => {
  const paused = { ...facts, state: 'paused' as const }
  assert.match(
    statusText({ ...paused, pause: 'key_refused' }),
    /paused at 1,400 bridges: the key was refused \(401\)/,
  )
  assert.match(statusText({ ...paused, pause: 'key_scope' }), /403 insufficient_scope/)
  assert.match(statusText({ ...paused, pause: 'disk_full' }), /disk is full \(\/data\/catalogue\.sqlite\)/)
  assert.match(statusText({ ...paused, pause: 'bound_reached' }), /bound of 1,000,000 bridges/)
  assert.match(
    statusText({ ...paused, pause: 'write_refused' }),
    /the system refused to write its file \(\/data\/catalogue\.sqlite: .*What it holds is kept/,
  )
})

test('idle after a failure says it will try again; off says off', () => {
  assert.match(
    statusText({ ...facts, state: 'idle', lastError: 'network down' }),
    /failed \(network down\), trying again/,
  )
  assert.equal(statusText({ ...facts, state: 'off' }), 'Catalogue: off.')
})

test('durations as people say them', () => {
  assert.equal(aboutDuration(20_000), 'less than a minute')
  assert.equal(aboutDuration(150_000), 'about 3 min')
  assert.equal(aboutDuration(5 * 3_600_000), 'about 5 h')
  assert.equal(aboutDuration(3 * 86_400_000), 'about 3 days')
})

test('a wait of months or years is said in months or years, never in thousands of days', () => {
  const DAY = 86_400_000
  assert.equal(aboutDuration(40 * DAY), 'about 40 days')
  assert.equal(aboutDuration(75 * DAY), 'about 2 months')
  assert.equal(aboutDuration(300 * DAY), 'about 10 months')
  assert.equal(aboutDuration(2 * 365 * DAY), 'about 2 years')
  assert.equal(aboutDuration(30 * 365 * DAY), 'about 30 years')
})

test('a spent window whose reset is years away is said as such: nothing is sent by itself until the user asks', () => {
  const idle = { ...facts, state: 'idle' as const }
  const far = statusText({ ...idle, rateWait: { ms: 10_950 * 86_400_000, status: null } })
  assert.equal(
    far,
    'Catalogue: 1,400 bridges; the service said no request is left until its window resets in about 30 years, so the app sends nothing by itself. Your own requests still go; the catalogue goes on once the service says requests are left.',
  )
  assert.doesNotMatch(far, /days/)
})

test('the time left follows the pace of this walk, else the background budget', () => {
  const base = { rows: 1000, estimatedTotal: 2000, requestsPerMinute: 15 }
  assert.equal(estimateEta({ ...base, pagesDone: 5, walkMs: 10_000 }), 20_000, '10 pages at 2 s each')
  assert.equal(estimateEta({ ...base, pagesDone: 0, walkMs: 0 }), 40_000, '10 pages at 15 a minute')
  assert.equal(estimateEta({ ...base, estimatedTotal: null, pagesDone: 5, walkMs: 1 }), null)
  assert.equal(estimateEta({ ...base, rows: 2500, pagesDone: 5, walkMs: 1 }), 0)
})

test('a key that may not read public data: the status says the catalogue is not shown, why, and what brings it back', () => {
  const scope = statusText({ ...facts, state: 'complete', withheld: 'key_scope' })
  assert.match(
    scope,
    /^Catalogue not shown: the key in use may not read public data \(it lacks the read:public scope\)/,
  )
  assert.match(scope, /shown again once a key that may read it is in use\.$/)
  assert.match(
    statusText({ ...facts, withheld: 'key_refused' }),
    /^Catalogue not shown: the service refused the key in use/,
  )
  assert.equal(statusText({ ...facts, state: 'off', withheld: 'key_scope' }), 'Catalogue: off.')
  // Refused on its own request: the pause and what ends it, then that nothing is shown meanwhile.
  assert.match(
    statusText({ ...facts, state: 'paused', pause: 'key_refused', withheld: 'key_refused' }),
    /^Catalogue paused at 1,400 bridges: the key was refused \(401\)\. .* Until then the copy of the list on this computer is not shown\.$/,
  )
})

test('the status is said by code, so the renderer words it in the language in force, the file’s path isolated', () => {
  const words = (language: Language, formats: string, catalogue: Catalogue) =>
    makeTranslate(IntlMessageFormat, catalogue, resolveLocale({ language, formats }, []))
  const pl = words('pl', 'pl-PL', plCatalogue)
  assert.equal(wordSaid(pl, statusSaid(facts)), 'Katalog: 1400 z około 2000 mostów, kompletny za około 2 min')
  const full = statusSaid({ ...facts, state: 'paused', pause: 'disk_full' })
  assert.equal(
    wordSaid(words('ar', 'ar-EG', arCatalogue), full),
    'توقف الفهرس مؤقتًا وفيه ١٬٤٠٠ جسر: القرص ممتلئ (\u2068/data/catalogue.sqlite\u2069). يتابع الفهرس خلال دقيقة بعد تحرير مساحة.',
  )
  // The same code in English is the status's text, with no isolation marks (a log line).
  assert.equal(
    wordSaid(englishWords, full, false),
    statusText({ ...facts, state: 'paused', pause: 'disk_full' }),
  )
})
