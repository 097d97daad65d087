import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useTheme } from '../store/ui-store.ts'
import type { MenuCommand } from '../../../shared/ipc/contract.ts'
import { getExplorer } from './explorer.ts'
import { navigate, type Route } from './router.ts'

/** DOM event that opens the palette: the application menu's Ctrl/Cmd+K reaches the renderer as a menu command, not a key. */
export const OPEN_PALETTE_EVENT = 'explorer:open-command-palette'

const MENU_ROUTES: Partial<Record<MenuCommand, Route>> = {
  'go-bridges': { name: 'bridges', q: '', category: '' },
  'go-stats': { name: 'stats' },
  'go-keys': { name: 'keys' },
  'go-developer': { name: 'developer' },
}

/** Applies the theme choice to <html data-theme>; "system" leaves it to prefers-color-scheme. */
export function useThemeAttribute(): void {
  const theme = useTheme()
  useEffect(() => {
    const root = document.documentElement
    if (theme === 'system') delete root.dataset.theme
    else root.dataset.theme = theme
  }, [theme])
}

/** Follows deep links and menu commands from main, and refreshes app info when keys change. */
export function useMainEvents(): void {
  const client = useQueryClient()
  useEffect(() => {
    const explorer = getExplorer()
    const offNav = explorer.on('navigation:did-request', ({ view, id }) => {
      if (view === 'bridge') navigate({ name: 'bridge', slug: id })
      else if (view === 'profile') navigate({ name: 'profile', username: id })
    })
    const offMenu = explorer.on('menu:did-request', ({ command }) => {
      const route = MENU_ROUTES[command]
      if (route) navigate(route)
      else if (command === 'open-command-palette') window.dispatchEvent(new Event(OPEN_PALETTE_EVENT))
    })
    const offKeys = explorer.on('keys:did-change', () => {
      // Another key may mean another service and other scopes: nothing cached can be trusted to still apply.
      void client.invalidateQueries()
    })
    return () => {
      offNav()
      offMenu()
      offKeys()
    }
  }, [client])
}
