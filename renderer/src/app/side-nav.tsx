import type { ReactElement } from 'react'
import { SavedViewsNav } from '../features/saved-views/index.ts'
import { entryPlace, hrefFor, type Route } from '../lib/router.ts'
import { SECTIONS, sectionOf } from './pages.ts'

/** The left navigation; the current section is marked with aria-current, a bar and bold text (not colour alone). */
export function SideNav({ route }: { route: Route }): ReactElement {
  const section = sectionOf(route, entryPlace())
  return (
    <nav className="sidenav" aria-label="Sections">
      <ul>
        {SECTIONS.map((item) => {
          const here = item.route.name === section
          // Exactly the section's own page is "page"; a page inside it (a bridge, a profile) is "location".
          const current = here ? (item.route.name === route.name ? 'page' : 'location') : undefined
          return (
            <li key={item.label}>
              <a href={hrefFor(item.route)} aria-current={current}>
                {item.label}
              </a>
              {item.route.name === 'bridges' && <SavedViewsNav route={route} />}
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
