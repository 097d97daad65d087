import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import fc from 'fast-check'
import {
  DEFAULT_VIEW_LAYOUT,
  layoutFromParams,
  layoutToParams,
  sameLayout,
  sanitizeLayout,
  type ViewLayout,
} from '../../../../shared/views/bridge-view.ts'

const TABLE: ViewLayout = {
  display: 'table',
  table: {
    order: ['passes', 'title', 'category'],
    hidden: ['score'],
    widths: { title: 240, passes: 80 },
    sort: [
      { column: 'passes', desc: true },
      { column: 'title', desc: false },
    ],
  },
}

describe('layout in URL params', () => {
  test('a table layout is written compactly and read back exactly', () => {
    const params = layoutToParams(TABLE)
    assert.equal(
      decodeURIComponent(params.toString()),
      'display=table&order=passes,title,category&hidden=score&widths=passes:80,title:240&sort=-passes,title',
    )
    assert.deepEqual(layoutFromParams(new URLSearchParams(params.toString())), TABLE)
  })

  test('params without any layout key carry no layout, so a plain link keeps what was last shown', () => {
    assert.equal(layoutFromParams(new URLSearchParams('q=solar&category=energy')), null)
    assert.deepEqual(layoutFromParams(new URLSearchParams('display=list')), DEFAULT_VIEW_LAYOUT)
  })

  test('hostile or broken params are bounded and dropped, never thrown', () => {
    const params = new URLSearchParams()
    params.set('display', '<script>')
    params.set('order', `title,TITLE,../x,title,${'a'.repeat(60)},passes`)
    params.set('widths', 'title:99999,passes:-5,score:abc,:12,category')
    params.set('sort', '-passes,--x,passes,title,score,category')
    const layout = layoutFromParams(params)
    assert.deepEqual(layout, {
      display: 'list',
      table: {
        order: ['title', 'passes'],
        hidden: [],
        widths: { title: 2000 },
        sort: [
          { column: 'passes', desc: true },
          { column: 'title', desc: false },
          { column: 'score', desc: false },
        ],
      },
    })
  })

  test('any layout survives a round trip through its params', () => {
    const id = fc.stringMatching(/^[a-z][a-z0-9_]{0,10}$/)
    const layout = fc.record({
      display: fc.constantFrom('list' as const, 'table' as const),
      table: fc.record({
        order: fc.uniqueArray(id, { maxLength: 8 }),
        hidden: fc.uniqueArray(id, { maxLength: 8 }),
        widths: fc.dictionary(id, fc.integer({ min: 40, max: 2000 }), { maxKeys: 8 }),
        sort: fc.uniqueArray(fc.record({ column: id, desc: fc.boolean() }), {
          maxLength: 3,
          selector: (r) => r.column,
        }),
      }),
    })
    fc.assert(
      fc.property(layout, (l) => {
        const back = layoutFromParams(new URLSearchParams(layoutToParams(l).toString()))
        assert.ok(back && sameLayout(back, l))
      }),
    )
  })
})

describe('comparing layouts', () => {
  test('sameLayout ignores the order widths were set in, not the order of columns', () => {
    const a = sanitizeLayout({ display: 'table', table: { widths: { a: 50, b: 60 } } })
    const b = sanitizeLayout({ display: 'table', table: { widths: { b: 60, a: 50 } } })
    assert.ok(sameLayout(a, b))
    assert.ok(
      !sameLayout(TABLE, { ...TABLE, table: { ...TABLE.table, order: ['title', 'passes', 'category'] } }),
    )
  })
})
