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
import { useWords } from '../../lib/words.tsx'

/** The scope GET /me needs (shared/api/openapi.yaml): an API name, kept as it is in every language. */
const READ_ME = 'read:me'

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
  if (key === undefined || key.scopes === null || key.scopes.includes(READ_ME)) return null
  return { label: key.label }
}

/** The account that owns the key in use (GET /me, scope read:me), with a way on to its public profile. */
export function MyProfileView(): ReactElement {
  const { t, rich } = useWords()
  const without = useKeyWithoutReadMe()
  const query = useQuery({ ...myProfileOptions(), enabled: without === null })
  const retry = (): void => void query.refetch()

  if (without != null) {
    return (
      <div>
        <h1>{t('page.me')}</h1>
        <p className="muted">{t('lookup.me-about')}</p>
        <div className="notice" role="status">
          <p>
            {rich('lookup.me-no-scope', {
              label: <bdi>{without.label}</bdi>,
              scope: <bdi dir="ltr">{READ_ME}</bdi>,
            })}
          </p>
          <p>
            <a href={hrefFor({ name: 'keys' })}>{t('lookup.me-keys')}</a>
          </p>
        </div>
      </div>
    )
  }
  if (query.isPending) return <WaitingFor what="your profile" as="h1" />
  if (query.data === undefined) {
    return (
      <div>
        <h1>{t('page.me')}</h1>
        <p className="muted">{t('lookup.me-about')}</p>
        <ErrorPanel error={query.error} onRetry={retry} />
      </div>
    )
  }

  const me = query.data.value
  return (
    <article className="profile">
      {query.isError && <StaleNotice updatedAt={query.dataUpdatedAt} error={query.error} onRetry={retry} />}
      <h1>{t('page.me')}</h1>
      <p className="muted">{t('lookup.me-about')}</p>
      <dl className="facts card">
        <dt>{t('lookup.username')}</dt>
        <dd dir="auto" className="wrap-anywhere">
          {me.username}
        </dd>
        <dt>{t('lookup.total-passes')}</dt>
        <dd className="numeric">{formatNumber(me.total_passes) ?? <Dash />}</dd>
        <dt>{t('lookup.bridges')}</dt>
        <dd className="numeric">{formatNumber(me.bridge_count) ?? <Dash />}</dd>
      </dl>
      <p>
        <a href={hrefFor({ name: 'profile', username: me.username })}>{t('lookup.me-public')}</a>
      </p>
    </article>
  )
}
