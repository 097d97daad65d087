import assert from 'node:assert/strict'
import { test, type TestContext } from 'node:test'
import { openHistoryStore } from '../../../../electron/core/history/history-store.ts'
import { HISTORY_MIGRATIONS } from '../../../../electron/core/app/history-migrations.ts'
import { noHistoryStore } from '../../../../electron/core/history/history-fallback.ts'
import {
  createQueryCache,
  parsePersistedQuery,
} from '../../../../electron/core/query-cache/query-cache-store.ts'
import type { QueryCacheLimits } from '../../../../electron/core/query-cache/query-cache-store.ts'
import { manualClock, tempUserData } from '../history/temp-dir.ts'

const A = '["configured","https://a.example/v1/api","key_a"]'
const B = '["configured","https://a.example/v1/api","key_b"]'

/** An entry as the renderer sends it: a dehydrated query. */
const entry = (queryKey: unknown[], data: unknown, dataUpdatedAt = 1000): string =>
  JSON.stringify({
    queryKey,
    queryHash: JSON.stringify(queryKey),
    state: { data, dataUpdatedAt, status: 'success' },
  })
const detail = (slug: string, text = 'x') => entry(['bridges', 'detail', slug], { slug, text })

function open(t: TestContext, buster = 'v1', limits?: QueryCacheLimits, dir = tempUserData(t)) {
  const clock = manualClock()
  const history = openHistoryStore({ dir, now: clock.now, migrations: HISTORY_MIGRATIONS })
  t.after(() => history.close())
  return { cache: createQueryCache(history, buster, clock.now, limits), clock, history, dir }
}

const slugs = (list: { queryKey: readonly unknown[] }[]) => list.map((e) => e.queryKey[2])

test('an entry is kept per target, with the time it was fetched, and comes back only for that target', (t) => {
  const { cache } = open(t)
  assert.equal(cache.put(A, detail('one')), 'stored')
  const [kept] = cache.restore(A)
  assert.deepEqual(kept?.state.data, { slug: 'one', text: 'x' })
  assert.equal(kept?.state.dataUpdatedAt, 1000)
  assert.deepEqual(cache.restore(B), [])
  assert.deepEqual(cache.size().rows, 1)
})

test('the same query again replaces its row instead of adding one', (t) => {
  const { cache } = open(t)
  cache.put(A, detail('one', 'old'))
  cache.put(A, detail('one', 'new'))
  assert.equal(cache.size().rows, 1)
  assert.deepEqual(cache.restore(A)[0]?.state.data, { slug: 'one', text: 'new' })
})

test('the key owner’s profile, key lists, logs and malformed entries are never kept', (t) => {
  const { cache } = open(t)
  for (const key of [['me'], ['keys', 'list'], ['log', 'list'], ['stats', 'history', {}], ['app', 'info']]) {
    assert.equal(cache.put(A, entry(key, { secret: 'owner' })), 'not_kept', JSON.stringify(key))
  }
  assert.equal(cache.put(A, '{not json'), 'not_kept')
  assert.equal(
    cache.put(A, JSON.stringify({ queryKey: ['bridges', 'detail', 'x'], queryHash: 'h' })),
    'not_kept',
  )
  assert.equal(cache.size().rows, 0)
  assert.equal(parsePersistedQuery(entry(['stats', 'current'], { bridges: 1 }))?.queryKey[0], 'stats')
})

test('the least recently used go first when rows or bytes run over', (t) => {
  const { cache, clock } = open(t, 'v1', { maxRows: 3 })
  for (const slug of ['a', 'b', 'c']) {
    clock.advance(1000)
    cache.put(A, detail(slug))
  }
  clock.advance(1000)
  cache.restore(A) // every row used now; then 'a' alone is used again
  clock.advance(1000)
  cache.put(A, detail('a'))
  clock.advance(1000)
  cache.put(A, detail('d'))
  // 'b' was used least recently ('a' was written again after the restore), so it went.
  assert.equal(cache.size().rows, 3)
  assert.deepEqual(slugs(cache.restore(A)).sort(), ['a', 'c', 'd'])
})

test('bytes bound the cache too, and restoring hands back at most its budget, most recent first', (t) => {
  const big = 'y'.repeat(10_000)
  const { cache, clock } = open(t, 'v1', { maxBytes: 35_000, restoreBytes: 21_000 })
  for (const slug of ['a', 'b', 'c', 'd']) {
    clock.advance(1000)
    cache.put(A, detail(slug, big))
  }
  assert.equal(cache.size().rows, 3)
  assert.ok(cache.size().bytes <= 35_000)
  assert.deepEqual(slugs(cache.restore(A)), ['d', 'c'])
})

test('entries of another app or cache version are dropped, not read (the buster)', (t) => {
  const dir = tempUserData(t)
  const first = open(t, '0.1.0/1', undefined, dir)
  first.cache.put(A, detail('old'))
  first.history.close()
  const { cache } = open(t, '0.2.0/1', undefined, dir)
  assert.deepEqual(cache.restore(A), [])
  assert.equal(cache.size().rows, 0)
})

test('a key-shaped string in an answer is redacted before it reaches the disk', (t) => {
  const { cache, history } = open(t)
  const key = `bxk_${'A1b2C3d4'.repeat(4)}`
  cache.put(A, detail('echo', `the service echoed ${key}`))
  const text = String(history.database()?.prepare('SELECT entry FROM query_cache').get()?.['entry'])
  assert.ok(!text.includes(key.slice(4, 12)), text)
})

test('Clear removes everything; with no history nothing is kept and nothing restored', (t) => {
  const { cache } = open(t)
  cache.put(A, detail('one'))
  cache.put(B, detail('two'))
  assert.equal(cache.clear(), 2)
  assert.deepEqual(cache.restore(A), [])
  const none = createQueryCache(noHistoryStore('/nowhere'), 'v1', () => 0)
  assert.equal(none.put(A, detail('one')), 'paused')
  assert.deepEqual(none.restore(A), [])
  assert.deepEqual(none.size(), { rows: 0, bytes: 0, maxBytes: 50_000_000 })
})
