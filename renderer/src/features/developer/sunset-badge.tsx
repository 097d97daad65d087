import { useQuery } from '@tanstack/react-query'
import type { ReactElement } from 'react'
import { useNow } from '../../components/use-now.ts'
import { hrefFor } from '../../lib/router.ts'
import { developerQueries } from '../../entities/request-log/developer.queries.ts'
import { soonestSunset, viewsOf, whenInWords } from './deprecation-radar.ts'

/**
 * The deprecation radar in the top bar: shown on every view when an endpoint the app calls announced a sunset
 * within 90 days (or one that has passed), naming the endpoint and when; a link to the Developer view's list.
 */
export function SunsetBadge(): ReactElement | null {
  const notices = useQuery(developerQueries.notices())
  const now = useNow(60_000)
  const soonest = soonestSunset(notices.data ?? [], now)
  if (soonest === null) return null
  const { notice, days } = soonest
  const views = viewsOf(notice.path)
  const when = whenInWords(days)
  const label =
    `${notice.path} ${days < 0 ? 'stopped working' : 'stops working'} ${when}` +
    (views.length > 0 ? `; used by ${views.join(', ')}` : '') +
    '. Open the Developer view.'
  return (
    <a className="badge badge-warning sunset-badge" href={hrefFor({ name: 'developer' })} aria-label={label}>
      <span aria-hidden="true">! </span>Sunset {when}: <code>{notice.path}</code>
    </a>
  )
}
