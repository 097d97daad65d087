import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { parseLocation } from '../../../../renderer/src/lib/route.ts'
import type { BridgeView } from '../../../../shared/views/bridge-view.ts'
import { cleanViewName, sameViewName, viewDeepLink, viewHref } from '../../../../shared/views/saved-view.ts'

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
