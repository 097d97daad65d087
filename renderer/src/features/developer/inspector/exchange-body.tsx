import { useMemo, useState, type ReactElement } from 'react'
import type { ExchangeDetail } from '../../../../../shared/ipc/request-log.ts'
import { JsonTree } from './json-tree.tsx'

/** Raw text shown before "Show all": a megabyte of text in one block is a long layout. */
const RAW_STEP = 64 * 1024

const kb = (bytes: number): string =>
  bytes < 1024 ? `${bytes} bytes` : `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KB`

/** The body as a JSON tree (when it parses) or raw text, with what was cut said. */
export function ExchangeBody({ detail }: { detail: ExchangeDetail }): ReactElement {
  const parsed = useMemo((): { ok: true; value: unknown } | { ok: false } => {
    if (detail.body === null || detail.truncatedAtBytes !== null) return { ok: false }
    try {
      return { ok: true, value: JSON.parse(detail.body) }
    } catch {
      return { ok: false }
    }
  }, [detail])
  const [mode, setMode] = useState<'tree' | 'raw'>('tree')
  const [rawShown, setRawShown] = useState(RAW_STEP)
  if (detail.body === null) return <p className="muted">No body arrived.</p>
  const view = parsed.ok ? mode : 'raw'
  return (
    <div className="exchange-body">
      <p className="muted">
        {kb(detail.bodyBytes)}
        {detail.truncatedAtBytes !== null &&
          ` · truncated at ${kb(detail.truncatedAtBytes)}: only the first ${kb(detail.truncatedAtBytes)} were kept`}
      </p>
      {parsed.ok && (
        <div className="body-view" role="group" aria-label="Body view">
          <button
            type="button"
            className="button button-small"
            aria-pressed={view === 'tree'}
            onClick={() => setMode('tree')}
          >
            Tree
          </button>
          <button
            type="button"
            className="button button-small"
            aria-pressed={view === 'raw'}
            onClick={() => setMode('raw')}
          >
            Raw
          </button>
        </div>
      )}
      {view === 'tree' && parsed.ok ? (
        <ul className="json-tree" aria-label="Body as a tree">
          <JsonTree value={parsed.value} open />
        </ul>
      ) : (
        <>
          <pre className="exchange-raw" aria-label="Raw body">
            {detail.body.slice(0, rawShown)}
          </pre>
          {detail.body.length > rawShown && (
            <button type="button" className="button button-small" onClick={() => setRawShown(Infinity)}>
              Show the rest ({kb(detail.body.length - rawShown)})
            </button>
          )}
        </>
      )}
    </div>
  )
}
