import type { ReactElement } from 'react'
import { viewHref } from '../../../../shared/views/saved-view.ts'
import { hrefFor, type Route } from '../../lib/router.ts'
import { useSavedViews } from '../../entities/saved-view/saved-views.queries.ts'
import { useWords } from '../../lib/words.tsx'
import { savedViewShowing } from './view-words.ts'

/**
 * The saved views under Bridges in the side nav, then the page that manages them. The view on screen is marked
 * like a section (aria-current), when the location carries exactly its filters and layout.
 */
export function SavedViewsNav({ route }: { route: Route }): ReactElement {
  const { t } = useWords()
  const views = useSavedViews()
  const current =
    route.name === 'bridges' && route.layout !== undefined
      ? savedViewShowing(views, { q: route.q, category: route.category, ...route.layout })
      : undefined
  return (
    <ul className="sidenav-views" aria-label={t('views.title')}>
      {views.map((v) => (
        <li key={v.id}>
          <a href={viewHref(v.view)} aria-current={v.id === current?.id ? 'page' : undefined} title={v.name}>
            {v.name}
          </a>
        </li>
      ))}
      <li>
        <a
          className="sidenav-views-manage"
          href={hrefFor({ name: 'views' })}
          aria-current={route.name === 'views' ? 'page' : undefined}
        >
          {views.length === 0 ? t('views.title') : t('views.manage')}
        </a>
      </li>
    </ul>
  )
}
