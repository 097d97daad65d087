import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type ReactElement, type ReactNode } from 'react'
import { Dash } from '../../components/dash.tsx'
import { EmptyState } from '../../components/empty-state.tsx'
import { useEscapeKey } from '../../components/escape-key.ts'
import { ErrorPanel } from '../../components/error-panel.tsx'
import { RelativeTime } from '../../components/relative-time.tsx'
import { CopyButtons } from '../../components/copy-buttons.tsx'
import { bridgeCopyItems } from '../../components/copy-items.ts'
import { CompareLink } from '../../components/compare-link.tsx'
import { StaleNotice } from '../../components/stale-notice.tsx'
import { VerifiedBadge } from '../../components/verified-badge.tsx'
import { isNotFound } from '../../lib/error-text.ts'
import { formatNumber } from '../../lib/format.ts'
import { entryPlace, goBackTo, hrefFor, lastListRoute, navigate, previousRoute } from '../../lib/router.ts'
import { BackLink } from '../../components/back-link.tsx'
import { bridgeDetailOptions } from '../../entities/bridge/bridges.queries.ts'
import { categoryLabel } from '../../entities/bridge/filters.ts'
import { useFoundLookup } from '../../store/use-found-lookup.ts'
import { listedBridge } from '../../entities/bridge/listed-bridge.ts'
import { WaitingFor, WaitingWhy } from '../../entities/rate-limit/waiting-for.tsx'
import { useWords } from '../../lib/words.tsx'
import { OpenDomain } from './open-domain.tsx'
import './bridge-detail.css'

/** To the list as it was left: back in history when the list is where the user came from (its scroll and focused
 * row come back too), or to the last list shown. */
function backToList(): void {
  const list = lastListRoute()
  goBackTo(list, (previous) => hrefFor(previous) === hrefFor(list))
}

/** Back to the page before (Lookup, or a profile found there), or to Lookup when opened directly from it. */
function backToLookup(): void {
  if (previousRoute() === null) navigate({ name: 'lookup' })
  else window.history.back()
}

/**
 * "← Bridges", and Escape on the page does the same (unless something open claims it: escapeIsFree). A bridge
 * opened from Lookup is in Lookup's section (app/pages.ts sectionOf): the link then says where it leads as the nav
 * does ("← Lookup").
 */
function BackToList(): ReactElement {
  const { t } = useWords()
  const list = lastListRoute()
  const fromLookup = entryPlace() === 'lookup'
  useEscapeKey(fromLookup ? backToLookup : backToList)
  if (fromLookup) return <BackLink fallback={{ name: 'lookup' }} />
  return (
    <p className="small">
      <a
        href={hrefFor(list)}
        onClick={(e) => {
          e.preventDefault()
          backToList()
        }}
      >
        <span className="back-arrow">←</span> {t('page.bridges')}
      </a>
    </p>
  )
}

/**
 * One bridge: its suggestion in full, its facts, and links to its author. The watch feature's pieces (Pin and the
 * watched passes) are passed in by app/, as features never import one another (HOUSE_STYLE.md).
 */
export function BridgeDetailView({
  slug,
  pin,
  watchedPasses,
}: {
  slug: string
  /** The Pin button for this bridge, under the label the page shows. */
  pin: (label: string) => ReactNode
  watchedPasses: ReactNode
}): ReactElement {
  const { t, rich } = useWords()
  const client = useQueryClient()
  const query = useQuery(bridgeDetailOptions(slug))
  // What the list already showed appears at once; the rest fills in when the detail arrives.
  const [listed] = useState(() => listedBridge(client, slug))
  const retry = (): void => void query.refetch()
  // Found once the page shows the bridge: the list's row is shown at once, and a user may leave before the detail.
  useFoundLookup(
    hrefFor({ name: 'bridge', slug }),
    query.data !== undefined || (listed !== undefined && query.isPending),
  )

  if (query.isPending && listed === undefined) return <WaitingFor what="bridge" as="h1" />
  if (query.data === undefined && !query.isPending) {
    return (
      <div>
        <BackToList />
        <h1>{t('detail.title')}</h1>
        {isNotFound(query.error) ? (
          <EmptyState title={t('detail.not-found')}>
            <a href={hrefFor({ name: 'bridges', q: '', category: '' })}>{t('detail.browse-all')}</a>
          </EmptyState>
        ) : (
          <ErrorPanel error={query.error} onRetry={retry} />
        )}
      </div>
    )
  }

  const full = query.data?.value
  const b = full ?? listed
  if (b === undefined) return <WaitingFor what="bridge" as="h1" />
  const loading = <span className="muted">{t('detail.loading')}</span>
  return (
    <article className="detail" aria-busy={full === undefined}>
      <BackToList />
      {query.isError && <StaleNotice updatedAt={query.dataUpdatedAt} error={query.error} onRetry={retry} />}
      <h1 className="wrap-anywhere" dir="auto">
        {b.title || <Dash />}
      </h1>
      {pin(b.title || slug)}
      {/* What the list showed is here; the rest waits, and while the rate limit holds it says why and how long. */}
      {full === undefined && query.isPending && <WaitingWhy />}
      <p className="suggestion" dir="auto">
        {full === undefined ? loading : full.suggestion || <Dash />}
      </p>
      <dl className="facts card">
        <dt>{t('detail.category')}</dt>
        {/* A category is the service's word (an id), shown in no language: kept apart from the words around it. */}
        <dd>{b.category ? <bdi>{categoryLabel(b.category)}</bdi> : <Dash />}</dd>
        <dt>{t('detail.domain')}</dt>
        <dd>{full === undefined ? loading : <OpenDomain domain={full.domain} />}</dd>
        <dt>{t('detail.passes')}</dt>
        <dd className="numeric">{formatNumber(b.passes) ?? <Dash />}</dd>
        <dt>{t('detail.score')}</dt>
        <dd className="numeric">{formatNumber(b.score) ?? <Dash />}</dd>
        <dt>{t('detail.published')}</dt>
        <dd>
          <RelativeTime at={b.published_at} />
        </dd>
        <dt>{t('detail.suggested-by')}</dt>
        <dd className="row">
          <a
            href={hrefFor({ name: 'profile', username: b.suggestor.username })}
            dir="auto"
            className="wrap-anywhere"
          >
            {b.suggestor.username}
          </a>
          {b.suggestor.verified && <VerifiedBadge />}
          {/* The list narrowed to their bridges (the list query's `by`), as Insights' names lead to it. */}
          <a
            className="small"
            href={hrefFor({ name: 'bridges', q: '', category: '', by: b.suggestor.username })}
          >
            {rich('by-suggestor.more', { name: <bdi>{b.suggestor.username}</bdi> })}
          </a>
        </dd>
        <dt>{t('detail.identifier')}</dt>
        <dd>
          <code className="wrap-anywhere" dir="ltr">
            {b.id}
          </code>
        </dd>
      </dl>
      <CopyButtons items={bridgeCopyItems({ slug, id: b.id }, t)} label={t('detail.copy')} />
      <CompareLink kind="bridges" names={[slug]} />
      {/* Its readings over time (README.md, "Compare": the catalogue's history and the watch list's) are the
          compare page's, opened for this bridge alone. */}
      <p className="small">
        <a href={hrefFor({ name: 'compare', read: { ok: true, query: { kind: 'bridges', names: [slug] } } })}>
          {t('compare.over-time.link')}
        </a>
      </p>
      <p className="muted small">
        {t('detail.about-passes')} {t('detail.about-score')}
      </p>
      {watchedPasses}
    </article>
  )
}
