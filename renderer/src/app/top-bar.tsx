import { useQuery } from '@tanstack/react-query'
import type { ReactElement, RefObject } from 'react'
import { SunsetBadge } from '../features/developer/index.ts'
import { KeyInUse } from '../features/keys/index.ts'
import { RateIndicator } from '../features/rate-limit/index.ts'
import { ExpiryBadge } from '../features/usage/index.ts'
import { appInfoOptions } from '../lib/app-info.queries.ts'
import { ThemeToggle } from '../components/theme-toggle.tsx'
import { DemoNotice } from '../components/demo-notice.tsx'
import { SECTIONS_NAV_ID } from './side-nav.tsx'
import { CommandKeys } from '../components/command-keys.tsx'
import { useWords } from '../lib/words.tsx'

/** The sections menu's state, which the shell keeps (the nav it opens is beside the top bar, not in it). */
export interface TopBarProps {
  menuOpen: boolean
  menuButton: RefObject<HTMLButtonElement | null>
  onMenu: () => void
}

/**
 * The top bar: the sections menu button (narrow or short windows only), name, demo-data notice, rate-limit
 * headroom, command palette hint, theme.
 */
export function TopBar({ menuOpen, menuButton, onMenu }: TopBarProps): ReactElement {
  const { t, rich } = useWords()
  const info = useQuery(appInfoOptions())
  const demo = info.data?.mode === 'demo'
  return (
    <header className="topbar">
      <button
        ref={menuButton}
        type="button"
        className="button button-small menu-button"
        aria-expanded={menuOpen}
        aria-controls={SECTIONS_NAV_ID}
        // Its name whether or not the word shows (the narrowest top bar shows the sign alone, layout.css).
        aria-label={t('shell.menu')}
        onClick={onMenu}
      >
        <span aria-hidden="true">☰</span> <span className="menu-button-word">{t('shell.menu')}</span>
      </button>
      <p className="topbar-name">{t('shell.product-name')}</p>
      {demo && <DemoNotice />}
      {!demo && info.data !== undefined && <KeyInUse info={info.data} />}
      {!demo && <span className="topbar-spacer" />}
      <SunsetBadge />
      <ExpiryBadge />
      <span className="topbar-rate">
        <RateIndicator />
      </span>
      <p className="topbar-hint small muted">{rich('shell.commands-hint', { keys: <CommandKeys /> })}</p>
      <ThemeToggle />
    </header>
  )
}
