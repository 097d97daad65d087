import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { CursorCodec } from '../../../electron/service/cursor.ts'
import { Dataset } from '../../../electron/service/dataset.ts'
import { Endpoints } from '../../../electron/service/endpoints.ts'

describe('endpoint bodies', () => {
  const data = new Dataset(6, 120)
  const endpoints = new Endpoints(data, new CursorCodec())
  const list = (q: string) =>
    JSON.parse(endpoints.match('/bridges')!.run(q, 'nobody').toString()) as {
      data: Record<string, unknown>[]
      has_more: boolean
      next_cursor: string | null
    }

  test('a list page holds exactly the summary fields of the newest bridges', () => {
    const page = list('limit=3')
    const expected = data
      .published()
      .slice(0, 3)
      .map((b) => ({
        id: b.id,
        slug: b.slug,
        title: b.title,
        category: b.category,
        published_at: b.published_at,
        passes: b.passes,
        score: b.score,
        suggestor: b.suggestor,
      }))
    assert.deepEqual(page.data, expected)
    assert.equal(page.has_more, true)
  })

  test('a list reflects passes added after it was first served', () => {
    const first = data.published()[0]!
    list('limit=1')
    data.addPasses(first, 3)
    assert.equal(list('limit=1').data[0]!['passes'], first.passes)
  })

  test('a bridge detail reflects passes added after it was first served', () => {
    const b = data.published()[1]!
    const detail = () =>
      JSON.parse(endpoints.match(`/bridges/${b.slug}`)!.run('', 'nobody').toString()) as { passes: number }
    detail()
    data.addPasses(b, 5)
    assert.equal(detail().passes, b.passes)
  })

  test('the last page has has_more false and next_cursor null', () => {
    const page = list(`limit=100&category=${data.published()[0]!.category}`)
    assert.equal(page.has_more, false)
    assert.equal(page.next_cursor, null)
  })

  test('a cached search result gains a newly published matching bridge', () => {
    list('q=a&limit=5') // fills the search cache
    const b = data.publishOne(Date.UTC(2032, 0, 1))
    assert.ok(b.haystack.includes('a'), 'precondition: the new bridge matches q=a')
    assert.equal(list('q=a&limit=5').data[0]!['id'], b.id)
  })

  test('unknown and malformed paths do not match a route', () => {
    for (const p of ['', '/', '/stats/', '/bridges/', '/bridges/a/b', '/Stats', '/profiles', '//stats'])
      assert.equal(endpoints.match(p), null, p)
  })
})
