import { useQuery } from '@tanstack/react-query'
import { useEffect, useState, type ReactElement } from 'react'
import { EmptyState } from '../../components/empty-state.tsx'
import { ErrorPanel } from '../../components/error-panel.tsx'
import { RelativeTime } from '../../components/relative-time.tsx'
import { formatNumber } from '../../lib/format.ts'
import { hrefFor } from '../../lib/router.ts'
import { SegmentedPicker } from '../../components/segmented-picker.tsx'
import { WaitingWhy } from '../../entities/rate-limit/waiting-for.tsx'
import { useRemembered, useRememberedChange } from '../../entities/preferences/preferences.queries.ts'
import { changeWords, planWords } from './watch-words.ts'
import { useWatchChanges, useWatchReadings, watchQueries } from './watch.queries.ts'
import './watch.css'

const SHARES = [
  { id: '10', label: '10 %' },
  { id: '25', label: '25 %' },
  { id: '50', label: '50 %' },
  { id: '100', label: 'All' },
] as const
type Share = (typeof SHARES)[number]['id']

/** Pinned bridges and profiles with their passes and what changed since the user last looked. */
export function WatchView(): ReactElement {
  const list = useQuery(watchQueries.list())
  useWatchReadings()
  // Kept by main with what the renderer remembers (shared/views/remembered.ts), not in localStorage.
  // The choice shows at once (the query cache tells its readers a task later, and the radio would snap back).
  const remember = useRememberedChange()
  const [chosen, setChosen] = useState<Share | null>(null)
  const kept = useRemembered()?.watchShare
  const share: Share = chosen ?? kept ?? '25'
  const plan = useQuery(watchQueries.plan(Number(share)))
  const { refresh, markSeen, unpin } = useWatchChanges()
  const mark = markSeen.mutate
  // Leaving the list counts as having looked: the next visit shows what changed after this one.
  useEffect(() => () => mark(), [mark])

  if (list.isError) return <ErrorPanel error={list.error} onRetry={() => void list.refetch()} />
  const data = list.data
  return (
    <div className="watch-view">
      <h1>Watch list</h1>
      <p className="muted">
        Bridges and profiles you pinned, with how their passes changed since you last looked. Pin one with ☆
        Pin on its page.
      </p>
      {data?.available === false && (
        <p className="notice notice-warning" role="status">
          The history file cannot be used, so pins and readings are not kept this time (see the notice at the
          top).
        </p>
      )}
      <div className="watch-toolbar">
        <SegmentedPicker
          legend="How much a refresh may use of the requests you have left"
          options={SHARES}
          value={share}
          onChange={(s) => {
            setChosen(s)
            remember({ watchShare: s })
          }}
        />
        <button
          type="button"
          className="button button-primary"
          disabled={refresh.isPending || plan.data?.requests === 0}
          onClick={() => refresh.mutate({ sharePercent: Number(share) })}
        >
          {refresh.isPending ? 'Refreshing…' : 'Refresh'}
        </button>
        <button
          type="button"
          className="button"
          disabled={markSeen.isPending || data?.items.length === 0}
          onClick={() => mark()}
        >
          Mark all as seen
        </button>
      </div>
      {refresh.isPending && <WaitingWhy />}
      <p className="small muted" role="status">
        {/* With nothing pinned, the empty state below says so (once). */}
        {plan.data === undefined || plan.data.items === 0 ? '' : planWords(plan.data)}
        {refresh.data !== undefined &&
          ` Last refresh: ${refresh.data.sent} ${refresh.data.sent === 1 ? 'request' : 'requests'} sent.`}
      </p>
      {refresh.isError && <ErrorPanel error={refresh.error} />}
      {data !== undefined && data.items.length === 0 ? (
        <EmptyState title="Nothing is pinned yet.">
          <a href={hrefFor({ name: 'bridges', q: '', category: '' })}>
            Browse bridges to pin the ones to follow
          </a>
        </EmptyState>
      ) : (
        <table className="watch-table">
          <caption className="visually-hidden">Pinned items</caption>
          <thead>
            <tr>
              <th scope="col">Pinned</th>
              <th scope="col" className="num">
                Passes
              </th>
              <th scope="col">Since you last looked</th>
              <th scope="col">Read</th>
              <th scope="col">
                <span className="visually-hidden">Unpin</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data?.items.map((item) => (
              <tr key={`${item.kind}:${item.id}`} className={item.gone ? 'watch-gone' : undefined}>
                <th scope="row">
                  <a
                    href={hrefFor(
                      item.kind === 'bridge'
                        ? { name: 'bridge', slug: item.id }
                        : { name: 'profile', username: item.id },
                    )}
                    dir="auto"
                  >
                    {item.label}
                  </a>
                  <span className="small muted"> {item.kind === 'bridge' ? 'bridge' : `@${item.id}`}</span>
                </th>
                <td className="num">{formatNumber(item.latest?.passes) ?? '—'}</td>
                <td className={item.passesDelta !== null && item.passesDelta > 0 ? 'watch-up' : undefined}>
                  {changeWords(item)}
                </td>
                <td className="small muted">
                  {item.latest ? <RelativeTime at={item.latest.at} recorded /> : 'never'}
                </td>
                <td>
                  {/* Taken off the list where it is seen, not only on its own page (its ★ Pinned button). */}
                  <button
                    type="button"
                    className="button button-small"
                    disabled={unpin.isPending}
                    onClick={() => unpin.mutate({ kind: item.kind, id: item.id })}
                  >
                    Unpin<span className="visually-hidden"> {item.label}</span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  )
}
