import { wordSaid } from '../../../../shared/i18n/said.ts'
import type { Translate } from '../../../../shared/i18n/translate.ts'
import type { CatalogueStatus } from '../../../../shared/ipc/catalogue.ts'
import { recordedAsOf } from '../../lib/clock.ts'
import { relativeTime } from '../../lib/format.ts'

/** "3 minutes ago" for a complete catalogue (from the time its last walk ended), else null. */
export function catalogueAge(status: CatalogueStatus | undefined, now: number): string | null {
  if (!status?.complete || status.completedAt === null) return null
  // Recorded by the core on this computer's clock: never shown as in the future (lib/clock.ts).
  return relativeTime(recordedAsOf(status.completedAt, now), now)
}

/**
 * The words of the status line in the language in force: the core's sentence (said by code) while building or
 * paused, the age read now once complete.
 */
export function statusWords(status: CatalogueStatus, now: number, t: Translate): string {
  if (status.state !== 'complete' || status.withheld !== null) return wordSaid(t, status.said)
  const gone = status.gone > 0 ? t('catalogue-status.gone', { gone: status.gone }) : ''
  const age = catalogueAge(status, now)
  return age === null
    ? t('catalogue-status.all', { rows: status.rows, gone })
    : t('catalogue-status.all-updated', { rows: status.rows, gone, age })
}

/** The share of the walk done, 0..1, or null when no total is known or nothing is being built. */
export function progressOf(status: CatalogueStatus): number | null {
  if (status.state !== 'building' || status.estimatedTotal === null || status.estimatedTotal <= 0) return null
  return Math.min(1, status.rows / status.estimatedTotal)
}
