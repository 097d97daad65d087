import type { ReactElement } from 'react'
import { hrefFor, previousRoute, type Route } from '../lib/router.ts'
import { backLabel } from '../app/pages.ts'

/** "← <where>" to where the user came from (history, so their place comes back); `fallback` when opened directly. */
export function BackLink({
  fallback,
  fallbackLabel,
}: {
  fallback: Route
  fallbackLabel: string
}): ReactElement {
  const previous = previousRoute()
  return (
    <p className="small">
      <a
        href={hrefFor(previous ?? fallback)}
        onClick={(e) => {
          if (previous === null) return
          e.preventDefault()
          window.history.back()
        }}
      >
        ← {previous === null ? fallbackLabel : backLabel(previous)}
      </a>
    </p>
  )
}
