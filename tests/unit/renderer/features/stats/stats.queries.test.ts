// The stats feature's query options, run by a real TanStack QueryClient. Main is a recording fake of the preload's
// `explorer` global (a test double: no preload under Node).
import assert from 'node:assert/strict'
import { afterEach, test } from 'node:test'
import { QueryClient } from '@tanstack/react-query'
import { statsQueries } from '../../../../../renderer/src/features/stats/stats.queries.ts'
import { TIME_SPANS } from '../../../../../renderer/src/lib/time-span.ts'
import { SPAN_MS } from '../../../../../shared/time/durations.ts'

const g = globalThis as { explorer?: unknown }
afterEach(() => {
  delete g.explorer
})

/** Installs a fake whose getStatsHistory records its arguments and answers no points. */
function recordHistory(): { from: number; to: number; maxPoints: number }[] {
  const asked: { from: number; to: number; maxPoints: number }[] = []
  g.explorer = {
    getStatsHistory: async (args: { from: number; to: number; maxPoints: number }) => {
      asked.push(args)
      return { ok: true, value: [] }
    },
  }
  return asked
}

test('each range asks for exactly its length of history, ending now, at a bounded resolution', async () => {
  for (const { id } of TIME_SPANS) {
    const asked = recordHistory()
    const before = Date.now()
    await new QueryClient().fetchQuery(statsQueries.history(id))
    const after = Date.now()
    assert.equal(asked.length, 1)
    const [{ from, to, maxPoints }] = asked as [(typeof asked)[0]]
    assert.ok(to >= before && to <= after, `${id}: the window ends now`)
    assert.equal(to - from, SPAN_MS[id], `${id}: the window is the range`)
    assert.ok(maxPoints > 0 && maxPoints <= 500, `${id}: ${maxPoints} points`)
  }
})

test('the key names the window, not its ends: one cache entry per range however often it is fetched', async () => {
  recordHistory()
  const client = new QueryClient()
  await client.fetchQuery(statsQueries.history('24h'))
  await client.fetchQuery({ ...statsQueries.history('24h'), staleTime: 0 })
  await client.fetchQuery(statsQueries.history('7d'))
  const entries = client.getQueryCache().findAll({ queryKey: [...statsQueries.all(), 'history'] })
  assert.equal(entries.length, 2)
})

test('current and history both sit under the stats key, and each range has a key of its own', () => {
  for (const key of [statsQueries.current().queryKey, statsQueries.history('1h').queryKey]) {
    assert.deepEqual(key.slice(0, 1), statsQueries.all())
  }
  assert.notDeepEqual(statsQueries.history('1h').queryKey, statsQueries.history('30d').queryKey)
})
