import { useQuery } from '@tanstack/react-query'
import { useEffect, useState, type ReactElement, type ReactNode } from 'react'
import type { RequestLogEntry } from '../../../../shared/ipc/request-log.ts'
import { LastFailureNotice } from '../../components/last-failure-notice.tsx'
import { ErrorPanel } from '../../components/error-panel.tsx'
import { StaleNotice } from '../../components/stale-notice.tsx'
import { ExplorerError, unwrap } from '../../lib/call.ts'
import { explainError } from '../../lib/error-text.ts'
import { useWords } from '../../lib/words.tsx'
import { isolatedNodes } from '../../lib/isolated-nodes.tsx'
import { isolate } from '../../../../shared/i18n/translate.ts'
import { getExplorer } from '../../lib/explorer.ts'
import { hrefFor } from '../../lib/router.ts'
import {
  developerQueries,
  useNoticeFeed,
  useRequestLogEvents,
} from '../../entities/request-log/developer.queries.ts'
import { NoticesList } from './notices-list.tsx'
import { CURL } from './exchange-words.ts'
import { RequestInspector } from './inspector/request-inspector.tsx'
import { KeyHealthPanel } from './key-health/key-health-panel.tsx'
import { KeyAlertsControl } from './key-alerts/key-alerts-control.tsx'
import './developer.css'

// The shell variable "Copy as curl" names instead of the key (electron/core/request-log): code, never translated.
const KEY_VARIABLE = 'BRIDGE_API_KEY'

/** #/developer: every HTTP attempt the app made, copyable as curl, and the service's announcements. */
export function DeveloperView({
  expiryNotices,
  savedViewsUsing,
}: {
  /** The key usage feature's expiry notices, passed in by app/ (features never import one another). */
  expiryNotices: ReactNode
  /** The saved views that read an endpoint's path, passed in by app/. */
  savedViewsUsing: (path: string) => ReactNode
}): ReactElement {
  const { t, rich } = useWords()
  useRequestLogEvents()
  useNoticeFeed()
  const log = useQuery(developerQueries.log())
  const [toast, setToast] = useState<{ id: number; text: string } | null>(null)
  const [open, setOpen] = useState<string | null>(null)
  useEffect(() => {
    if (toast === null) return
    const timer = window.setTimeout(() => setToast(null), 6000)
    return () => window.clearTimeout(timer)
  }, [toast])
  // A new id for each message, so the same words said twice are announced twice (not a time: see lib/clock.ts).
  const say = (text: string): void => setToast((shown) => ({ id: (shown?.id ?? 0) + 1, text }))

  const copy = async (entry: Pick<RequestLogEntry, 'id'>): Promise<void> => {
    try {
      const curl = await unwrap(getExplorer().requestAsCurl({ id: entry.id }))
      await navigator.clipboard.writeText(curl)
      say(
        t('developer.copied', {
          variable: isolate(`$${KEY_VARIABLE}`),
          command: isolate(`export ${KEY_VARIABLE}=<${t('developer.your-api-key')}>`),
        }),
      )
    } catch (e) {
      const why = e instanceof ExplorerError ? explainError(e, t).title : t('developer.clipboard-failed')
      say(t('developer.not-copied', { why }))
    }
  }

  return (
    <div className="view developer-view">
      <header className="view-header">
        <h1>{t('page.developer')}</h1>
        <p className="muted">
          {rich('developer.intro', {
            variable: <code dir="ltr">{`$${KEY_VARIABLE}`}</code>,
            curl: <bdi dir="ltr">{CURL}</bdi>,
          })}
        </p>
        <p>
          <a href={hrefFor({ name: 'usage' })}>
            {t('developer.usage-link')} <span className="forward-arrow">→</span>
          </a>
        </p>
      </header>
      {expiryNotices}
      <div className="toast-region" role="status" aria-live="polite">
        {toast !== null && (
          <p key={toast.id} className="toast">
            {isolatedNodes(toast.text)}
          </p>
        )}
      </div>
      <KeyHealthPanel
        say={say}
        onOpenExchange={(id) => {
          setOpen(id)
          document.getElementById('request-log-title')?.scrollIntoView({ block: 'start' })
        }}
      />
      <KeyAlertsControl />
      <section aria-labelledby="request-log-title">
        <h2 id="request-log-title">{t('developer.request-log')}</h2>
        <LastFailureNotice log={log.data} />
        {log.isError && log.data !== undefined && (
          <StaleNotice updatedAt={log.dataUpdatedAt} error={log.error} onRetry={() => void log.refetch()} />
        )}
        {log.isError && log.data === undefined ? (
          <ErrorPanel error={log.error} onRetry={() => void log.refetch()} />
        ) : log.isPending ? (
          <p className="muted" role="status">
            {t('requests.loading')}
          </p>
        ) : (
          <RequestInspector onCopy={(e) => void copy(e)} say={say} open={open} setOpen={setOpen} />
        )}
      </section>
      <NoticesList savedViewsUsing={savedViewsUsing} />
    </div>
  )
}
