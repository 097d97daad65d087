import { useQuery } from '@tanstack/react-query'
import type { ReactElement } from 'react'
import { profileOptions } from '../../entities/profile/profiles.queries.ts'
import { formatDate } from '../../lib/format.ts'
import { hrefFor } from '../../lib/router.ts'
import { useWords } from '../../lib/words.tsx'
import { profileRows } from './compare-rows.ts'
import { DiffTable } from './diff-table.tsx'
import { NotRead } from './not-read.tsx'
import { PickOther } from './pick-other.tsx'

type ProfileQuery = ReturnType<typeof useProfile>

/** One public profile from the service (the catalogue keeps no profiles), through the one scheduler. */
function useProfile(username: string) {
  return useQuery(profileOptions(username))
}

/** A profile's column heading: `@name`, a link to its page, and when it was read. */
function ProfileHead({ username, query }: { username: string; query: ProfileQuery }): ReactElement {
  const { t } = useWords()
  return (
    <>
      <a href={hrefFor({ name: 'profile', username })}>
        <bdi dir="ltr">@{username}</bdi>
      </a>
      <span className="compare-read small muted">
        {t('compare.read-from', { from: 'service', when: formatDate(query.dataUpdatedAt, true) ?? '' })}
      </span>
    </>
  )
}

/** A profile's query as NotRead takes it. */
function notRead(query: ProfileQuery): { pending: boolean; error: unknown; retry: () => void } {
  return { pending: query.isPending, error: query.error, retry: () => void query.refetch() }
}

/** Two profiles side by side; one alone is shown with "Compare with…" to choose the second. */
export function ProfilesCompare({ names }: { names: readonly string[] }): ReactElement {
  const { t, rich } = useWords()
  const [first = '', second] = names
  const a = useProfile(first)
  const b = useQuery({ ...profileOptions(second ?? ''), enabled: second !== undefined })
  if (second === undefined)
    return (
      <>
        <h1>{rich('compare.title.one-profile', { name: <bdi dir="ltr">@{first}</bdi> })}</h1>
        {a.data === undefined && <NotRead {...notRead(a)} />}
        <PickOther kind="profiles" first={first} />
      </>
    )
  return (
    <>
      <h1>{t('compare.title', { kind: 'profiles' })}</h1>
      {a.data === undefined || b.data === undefined ? (
        <>
          {a.data === undefined && <NotRead {...notRead(a)} />}
          {b.data === undefined && <NotRead {...notRead(b)} />}
        </>
      ) : (
        <DiffTable
          heads={[
            <ProfileHead key="a" username={first} query={a} />,
            <ProfileHead key="b" username={second} query={b} />,
          ]}
          names={[`@${first}`, `@${second}`]}
          rows={profileRows(a.data.value, b.data.value)}
        />
      )}
    </>
  )
}
