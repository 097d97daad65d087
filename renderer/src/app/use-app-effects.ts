import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { usePaletteRequested, useTheme } from '../store/ui-store.ts'
import type { MenuCommand } from '../../../shared/ipc/app.ts'
import { getExplorer } from '../lib/explorer.ts'
import { historyStepOf } from './history-keys.ts'
import { routeFromDeepLink } from '../lib/route.ts'
import { navigate, type Route } from '../lib/router.ts'
import { keysChanged } from '../lib/target-change.ts'

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

/**
 * Follows deep links and menu commands from main, and refreshes app info when keys change; `linkFollowed` is told
 * after each link is followed (app/awaited-link.ts).
 */
export function useMainEvents(linkFollowed: () => void): void {
  const client = useQueryClient()
  // The application menu's Ctrl/Cmd+K reaches the renderer as a menu command, not a key.
  const paletteRequested = usePaletteRequested()
  useEffect(() => {
    const explorer = getExplorer()
    const offNav = explorer.on('navigation:did-request', (link) => {
      navigate(routeFromDeepLink(link))
      linkFollowed()
    })
    const offMenu = explorer.on('menu:did-request', ({ command }) => {
      const route = MENU_ROUTES[command]
      if (route) navigate(route)
      else if (command === 'open-command-palette') paletteRequested()
    })
    const offKeys = explorer.on('keys:did-change', () => {
      // Another key may mean another service and other scopes: nothing cached can be trusted to still apply.
      void keysChanged(client)
    })
    return () => {
      offNav()
      offMenu()
      offKeys()
    }
  }, [client, paletteRequested, linkFollowed])
}

function isMac(): boolean {
  return /mac/i.test(navigator.platform)
}

function isTextField(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || target.tagName === 'INPUT' || target.tagName === 'TEXTAREA')
  )
}

/** Back and Forward from the keyboard and the mouse's side buttons, as in a browser. */
export function useHistoryShortcuts(): void {
  useEffect(() => {
    const mac = isMac()
    const onKey = (e: KeyboardEvent): void => {
      // On macOS Alt+arrows move by word in a text field; Cmd+[ is the history shortcut there.
      if (mac && e.altKey && isTextField(e.target)) return
      const step = historyStepOf(e, mac)
      if (step === null) return
      e.preventDefault()
      window.history.go(step)
    }
    const onMouse = (e: MouseEvent): void => {
      // Buttons 3 and 4 are the side buttons; the browser's own handling is cancelled, so one press is one step.
      if (e.button !== 3 && e.button !== 4) return
      e.preventDefault()
      window.history.go(e.button === 3 ? -1 : 1)
    }
    window.addEventListener('keydown', onKey)
    window.addEventListener('mouseup', onMouse)
    return () => {
      window.removeEventListener('keydown', onKey)
      window.removeEventListener('mouseup', onMouse)
    }
  }, [])
}
