import { useQuery } from '@tanstack/react-query'
import { useState, type ReactElement } from 'react'
import type { BridgeSummary } from '../../../../../shared/api/types.ts'
import { CopyButtons } from '../../../components/copy-buttons.tsx'
import { bridgeCopyItems, profileCopyItems } from '../../../components/copy-items.ts'
import { Dash } from '../../../components/dash.tsx'
import { ErrorPanel } from '../../../components/error-panel.tsx'
import { escapeIsFree } from '../../../components/escape-key.ts'
import { RelativeTime } from '../../../components/relative-time.tsx'
import { VerifiedBadge } from '../../../components/verified-badge.tsx'
import { formatNumber } from '../../../lib/format.ts'
import { useWords } from '../../../lib/words.tsx'
import { BridgeName } from '../../../entities/catalogue/bridge-name.tsx'
import { useCatalogueTitles } from '../../../entities/catalogue/use-catalogue-titles.ts'
import { hrefFor } from '../../../lib/router.ts'
import { profileOptions } from '../../../entities/profile/profiles.queries.ts'
import { bridgeDetailOptions } from '../../../entities/bridge/bridges.queries.ts'
import { categoryLabel } from '../../../entities/bridge/filters.ts'
import { WaitingWhy } from '../../../entities/rate-limit/waiting-for.tsx'

/** Props of SidePanel. */
export interface SidePanelProps {
  /** The active row, shown at once from what the list loaded. */
  bridge: BridgeSummary
  /** True once the selection has rested on this row: only then is its detail asked for. */
  rested: boolean
  /** The title of a loaded bridge, for the profile's list of bridges. */
  titleOf: (slug: string) => string | undefined
  /** Closes the panel; the table gives the keyboard's focus back to its active row. */
  onClose: () => void
}

/**
 * The active row's detail beside the table, and its suggestor's profile on request, without leaving the table.
 * The detail comes from the query cache when it has it; otherwise it is fetched once the selection rests.
 */
export function SidePanel({ bridge, rested, titleOf, onClose }: SidePanelProps): ReactElement {
  const { t } = useWords()
  const [profileOf, setProfileOf] = useState<{ slug: string; username: string } | null>(null)
  const showProfile = profileOf !== null && profileOf.slug === bridge.slug ? profileOf.username : null
  return (
    <aside
      className="side-panel"
      aria-label={t('table.panel')}
      onKeyDown={(e) => {
        // Escape in the panel closes it, as its ✕ does (focus goes back to the table's row).
        if (!escapeIsFree(e)) return
        e.preventDefault()
        onClose()
      }}
    >
      <div className="side-panel-bar">
        {showProfile === null ? (
          <span className="muted small">{t('table.panel.bridge')}</span>
        ) : (
          <button type="button" className="button button-small" onClick={() => setProfileOf(null)}>
            <span className="back-arrow">←</span> <bdi>{bridge.title || t('table.panel.bridge')}</bdi>
          </button>
        )}
        <button
          type="button"
          className="button button-small"
          onClick={onClose}
          aria-label={t('table.panel.close')}
        >
          ✕
        </button>
      </div>
      {showProfile === null ? (
        <PanelBridge
          bridge={bridge}
          rested={rested}
          onProfile={() => setProfileOf({ slug: bridge.slug, username: bridge.suggestor.username })}
        />
      ) : (
        <PanelProfile username={showProfile} titleOf={titleOf} />
      )}
    </aside>
  )
}

function PanelBridge({
  bridge,
  rested,
  onProfile,
}: {
  bridge: BridgeSummary
  rested: boolean
  onProfile: () => void
}): ReactElement {
  const { t } = useWords()
  const query = useQuery({ ...bridgeDetailOptions(bridge.slug), enabled: rested })
  const full = query.data?.value
  const loading = <span className="muted">{rested ? t('detail.loading') : '…'}</span>
  return (
    <div className="side-panel-body" aria-busy={full === undefined && query.isFetching} data-rested={rested}>
      <h2 className="side-panel-title wrap-anywhere" dir="auto">
        {bridge.title || <Dash />}
      </h2>
      {query.isError && full === undefined ? (
        <ErrorPanel error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <p className="suggestion" dir="auto">
          {full === undefined ? loading : full.suggestion || <Dash />}
        </p>
      )}
      {rested && full === undefined && query.isPending && <WaitingWhy />}
      <dl className="facts">
        <dt>{t('detail.category')}</dt>
        <dd>{bridge.category ? categoryLabel(bridge.category) : <Dash />}</dd>
        <dt>{t('detail.domain')}</dt>
        <dd className="wrap-anywhere">
          {full === undefined ? loading : full.domain == null ? <Dash /> : <bdi>{full.domain}</bdi>}
        </dd>
        <dt>{t('detail.passes')}</dt>
        <dd className="numeric">{formatNumber(full?.passes ?? bridge.passes) ?? <Dash />}</dd>
        <dt>{t('detail.score')}</dt>
        <dd className="numeric">{formatNumber(full?.score ?? bridge.score) ?? <Dash />}</dd>
        <dt>{t('detail.published')}</dt>
        <dd>
          <RelativeTime at={bridge.published_at} />
        </dd>
        <dt>{t('detail.suggested-by')}</dt>
        <dd className="row">
          <button type="button" className="link-button wrap-anywhere" dir="auto" onClick={onProfile}>
            {bridge.suggestor.username}
          </button>
          {bridge.suggestor.verified && <VerifiedBadge />}
        </dd>
        <dt>{t('detail.identifier')}</dt>
        <dd>
          <code className="wrap-anywhere">{bridge.id}</code>
        </dd>
      </dl>
      <CopyButtons items={bridgeCopyItems(bridge, t)} label={t('detail.copy')} />
      <p className="small">
        <a href={hrefFor({ name: 'bridge', slug: bridge.slug })}>{t('table.panel.open-bridge')}</a>
      </p>
    </div>
  )
}

function PanelProfile({
  username,
  titleOf,
}: {
  username: string
  titleOf: (slug: string) => string | undefined
}): ReactElement {
  const { t } = useWords()
  const query = useQuery(profileOptions(username))
  const p = query.data?.value
  const held = useCatalogueTitles(p?.bridges.slice(0, 20).map((b) => b.slug) ?? [])
  return (
    <div className="side-panel-body" aria-busy={query.isPending}>
      <h2 className="side-panel-title wrap-anywhere" dir="auto">
        {p?.display_name?.trim() ? p.display_name : username}
      </h2>
      {query.isError && p === undefined && (
        <ErrorPanel error={query.error} onRetry={() => void query.refetch()} />
      )}
      {p === undefined ? (
        !query.isError && (
          <>
            <p className="muted">{t('table.panel.loading-profile')}</p>
            <WaitingWhy />
          </>
        )
      ) : (
        <>
          <dl className="facts">
            <dt>{t('lookup.username')}</dt>
            <dd dir="auto">{p.username}</dd>
            <dt>{t('lookup.verified')}</dt>
            <dd>{p.verified ? <VerifiedBadge /> : t('lookup.no')}</dd>
            <dt>{t('lookup.total-passes')}</dt>
            <dd className="numeric">{formatNumber(p.total_passes) ?? <Dash />}</dd>
            <dt>{t('lookup.bridges')}</dt>
            <dd className="numeric">{formatNumber(p.bridge_count) ?? <Dash />}</dd>
          </dl>
          <ul className="plain-list">
            {p.bridges.slice(0, 20).map((b, i) => (
              <li key={`${b.slug}-${i}`} className="plain-list-item">
                <a href={hrefFor({ name: 'bridge', slug: b.slug })} dir="auto" className="plain-list-title">
                  <BridgeName slug={b.slug} title={titleOf(b.slug) ?? held(b.slug)} />
                </a>
                <span className="muted numeric nowrap">{t('lookup.passes', { n: b.passes })}</span>
              </li>
            ))}
          </ul>
          {p.bridges.length > 20 && (
            <p className="muted small">{t('table.panel.more', { n: p.bridges.length - 20 })}</p>
          )}
        </>
      )}
      <CopyButtons items={profileCopyItems(username, t)} label={t('lookup.copy-profile')} />
      <p className="small">
        <a href={hrefFor({ name: 'profile', username })}>{t('table.panel.open-profile')}</a>
      </p>
    </div>
  )
}
