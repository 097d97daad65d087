// The one query of the list (shared/views/list-query.ts): every field round-trips through the address, defaults
// are left out of it, hostile values read as defaults without throwing, and older addresses keep opening; its
// words and category go into query keys normalised, as the router reads them and within the contract's bounds.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import fc from 'fast-check'
import { hashKey } from '@tanstack/react-query'
import {
  DEFAULT_LIST_QUERY,
  filtersOfQuery,
  normalizeFilters,
  SEARCH_PLACES,
  SUGGESTORS,
  cleanListQuery,
  decodeListQuery,
  encodeListQuery,
  layoutShownFor,
  listFiltersOf,
  sameListQuery,
  categoriesOf,
  setUnderFilters,
  needsCatalogue,
  MAX_CATEGORIES,
  type ListQuery,
} from '../../../../shared/views/list-query.ts'
import { listHashOf, listKeyOf } from '../../../../shared/cache/first-screen-answers.ts'
import { DEFAULT_VIEW_LAYOUT, type ViewLayout } from '../../../../shared/views/bridge-view.ts'

test('searches that differ only in spacing share one cache entry', () => {
  assert.deepEqual(normalizeFilters('  solar   power ', ' health '), {
    q: 'solar power',
    category: 'health',
  })
})

test('filters are bounded to what main accepts', () => {
  const f = normalizeFilters('q'.repeat(300), 'c'.repeat(300))
  assert.equal(f.q.length, 200)
  assert.equal(f.category.length, 100)
})

test('a location query gives its normalised filters; what it lacks is "any"', () => {
  assert.deepEqual(filtersOfQuery(new URLSearchParams('q=+solar++power&category=health&display=table')), {
    q: 'solar power',
    category: 'health',
  })
  assert.deepEqual(filtersOfQuery(new URLSearchParams('display=table')), { q: '', category: '' })
})

const TABLE: ViewLayout = {
  display: 'table',
  table: {
    order: ['passes', 'title'],
    hidden: ['score'],
    widths: { title: 240 },
    sort: [{ column: 'passes', desc: true }],
  },
}

const EVERYTHING: ListQuery = {
  q: 'rain gardens',
  category: 'environment',
  place: 'local',
  suggestors: 'verified',
  layout: TABLE,
}

test('a query with every field set is written to the address and read back exactly', () => {
  const address = encodeListQuery(EVERYTHING)
  assert.equal(
    decodeURIComponent(address.replaceAll('+', ' ')),
    'q=rain gardens&category=environment&place=local&suggestors=verified&display=table&order=passes,title&hidden=score&widths=title:240&sort=-passes',
  )
  assert.deepEqual(decodeListQuery(address), EVERYTHING)
  assert.deepEqual(decodeListQuery(`?${address}`), EVERYTHING)
})

test('fields at their default are left out of the address, and read back as absent', () => {
  assert.equal(encodeListQuery(DEFAULT_LIST_QUERY), '')
  assert.equal(encodeListQuery({ q: '', category: '', place: 'service', suggestors: '' }), '')
  assert.deepEqual(decodeListQuery(''), { q: '', category: '' })
  assert.deepEqual(decodeListQuery('place=service&suggestors='), { q: '', category: '' })
})

test('any query of known values round-trips through the address', () => {
  const query = fc.record(
    {
      q: fc.string({ maxLength: 200 }),
      category: fc.string({ maxLength: 100 }),
      place: fc.constantFrom(...SEARCH_PLACES),
      suggestors: fc.constantFrom(...SUGGESTORS),
      layout: fc.constantFrom(DEFAULT_VIEW_LAYOUT, TABLE),
    },
    { requiredKeys: ['q', 'category'] },
  )
  fc.assert(
    fc.property(query, (q) => {
      assert.deepEqual(decodeListQuery(encodeListQuery(q)), cleanListQuery(q))
      assert.ok(sameListQuery(decodeListQuery(encodeListQuery(q)), q))
    }),
  )
})

test('hostile or unknown values read as their defaults and never throw', () => {
  assert.deepEqual(decodeListQuery('place=moon&suggestors=everyone%00&sort=%E0%A4%A&display=grid'), {
    q: '',
    category: '',
    layout: DEFAULT_VIEW_LAYOUT,
  })
  assert.deepEqual(decodeListQuery('q=%ZZ&unknown=1&facet=health'), { q: '%ZZ', category: '' })
  const long = decodeListQuery(`q=${'x'.repeat(5000)}&category=${'c'.repeat(5000)}`)
  assert.equal(long.q.length, 200)
  assert.equal(long.category.length, 100)
  fc.assert(fc.property(fc.string(), (s) => void decodeListQuery(s)))
  fc.assert(fc.property(fc.anything(), (x) => void encodeListQuery(cleanListQuery(x))))
  assert.deepEqual(cleanListQuery({ q: 42, category: null, place: 'local', suggestors: ['verified'] }), {
    q: '',
    category: '',
    place: 'local',
  })
})

test("today's addresses (q, category, a table sort, a display) still decode to the same list", () => {
  assert.deepEqual(decodeListQuery('q=solar&category=health&sort=-passes&display=table'), {
    q: 'solar',
    category: 'health',
    layout: {
      ...DEFAULT_VIEW_LAYOUT,
      display: 'table',
      table: { ...DEFAULT_VIEW_LAYOUT.table, sort: [{ column: 'passes', desc: true }] },
    },
  })
  assert.deepEqual(decodeListQuery('q=solar'), { q: 'solar', category: '' })
})

test('the service list is keyed by the normalised words and category only, as react-query hashes its key', () => {
  const filters = listFiltersOf({ ...EVERYTHING, q: '  rain   gardens ' })
  assert.deepEqual(filters, { q: 'rain gardens', category: 'environment' })
  assert.equal(listHashOf(filters), hashKey(listKeyOf(filters)))
})

test('a query without a layout shows the look last shown, without its sort: the address says the order', () => {
  assert.deepEqual(layoutShownFor({ q: '', category: '' }, TABLE), {
    ...TABLE,
    table: { ...TABLE.table, sort: [] },
  })
  assert.equal(layoutShownFor({ q: '', category: '', layout: TABLE }, null), TABLE)
  assert.equal(layoutShownFor({ q: '', category: '' }, null), DEFAULT_VIEW_LAYOUT)
})

test('several categories, and ranges of passes, score and days, go into the address and come back', () => {
  const query: ListQuery = {
    q: 'rain',
    category: 'environment',
    categories: ['environment', 'health'],
    passes: { min: 10, max: 500 },
    score: { min: 50 },
    published: { to: '2025-06-30' },
  }
  const address = encodeListQuery(query)
  assert.equal(
    decodeURIComponent(address),
    'q=rain&category=environment&category=health&passes=10..500&score=50..&published=..2025-06-30',
  )
  assert.deepEqual(decodeListQuery(address), query)
  assert.deepEqual(categoriesOf(decodeListQuery(address)), ['environment', 'health'])
  assert.equal(needsCatalogue(query), true)
  // One category is today's address and needs no catalogue.
  assert.equal(encodeListQuery({ q: '', category: 'health', categories: ['health'] }), 'category=health')
  assert.equal(needsCatalogue(decodeListQuery('category=health&sort=-passes')), false)
})

test('a range upside down, out of bounds or not a day, and repeated or empty categories, read as their defaults', () => {
  assert.deepEqual(
    decodeListQuery('passes=500..10&score=abc..&published=2025-02-30..&category=&category=a&category=a'),
    { q: '', category: 'a' },
  )
  assert.deepEqual(decodeListQuery('passes=..&score=1e3..'), { q: '', category: '' })
  assert.deepEqual(decodeListQuery('score=-5..99999999999'), { q: '', category: '', score: { min: -5 } })
  const many = decodeListQuery(Array.from({ length: 50 }, (_, i) => `category=c${i}`).join('&'))
  assert.equal(many.categories?.length, MAX_CATEGORIES)
})

test('any query with categories and ranges round-trips through the address', () => {
  const bound = fc.option(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), { nil: undefined })
  const day = fc.option(
    fc
      .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10)),
    { nil: undefined },
  )
  const query = fc.record(
    {
      q: fc.string({ maxLength: 20 }),
      category: fc.string({ maxLength: 20 }),
      categories: fc.array(fc.string({ maxLength: 20 }), { maxLength: 25 }),
      passes: fc.record({ min: bound, max: bound }),
      score: fc.record({ min: bound, max: bound }),
      published: fc.record({ from: day, to: day }),
    },
    { requiredKeys: ['q', 'category'] },
  )
  fc.assert(
    fc.property(query, (q) => {
      assert.deepEqual(decodeListQuery(encodeListQuery(q as ListQuery)), cleanListQuery(q))
    }),
  )
})

test('"Filters (n)" counts what is set under it: each category, each range, Suggestors and a sort, never the words', () => {
  assert.equal(setUnderFilters(DEFAULT_LIST_QUERY), 0)
  assert.equal(setUnderFilters(decodeListQuery('q=harbour&place=local&display=table')), 0)
  assert.equal(setUnderFilters(decodeListQuery('category=health')), 1)
  assert.equal(
    setUnderFilters(decodeListQuery('category=health&category=transport&passes=10..&suggestors=verified')),
    4,
  )
  assert.equal(setUnderFilters(decodeListQuery('score=..50&published=2025-01-01..&sort=-passes')), 3)
})

test('one suggestor’s bridges: `by` round-trips through the address, needs the catalogue and counts under Filters', () => {
  const query: ListQuery = { q: 'rain', category: 'health', suggestors: 'verified', by: 'li_berg' }
  const address = encodeListQuery(query)
  assert.equal(address, 'q=rain&category=health&suggestors=verified&by=li_berg')
  assert.deepEqual(decodeListQuery(address), query)
  assert.equal(needsCatalogue(decodeListQuery('by=li_berg')), true)
  assert.equal(setUnderFilters(decodeListQuery('by=li_berg')), 1)
  assert.equal(setUnderFilters(decodeListQuery('by=li_berg&category=health&sort=-passes')), 3)
  // A name with spaces or letters of any script is written encoded and read back as it was.
  assert.deepEqual(decodeListQuery(encodeListQuery({ q: '', category: '', by: 'Łucja Ørsted' })), {
    q: '',
    category: '',
    by: 'Łucja Ørsted',
  })
  // Absent, empty or blank is every suggestor, and is left out of the address.
  assert.equal(encodeListQuery({ q: '', category: '', by: '  ' }), '')
  assert.deepEqual(decodeListQuery('by=&q=x'), { q: 'x', category: '' })
})

test('addresses and saved values from before `by` open as before, every suggestor listed', () => {
  assert.deepEqual(decodeListQuery('q=solar&category=health&suggestors=verified'), {
    q: 'solar',
    category: 'health',
    suggestors: 'verified',
  })
  assert.equal(cleanListQuery({ q: 'solar', category: '' }).by, undefined)
  assert.equal(needsCatalogue(decodeListQuery('q=solar&category=health')), false)
})

test('a hostile `by` (control or direction characters, a lone surrogate, too long, not text) is refused as absent', () => {
  for (const bad of ['li%00berg', 'li%0Aberg', 'admin%E2%80%AEgreb', '%E2%81%A6li', 'x'.repeat(201)])
    assert.equal(decodeListQuery(`by=${bad}`).by, undefined, bad)
  assert.equal(cleanListQuery({ q: '', category: '', by: '\uD800li' }).by, undefined)
  assert.equal(cleanListQuery({ q: '', category: '', by: ['li_berg'] }).by, undefined)
  assert.equal(cleanListQuery({ q: '', category: '', by: 42 }).by, undefined)
  assert.equal(decodeListQuery(`by=${'x'.repeat(200)}`).by?.length, 200)
  fc.assert(
    fc.property(fc.string({ maxLength: 40 }), (name) => {
      const by = decodeListQuery(encodeListQuery({ q: '', category: '', by: name })).by
      assert.equal(by, cleanListQuery({ q: '', category: '', by: name }).by)
    }),
  )
})
