import type { ReactElement } from 'react'
import { hrefFor, previousRoute, type Route } from '../lib/router.ts'
import { useBackLabel } from '../lib/page-label.ts'

/** "← <where>" to where the user came from (history, so their place comes back); `fallback` when opened directly. */
export function BackLink({ fallback }: { fallback: Route }): ReactElement {
  const previous = previousRoute()
  const backLabel = useBackLabel()
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
        <span className="back-arrow">←</span> {backLabel(previous ?? fallback)}
      </a>
    </p>
  )
}
