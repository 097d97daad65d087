import type { ReactElement } from 'react'
import { useNow } from '../../components/use-now.ts'
import { progressOf, statusWords } from './catalogue-age.ts'
import { useCatalogueStatus } from './use-catalogue-status.ts'
import './catalogue.css'

/**
 * One line saying what the catalogue holds ("Catalogue: 1,400 of about 2,000 bridges, complete in about 2 min")
 * with a progress bar while it builds, and its age once complete. It only informs: nothing waits for it.
 */
export function CatalogueStatusLine({ className }: { className?: string }): ReactElement | null {
  const { status } = useCatalogueStatus()
  const now = useNow()
  if (!status || status.state === 'off' || status.service === null) return null
  const progress = progressOf(status)
  return (
    <div className={`catalogue-status ${className ?? ''}`} data-testid="catalogue-status" role="status">
      <span>{statusWords(status, now)}</span>
      {progress !== null && (
        <progress className="catalogue-progress" max={1} value={progress} aria-label="Catalogue progress" />
      )}
    </div>
  )
}
