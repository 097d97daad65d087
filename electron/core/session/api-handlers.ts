/** The API channels, cancellation, the scheduler state and the stats history. */
import type { ApiClient, ListBridgesParams } from '../api/index.ts'
import { CoreError, NO_KEY_MESSAGE } from './core-error.ts'
import { historyUrlOf, type ServiceTarget } from './session-target.ts'
import type { CoreContext, Implementations } from './types.ts'

type ApiChannels =
  | 'bridges:list'
  | 'bridges:get'
  | 'profiles:get'
  | 'stats:get'
  | 'me:get'
  | 'requests:cancel'
  | 'history:stats'
  | 'history:rate'
  | 'scheduler:get-state'
  | 'service:get-health'

/** The current target, or the 'no_key' error the renderer turns into "add a key". */
export function requireTarget(ctx: CoreContext): ServiceTarget {
  const target = ctx.session.target()
  if (!target) throw new CoreError('config', 'no_key', NO_KEY_MESSAGE)
  return target
}

/**
 * The current target's client. A key change the session has not followed yet (the vault changed, the handler
 * that changed it has not called sync() yet) is followed first, explicitly: the session's getter never does it.
 */
export function currentClient(ctx: CoreContext): ApiClient {
  ctx.session.sync()
  return ctx.session.client(requireTarget(ctx))
}

/** Handlers of the data channels. No await comes before the client call, so a cancel sent right after finds it. */
export function apiHandlers(ctx: CoreContext): Pick<Implementations, ApiChannels> {
  const { session } = ctx
  const client = () => currentClient(ctx)

  return {
    'bridges:list': ({ requestId, limit, cursor, q, category }) => {
      const params: ListBridgesParams = {}
      if (limit !== undefined) params.limit = limit
      if (cursor !== undefined) params.cursor = cursor
      if (q !== undefined) params.q = q
      if (category !== undefined) params.category = category
      return client().listBridges(params, { requestId })
    },
    'bridges:get': ({ requestId, slug }) => client().getBridge(slug, { requestId }),
    'profiles:get': ({ requestId, username }) => client().getProfile(username, { requestId }),
    'stats:get': ({ requestId }) => client().getStats({ requestId }),
    'me:get': ({ requestId }) => client().getMe({ requestId }),
    'requests:cancel': async ({ requestId }) => ({ cancelled: session.cancel(requestId) }),

    'history:stats': async ({ from, to, maxPoints }) => {
      const target = session.target()
      if (!target) return []
      return ctx.history.statsRange(historyUrlOf(target), from, to, maxPoints)
    },
    'history:rate': async ({ from, to, maxPoints }) => {
      const target = session.target()
      if (!target) return []
      return ctx.history.rateRange(historyUrlOf(target), target.keyId, from, to, maxPoints)
    },

    'scheduler:get-state': async () => {
      return session.target() ? currentClient(ctx).scheduler.state() : null
    },
    'service:get-health': async () => session.health(),
  }
}
