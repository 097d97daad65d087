/**
 * Test double: a listing client that answers `/bridges` from a script instead of the network. The reference
 * service never breaks the pagination rules, so the guards can only be exercised with a double like this.
 */
import type { BridgeList } from '../../../../shared/api/types.ts'
import type { ListBridgesParams, ResponseMeta } from '../../../../electron/core/api/index.ts'
import type { ListingClient } from '../../../../electron/core/export/paginate.ts'
import { bridgeSummary } from '../../../support/bridge-summary.ts'

/** One scripted answer: a page, or an error to throw. */
export type ScriptStep = BridgeList | Error

/** A scripted listing client and the calls it received. */
export interface ScriptedListing extends ListingClient {
  calls: ListBridgesParams[]
}

const meta: ResponseMeta = {
  status: 200,
  requestId: null,
  attempts: 1,
  durationMs: 0,
  rateLimit: null,
  deprecation: null,
  sunset: null,
}

/** Answers the n-th call with the n-th step; a call past the script fails the test loudly. */
export function scriptedListing(steps: ScriptStep[]): ScriptedListing {
  const calls: ListBridgesParams[] = []
  return {
    calls,
    async listBridges(p, o) {
      o?.signal?.throwIfAborted()
      calls.push({ ...p })
      const step = steps[calls.length - 1]
      if (step === undefined) throw new Error(`scripted listing: unexpected call #${calls.length}`)
      if (step instanceof Error) throw step
      return { value: step, meta }
    },
  }
}

/** A bridge summary with plausible values; `over` replaces any of them. */
export const bridge = bridgeSummary

/** A page of bridges with the given ids. */
export function page(ids: string[], nextCursor: string | null, hasMore = nextCursor !== null): BridgeList {
  return { data: ids.map((id) => bridge(id)), has_more: hasMore, next_cursor: nextCursor }
}
