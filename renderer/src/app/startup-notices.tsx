import { useQuery } from '@tanstack/react-query'
import { useState, type ReactElement } from 'react'
import { appInfoOptions } from '../lib/app-info.queries.ts'

/**
 * What the app found when it started (a key list it could not read and set aside, history it could not open, an
 * export it can resume): said once at the top, in words, until the user dismisses it.
 */
export function StartupNotices(): ReactElement | null {
  const info = useQuery(appInfoOptions())
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set())
  const shown = (info.data?.startupNotices ?? []).filter((n) => !dismissed.has(n.code + n.message))
  if (shown.length === 0) return null
  return (
    <section className="startup-notices" aria-label="Found at start-up">
      {shown.map((n) => (
        <div key={n.code + n.message} className="notice notice-warning" role="status">
          <span>{n.message}</span>
          <button
            type="button"
            className="button button-small"
            aria-label={`Dismiss: ${n.message}`}
            onClick={() => setDismissed((old) => new Set(old).add(n.code + n.message))}
          >
            Dismiss
          </button>
        </div>
      ))}
    </section>
  )
}
