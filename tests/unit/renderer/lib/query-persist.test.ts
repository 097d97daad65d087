import assert from 'node:assert/strict'
import { test } from 'node:test'
import { MAX_PERSISTED_PAGES } from '../../../../shared/cache/persisted-queries.ts'
import { QueryClient } from '@tanstack/react-query'
import { appInfoOptions } from '../../../../renderer/src/lib/app-info.queries.ts'
import { persistQueryCache, trimForDisk } from '../../../../renderer/src/lib/query-persist.ts'

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

test('an answer whose put is waiting on the app info is still sent when the page ends during that wait', async (t) => {
  t.mock.timers.enable({ apis: ['setTimeout'] })
  const scope = globalThis as unknown as Record<string, unknown>
  const saved = ['explorer', 'document', 'addEventListener', 'removeEventListener'].map((k) => [k, scope[k]])
  t.after(() => {
    for (const [k, v] of saved) scope[k as string] = v
  })
  // The page as the flush reads it: the window's and the document's events, and its visibility.
  const page = new EventTarget()
  scope.addEventListener = page.addEventListener.bind(page)
  scope.removeEventListener = page.removeEventListener.bind(page)
  scope.document = Object.assign(new EventTarget(), { visibilityState: 'visible' })
  const target = { mode: 'service', serviceUrl: 'http://127.0.0.1:1/v1/api', activeKeyId: 'k1' }
  const puts: { entry: string; target: string }[] = []
  // A test double of the bridge to main (no main process here): app info that does not answer until told to.
  scope.explorer = {
    getAppInfo: () => new Promise(() => undefined),
    putQueryCache: (request: { entry: string; target: string }) => {
      puts.push(request)
      return Promise.resolve({ ok: true, value: null })
    },
  }
  const client = new QueryClient()
  // The app info is known but stale (keys changed), so the put asks main for it again and waits.
  client.setQueryData(appInfoOptions().queryKey, target as never)
  void client.invalidateQueries({ queryKey: appInfoOptions().queryKey, refetchType: 'none' })
  const stop = persistQueryCache(client)
  client.setQueryData(['bridges', 'list', { category: 'health' }], {
    pages: [{ items: [1] }],
    pageParams: [null],
  })
  t.mock.timers.tick(800)
  await Promise.resolve()
  // The window closes while the put waits for the app info: the page-end flush must send the answer itself.
  page.dispatchEvent(new Event('pagehide'))
  assert.equal(puts.length, 1, 'the list seen just before the window closed was sent to main')
  assert.match(puts[0]!.entry, /health/)
  stop()
})
