// The bridge list's query keys and options, run by a real TanStack QueryClient. The bridge to main is a recording
// fake of the preload's `explorer` global (a test double: no preload under Node) that serves scripted pages.
import assert from 'node:assert/strict'
import { afterEach, test } from 'node:test'
import { QueryClient } from '@tanstack/react-query'
import {
  bridgeDetailOptions,
  bridgeKeys,
  bridgeListOptions,
  PAGE_SIZE,
} from '../../../../../renderer/src/entities/bridge/bridges.queries.ts'

interface Page {
  data: { slug: string }[]
  has_more: boolean
  next_cursor: string | null
}
type Args = Record<string, unknown>

const g = globalThis as { explorer?: unknown }
/** Installs a fake bridge whose listBridges answers `pages` in order and records what it was asked. */
function fakeBridge(pages: Page[]): Args[] {
  const asked: Args[] = []
  g.explorer = {
    listBridges: async (args: Args) => {
      asked.push(args)
      const value = pages[asked.length - 1] ?? { data: [], has_more: false, next_cursor: null }
      return { ok: true, value: { value, meta: {} } }
    },
    cancelRequest: async () => ({ ok: true, value: null }),
  }
  return asked
}
afterEach(() => {
  delete g.explorer
})

const withoutIds = (asked: Args[]): Args[] => asked.map(({ requestId: _, ...rest }) => rest)

test('an empty search or category is not sent at all; the first page has no cursor, the next one its own', async () => {
  const asked = fakeBridge([
    { data: [{ slug: 'a' }], has_more: true, next_cursor: 'c1' },
    { data: [{ slug: 'b' }], has_more: false, next_cursor: null },
  ])
  const client = new QueryClient()
  await client.fetchInfiniteQuery({ ...bridgeListOptions({ q: '', category: '' }), pages: 3 })
  assert.deepEqual(withoutIds(asked), [
    { limit: PAGE_SIZE, cursor: undefined, q: undefined, category: undefined },
    { limit: PAGE_SIZE, cursor: 'c1', q: undefined, category: undefined },
  ])
  assert.ok(asked.every((a) => typeof a.requestId === 'string' && a.requestId !== ''))
})

test('search words and category go out as typed, unicode and markup included', async () => {
  const asked = fakeBridge([{ data: [], has_more: false, next_cursor: null }])
  await new QueryClient().fetchInfiniteQuery(bridgeListOptions({ q: 'Zoë <b>', category: 'health' }))
  assert.deepEqual(withoutIds(asked), [
    { limit: PAGE_SIZE, cursor: undefined, q: 'Zoë <b>', category: 'health' },
  ])
})

test('a cursor the list already followed is never requested again (no loop spending the budget)', async () => {
  const asked = fakeBridge([
    { data: [{ slug: 'a' }], has_more: true, next_cursor: 'c1' },
    { data: [{ slug: 'b' }], has_more: true, next_cursor: 'c1' },
  ])
  const client = new QueryClient()
  const options = bridgeListOptions({ q: 'loop', category: '' })
  const data = await client.fetchInfiniteQuery({ ...options, pages: 5 })
  assert.equal(asked.length, 2)
  assert.equal(data.pages.length, 2)
})

test('keys nest: dropping the lists keeps the details, dropping everything drops both', () => {
  const client = new QueryClient()
  const filters = { q: 'solar', category: '' }
  client.setQueryData(bridgeKeys.list(filters), 'list')
  assert.deepEqual(bridgeDetailOptions('solar-pump').queryKey, bridgeKeys.detail('solar-pump'))
  client.setQueryData(bridgeKeys.detail('solar-pump'), 'detail')
  client.removeQueries({ queryKey: bridgeKeys.lists() })
  assert.equal(client.getQueryData(bridgeKeys.list(filters)), undefined)
  assert.equal(client.getQueryData(bridgeKeys.detail('solar-pump')), 'detail')
  client.setQueryData(bridgeKeys.list(filters), 'list')
  client.removeQueries({ queryKey: bridgeKeys.all })
  assert.equal(client.getQueryData(bridgeKeys.list(filters)), undefined)
  assert.equal(client.getQueryData(bridgeKeys.detail('solar-pump')), undefined)
})

test('two filter sets are two cache entries, and the same filters are one', () => {
  const client = new QueryClient()
  client.setQueryData(bridgeKeys.list({ q: 'a', category: '' }), 1)
  client.setQueryData(bridgeKeys.list({ q: 'a', category: 'health' }), 2)
  client.setQueryData(bridgeKeys.list({ category: '', q: 'a' }), 3)
  assert.equal(client.getQueryCache().findAll({ queryKey: bridgeKeys.lists() }).length, 2)
  assert.equal(client.getQueryData(bridgeKeys.list({ q: 'a', category: '' })), 3)
})
