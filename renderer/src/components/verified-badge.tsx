import type { ReactElement } from 'react'

/** "Verified" as a word and a mark, never as colour alone. */
export function VerifiedBadge(): ReactElement {
  return (
    <span className="badge badge-verified">
      <span aria-hidden="true">✓</span> Verified
    </span>
  )
}
