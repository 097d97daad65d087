import { useQuery } from '@tanstack/react-query'
import type { ReactElement } from 'react'
import { formatList } from '../../../../shared/i18n/format.ts'
import { isolate } from '../../../../shared/i18n/translate.ts'
import { useNow } from '../../components/use-now.ts'
import { hrefFor } from '../../lib/router.ts'
import { useWords } from '../../lib/words.tsx'
import { developerQueries } from '../../entities/request-log/developer.queries.ts'
import { soonestSunset, viewsOf, whenInWords } from './deprecation-radar.ts'

/**
 * The deprecation radar in the top bar: shown on every view when an endpoint the app calls announced a sunset
 * within 90 days (or one that has passed), naming the endpoint and when; a link to the Developer view's list.
 */
export function SunsetBadge(): ReactElement | null {
  const { t, rich } = useWords()
  const notices = useQuery(developerQueries.notices())
  const now = useNow(60_000)
  const soonest = soonestSunset(notices.data ?? [], now)
  if (soonest === null) return null
  const { notice, days } = soonest
  const views = viewsOf(notice.path)
  const when = whenInWords(days)
  // The path is code inside the sentence: isolated, so it keeps its own direction in right-to-left text.
  const values = { path: isolate(notice.path), when, past: days < 0 ? 'yes' : 'no' }
  const label =
    views.length > 0
      ? t('developer.sunset.label-used', {
          ...values,
          views: formatList(
            views.map((id) => t(id)),
            'unit',
          ),
        })
      : t('developer.sunset.label', values)
  return (
    <a className="badge badge-warning sunset-badge" href={hrefFor({ name: 'developer' })} aria-label={label}>
      <span aria-hidden="true">! </span>
      {rich('developer.sunset.badge', { when, path: <code dir="ltr">{notice.path}</code> })}
    </a>
  )
}
