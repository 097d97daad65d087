import { useQuery } from '@tanstack/react-query'
import type { ReactElement } from 'react'
import { Dash } from '../../components/dash.tsx'
import { ErrorPanel } from '../../components/error-panel.tsx'
import { StaleNotice } from '../../components/stale-notice.tsx'
import { formatNumber } from '../../lib/format.ts'
import { hrefFor } from '../../lib/router.ts'
import { myProfileOptions } from '../../entities/profile/profiles.queries.ts'
import { WaitingFor } from '../../entities/rate-limit/waiting-for.tsx'
import { keysQueries } from '../../entities/key/keys.queries.ts'
import { appInfoOptions } from '../../lib/app-info.queries.ts'

/**
 * The key in use when its last check found it without read:me (GET /me needs it: shared/api/openapi.yaml), so the
 * page says so in words instead of spending a request on a refusal known in advance; undefined until the keys are
 * known, null when nothing says it lacks the scope (no key, an unchecked key, or one that has it).
 */
function useKeyWithoutReadMe(): { label: string } | null | undefined {
  const info = useQuery(appInfoOptions())
  const keys = useQuery(keysQueries.list())
  if (info.data === undefined || keys.data === undefined) return undefined
  const key = keys.data.find((k) => k.id === info.data.activeKeyId)
  if (key === undefined || key.scopes === null || key.scopes.includes('read:me')) return null
  return { label: key.label }
}

/** The account that owns the key in use (GET /me, scope read:me), with a way on to its public profile. */
export function MyProfileView(): ReactElement {
  const without = useKeyWithoutReadMe()
  const query = useQuery({ ...myProfileOptions(), enabled: without === null })
  const retry = (): void => void query.refetch()

  if (without != null) {
    return (
      <div>
        <h1>My profile</h1>
        <p className="muted">The account that owns the API key in use.</p>
        <div className="notice" role="status">
          <p>
            The key in use, “{without.label}”, was not given the permission to read its owner’s profile (the
            “read:me” scope), so this page cannot show it. Trying again would not change that.
          </p>
          <p>
            <a href={hrefFor({ name: 'keys' })}>Use another key, or check this one again, in Keys</a>
          </p>
        </div>
      </div>
    )
  }
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
