import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { ReactElement, ReactNode } from 'react'
import { BackLink } from '../../components/back-link.tsx'
import { Dash } from '../../components/dash.tsx'
import { CopyButtons } from '../../components/copy-buttons.tsx'
import { profileCopyItems } from '../../components/copy-items.ts'
import { EmptyState } from '../../components/empty-state.tsx'
import { ErrorPanel } from '../../components/error-panel.tsx'
import { StaleNotice } from '../../components/stale-notice.tsx'
import { VerifiedBadge } from '../../components/verified-badge.tsx'
import { isNotFound } from '../../lib/error-text.ts'
import { formatNumber } from '../../lib/format.ts'
import { useWords } from '../../lib/words.tsx'
import { hrefFor } from '../../lib/router.ts'
import { knownTitle } from '../../entities/bridge/listed-bridge.ts'
import { BridgeName } from '../../entities/catalogue/bridge-name.tsx'
import { useCatalogueTitles } from '../../entities/catalogue/use-catalogue-titles.ts'
import { useFoundLookup } from '../../store/use-found-lookup.ts'
import { profileOptions } from '../../entities/profile/profiles.queries.ts'
import { WaitingFor } from '../../entities/rate-limit/waiting-for.tsx'

/** A suggestor's public profile: name, verification, totals, and their published bridges. */
export function ProfileView({
  username,
  pin,
}: {
  username: string
  /** The watch feature's Pin button for the profile as the service spells its username; passed in by app/. */
  pin: (username: string, label: string) => ReactNode
}): ReactElement {
  const { t, rich } = useWords()
  const query = useQuery(profileOptions(username))
  const client = useQueryClient()
  const titleOf = useCatalogueTitles(query.data?.value.bridges.map((b) => b.slug) ?? [])
  const back = <BackLink fallback={{ name: 'lookup' }} />
  useFoundLookup(hrefFor({ name: 'profile', username }), query.data !== undefined)
  const retry = (): void => void query.refetch()

  if (query.isPending) return <WaitingFor what="profile" as="h1" />
  if (query.data === undefined) {
    return (
      <div>
        {back}
        <h1>{t('lookup.profile')}</h1>
        {isNotFound(query.error) ? (
          <EmptyState title={t('lookup.no-profile', { username })}>
            <p>
              {rich('lookup.no-profile-how', {
                lookup: <a href={hrefFor({ name: 'lookup' })}>{t('page.lookup')}</a>,
                username: <bdi>{username}</bdi>,
                open: (
                  <a href={hrefFor({ name: 'bridge', slug: username })}>{t('lookup.open-that-bridge')}</a>
                ),
              })}
            </p>
          </EmptyState>
        ) : (
          <ErrorPanel error={query.error} onRetry={retry} />
        )}
      </div>
    )
  }

  const p = query.data.value
  const name = p.display_name !== null && p.display_name.trim() !== '' ? p.display_name : p.username
  return (
    <article className="profile">
      {back}
      {query.isError && <StaleNotice updatedAt={query.dataUpdatedAt} error={query.error} onRetry={retry} />}
      <div className="page-header">
        <h1 className="wrap-anywhere" dir="auto">
          {name}
        </h1>
        {p.verified && <VerifiedBadge />}
      </div>
      {pin(p.username, name)}
      <dl className="facts card">
        <dt>{t('lookup.username')}</dt>
        <dd dir="auto">{p.username}</dd>
        <dt>{t('lookup.verified')}</dt>
        <dd>{p.verified ? t('lookup.yes') : t('lookup.no')}</dd>
        <dt>{t('lookup.total-passes')}</dt>
        <dd className="numeric">{formatNumber(p.total_passes) ?? <Dash />}</dd>
        <dt>{t('lookup.bridges')}</dt>
        <dd className="numeric">{formatNumber(p.bridge_count) ?? <Dash />}</dd>
      </dl>
      <CopyButtons items={profileCopyItems(p.username, t)} label={t('lookup.copy-profile')} />
      <h2 className="section-title">{t('lookup.published')}</h2>
      {p.bridges.length === 0 ? (
        <EmptyState title={t('lookup.none-published')} />
      ) : (
        <ul className="plain-list card">
          {p.bridges.map((b, i) => (
            <li key={`${b.slug}-${i}`} className="plain-list-item">
              <a href={hrefFor({ name: 'bridge', slug: b.slug })} dir="auto" className="plain-list-title">
                <BridgeName slug={b.slug} title={titleOf(b.slug) ?? knownTitle(client, b.slug)} />
              </a>
              <span className="muted numeric nowrap">{t('lookup.passes', { n: b.passes })}</span>
            </li>
          ))}
        </ul>
      )}
    </article>
  )
}
