/** cache:restore, cache:put, cache:info and cache:clear: the renderer's seen answers, per target, in history.sqlite. */
import { QUERY_CACHE_VERSION, targetFingerprint } from '../../../shared/cache/persisted-queries.ts'
import type { ServiceTarget } from '../session/session-target.ts'
import { historyUrlOf } from '../session/session-target.ts'
import type { CoreContext, Implementations } from '../session/types.ts'
import { createQueryCache, type QueryCacheLimits } from './query-cache-store.ts'

type CacheChannels = 'cache:restore' | 'cache:put' | 'cache:info' | 'cache:clear'

// Filed under the history URL, so the demo service (a new port each run) finds its answers again after a restart.
const storageTarget = (t: ServiceTarget): string => JSON.stringify([t.mode, historyUrlOf(t), t.keyId])

/** What the renderer knows of a target (app:get-info's fields), fingerprinted the way it fingerprints them. */
const rendererFingerprint = (t: ServiceTarget): string | null =>
  targetFingerprint({
    mode: t.mode,
    serviceUrl: t.serviceUrl,
    activeKeyId: t.mode === 'configured' ? t.keyId : null,
  })

/** Handlers of the query cache channels; entries of another app version are dropped (the "buster"). */
export function queryCacheHandlers(
  ctx: Pick<CoreContext, 'history' | 'session' | 'now' | 'opts'>,
  limits?: QueryCacheLimits,
): Pick<Implementations, CacheChannels> {
  const cache = createQueryCache(
    ctx.history,
    `${ctx.opts.appVersion}/${QUERY_CACHE_VERSION}`,
    ctx.now,
    limits,
  )
  return {
    'cache:restore': async () => {
      const t = ctx.session.target()
      return { entries: t ? cache.restore(storageTarget(t)) : [] }
    },
    'cache:put': async ({ entry, target }) => {
      const t = ctx.session.target()
      // An answer fetched before a key change arrives late: it belongs to the previous target, so it is not kept.
      if (t === null || rendererFingerprint(t) !== target) return { outcome: 'not_kept' as const }
      return { outcome: cache.put(storageTarget(t), entry) }
    },
    'cache:info': async () => cache.size(),
    'cache:clear': async () => ({ removed: cache.clear() }),
  }
}
