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

/** What this module needs of a target of DOM events. */
interface Listened {
  addEventListener(type: string, listener: () => void): void
  removeEventListener(type: string, listener: () => void): void
}
/**
 * The window as far as the page-end flush reads it: taken off globalThis (as lib/explorer.ts takes `explorer`), so
 * this module also type-checks under Node, where its pure parts are unit-tested.
 */
type PageScope = Listened & { document: Listened & { visibilityState: string } }

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

/** The entry of `query` as cache:put takes it, or undefined when it has no success to keep. */
function entryOf(client: QueryClient, query: Query): string | undefined {
  const [entry] = dehydrate(client, {
    shouldDehydrateQuery: (q) => q.queryHash === query.queryHash && q.state.status === 'success',
  }).queries
  return entry === undefined ? undefined : JSON.stringify(trimForDisk(entry as unknown as PersistedQuery))
}

/**
 * Sends each successful answer of a kept kind to main once it has rested, and at once every answer still waiting
 * when the page goes away (closed, reloaded, the app quitting) or is hidden: a list seen just before quitting is
 * kept for the next start too. The page-end calls are made in the event itself, with nothing awaited first, so
 * they leave before the page does (the preview's transport marks them keepalive, lib/explorer-http.ts). Returns
 * the function that stops.
 */
export function persistQueryCache(client: QueryClient): () => void {
  const timers = new Map<string, { query: Query; timer: ReturnType<typeof setTimeout> }>()
  const put = (entry: string, target: string): void =>
    void getExplorer()
      .putQueryCache({ entry, target })
      .catch(() => undefined)
  const send = async (query: Query): Promise<void> => {
    // The answer stays listed while its target is asked for (the app info may be stale and asked of main again):
    // a page ending meanwhile sends it in the flush, where it would otherwise be lost with the page.
    const waiting = timers.get(query.queryHash)
    const info = await client.fetchQuery(appInfoOptions()).catch(() => undefined)
    // Sent by the flush meanwhile, or a newer answer has a timer of its own.
    if (waiting === undefined || timers.get(query.queryHash) !== waiting) return
    timers.delete(query.queryHash)
    const target = targetFingerprint(info)
    const entry = entryOf(client, query)
    if (target !== null && entry !== undefined) put(entry, target)
  }
  const flush = (): void => {
    // The target as the app already knows it: asking main for it would wait, and the page would be gone.
    const target = targetFingerprint(client.getQueryData(appInfoOptions().queryKey))
    for (const { query, timer } of timers.values()) {
      clearTimeout(timer)
      const entry = target === null ? undefined : entryOf(client, query)
      if (target !== null && entry !== undefined) put(entry, target)
    }
    timers.clear()
  }
  const page = globalThis as unknown as PageScope
  const onVisibility = (): void => {
    if (page.document.visibilityState === 'hidden') flush()
  }
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return
    const query = event.query
    if (!isPersistedQueryKey(query.queryKey)) return
    clearTimeout(timers.get(query.queryHash)?.timer)
    timers.set(query.queryHash, { query, timer: setTimeout(() => void send(query), PUT_DELAY_MS) })
  })
  // visibilitychange to hidden also comes first when a page unloads (HTML, "unloading document visibility");
  // pagehide covers a page put in the back/forward cache while visible.
  page.document.addEventListener('visibilitychange', onVisibility)
  page.addEventListener('pagehide', flush)
  return () => {
    unsubscribe()
    page.document.removeEventListener('visibilitychange', onVisibility)
    page.removeEventListener('pagehide', flush)
    for (const { timer } of timers.values()) clearTimeout(timer)
    timers.clear()
  }
}
