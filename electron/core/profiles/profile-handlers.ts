/** profiles:get and me:get (shared/ipc/profiles.ts): a public profile and the key owner's own, through the current client. */
import type { PublicProfile } from '../../../shared/api/types.ts'
import { currentClient } from '../session/current-client.ts'
import { historyUrlOf } from '../session/session-target.ts'
import type { CoreContext, Implementations } from '../session/types.ts'

/** Where a profile the user opened is also kept (the catalogue keeps it), by service. */
export type KeepProfile = (service: string, profile: PublicProfile) => void

/**
 * Handlers of the profile channels. No await comes before the client call, so a cancel sent right after finds it;
 * the service a read profile is kept under is the one asked, taken before the answer.
 */
export function profileHandlers(
  ctx: CoreContext,
  keep: KeepProfile = () => {},
): Pick<Implementations, 'profiles:get' | 'me:get'> {
  return {
    'profiles:get': async ({ requestId, username }) => {
      const target = ctx.session.target()
      const profile = await currentClient(ctx).getProfile(username, { requestId })
      if (target) keep(historyUrlOf(target), profile.value)
      return profile
    },
    'me:get': ({ requestId }) => currentClient(ctx).getMe({ requestId }),
  }
}
