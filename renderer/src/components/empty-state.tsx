import type { ReactElement, ReactNode } from 'react'

/** A calm message for "nothing here", with optional further text or actions. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }): ReactElement {
  return (
    <div className="empty-state" role="status">
      <p className="empty-state-title">{title}</p>
      {children !== undefined && <div className="empty-state-body">{children}</div>}
    </div>
  )
}
