/** service:get-health (shared/ipc/service-health.ts): whether the service answers, as the session last saw it. */
import type { CoreContext, Implementations } from '../session/types.ts'

/** Handler of the service-health channel; the session keeps the state (session/service-health.ts). */
export function serviceHealthHandlers(ctx: CoreContext): Pick<Implementations, 'service:get-health'> {
  return {
    'service:get-health': async () => ctx.session.health(),
  }
}
