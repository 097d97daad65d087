/** bridges:* channels (shared/ipc/bridges.ts): the service's bridge list and one bridge, through the current client. */
import type { BridgeDetail } from '../../../shared/api/types.ts'
import type { ListBridgesParams } from '../api/index.ts'
import { currentClient } from '../session/current-client.ts'
import { historyUrlOf } from '../session/session-target.ts'
import type { CoreContext, Implementations } from '../session/types.ts'

/** Where a bridge the user opened is also kept (the catalogue keeps its suggestion and domain), by service. */
export type KeepDetail = (service: string, detail: BridgeDetail) => void

/**
 * Handlers of the bridge channels. No await comes before the client call, so a cancel sent right after finds it;
 * the service a read detail is kept under is the one asked, taken before the answer.
 */
export function bridgeHandlers(
  ctx: CoreContext,
  keep: KeepDetail = () => {},
): Pick<Implementations, 'bridges:list' | 'bridges:get'> {
  return {
    'bridges:list': ({ requestId, limit, cursor, q, category }) => {
      const params: ListBridgesParams = {}
      if (limit !== undefined) params.limit = limit
      if (cursor !== undefined) params.cursor = cursor
      if (q !== undefined) params.q = q
      if (category !== undefined) params.category = category
      return currentClient(ctx).listBridges(params, { requestId })
    },
    'bridges:get': async ({ requestId, slug }) => {
      const target = ctx.session.target()
      const detail = await currentClient(ctx).getBridge(slug, { requestId })
      if (target) keep(historyUrlOf(target), detail.value)
      return detail
    },
  }
}
