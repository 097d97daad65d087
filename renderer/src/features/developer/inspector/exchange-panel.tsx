import { formatDate, formatNumber } from '../../../../../shared/i18n/format.ts'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, type ReactElement } from 'react'
import type { HeaderPair } from '../../../../../shared/ipc/request-log.ts'
import { ErrorPanel } from '../../../components/error-panel.tsx'
import { useWords } from '../../../lib/words.tsx'
import { CURL, durationWords, statusWords } from '../exchange-words.ts'
import { retryText } from './retry-words.ts'
import { ExchangeBody } from './exchange-body.tsx'
import { headerMeanings } from './header-meaning.ts'
import { inspectorQueries } from './inspector.queries.ts'

/** Response headers a developer looks for first; shown in bold. */
const NOTABLE = /^(x-ratelimit-|retry-after$|deprecation$|sunset$|x-request-id$|link$)/i

function Headers({
  title,
  pairs,
  meanings,
}: {
  title: string
  pairs: readonly HeaderPair[]
  meanings?: ReadonlyMap<string, string>
}): ReactElement {
  const { t } = useWords()
  return (
    <section aria-label={title}>
      <h4>{title}</h4>
      {pairs.length === 0 ? (
        <p className="muted">{t('requests.headers.none')}</p>
      ) : (
        <dl className="exchange-headers">
          {pairs.map(([name, value], i) => (
            <div key={`${name}-${i}`} className={NOTABLE.test(name) ? 'is-notable' : undefined}>
              <dt dir="ltr">{name}</dt>
              <dd>
                <code dir="ltr">{value}</code>
                {meanings?.has(name.toLowerCase()) && (
                  <span className="header-meaning"> — {meanings.get(name.toLowerCase())}</span>
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  )
}

/** One exchange in full: request, response, retry chain and body; "Copy as curl" and "Send again". */
export function ExchangePanel({
  id,
  onCopy,
  onSendAgain,
  onClose,
}: {
  id: string
  onCopy: () => void
  onSendAgain: () => void
  onClose: () => void
}): ReactElement {
  const { t, rich } = useWords()
  const q = useQuery(inspectorQueries.exchange(id))
  // Opened (the panel is mounted per exchange): brought into view with the focus on its title, wherever it is drawn,
  // beside a long log at 1280 px or under it at 320 px, so the keyboard and the eye land on what was opened.
  // The panel is at most 80 % of the window's height (inspector.css), so "nearest" shows it whole.
  const panel = useRef<HTMLElement>(null)
  const title = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    title.current?.focus({ preventScroll: true })
  }, [])
  // Again once the exchange has arrived: the panel grows from one line to its full height then.
  const loaded = q.data !== undefined
  useEffect(() => {
    panel.current?.scrollIntoView({ block: 'nearest' })
  }, [loaded])
  return (
    <section className="exchange-panel" aria-labelledby="exchange-title" ref={panel}>
      <header className="exchange-panel-header">
        <h3 id="exchange-title" ref={title} tabIndex={-1}>
          {q.data
            ? rich('requests.exchange.title', {
                request: <bdi dir="ltr">{`${q.data.entry.method} ${q.data.entry.path}`}</bdi>,
                status: statusWords(q.data.entry, t),
              })
            : t('requests.exchange.request')}
        </h3>
        <div className="exchange-actions">
          <button type="button" className="button button-small" onClick={onCopy}>
            {rich('requests.copy-curl', { curl: <bdi dir="ltr">{CURL}</bdi> })}
          </button>
          <button type="button" className="button button-small" onClick={onSendAgain}>
            {t('requests.send-again')}
          </button>
          <button type="button" className="button button-small" onClick={onClose}>
            {t('requests.close')}
          </button>
        </div>
      </header>
      {q.isError ? (
        <ErrorPanel error={q.error} onRetry={() => void q.refetch()} />
      ) : q.isPending ? (
        <p className="muted" role="status">
          {t('requests.loading')}
        </p>
      ) : (
        <>
          <p>
            <code className="exchange-url" dir="ltr">
              {q.data.url}
            </code>
          </p>
          <p className="muted">
            {rich('requests.exchange.facts', {
              attempt: formatNumber(q.data.entry.attempt),
              duration: durationWords(q.data.entry.durationMs, t),
              at: formatDate(q.data.entry.at, true),
              key: <code dir="ltr">{q.data.entry.keyHint}</code>,
            })}
          </p>
          <section aria-label={t('requests.retry-chain')}>
            <h4>{t('requests.retry-chain')}</h4>
            <ol className="retry-chain">
              {q.data.chain.map((c, i, chain) => (
                <li key={c.entry.id} aria-current={c.entry.id === id ? 'step' : undefined}>
                  {c.entry.code === null
                    ? rich('requests.chain.step', {
                        attempt: formatNumber(c.entry.attempt),
                        status: statusWords(c.entry, t),
                        how: retryText(c, chain[i + 1], t),
                      })
                    : rich('requests.chain.step-code', {
                        attempt: formatNumber(c.entry.attempt),
                        status: statusWords(c.entry, t),
                        code: <code dir="ltr">{c.entry.code}</code>,
                        how: retryText(c, chain[i + 1], t),
                      })}
                </li>
              ))}
            </ol>
          </section>
          <div className="exchange-header-columns">
            <Headers title={t('requests.headers.request')} pairs={q.data.requestHeaders} />
            <Headers
              title={t('requests.headers.response')}
              pairs={q.data.responseHeaders}
              meanings={headerMeanings(q.data.responseHeaders, q.data.entry.at, t)}
            />
          </div>
          <section aria-label={t('requests.body')}>
            <h4>{t('requests.body')}</h4>
            <ExchangeBody detail={q.data} />
          </section>
        </>
      )}
    </section>
  )
}
