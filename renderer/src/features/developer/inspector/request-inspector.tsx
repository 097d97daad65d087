import { useQuery } from '@tanstack/react-query'
import { useDeferredValue, useState, type ReactElement } from 'react'
import type { RequestLogEntry, ExchangeQuery } from '../../../../../shared/ipc/request-log.ts'
import { EmptyState } from '../../../components/empty-state.tsx'
import { ErrorPanel } from '../../../components/error-panel.tsx'
import { ExplorerError, unwrap } from '../../../lib/call.ts'
import { explainError } from '../../../lib/error-text.ts'
import { useWords } from '../../../lib/words.tsx'
import { isolate } from '../../../../../shared/i18n/translate.ts'
import { getExplorer } from '../../../lib/explorer.ts'
import { RequestLogTable } from '../request-log-table.tsx'
import { ExchangePanel } from './exchange-panel.tsx'
import { inspectorQueries, useSearchRefresh } from './inspector.queries.ts'
import { LogFilters } from './log-filters.tsx'
import { RetentionControl } from './retention-control.tsx'
import { SentAgain, type SentAgainResult } from './sent-again.tsx'
import { ChooseResendKey } from './choose-resend-key.tsx'
import './inspector.css'

// The core returns at most this many rows to a search (electron/core/request-log): the list says so when full.
const SEARCH_LIMIT = 200

/** The stored request log with its filters; a row opens the whole exchange beside it. */
export function RequestInspector({
  onCopy,
  say,
  open,
  setOpen,
}: {
  onCopy: (entry: Pick<RequestLogEntry, 'id'>) => void
  say: (text: string) => void
  /** The exchange open beside the list; held by the view, so the key health panel can open one too. */
  open: string | null
  setOpen: (id: string | null) => void
}): ReactElement {
  const { t } = useWords()
  useSearchRefresh()
  const [query, setQuery] = useState<ExchangeQuery>({})
  const deferred = useDeferredValue(query)
  const rows = useQuery(inspectorQueries.search(deferred))
  const filtered = Object.keys(query).length > 0

  const [again, setAgain] = useState<SentAgainResult | null>(null)
  // A request whose key is not known (logged before each request noted it): the user chooses the key.
  const [pick, setPick] = useState<{ id: string; message: string } | null>(null)
  const sendAgain = async (id: string, keyId?: string): Promise<void> => {
    setPick(null)
    try {
      const sent = await unwrap(getExplorer().sendRequestAgain({ id, keyId }))
      setAgain({ from: id, ...sent, chosen: keyId !== undefined })
      const status = String(sent.status)
      say(
        sent.keyLabel === null
          ? t('requests.sent-again', { status })
          : t('requests.sent-again-with', {
              status,
              label: isolate(sent.keyLabel),
              chosen: keyId !== undefined ? 'yes' : 'no',
            }),
      )
    } catch (e) {
      if (e instanceof ExplorerError && e.error.code === 'key_unknown') {
        setPick({ id, message: e.error.message })
        return
      }
      // The core's own words say why nothing was sent (the key of the request was removed or replaced).
      const why =
        e instanceof ExplorerError
          ? e.error.kind === 'validation'
            ? e.error.message
            : explainError(e, t).title
          : String(e)
      say(t('requests.not-sent-again', { why }))
    }
  }

  return (
    <div className="request-inspector">
      <LogFilters query={query} onChange={setQuery} />
      <div className={open === null ? 'inspector-split' : 'inspector-split is-open'}>
        <div className="inspector-list">
          {rows.isError ? (
            <ErrorPanel error={rows.error} onRetry={() => void rows.refetch()} />
          ) : rows.isPending ? (
            <p className="muted" role="status">
              {t('requests.loading')}
            </p>
          ) : rows.data.length === 0 ? (
            <EmptyState title={filtered ? t('requests.none-match') : t('requests.none-yet')}>
              <p>{filtered ? t('requests.none-match-hint') : t('requests.none-yet-hint')}</p>
            </EmptyState>
          ) : (
            <>
              <p className="muted" role="status">
                {rows.data.length === SEARCH_LIMIT
                  ? t('requests.count-newest', { n: SEARCH_LIMIT })
                  : t('requests.count', { n: rows.data.length })}
              </p>
              <RequestLogTable
                entries={rows.data}
                onCopy={onCopy}
                onOpen={(e) => setOpen(e.id)}
                openId={open}
              />
            </>
          )}
        </div>
        {open !== null && (
          <div className="exchange-column">
            <ExchangePanel
              key={open}
              id={open}
              onCopy={() => onCopy({ id: open })}
              onSendAgain={() => void sendAgain(open)}
              onClose={() => setOpen(null)}
            />
            {pick !== null && pick.id === open && (
              <ChooseResendKey
                exchangeId={open}
                message={pick.message}
                onSend={(keyId) => void sendAgain(open, keyId)}
                onCancel={() => setPick(null)}
              />
            )}
            {again !== null && again.from === open && <SentAgain result={again} onOpen={setOpen} />}
          </div>
        )}
      </div>
      <RetentionControl />
    </div>
  )
}
