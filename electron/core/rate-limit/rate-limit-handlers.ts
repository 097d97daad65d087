/** scheduler:get-state and history:rate (shared/ipc/rate-limit.ts): the key's rate limit now, and as it was kept. */
import { currentClient } from '../session/current-client.ts'
import { historyUrlOf } from '../session/session-target.ts'
import type { CoreContext, Implementations } from '../session/types.ts'

/** Handlers of the rate-limit channels; without a target there is no key, so no state and no history. */
export function rateLimitHandlers(
  ctx: CoreContext,
): Pick<Implementations, 'scheduler:get-state' | 'history:rate'> {
  return {
    'scheduler:get-state': async () => (ctx.session.target() ? currentClient(ctx).scheduler.state() : null),
    'history:rate': async ({ from, to, maxPoints }) => {
      const target = ctx.session.target()
      if (!target) return []
      return ctx.history.rateRange(historyUrlOf(target), target.keyId, from, to, maxPoints)
    },
  }
}
