/** stats:get and history:stats (shared/ipc/stats.ts): the service's totals now, and as the history kept them. */
import { currentClient } from '../session/current-client.ts'
import { historyUrlOf } from '../session/session-target.ts'
import type { CoreContext, Implementations } from '../session/types.ts'

/** Handlers of the stats channels; without a target the history has nothing to show. */
export function statsHandlers(ctx: CoreContext): Pick<Implementations, 'stats:get' | 'history:stats'> {
  return {
    'stats:get': ({ requestId }) => currentClient(ctx).getStats({ requestId }),
    'history:stats': async ({ from, to, maxPoints }) => {
      const target = ctx.session.target()
      if (!target) return []
      return ctx.history.statsRange(historyUrlOf(target), from, to, maxPoints)
    },
  }
}
