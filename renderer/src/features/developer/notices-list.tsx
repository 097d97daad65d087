import { useQuery } from '@tanstack/react-query'
import type { ReactElement, ReactNode } from 'react'
import { RelativeTime } from '../../components/relative-time.tsx'
import { useNow } from '../../components/use-now.ts'
import { formatDate } from '../../lib/format.ts'
import { deprecatedSince } from '../../../../shared/api/response-headers.ts'
import { daysUntil, viewsOf, whenInWords } from './deprecation-radar.ts'
import { developerQueries } from '../../entities/request-log/developer.queries.ts'
import { NoticeLink } from './notice-link.tsx'

// A Deprecation header that says only "deprecated" (a draft's `true`, a Structured Field boolean): no date to show.
const FLAG = /^\s*(true|\?1)\s*$/

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
  const notices = useQuery(developerQueries.notices())
  const list = notices.data ?? []
  const now = useNow(60_000)
  return (
    <section aria-labelledby="notices-title">
      <h2 id="notices-title">Announcements from the service</h2>
      {list.length === 0 ? (
        <p className="muted">
          None so far. When the service announces that an endpoint will change or stop working (Deprecation
          and Sunset headers), it is listed here. Checking a key on the Keys view also reports them.
        </p>
      ) : (
        <ul className="notices-list">
          {list.map((n) => {
            const since = formatDate(deprecatedSince(n.deprecation))
            const sunset = n.sunset === null ? null : (formatDate(n.sunset) ?? n.sunset)
            const days = daysUntil(n.sunset, now)
            return (
              <li key={n.path}>
                <code>{n.path}</code>
                {n.deprecation !== null && (
                  <>
                    {' '}
                    is deprecated
                    {since !== null && (
                      <>
                        {' '}
                        since <span title={`Deprecation: ${n.deprecation}`}>{since}</span>
                      </>
                    )}
                  </>
                )}
                {sunset !== null && (
                  <>
                    {n.deprecation !== null ? ' and' : ''} stops working on{' '}
                    <span title={`Sunset: ${n.sunset ?? ''}`}>{sunset}</span>
                  </>
                )}
                {days !== null && <> ({whenInWords(days)})</>}.{' '}
                {viewsOf(n.path).length > 0 && <>Used by {viewsOf(n.path).join(', ')}. </>}
                {savedViewsUsing(n.path)}
                {n.links.map((link) => (
                  <NoticeLink key={`${link.rel}|${link.url}`} link={link} />
                ))}
                <span className="muted">
                  First seen <RelativeTime at={n.firstSeen} withTime recorded />, last seen{' '}
                  <RelativeTime at={n.lastSeen} withTime recorded />.
                  {since === null && n.deprecation !== null && !FLAG.test(n.deprecation) && (
                    <>
                      {' '}
                      Deprecation: <code>{n.deprecation}</code>
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
