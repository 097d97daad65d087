/**
 * The preferences the main process keeps (shared/ipc/preferences.ts): read once, changed through the core, never
 * in localStorage, so a restart and every window see the same.
 */
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import type { Preferences, ThemeChoice } from '../../../shared/ipc/preferences.ts'
import { unwrap } from '../lib/call.ts'
import { getExplorer } from '../lib/explorer.ts'
import { useUiStore } from '../store/ui-store.ts'

/** The kept preferences (local data: no service involved, so offline changes nothing). */
export function preferencesOptions() {
  return queryOptions({
    queryKey: ['preferences'] as const,
    queryFn: () => unwrap(getExplorer().getPreferences()),
    staleTime: Infinity,
    networkMode: 'always',
  })
}

/** The preferences, or undefined until they are read. */
export function usePreferences(): Preferences | undefined {
  return useQuery(preferencesOptions()).data
}

/** Changes some preferences: the screen follows at once, main keeps the same change. */
export function usePreferencesChange(): (change: Partial<Preferences>) => void {
  const client = useQueryClient()
  return useCallback(
    (change) => {
      const key = preferencesOptions().queryKey
      const before = client.getQueryData(key)
      if (before !== undefined) client.setQueryData(key, { ...before, ...change })
      void unwrap(
        getExplorer().setPreferences({
          developerTools: change.developerTools,
          welcomed: change.welcomed,
          lastPage: change.lastPage ?? undefined,
          theme: change.theme ?? undefined,
        }),
      ).catch(
        // Main merges each change as the screen did; an answer is not applied (an older one could arrive after a
        // newer change and undo it). A change main could not keep is read back from it.
        () => client.invalidateQueries({ queryKey: key }),
      )
    },
    [client],
  )
}

/**
 * Puts the kept theme into the UI store before the first render (the document main served is already in it), and
 * returns the theme an older version kept in localStorage when main has none yet: the one to move to main once.
 */
export function adoptKeptTheme(kept: Preferences): ThemeChoice | null {
  // The UI store read localStorage when it was made: an older version kept the theme there.
  const older = useUiStore.getState().theme
  useUiStore.setState({ theme: kept.theme ?? 'system' })
  return kept.theme === null && older !== 'system' ? older : null
}

/**
 * From now on each theme chosen (the top bar, the palette) is kept by main, and `older` (adoptKeptTheme) is moved
 * there once; returns the function that stops.
 */
export function keepThemeInMain(client: QueryClient, older: ThemeChoice | null): () => void {
  const stop = useUiStore.subscribe((state, before) => {
    if (state.theme === before.theme) return
    const key = preferencesOptions().queryKey
    const kept = client.getQueryData(key)
    if (kept !== undefined) client.setQueryData(key, { ...kept, theme: state.theme })
    void getExplorer()
      .setPreferences({
        developerTools: undefined,
        welcomed: undefined,
        lastPage: undefined,
        theme: state.theme,
      })
      .catch(() => undefined)
  })
  if (older !== null) useUiStore.getState().themeChosen(older)
  return stop
}
