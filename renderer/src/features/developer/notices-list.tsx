import { useQuery } from '@tanstack/react-query'
import type { ReactElement, ReactNode } from 'react'
import { RelativeTime } from '../../components/relative-time.tsx'
import { useNow } from '../../components/use-now.ts'
import { daysUntil, viewsOf, whenInWords } from './deprecation-radar.ts'
import { developerQueries } from '../../entities/request-log/developer.queries.ts'
import { NoticeLink } from './notice-link.tsx'

/**
 * Deprecation and Sunset announcements the service has sent, in words first and raw values second.
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
          {list.map((n) => (
            <li key={`${n.path}|${n.deprecation ?? ''}|${n.sunset ?? ''}`}>
              <code>{n.path}</code>
              {n.deprecation !== null && <> is deprecated</>}
              {n.sunset !== null && <> and stops working on {n.sunset}</>}
              {daysUntil(n.sunset, now) !== null && (
                <> ({whenInWords(daysUntil(n.sunset, now) ?? 0)})</>
              )}. {viewsOf(n.path).length > 0 && <>Used by {viewsOf(n.path).join(', ')}. </>}
              {savedViewsUsing(n.path)}
              {n.links.map((link) => (
                <NoticeLink key={`${link.rel}|${link.url}`} link={link} />
              ))}
              <span className="muted">
                First seen <RelativeTime at={n.firstSeen} withTime recorded />.
                {n.deprecation !== null && (
                  <>
                    {' '}
                    Deprecation: <code>{n.deprecation}</code>
                  </>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
