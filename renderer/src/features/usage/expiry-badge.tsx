import { useQuery } from '@tanstack/react-query'
import type { ReactElement } from 'react'
import { useNow } from '../../components/use-now.ts'
import { hrefFor } from '../../lib/router.ts'
import { keysQueries } from '../../entities/key/keys.queries.ts'
import { expiryWarnings, type ExpiryWarning } from '../../../../shared/usage/key-expiry.ts'

function useExpiryWarnings(): ExpiryWarning[] {
  const keys = useQuery(keysQueries.list())
  const now = useNow(60_000)
  return expiryWarnings(keys.data ?? [], now)
}

const short = (w: ExpiryWarning): string =>
  w.days === null || w.days < 0 ? 'expired' : w.days === 0 ? 'expires today' : `expires in ${w.days} d`

/** In the top bar on every view: a saved key expires within 14 days (the date the user recorded) or has expired. */
export function ExpiryBadge(): ReactElement | null {
  const warnings = useExpiryWarnings()
  const first = warnings[0]
  if (first === undefined) return null
  const more = warnings.length > 1 ? ` (+${warnings.length - 1})` : ''
  return (
    <a
      className="badge badge-warning expiry-badge"
      href={hrefFor({ name: 'keys' })}
      aria-label={`${warnings.map((w) => w.text).join(' ')} Open Keys.`}
    >
      <span aria-hidden="true">! </span>Key <bdi>{first.key.label}</bdi> {short(first)}
      {more}
    </a>
  )
}

/** The same warnings in full, where keys are looked at (Key usage under Developer). */
export function ExpiryNotices(): ReactElement | null {
  const warnings = useExpiryWarnings()
  if (warnings.length === 0) return null
  return (
    <div className="notice notice-warning expiry-notices" role="status">
      {warnings.length === 1 ? (
        <p>
          <span aria-hidden="true">! </span>
          {warnings[0]?.text}
        </p>
      ) : (
        <>
          <p>
            <span aria-hidden="true">! </span>
            {warnings.length} keys expire soon or have expired:
          </p>
          <ul>
            {warnings.map((w) => (
              <li key={w.key.id}>{w.text}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  )
}
