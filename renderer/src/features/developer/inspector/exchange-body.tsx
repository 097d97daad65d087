import { useMemo, useState, type ReactElement } from 'react'
import type { ExchangeDetail } from '../../../../../shared/ipc/request-log.ts'
import { formatBytes } from '../../../../../shared/i18n/format.ts'
import { useWords } from '../../../lib/words.tsx'
import { JsonTree } from './json-tree.tsx'

/** Raw text shown before "Show all": a megabyte of text in one block is a long layout. */
const RAW_STEP = 64 * 1024

/** The body as a JSON tree (when it parses) or raw text, with what was cut said. */
export function ExchangeBody({ detail }: { detail: ExchangeDetail }): ReactElement {
  const { t } = useWords()
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
  if (detail.body === null) return <p className="muted">{t('requests.body.none')}</p>
  const view = parsed.ok ? mode : 'raw'
  return (
    <div className="exchange-body">
      <p className="muted">
        {detail.truncatedAtBytes === null
          ? formatBytes(detail.bodyBytes)
          : t('requests.body.truncated', {
              size: formatBytes(detail.bodyBytes),
              cut: formatBytes(detail.truncatedAtBytes),
            })}
      </p>
      {parsed.ok && (
        <div className="body-view" role="group" aria-label={t('requests.body.view')}>
          <button
            type="button"
            className="button button-small"
            aria-pressed={view === 'tree'}
            onClick={() => setMode('tree')}
          >
            {t('requests.body.tree')}
          </button>
          <button
            type="button"
            className="button button-small"
            aria-pressed={view === 'raw'}
            onClick={() => setMode('raw')}
          >
            {t('requests.body.raw')}
          </button>
        </div>
      )}
      {view === 'tree' && parsed.ok ? (
        <ul className="json-tree" aria-label={t('requests.body.as-tree')} dir="ltr">
          <JsonTree value={parsed.value} open />
        </ul>
      ) : (
        <>
          <pre className="exchange-raw" aria-label={t('requests.body.raw-label')} dir="ltr">
            {detail.body.slice(0, rawShown)}
          </pre>
          {detail.body.length > rawShown && (
            <button type="button" className="button button-small" onClick={() => setRawShown(Infinity)}>
              {t('requests.body.show-rest', { size: formatBytes(detail.body.length - rawShown) })}
            </button>
          )}
        </>
      )}
    </div>
  )
}
