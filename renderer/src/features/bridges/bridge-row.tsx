import type { KeyboardEvent, ReactElement } from 'react'
import type { BridgeSummary } from '../../../../shared/api/types.ts'
import { Dash } from '../../components/dash.tsx'
import { RelativeTime } from '../../components/relative-time.tsx'
import { VerifiedBadge } from '../../components/verified-badge.tsx'
import { formatNumber, plural } from '../../lib/format.ts'
import { hrefFor } from '../../lib/router.ts'
import { categoryLabel } from './filters.ts'

/** Props of BridgeRow. */
export interface BridgeRowProps {
  bridge: BridgeSummary
  index: number
  total: number
  onKeyDown: (e: KeyboardEvent<HTMLDivElement>, index: number) => void
}

/** One bridge in the list: title (to its detail), then category, date, passes, score and suggestor. */
export function BridgeRow({ bridge, index, total, onKeyDown }: BridgeRowProps): ReactElement {
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
      >
        {bridge.title || <Dash />}
      </a>
      <div className="bridge-row-meta muted small">
        <span className="ellipsis">{bridge.category ? categoryLabel(bridge.category) : <Dash />}</span>
        <span aria-hidden="true">·</span>
        <span className="bridge-row-suggestor nowrap">
          by{' '}
          <a
            href={hrefFor({ name: 'profile', username: bridge.suggestor.username })}
            dir="auto"
            className="ellipsis"
          >
            {bridge.suggestor.username}
          </a>{' '}
          {bridge.suggestor.verified && <VerifiedBadge />}
        </span>
        <span aria-hidden="true">·</span>
        <span className="numeric nowrap">
          {formatNumber(bridge.passes) === null ? <Dash /> : plural(bridge.passes, 'pass', 'passes')}
        </span>
        <span aria-hidden="true">·</span>
        <span className="numeric nowrap">{score === null ? <Dash /> : `score ${score}`}</span>
        <span aria-hidden="true">·</span>
        <RelativeTime at={bridge.published_at} compact />
      </div>
    </div>
  )
}
