import assert from 'node:assert/strict'
import { test } from 'node:test'
import { MAX_PERSISTED_PAGES } from '../../../../shared/cache/persisted-queries.ts'
import { trimForDisk } from '../../../../renderer/src/lib/query-persist.ts'

test('a long paginated list is kept with its first pages only; anything else as it is', () => {
  const pages = Array.from({ length: MAX_PERSISTED_PAGES + 3 }, (_, i) => ({ items: [i] }))
  const list = {
    queryKey: ['bridges', 'list', {}],
    queryHash: 'h',
    state: { data: { pages, pageParams: pages.map((_, i) => i) }, dataUpdatedAt: 5 },
  }
  const kept = trimForDisk(list).state.data as { pages: unknown[]; pageParams: unknown[] }
  assert.equal(kept.pages.length, MAX_PERSISTED_PAGES)
  assert.deepEqual(kept.pageParams, [0, 1, 2, 3].slice(0, MAX_PERSISTED_PAGES))
  assert.equal(list.state.data.pages.length, MAX_PERSISTED_PAGES + 3, 'the query in memory is not changed')
  const one = {
    queryKey: ['bridges', 'detail', 's'],
    queryHash: 'd',
    state: { data: { slug: 's' }, dataUpdatedAt: 5 },
  }
  assert.equal(trimForDisk(one), one)
})
