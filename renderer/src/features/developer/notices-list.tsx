import { useQuery } from '@tanstack/react-query'
import type { ReactElement, ReactNode } from 'react'
import { RelativeTime } from '../../components/relative-time.tsx'
import { useNow } from '../../components/use-now.ts'
import { formatDate, formatList } from '../../../../shared/i18n/format.ts'
import { deprecatedSince } from '../../../../shared/api/response-headers.ts'
import type { DeprecationNotice } from '../../../../shared/ipc/app.ts'
import { useWords } from '../../lib/words.tsx'
import { daysUntil, viewsOf, whenInWords } from './deprecation-radar.ts'
import { developerQueries } from '../../entities/request-log/developer.queries.ts'
import { NoticeLink } from './notice-link.tsx'

// A Deprecation header that says only "deprecated" (a draft's `true`, a Structured Field boolean): no date to show.
const FLAG = /^\s*(true|\?1)\s*$/

// The headers' names: HTTP's own, never translated (docs/i18n.md, "Right to left": code stays left to right).
const DEPRECATION = 'Deprecation'
const SUNSET = 'Sunset'

/**
 * Deprecation and Sunset announcements the service in use has sent, kept in main per endpoint with when this
 * computer first and last saw them; their dates as dates (the raw header values as the dates' tooltips; a value
 * that is not a date is shown as sent).
 * `savedViewsUsing` names the saved views that read a path (the saved-views feature's piece, passed in by app/).
 */
export function NoticesList({
  savedViewsUsing,
}: {
  savedViewsUsing: (path: string) => ReactNode
}): ReactElement {
  const { t, rich } = useWords()
  const notices = useQuery(developerQueries.notices())
  const list = notices.data ?? []
  const now = useNow(60_000)
  return (
    <section aria-labelledby="notices-title">
      <h2 id="notices-title">{t('developer.notices.title')}</h2>
      {list.length === 0 ? (
        <p className="muted">
          {rich('developer.notices.none', {
            deprecation: <code dir="ltr">{DEPRECATION}</code>,
            sunset: <code dir="ltr">{SUNSET}</code>,
          })}
        </p>
      ) : (
        <ul className="notices-list">
          {list.map((n) => {
            const since = formatDate(deprecatedSince(n.deprecation))
            const views = viewsOf(n.path)
            return (
              <li key={n.path}>
                <NoticeSentence notice={n} since={since} now={now} />{' '}
                {views.length > 0 && (
                  <>
                    {t('developer.notice.used-by', {
                      views: formatList(
                        views.map((id) => t(id)),
                        'unit',
                      ),
                    })}{' '}
                  </>
                )}
                {savedViewsUsing(n.path)}
                {n.links.map((link) => (
                  <NoticeLink key={`${link.rel}|${link.url}`} link={link} />
                ))}
                <span className="muted">
                  {rich('developer.notice.seen', {
                    first: <RelativeTime at={n.firstSeen} withTime recorded />,
                    last: <RelativeTime at={n.lastSeen} withTime recorded />,
                  })}
                  {since === null && n.deprecation !== null && !FLAG.test(n.deprecation) && (
                    <>
                      {' '}
                      <code dir="ltr">{`${DEPRECATION}: ${n.deprecation}`}</code>
                    </>
                  )}
                </span>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}

/** "/bridges is deprecated since … and stops working on … (in 30 days).": one sentence for each case. */
function NoticeSentence({
  notice: n,
  since,
  now,
}: {
  notice: DeprecationNotice
  since: string | null
  now: number
}): ReactNode {
  const { rich } = useWords()
  const sunsetDate = n.sunset === null ? null : (formatDate(n.sunset) ?? n.sunset)
  const days = daysUntil(n.sunset, now)
  const values = {
    path: <code dir="ltr">{n.path}</code>,
    since: <span title={`${DEPRECATION}: ${n.deprecation ?? ''}`}>{since}</span>,
    sunset: <span title={`${SUNSET}: ${n.sunset ?? ''}`}>{sunsetDate}</span>,
  }
  const deprecated = n.deprecation !== null
  const notice =
    deprecated && since !== null && sunsetDate !== null
      ? rich('developer.notice.deprecated-since-sunset', values)
      : deprecated && since !== null
        ? rich('developer.notice.deprecated-since', values)
        : deprecated && sunsetDate !== null
          ? rich('developer.notice.deprecated-sunset', values)
          : deprecated
            ? rich('developer.notice.deprecated', values)
            : sunsetDate !== null
              ? rich('developer.notice.sunset', values)
              : values.path
  return days === null
    ? rich('developer.notice.end', { notice })
    : rich('developer.notice.end-when', { notice, when: whenInWords(days) })
}
