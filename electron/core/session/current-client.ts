/** The session's current target and client as a channel's handler asks for them: refused in words without a key. */
import type { ApiClient } from '../api/index.ts'
import { said } from '../../../shared/i18n/said.ts'
import { CoreError } from './core-error.ts'
import type { ServiceTarget } from './session-target.ts'
import type { CoreContext } from './types.ts'

/** The current target, or the 'no_key' error the renderer turns into "add a key". */
export function requireTarget(ctx: CoreContext): ServiceTarget {
  const target = ctx.session.target()
  // No key is active and there is no demo service.
  if (!target) throw new CoreError('config', 'no_key', said('errors.no-key'))
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
