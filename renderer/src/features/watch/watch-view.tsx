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
import { useWords } from '../../lib/words.tsx'
import { changeWords, planWords } from './watch-words.ts'
import { useWatchChanges, useWatchReadings, watchQueries } from './watch.queries.ts'
import './watch.css'

const SHARES = ['10', '25', '50', '100'] as const
type Share = (typeof SHARES)[number]

/** Pinned bridges and profiles with their passes and what changed since the user last looked. */
export function WatchView(): ReactElement {
  const { t } = useWords()
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
      <h1>{t('page.watch')}</h1>
      <p className="muted">{t('watch.intro', { pin: t('watch.pin') })}</p>
      {data?.available === false && (
        <p className="notice notice-warning" role="status">
          {t('watch.unavailable')}
        </p>
      )}
      <div className="watch-toolbar">
        <SegmentedPicker
          legend={t('watch.share-legend')}
          options={SHARES.map((id) => ({
            id,
            label: id === '100' ? t('watch.share-all') : t('watch.share-percent', { share: Number(id) }),
          }))}
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
          {refresh.isPending ? t('watch.refreshing') : t('watch.refresh')}
        </button>
        <button
          type="button"
          className="button"
          disabled={markSeen.isPending || data?.items.length === 0}
          onClick={() => mark()}
        >
          {t('watch.mark-seen')}
        </button>
      </div>
      {refresh.isPending && <WaitingWhy />}
      <p className="small muted" role="status">
        {/* With nothing pinned, the empty state below says so (once). */}
        {plan.data === undefined || plan.data.items === 0 ? '' : planWords(plan.data, t)}
        {refresh.data !== undefined && ` ${t('watch.last-refresh', { sent: refresh.data.sent })}`}
      </p>
      {refresh.isError && <ErrorPanel error={refresh.error} />}
      {data !== undefined && data.items.length === 0 ? (
        <EmptyState title={t('watch.nothing-pinned')}>
          <a href={hrefFor({ name: 'bridges', q: '', category: '' })}>{t('watch.browse-to-pin')}</a>
        </EmptyState>
      ) : (
        <table className="watch-table">
          <caption className="visually-hidden">{t('watch.table-caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('watch.column-pinned')}</th>
              <th scope="col" className="num">
                {t('watch.column-passes')}
              </th>
              <th scope="col">{t('watch.column-change')}</th>
              <th scope="col">{t('watch.column-read')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('watch.unpin')}</span>
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
                  <span className="small muted">
                    {' '}
                    {item.kind === 'bridge' ? t('watch.kind-bridge') : <bdi dir="ltr">@{item.id}</bdi>}
                  </span>
                </th>
                <td className="num">{formatNumber(item.latest?.passes) ?? '—'}</td>
                <td className={item.passesDelta !== null && item.passesDelta > 0 ? 'watch-up' : undefined}>
                  {changeWords(item, t)}
                </td>
                <td className="small muted">
                  {item.latest ? <RelativeTime at={item.latest.at} recorded /> : t('watch.never')}
                </td>
                <td>
                  {/* Taken off the list where it is seen, not only on its own page (its ★ Pinned button). */}
                  <button
                    type="button"
                    className="button button-small"
                    disabled={unpin.isPending}
                    onClick={() => unpin.mutate({ kind: item.kind, id: item.id })}
                  >
                    {t('watch.unpin')}
                    <span className="visually-hidden">
                      {' '}
                      <bdi>{item.label}</bdi>
                    </span>
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
