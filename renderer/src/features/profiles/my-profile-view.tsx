import { useQuery } from '@tanstack/react-query'
import type { ReactElement } from 'react'
import { Dash } from '../../components/dash.tsx'
import { ErrorPanel } from '../../components/error-panel.tsx'
import { StaleNotice } from '../../components/stale-notice.tsx'
import { formatNumber } from '../../lib/format.ts'
import { hrefFor } from '../../lib/router.ts'
import { myProfileOptions } from '../../entities/profile/profiles.queries.ts'
import { WaitingFor } from '../../entities/rate-limit/waiting-for.tsx'

/** The account that owns the key in use (GET /me, scope read:me), with a way on to its public profile. */
export function MyProfileView(): ReactElement {
  const query = useQuery(myProfileOptions())
  const retry = (): void => void query.refetch()

  if (query.isPending) return <WaitingFor what="your profile" as="h1" />
  if (query.data === undefined) {
    return (
      <div>
        <h1>My profile</h1>
        <p className="muted">The account that owns the API key in use.</p>
        <ErrorPanel error={query.error} onRetry={retry} />
      </div>
    )
  }

  const me = query.data.value
  return (
    <article className="profile">
      {query.isError && <StaleNotice updatedAt={query.dataUpdatedAt} error={query.error} onRetry={retry} />}
      <h1>My profile</h1>
      <p className="muted">The account that owns the API key in use.</p>
      <dl className="facts card">
        <dt>Username</dt>
        <dd dir="auto" className="wrap-anywhere">
          {me.username}
        </dd>
        <dt>Total passes</dt>
        <dd className="numeric">{formatNumber(me.total_passes) ?? <Dash />}</dd>
        <dt>Bridges</dt>
        <dd className="numeric">{formatNumber(me.bridge_count) ?? <Dash />}</dd>
      </dl>
      <p>
        <a href={hrefFor({ name: 'profile', username: me.username })}>
          See your public profile and published bridges
        </a>
      </p>
    </article>
  )
}
