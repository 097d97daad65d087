/**
 * What Lookup says of a bridge id (`br_…`) nothing has: what was searched (the catalogue on this computer, how
 * much of the list it holds, how old it is) and whether to offer asking the service for its newest bridges (the
 * API has no address by id: docs/api-assumptions.md). Pure, so it is tested under Node.
 */
import type { Translate } from '../../../../shared/i18n/translate.ts'
import type { CatalogueStatus } from '../../../../shared/ipc/catalogue.ts'

/** How many of its newest bridges the service is asked for (entities/bridge newestBridgesOptions: limit 100). */
export const NEWEST = 100

/** The sentence to show, and whether to offer the service's newest bridges (a bridge published since). */
export interface IdNotFound {
  problem: string
  askNewest: boolean
}

/** The answer for an id the catalogue (in state `status`, `age` old once complete) does not hold. */
export function idNotFound(
  status: CatalogueStatus | undefined,
  age: string | null,
  t: Translate,
): IdNotFound {
  if (status === undefined || status.state === 'off' || status.service === null || status.rows === 0)
    return { problem: t('lookup.id.no-catalogue'), askNewest: true }
  // The offer then is to read the rest of the list (scanOffer in lookup-view.tsx).
  if (!status.complete) return { problem: t('lookup.id.reading', { rows: status.rows }), askNewest: false }
  return {
    problem:
      age === null
        ? t('lookup.id.complete', { rows: status.rows })
        : t('lookup.id.complete-age', { rows: status.rows, age }),
    askNewest: true,
  }
}
