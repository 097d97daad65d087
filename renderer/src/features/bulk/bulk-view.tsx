import { useQuery } from '@tanstack/react-query'
import { useState, type ReactElement } from 'react'
import type { BulkPreview } from '../../../../shared/ipc/bulk.ts'
import { useWords } from '../../lib/words.tsx'
import { bulkQueries } from './bulk.queries.ts'
import { ListInput } from './list-input.tsx'
import { RunPanel } from './run-panel.tsx'
import './bulk.css'

/**
 * Bulk lookup: a list in (pasted, dropped or chosen), a column chosen, what it will cost said before it starts,
 * then every row's answer as it comes, with pause, cancel and the file out (README, "Bulk lookup").
 */
export function BulkView(): ReactElement {
  const { t } = useWords()
  const [preview, setPreview] = useState<BulkPreview | null>(null)
  // The last run main kept (a restart paused it, or the page was left while it ran) until a new list is read.
  const kept = useQuery(bulkQueries.kept()).data?.runs.at(-1)
  return (
    <div className="bulk">
      <div className="page-header">
        <h1>{t('bulk.nav')}</h1>
      </div>
      <ListInput onRead={(loaded) => setPreview(loaded.preview)} />
      {preview !== null ? (
        <RunPanel key={preview.bulkId} preview={preview} />
      ) : (
        kept !== undefined && <RunPanel key={kept.preview.bulkId} preview={kept.preview} kept={kept} />
      )}
    </div>
  )
}
