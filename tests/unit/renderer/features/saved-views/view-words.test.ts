import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { DEFAULT_VIEW_LAYOUT } from '../../../../../shared/views/bridge-view.ts'
import type { BridgeView } from '../../../../../shared/views/saved-view.ts'
import type { SavedView } from '../../../../../shared/ipc/views.ts'
import {
  describeView,
  importSummaryText,
  savedViewShowing,
  savedViewsUsing,
  suggestedViewName,
  viewOnScreen,
} from '../../../../../renderer/src/features/saved-views/view-words.ts'
import { parseLocation } from '../../../../../renderer/src/lib/route.ts'
import { matchCommands as matchWith } from '../../../../../renderer/src/features/command-palette/palette-match.ts'
import { setFormats } from '../../../../../shared/i18n/format.ts'
import { english } from '../../../../support/words-in.ts'

// Lists of names are said in the region in force (docs/i18n.md): English here.
setFormats('en-US')
// The palette words its commands in the language shown (here English) and lists no pages in these tests.
const matchCommands = (
  input: string,
  known = { bridges: [], profiles: [] } as Parameters<typeof matchWith>[1],
) => matchWith(input, known, [], english)

const TABLE: BridgeView = {
  q: 'solar',
  category: 'energy',
  display: 'table',
  table: { order: [], hidden: ['score', 'id'], widths: {}, sort: [{ column: 'passes', desc: true }] },
}
const saved = (name: string, view: BridgeView): SavedView => ({
  id: name.toLowerCase().replace(/\W/g, '-'),
  name,
  view,
  createdAt: '2026-03-14T12:00:00.000Z',
  updatedAt: '2026-03-14T12:00:00.000Z',
})

describe('saved views in words', () => {
  test('the saved view on screen is the one with the same filters and layout, not just the same filters', () => {
    const views = [saved('Solar list', { ...TABLE, ...DEFAULT_VIEW_LAYOUT }), saved('Solar table', TABLE)]
    assert.equal(savedViewShowing(views, TABLE)?.name, 'Solar table')
    assert.equal(savedViewShowing(views, { ...TABLE, q: 'wind' }), undefined)
  })

  test('a suggested name and a description say what the view shows', () => {
    assert.equal(suggestedViewName(TABLE, english), 'Energy: solar (table)')
    assert.equal(suggestedViewName({ q: '', category: '', ...DEFAULT_VIEW_LAYOUT }, english), 'All bridges')
    assert.equal(
      describeView(TABLE, english),
      'Table · Energy · search “solar” · by passes, high to low · 2 columns hidden',
    )
  })

  test('a view of one suggestor’s bridges names them in its summary (isolated) and its suggested name', () => {
    const view: BridgeView = { ...TABLE, q: '', category: '', by: 'li_berg', ...DEFAULT_VIEW_LAYOUT }
    assert.equal(describeView(view, english), 'List · all categories · bridges by \u2068li_berg\u2069')
    assert.equal(suggestedViewName(view, english), 'Bridges by li_berg')
    assert.equal(suggestedViewName({ ...view, category: 'health' }, english), 'Health: Bridges by li_berg')
    const route = parseLocation('#/bridges?by=li_berg&sort=-passes')
    assert.equal(viewOnScreen(route, null).by, 'li_berg')
  })

  test('the view saved is the list query on screen: its place, suggestors and sort, in the look shown', () => {
    const route = parseLocation(
      '#/bridges?q=+rain+&category=health&place=local&suggestors=verified&sort=-score',
    )
    const view = viewOnScreen(route, TABLE)
    assert.deepEqual(view, {
      q: 'rain',
      category: 'health',
      place: 'local',
      suggestors: 'verified',
      ...DEFAULT_VIEW_LAYOUT,
      table: { ...DEFAULT_VIEW_LAYOUT.table, sort: [{ column: 'score', desc: true }] },
    })
    // Without a layout in the address: the look last shown, and no sort (the address says the order applied).
    assert.deepEqual(viewOnScreen(parseLocation('#/bridges?q=rain'), TABLE), {
      q: 'rain',
      category: '',
      display: 'table',
      table: { ...TABLE.table, sort: [] },
    })
  })

  test("a view's summary says its sort in either display, and whose bridges and where words are matched", () => {
    const list: BridgeView = { ...TABLE, display: 'list', place: 'local', suggestors: 'unverified' }
    assert.equal(
      describeView(list, english),
      'List · Energy · search “solar” on this computer · unverified suggestors · by passes, high to low',
    )
  })

  test('an import summary names what was added, renamed, already there and skipped', () => {
    const lines = importSummaryText(
      {
        added: ['A', 'B (2)'],
        renamed: [{ from: 'B', to: 'B (2)' }],
        duplicates: ['C'],
        skipped: [{ name: null, reason: 'it has no usable name (1 to 80 characters)' }],
      },
      english,
    )
    assert.deepEqual(lines, [
      'Added 2 views: “A”, “B (2)”.',
      '“B” is the name of another saved view, so it was added as “B (2)”.',
      '1 view was already saved with the same name, filters and columns, so not added again: “C”.',
      'Skipped an entry: it has no usable name (1 to 80 characters).',
    ])
    assert.deepEqual(importSummaryText({ added: [], renamed: [], duplicates: [], skipped: [] }, english), [
      'No views were added.',
    ])
  })

  test('every saved view depends on /bridges, and on no other endpoint', () => {
    const views = [saved('One', TABLE), saved('Two', TABLE)]
    assert.deepEqual(savedViewsUsing('/bridges', views), ['One', 'Two'])
    assert.deepEqual(savedViewsUsing('/bridges/{slug}', views), [])
    assert.deepEqual(savedViewsUsing('/stats', views), [])
  })

  test('the palette offers saved views by name, and lists them all for an empty query', () => {
    const route = { name: 'bridges' as const, q: 'solar', category: 'energy' }
    const known = { bridges: [], profiles: [], views: [{ id: 'v1', name: 'Solar roofs', route }] }
    const typed = matchCommands('roofs', known)
    // Results come grouped (pages, actions, bridges, people, saved views): the view is offered in its group.
    assert.deepEqual(
      typed.find((c) => c.id === 'saved-view:v1'),
      { id: 'saved-view:v1', label: 'Solar roofs', hint: 'Saved view', route },
    )
    assert.ok(matchCommands('', known).some((c) => c.id === 'saved-view:v1'))
    assert.ok(!matchCommands('wind', known).some((c) => c.id === 'saved-view:v1'))
  })
})

describe('a pasted view link in the palette', () => {
  test('a saved view’s deep link or in-app link opens that view', () => {
    for (const link of [
      'bridge-explorer://bridges?q=solar&display=table&sort=-passes',
      'app://bridge-explorer/index.html#/bridges?q=solar&display=table&sort=-passes',
    ]) {
      const [first] = matchCommands(link)
      assert.equal(first?.id, 'link:view', link)
      assert.deepEqual(first?.route, {
        name: 'bridges',
        q: 'solar',
        category: '',
        layout: {
          display: 'table',
          table: { order: [], hidden: [], widths: {}, sort: [{ column: 'passes', desc: true }] },
        },
      })
    }
  })

  test('a link with a fragment or spaces after the query is not taken for a view link', () => {
    assert.notEqual(matchCommands('bridge-explorer://bridges?q=a#x')[0]?.id, 'link:view')
  })
})
