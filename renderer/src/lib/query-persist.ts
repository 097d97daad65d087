/**
 * Keeps the answers the user has seen across restarts (README.md, Configuration: the answers kept for instant and
 * offline screens): at start the kept answers of the current target are put into the query cache before the first
 * paint; afterwards each successful answer of a kept kind is sent to main, which files it under the target it was
 * fetched for. Built on react-query's own dehydrate/hydrate.
 */
import { dehydrate, hydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query'
import {
  isPersistedQueryKey,
  MAX_PERSISTED_PAGES,
  targetFingerprint,
} from '../../../shared/cache/persisted-queries.ts'
import type { PersistedQuery } from '../../../shared/ipc/query-cache.ts'
import { appInfoOptions } from './app-info.queries.ts'
import { getExplorer } from './explorer.ts'

/** How long start-up waits for the kept answers before painting without them. */
const RESTORE_WAIT_MS = 400
/** An answer is sent once it has rested this long (a list loading page after page is sent once). */
const PUT_DELAY_MS = 750

type Paged = { pages: unknown[]; pageParams: unknown[] }
const isPaged = (data: unknown): data is Paged =>
  typeof data === 'object' && data !== null && Array.isArray((data as Paged).pages)

/** The entry as kept: a paginated list keeps only its first pages, however far the user scrolled. */
export function trimForDisk(entry: PersistedQuery): PersistedQuery {
  const data = entry.state.data
  if (!isPaged(data) || data.pages.length <= MAX_PERSISTED_PAGES) return entry
  return {
    ...entry,
    state: {
      ...entry.state,
      data: {
        pages: data.pages.slice(0, MAX_PERSISTED_PAGES),
        pageParams: data.pageParams.slice(0, MAX_PERSISTED_PAGES),
      },
    },
  }
}

/** Puts the kept answers of the current target into `client`; gives up quietly after a short wait or a failure. */
export async function restoreQueryCache(client: QueryClient): Promise<number> {
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), RESTORE_WAIT_MS))
  const result = await Promise.race([
    getExplorer()
      .restoreQueryCache()
      .catch(() => null),
    timeout,
  ])
  if (result === null || !result.ok) return 0
  // Each one restored stays stale, so a view showing it refreshes it at once (or says it could not).
  const queries = result.value.entries.map((e) => ({ ...e, state: { ...e.state, isInvalidated: true } }))
  hydrate(client, { mutations: [], queries: queries as unknown as DehydratedState['queries'] })
  return queries.length
}

/** Sends each successful answer of a kept kind to main; returns the function that stops. */
export function persistQueryCache(client: QueryClient): () => void {
  const timers = new Map<string, ReturnType<typeof setTimeout>>()
  const send = async (query: Query): Promise<void> => {
    timers.delete(query.queryHash)
    const info = await client.fetchQuery(appInfoOptions()).catch(() => undefined)
    const target = targetFingerprint(info)
    const [entry] = dehydrate(client, {
      shouldDehydrateQuery: (q) => q.queryHash === query.queryHash && q.state.status === 'success',
    }).queries
    if (target === null || entry === undefined) return
    await getExplorer()
      .putQueryCache({ entry: JSON.stringify(trimForDisk(entry as unknown as PersistedQuery)), target })
      .catch(() => undefined)
  }
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return
    const query = event.query
    if (!isPersistedQueryKey(query.queryKey)) return
    clearTimeout(timers.get(query.queryHash))
    timers.set(
      query.queryHash,
      setTimeout(() => void send(query), PUT_DELAY_MS),
    )
  })
  return () => {
    unsubscribe()
    for (const timer of timers.values()) clearTimeout(timer)
    timers.clear()
  }
}
