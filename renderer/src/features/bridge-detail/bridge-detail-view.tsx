import { useQuery } from '@tanstack/react-query'
import type { ReactElement } from 'react'
import { Dash } from '../../components/dash.tsx'
import { EmptyState } from '../../components/empty-state.tsx'
import { ErrorPanel } from '../../components/error-panel.tsx'
import { RelativeTime } from '../../components/relative-time.tsx'
import { StaleNotice } from '../../components/stale-notice.tsx'
import { VerifiedBadge } from '../../components/verified-badge.tsx'
import { isNotFound } from '../../lib/error-text.ts'
import { formatNumber } from '../../lib/format.ts'
import { hrefFor } from '../../lib/router.ts'
import { bridgeDetailOptions, categoryLabel } from '../bridges/index.ts'
import { OpenDomain } from './open-domain.tsx'

/** One bridge: its suggestion in full, its facts, and links to its author. */
export function BridgeDetailView({ slug }: { slug: string }): ReactElement {
  const query = useQuery(bridgeDetailOptions(slug))
  const retry = (): void => void query.refetch()

  if (query.isPending) return <h1 className="muted">Loading bridge…</h1>
  if (query.data === undefined) {
    return (
      <div>
        <h1>Bridge</h1>
        {isNotFound(query.error) ? (
          <EmptyState title="This bridge does not exist or is no longer published.">
            <a href={hrefFor({ name: 'bridges', q: '', category: '' })}>Browse all bridges</a>
          </EmptyState>
        ) : (
          <ErrorPanel error={query.error} onRetry={retry} />
        )}
      </div>
    )
  }

  const b = query.data.value
  return (
    <article className="detail">
      <p className="small">
        <a href={hrefFor({ name: 'bridges', q: '', category: '' })}>← Bridges</a>
      </p>
      {query.isError && <StaleNotice updatedAt={query.dataUpdatedAt} onRetry={retry} />}
      <h1 className="wrap-anywhere" dir="auto">
        {b.title || <Dash />}
      </h1>
      <p className="suggestion" dir="auto">
        {b.suggestion || <Dash />}
      </p>
      <dl className="facts card">
        <dt>Category</dt>
        <dd>{b.category ? categoryLabel(b.category) : <Dash />}</dd>
        <dt>Domain</dt>
        <dd>
          <OpenDomain domain={b.domain} />
        </dd>
        <dt>Passes</dt>
        <dd className="numeric">{formatNumber(b.passes) ?? <Dash />}</dd>
        <dt>Score</dt>
        <dd className="numeric">{formatNumber(b.score) ?? <Dash />}</dd>
        <dt>Published</dt>
        <dd>
          <RelativeTime at={b.published_at} />
        </dd>
        <dt>Suggested by</dt>
        <dd className="row">
          <a
            href={hrefFor({ name: 'profile', username: b.suggestor.username })}
            dir="auto"
            className="wrap-anywhere"
          >
            {b.suggestor.username}
          </a>
          {b.suggestor.verified && <VerifiedBadge />}
        </dd>
        <dt>Identifier</dt>
        <dd>
          <code className="wrap-anywhere">{b.id}</code>
        </dd>
      </dl>
    </article>
  )
}
