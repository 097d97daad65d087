import assert from 'node:assert/strict'
import { test } from 'node:test'
import * as words from '../../../../../renderer/src/features/bridges/catalogue-words.ts'
import type { CatalogueStatus } from '../../../../../shared/ipc/catalogue.ts'
import { english } from '../../../../support/words-in.ts'

// The sentences in English, without the isolation marks around the search words and categories (docs/i18n.md,
// "Right to left"): the count line draws those as <bdi>.
const plain = (text: string): string => text.replace(/[\u2068\u2069]/g, '')
const plainShort = (s: words.ShortCount | null): words.ShortCount | null =>
  s === null ? null : { head: plain(s.head), tail: s.tail === null ? null : plain(s.tail) }
type Args<F extends (...a: never[]) => unknown> = Parameters<F>[0]
const serviceCountLine = (o: Args<typeof words.serviceCountLine>): string =>
  plain(words.serviceCountLine(o, english))
const serviceCountShort = (o: Args<typeof words.serviceCountShort>): words.ShortCount | null =>
  plainShort(words.serviceCountShort(o, english))
const catalogueCountLine = (o: words.CatalogueCount): string => plain(words.catalogueCountLine(o, english))
const catalogueCountShort = (o: words.CatalogueCount): words.ShortCount | null =>
  plainShort(words.catalogueCountShort(o, english))
const catalogueEmptyWords = (o: Args<typeof words.catalogueEmptyWords>): string =>
  words.catalogueEmptyWords(o, english)
const rangeWords = (r: Args<typeof words.rangeWords>): string => plain(words.rangeWords(r, english))
const unavailableWords = (
  control: Parameters<typeof words.unavailableWords>[0],
  status: CatalogueStatus | undefined,
): string => words.unavailableWords(control, status, english)
type PlaceWhy = Parameters<typeof words.placeWhy>
const placeWhy = (sort: PlaceWhy[0], suggestors: PlaceWhy[1]): string | null =>
  words.placeWhy(sort, suggestors, english)

const totals = {
  total: 2000,
  counts: [
    { category: 'health', count: 251 },
    { category: 'transport', count: 240 },
  ],
  age: '3 minutes ago',
}
const line = { pending: false, shown: 50, more: true, q: '', category: '', totals: null }

test('before the catalogue holds the whole list: what is loaded so far', () => {
  assert.equal(serviceCountLine(line), 'Showing 50 bridges so far')
  assert.equal(serviceCountLine({ ...line, category: 'health' }), 'Showing 50 bridges in Health so far')
})

test('with the catalogue’s totals: one line saying what is shown, of how many, and how old the count is', () => {
  assert.equal(
    serviceCountLine({ ...line, totals }),
    'Showing 50 of 2,000 bridges (counted by the catalogue, updated 3 minutes ago)',
  )
  assert.equal(
    serviceCountLine({ ...line, category: 'health', totals }),
    'Showing 50 of 251 bridges in Health (2,000 in all; counted by the catalogue, updated 3 minutes ago)',
  )
})

test('a searched list says its words: never "all the bridges in" a category when only the matching ones are', () => {
  assert.equal(
    serviceCountLine({ ...line, more: false, shown: 24, q: ' garden ', category: 'community' }),
    'Showing all 24 bridges with “garden” in Community',
  )
  assert.equal(serviceCountLine({ ...line, q: 'garden' }), 'Showing 50 bridges with “garden” so far')
})

test('more shown than the catalogue counted (published since its update): never "51 of 50"', () => {
  assert.match(serviceCountLine({ ...line, shown: 2050, totals }), /^Showing 2,050 of 2,050 bridges /)
})

test('every row loaded: "all", with no count to add; loading and nothing say so', () => {
  assert.equal(
    serviceCountLine({ ...line, more: false, shown: 251, category: 'health', totals }),
    'Showing all 251 bridges in Health',
  )
  assert.equal(serviceCountLine({ ...line, pending: true }), 'Loading bridges…')
  assert.equal(serviceCountLine({ ...line, shown: 0 }), '')
})

test('an empty list from the catalogue: no count line (the empty state says it once), and where it looked', () => {
  const o = {
    pending: false,
    total: 0,
    complete: false,
    held: 1300,
    age: null,
    sort: null,
    q: 'zz',
    category: '',
  }
  assert.equal(catalogueCountLine({ ...o, verified: '' }), '')
  assert.equal(
    catalogueEmptyWords({ ...o, verified: 'verified' }),
    'Looked for bridges by verified suggestors on this computer, over the 1,300 bridges held so far; the catalogue is still reading the rest.',
  )
})

/** A catalogue status with only what the words read set. */
const status = (over: Partial<CatalogueStatus>): CatalogueStatus =>
  ({ state: 'building', withheld: null, rows: 0, complete: false, ...over }) as CatalogueStatus

test('in fewer words for a narrow window: what is shown first, then where it was counted; none when as short', () => {
  const local = {
    pending: false,
    total: 12,
    complete: false,
    held: 1300,
    age: null,
    sort: 'passes' as const,
    q: 'harbour',
    category: 'technology',
    verified: 'verified' as const,
  }
  assert.deepEqual(catalogueCountShort(local), {
    head: 'Showing 12 bridges in Technology by verified suggestors with “harbour”',
    tail: 'On this computer, over 1,300 held so far',
  })
  assert.equal(
    catalogueCountShort({ ...local, complete: true, held: 2000 })?.tail,
    'On this computer, over all 2,000 bridges',
  )
  assert.equal(catalogueCountShort({ ...local, total: 0 }), null)
  assert.equal(catalogueCountShort({ ...local, pending: true }), null)
  // The service's list: the catalogue's count and its age, or the search words last.
  assert.deepEqual(serviceCountShort({ ...line, category: 'health', totals }), {
    head: 'Showing 50 of 251 bridges in Health',
    tail: 'Counted by the catalogue, updated 3 minutes ago',
  })
  assert.deepEqual(
    serviceCountShort({ ...line, more: false, shown: 24, q: ' garden ', category: 'community' }),
    {
      head: 'Showing all 24 bridges in Community',
      tail: 'with “garden”',
    },
  )
  assert.equal(serviceCountShort({ ...line, category: 'health' }), null)
  assert.equal(serviceCountShort({ ...line, pending: true }), null)
})

test('a Sort or Suggestors filter that waits for the catalogue says why, and where to look, true of each case', () => {
  const sortNeeds = 'Other orders come once the catalogue on this computer holds bridges.'
  assert.equal(unavailableWords('sort', undefined), sortNeeds)
  assert.equal(
    unavailableWords('sort', status({})),
    `${sortNeeds} The catalogue line above says how far it is.`,
  )
  assert.equal(
    unavailableWords('sort', status({ state: 'off' })),
    `${sortNeeds} It is turned off in Settings.`,
  )
  assert.match(
    unavailableWords('sort', status({ state: 'paused' })),
    /It is paused: the catalogue line above says why\.$/,
  )
  assert.match(
    unavailableWords('sort', status({ state: 'paused', withheld: { reason: 'key_scope', message: '' } })),
    /It is not used with the key in use/,
  )
  // The counts the Suggestors filter offers come only once the catalogue holds every bridge.
  assert.match(
    unavailableWords('suggestors', status({ rows: 900 })),
    /^Verified or not can be chosen once the catalogue on this computer holds every bridge\./,
  )
  assert.equal(
    unavailableWords('suggestors', status({ state: 'complete', complete: true })),
    'Verified or not can be chosen once the catalogue on this computer holds every bridge.',
  )
  // The search's "on this computer" waits for the catalogue as the Sort does, and says where to look alike.
  assert.equal(
    unavailableWords('place', status({ state: 'paused', withheld: { reason: 'key_scope', message: '' } })),
    'Searching on this computer can be chosen once the catalogue on this computer holds bridges. It is not used with the key in use: the catalogue line above says why.',
  )
})

test('"on the service" says why it cannot apply under an order or a filter the service does not offer', () => {
  assert.equal(placeWhy(null, ''), null)
  assert.match(placeWhy('passes', '') ?? '', /the service does not sort by most passes/)
  assert.match(placeWhy(null, 'verified') ?? '', /the service cannot filter by suggestors/)
  assert.match(placeWhy('score', 'verified') ?? '', /^Words are matched on this computer .*by highest score/)
})

test('several categories and ranges are said in the count line, long and short', () => {
  const o = {
    pending: false,
    total: 397,
    complete: true,
    held: 2000,
    age: 'just now',
    sort: null,
    q: '',
    category: 'health',
    categories: ['health', 'transport'],
    ranges: rangeWords({
      passes: { min: 100 },
      score: { min: 20, max: 80 },
      published: { to: '2025-06-30' },
    }),
    verified: '' as const,
  }
  assert.equal(
    catalogueCountLine(o),
    'Showing 397 bridges in Health or Transport, with at least 100 passes, scored 20 to 80, published until 2025-06-30 (over all 2,000 bridges, catalogue updated just now).',
  )
  assert.equal(
    catalogueCountShort(o)?.head,
    'Showing 397 bridges in Health or Transport, with at least 100 passes, scored 20 to 80, published until 2025-06-30',
  )
  assert.equal(
    rangeWords({ passes: { max: 2000 }, published: { from: '2025-01-01', to: '2025-01-31' } }),
    'with at most 2,000 passes, published 2025-01-01 to 2025-01-31',
  )
  assert.equal(rangeWords({}), '')
})
