import { useState, type ReactElement, type RefObject } from 'react'
import { SavedViewsNav } from '../features/saved-views/index.ts'
import { useDismiss } from '../components/escape-key.ts'
import { ThemeToggle } from '../components/theme-toggle.tsx'
import { entryPlace, hrefFor, type Route } from '../lib/router.ts'
import { usePaletteRequested } from '../store/ui-store.ts'
import { DEVELOPER_SECTIONS, SECTIONS, sectionOf, type Section, type SectionId } from './pages.ts'
import { usePreferences, usePreferencesChange } from './preferences.ts'
import { CommandKeys } from '../components/command-keys.tsx'
import { useWords } from '../lib/words.tsx'

/** The id the top bar's menu button names (aria-controls) for the navigation it shows and hides. */
export const SECTIONS_NAV_ID = 'sections-nav'

/** Props of SideNav: the route shown and, in narrow or short windows, the menu that shows the nav. */
export interface SideNavProps {
  route: Route
  /** Open as a menu (narrow or short windows only; wide windows always show the nav). */
  open: boolean
  /** Closes the menu; `returnFocus`: focus goes back to the menu button (Escape). */
  onClose: (returnFocus: boolean) => void
  /** The menu button, so a click on it is not read as a click outside the menu. */
  button: RefObject<HTMLButtonElement | null>
}

/**
 * The left navigation; the current section is marked with aria-current, a bar and bold text (not colour alone).
 * In a narrow or short window (layout.css) it is a menu the top bar's button opens, holding what the top bar has
 * no room for there (the theme, the command palette); Escape or a click outside closes it (the disclosure
 * pattern of the WAI-ARIA Authoring Practices).
 */
export function SideNav({ route, open, onClose, button }: SideNavProps): ReactElement {
  const { t, rich } = useWords()
  const section = sectionOf(route, entryPlace())
  const paletteRequested = usePaletteRequested()
  useDismiss(open, () => [document.getElementById(SECTIONS_NAV_ID), button.current], onClose)
  const preferences = usePreferences()
  const preferencesChange = usePreferencesChange()
  // The box follows the click at once: the query cache tells its readers a task later, and until then React puts
  // a controlled box back as it was (the tick vanished for a moment). Any new preferences (the change itself, or
  // main's copy read back when it could not keep it) replace the click's value.
  const [click, setClick] = useState<{ ticked: boolean; over: typeof preferences } | null>(null)
  const ticked =
    click !== null && click.over === preferences ? click.ticked : preferences?.developerTools === true
  const isDeveloper = (item: Section): boolean => DEVELOPER_SECTIONS.has(item.route.name as SectionId)
  // The group shows when asked for, and while one of its pages is on screen (the nav says where the user is).
  const developerShown = ticked || SECTIONS.some((i) => isDeveloper(i) && i.route.name === section)
  const link = (item: Section): ReactElement => {
    const here = item.route.name === section
    // Exactly the section's own page is "page"; a page inside it (a bridge, a profile) is "location".
    const current = here ? (item.route.name === route.name ? 'page' : 'location') : undefined
    return (
      <li key={item.name}>
        <a
          href={hrefFor(item.route)}
          aria-current={current}
          // As a menu, it closes on any choice: a new page closes it anyway, but the page already shown (no
          // new location) left it open over the page, in the way of the next click.
          onClick={open ? () => onClose(true) : undefined}
        >
          {t(item.name)}
        </a>
        {item.route.name === 'bridges' && <SavedViewsNav route={route} />}
      </li>
    )
  }
  return (
    <nav
      id={SECTIONS_NAV_ID}
      className="sidenav"
      aria-label={t('nav.sections')}
      data-open={open ? '' : undefined}
    >
      <ul>{SECTIONS.filter((i) => !isDeveloper(i)).map(link)}</ul>
      {developerShown && (
        <div className="sidenav-group">
          <h2 className="sidenav-group-name" id="developer-tools-name">
            {t('nav.developer-tools')}
          </h2>
          <ul aria-labelledby="developer-tools-name">{SECTIONS.filter(isDeveloper).map(link)}</ul>
        </div>
      )}
      <label className="sidenav-setting small">
        <input
          type="checkbox"
          checked={ticked}
          disabled={preferences === undefined}
          onChange={(e) => {
            setClick({ ticked: e.target.checked, over: preferences })
            preferencesChange({ developerTools: e.target.checked })
          }}
        />{' '}
        {t('nav.show-developer-tools')}
      </label>
      <div className="sidenav-menu-extras">
        <button
          type="button"
          className="button button-small"
          onClick={() => {
            // Focus goes to the menu button first, so the palette gives it back there when it closes.
            onClose(true)
            paletteRequested()
          }}
        >
          {rich('nav.commands', { keys: <CommandKeys /> })}
        </button>
        <ThemeToggle />
      </div>
    </nav>
  )
}
