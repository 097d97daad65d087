/**
 * What Lookup says of a bridge id (`br_…`) nothing has: what was searched (the catalogue on this computer, how
 * much of the list it holds, how old it is) and whether to offer asking the service for its newest bridges (the
 * API has no address by id: docs/api-assumptions.md). Pure, so it is tested under Node.
 */
import { formatNumber } from '../../../../shared/i18n/format.ts'
import type { CatalogueStatus } from '../../../../shared/ipc/catalogue.ts'

/** The sentence to show, and whether to offer the service's newest bridges (a bridge published since). */
export interface IdNotFound {
  problem: string
  askNewest: boolean
}

const count = (n: number): string => formatNumber(n) ?? String(n)

/** The answer for an id the catalogue (in state `status`, `age` old once complete) does not hold. */
export function idNotFound(status: CatalogueStatus | undefined, age: string | null): IdNotFound {
  if (status === undefined || status.state === 'off' || status.service === null || status.rows === 0) {
    return {
      problem:
        'The service finds bridges by link or name, not by id, and the catalogue on this computer holds no bridges to search. Paste the bridge’s link, or search for it in Bridges.',
      askNewest: true,
    }
  }
  if (!status.complete) {
    // The offer then is to read the rest of the list (scanOffer in lookup-view.tsx).
    return {
      problem: `None of the ${count(status.rows)} bridges the catalogue on this computer has read so far has this id.`,
      askNewest: false,
    }
  }
  const when = age === null ? '' : `, updated ${age}`
  return {
    problem: `None of the ${count(status.rows)} bridges in the catalogue on this computer (the whole list${when}) has this id.`,
    askNewest: true,
  }
}
