import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { parseLocation } from '../../../../renderer/src/lib/route.ts'
import type { BridgeView } from '../../../../shared/views/saved-view.ts'
import {
  cleanViewName,
  queryOfView,
  sameViewName,
  sanitizeView,
  viewDeepLink,
  viewFiltersProblem,
  viewFromParams,
  viewHref,
  viewOfQuery,
  viewToParams,
} from '../../../../shared/views/saved-view.ts'
import { decodeListQuery, encodeListQuery } from '../../../../shared/views/list-query.ts'

const VIEW: BridgeView = {
  q: 'solar',
  category: 'energy',
  display: 'table',
  table: { order: ['passes'], hidden: [], widths: {}, sort: [{ column: 'passes', desc: true }] },
}

describe('saved view names and links', () => {
  test('names are trimmed and their spaces collapsed; empty, overlong and control characters are refused', () => {
    assert.equal(cleanViewName('  My\t view\n '), 'My view')
    assert.equal(cleanViewName('x'.repeat(80)), 'x'.repeat(80))
    for (const bad of ['', '   ', 'x'.repeat(81), 'a\u0000b', 'a\u0007b', 42, null]) {
      assert.equal(cleanViewName(bad), null, JSON.stringify(bad))
    }
    assert.ok(sameViewName('Solar  Table', ' solar table'))
    assert.ok(!sameViewName('Solar', 'Solar 2'))
  })

  test('the in-app link opens the same filters and layout in the router; the deep link carries the same query', () => {
    const href = viewHref(VIEW)
    const route = parseLocation(href)
    assert.deepEqual(route, {
      name: 'bridges',
      q: 'solar',
      category: 'energy',
      layout: { display: 'table', table: VIEW.table },
    })
    assert.equal(viewDeepLink(VIEW), `bridge-explorer://bridges?${href.slice('#/bridges?'.length)}`)
  })
})

describe('sanitizing stored views', () => {
  test('a stored view keeps its well-formed parts and bounds its filters', () => {
    const view = sanitizeView({
      q: 'x'.repeat(500),
      category: 7,
      display: 'table',
      table: { hidden: ['title', 3] },
    })
    assert.ok(view)
    assert.equal(view.q.length, 200)
    assert.equal(view.category, '')
    assert.equal(view.display, 'table')
    assert.deepEqual(view.table.hidden, ['title'])
    assert.equal(sanitizeView('not a view'), null)
    assert.equal(sanitizeView(null), null)
  })

  test('a view saved before the search place and suggestors existed opens as it did: the service, everyone', () => {
    // A version 1 view as written before those fields: filters and layout only.
    const old = {
      q: 'solar',
      category: 'energy',
      display: 'list',
      table: { order: [], hidden: [], widths: {}, sort: [] },
    }
    const view = sanitizeView(old)
    assert.deepEqual(view, old)
    assert.equal(viewHref(view ?? VIEW), '#/bridges?q=solar&category=energy&display=list')
    assert.deepEqual(parseLocation(viewHref(view ?? VIEW)), {
      name: 'bridges',
      q: 'solar',
      category: 'energy',
      layout: { display: 'list', table: old.table },
    })
  })

  test('a view keeps the search place and suggestors; its link and the list query carry them', () => {
    const view = { ...VIEW, place: 'local' as const, suggestors: 'verified' as const }
    assert.deepEqual(sanitizeView(view), view)
    const params = viewToParams(view)
    assert.equal(params.toString(), encodeListQuery(queryOfView(view)))
    assert.deepEqual(viewFromParams(params), view)
    assert.deepEqual(viewOfQuery(decodeListQuery(params)), view)
    assert.deepEqual(parseLocation(viewHref(view)), { name: 'bridges', ...queryOfView(view) })
  })

  test('a place or suggestors that is not one of theirs is named as the problem, not read as the default', () => {
    assert.equal(
      viewFiltersProblem({ ...VIEW, place: 'moon' }),
      'place: expected one of "service", "local", got "moon"',
    )
    assert.equal(
      viewFiltersProblem({ ...VIEW, suggestors: true }),
      'suggestors: expected one of "", "verified", "unverified", got true',
    )
    assert.equal(viewFiltersProblem({ ...VIEW, place: 'local', suggestors: 'unverified' }), null)
    assert.equal(viewFiltersProblem(VIEW), null)
  })
})

test('a view of one suggestor’s bridges keeps `by` through its link; a disguised `by` is refused by name, never dropped', () => {
  const view: BridgeView = { ...VIEW, by: 'li_berg' }
  assert.deepEqual(viewFromParams(viewToParams(view)), view)
  assert.equal(viewFiltersProblem(view), null)
  assert.equal(
    viewFiltersProblem({ ...VIEW, by: 'admin\u202egreb' }),
    'by: contains an invisible direction control (U+202E)',
  )
  assert.equal(
    viewFiltersProblem({ ...VIEW, by: 'x'.repeat(201) }),
    'by: must be a username of 1 to 200 characters',
  )
  assert.equal(viewFiltersProblem({ ...VIEW, by: 7 }), 'by: expected a string, got number')
})
