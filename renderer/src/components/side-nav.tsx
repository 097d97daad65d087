import type { ReactElement } from 'react'
import { SavedViewsNav } from '../features/saved-views/index.ts'
import { hrefFor, type Route } from '../lib/router.ts'

const ITEMS: readonly { label: string; route: Route; owns: readonly Route['name'][] }[] = [
  { label: 'Bridges', route: { name: 'bridges', q: '', category: '' }, owns: ['bridges', 'bridge', 'views'] },
  { label: 'Lookup', route: { name: 'lookup' }, owns: ['lookup', 'profile'] },
  { label: 'Watch list', route: { name: 'watch' }, owns: ['watch'] },
  { label: 'My profile', route: { name: 'me' }, owns: ['me'] },
  { label: 'Stats', route: { name: 'stats' }, owns: ['stats'] },
  { label: 'Rate limit', route: { name: 'rate-limit' }, owns: ['rate-limit'] },
  { label: 'Keys', route: { name: 'keys' }, owns: ['keys'] },
  { label: 'Developer', route: { name: 'developer' }, owns: ['developer', 'usage'] },
  { label: 'Settings', route: { name: 'settings' }, owns: ['settings'] },
]

/** The left navigation; the current section is marked with aria-current, a bar and bold text (not colour alone). */
export function SideNav({ route }: { route: Route }): ReactElement {
  return (
    <nav className="sidenav" aria-label="Sections">
      <ul>
        {ITEMS.map((item) => {
          const here = item.owns.includes(route.name)
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
