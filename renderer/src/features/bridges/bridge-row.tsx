import { memo, type KeyboardEvent, type ReactElement } from 'react'
import type { BridgeSummary } from '../../../../shared/api/types.ts'
import { Dash } from '../../components/dash.tsx'
import { RelativeTime } from '../../components/relative-time.tsx'
import { VerifiedBadge } from '../../components/verified-badge.tsx'
import { formatNumber } from '../../lib/format.ts'
import { hrefFor } from '../../lib/router.ts'
import { useWords } from '../../lib/words.tsx'
import { categoryLabel } from '../../entities/bridge/filters.ts'

/** Props of BridgeRow. */
export interface BridgeRowProps {
  bridge: BridgeSummary
  index: number
  total: number
  onKeyDown: (e: KeyboardEvent<HTMLDivElement>, index: number) => void
}

/**
 * One bridge in the list: title (to its detail), then category, date, passes, score and suggestor. Memoized: when
 * the list lays out again (its size measured, a scroll, a page arriving behind), the rows already shown are kept.
 */
export const BridgeRow = memo(function BridgeRow({
  bridge,
  index,
  total,
  onKeyDown,
}: BridgeRowProps): ReactElement {
  const { t, rich } = useWords()
  const score = formatNumber(bridge.score)
  return (
    <div
      className="bridge-row"
      role="listitem"
      tabIndex={0}
      aria-setsize={total}
      aria-posinset={index + 1}
      data-row-index={index}
      onKeyDown={(e) => onKeyDown(e, index)}
    >
      <a
        className="bridge-row-title ellipsis"
        href={hrefFor({ name: 'bridge', slug: bridge.slug })}
        dir="auto"
        tabIndex={-1}
        title={bridge.title || undefined}
      >
        {bridge.title || <Dash />}
      </a>
      {/* Two groups: one line when wide, two lines when narrow (features.css), so nothing is cut at 320 px. */}
      <div className="bridge-row-meta muted small">
        <span className="bridge-row-group">
          {/* The service's category, as its data: it keeps its own direction (docs/i18n.md, Right to left). */}
          <span className="ellipsis bridge-row-category" dir="auto">
            {bridge.category ? categoryLabel(bridge.category) : <Dash />}
          </span>
          <span aria-hidden="true" className="bridge-row-sep">
            ·
          </span>
          <span className="bridge-row-suggestor nowrap">
            {rich('list.row-by', {
              suggestor: (
                <a
                  href={hrefFor({ name: 'profile', username: bridge.suggestor.username })}
                  dir="auto"
                  className="ellipsis"
                >
                  {bridge.suggestor.username}
                </a>
              ),
            })}{' '}
            {bridge.suggestor.verified && <VerifiedBadge />}
          </span>
        </span>
        <span aria-hidden="true" className="bridge-row-sep bridge-row-sep-groups">
          ·
        </span>
        <span className="bridge-row-group">
          <span className="numeric nowrap bridge-row-passes">
            {formatNumber(bridge.passes) === null ? <Dash /> : t('list.row-passes', { n: bridge.passes })}
          </span>
          <span aria-hidden="true" className="bridge-row-sep">
            ·
          </span>
          <span className="numeric nowrap bridge-row-score">
            {score === null ? <Dash /> : t('list.row-score', { score: bridge.score })}
          </span>
          <span aria-hidden="true" className="bridge-row-sep">
            ·
          </span>
          <span className="nowrap bridge-row-date">
            <RelativeTime at={bridge.published_at} compact />
          </span>
        </span>
      </div>
    </div>
  )
})
