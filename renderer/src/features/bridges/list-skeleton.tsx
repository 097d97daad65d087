import type { ReactElement } from 'react'

/** Grey placeholder rows while the first page loads, so the layout does not jump. */
export function ListSkeleton({ rows = 8 }: { rows?: number }): ReactElement {
  return (
    <div className="list-skeleton" aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="list-skeleton-row">
          <div className="skeleton" style={{ width: `${45 + ((i * 17) % 40)}%`, height: 14 }} />
          <div className="skeleton" style={{ width: `${30 + ((i * 11) % 25)}%`, height: 10 }} />
        </div>
      ))}
    </div>
  )
}
