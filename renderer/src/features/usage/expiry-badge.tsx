import { useQuery } from '@tanstack/react-query'
import type { ReactElement } from 'react'
import { useNow } from '../../components/use-now.ts'
import { hrefFor } from '../../lib/router.ts'
import { keysQueries } from '../../entities/key/keys.queries.ts'
import { expiryWarnings, type ExpiryWarning } from '../../../../shared/usage/key-expiry.ts'
import { useWords } from '../../lib/words.tsx'
import { formatNumber } from '../../../../shared/i18n/format.ts'
import { badgeMessage, expiryText } from './usage-words.ts'

function useExpiryWarnings(): ExpiryWarning[] {
  const keys = useQuery(keysQueries.list())
  const now = useNow(60_000)
  return expiryWarnings(keys.data ?? [], now)
}

/** In the top bar on every view: a saved key expires within 14 days (the date the user recorded) or has expired. */
export function ExpiryBadge(): ReactElement | null {
  const { t, rich } = useWords()
  const warnings = useExpiryWarnings()
  const first = warnings[0]
  if (first === undefined) return null
  return (
    <a
      className="badge badge-warning expiry-badge"
      href={hrefFor({ name: 'keys' })}
      aria-label={t('usage.badge.label', { warnings: warnings.map((w) => expiryText(w, t)).join(' ') })}
    >
      <span aria-hidden="true">! </span>
      {rich(badgeMessage(first), {
        label: <bdi>{first.key.label}</bdi>,
        days: formatNumber(first.days ?? 0),
      })}
      {warnings.length > 1 && <> {t('usage.badge.more', { n: warnings.length - 1 })}</>}
    </a>
  )
}

/** The same warnings in full, where keys are looked at (Key usage under Developer). */
export function ExpiryNotices(): ReactElement | null {
  const { t } = useWords()
  const warnings = useExpiryWarnings()
  if (warnings.length === 0) return null
  return (
    <div className="notice notice-warning expiry-notices" role="status">
      {warnings.length === 1 ? (
        <p>
          <span aria-hidden="true">! </span>
          {warnings[0] === undefined ? null : expiryText(warnings[0], t)}
        </p>
      ) : (
        <>
          <p>
            <span aria-hidden="true">! </span>
            {t('usage.notices.many', { n: warnings.length })}
          </p>
          <ul>
            {warnings.map((w) => (
              <li key={w.key.id}>{expiryText(w, t)}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  )
}
