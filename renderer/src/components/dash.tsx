import type { ReactElement } from 'react'

/** The mark for an absent or null field: an em dash, with a name for screen readers. */
export function Dash(): ReactElement {
  return (
    <span className="dash" aria-label="not given" title="not given">
      —
    </span>
  )
}
