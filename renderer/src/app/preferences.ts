/**
 * The preferences the main process keeps (shared/ipc/preferences.ts): read once, changed through the core, never
 * in localStorage, so a restart and every window see the same, and the first screen main draws is in them.
 */
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { FOLLOW_SYSTEM, type Preferences, type ThemeChoice } from '../../../shared/ipc/preferences.ts'
import type { ViewLayout } from '../../../shared/views/bridge-view.ts'
import { NOTHING_REMEMBERED } from '../../../shared/views/remembered.ts'
import type { RecentLookup } from '../store/recent-lookups.ts'
import { NO_CHANGE, preferencesOptions } from '../entities/preferences/preferences.queries.ts'

// The query lives with what features remember (entities/); the shell's entry points read it from here.
export { preferencesOptions }
import { unwrap } from '../lib/call.ts'
import { getExplorer } from '../lib/explorer.ts'
import { FIRST_VIEW_LAYOUT } from '../store/bridges-layout-slice.ts'
import { useUiStore } from '../store/ui-store.ts'

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
          ...NO_CHANGE,
          developerTools: change.developerTools,
          welcomed: change.welcomed,
          lastPage: change.lastPage ?? undefined,
          theme: change.theme ?? undefined,
          bridgesLayout: change.bridgesLayout ?? undefined,
          viewport: change.viewport ?? undefined,
          // null in a change is "follow the system" again, which main is told in words.
          language: change.language === null ? FOLLOW_SYSTEM : change.language,
          formats: change.formats === null ? FOLLOW_SYSTEM : change.formats,
          remembered: change.remembered,
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
 * Main's preferences, or `fallback` when its answer never comes (`answered` false: adoptKeptPreferences then moves
 * nothing, since "none yet" is main's to say).
 */
export async function askKeptPreferences<F>(
  client: QueryClient,
  fallback: F,
): Promise<{ kept: Preferences | F; answered: boolean }> {
  try {
    return { kept: await client.fetchQuery(preferencesOptions()), answered: true }
  } catch {
    return { kept: fallback, answered: false }
  }
}

/** What an older version kept in localStorage and main keeps none of yet: to be moved to main once. */
export interface OlderKept {
  theme: ThemeChoice | null
  bridgesLayout: ViewLayout | null
  /** Recent lookups an older version kept in localStorage, when main remembers none. */
  recentLookups: RecentLookup[] | null
}

/**
 * Puts the kept theme and bridges layout into the UI store before the first render (the document main served is
 * already drawn in them), and returns what an older version kept in localStorage where main has none yet: the
 * values to move to main once (keepInMain). `answered` false: main's answer never came (a page unloaded while it
 * started, the preview stopped) and `kept` is a stand-in, so nothing is moved: "none yet" is main's to say, and an
 * older value moved on a guess would overwrite what main keeps.
 */
export function adoptKeptPreferences(kept: Preferences, answered = true): OlderKept {
  // The UI store read localStorage when it was made: an older version kept the theme, the layout and the recent
  // lookups there.
  const { theme, bridgesLayout, recentLookups } = useUiStore.getState()
  useUiStore.setState({
    theme: kept.theme ?? 'system',
    bridgesLayout: kept.bridgesLayout ?? FIRST_VIEW_LAYOUT,
    recentLookups: kept.remembered.recentLookups,
  })
  if (!answered) return { theme: null, bridgesLayout: null, recentLookups: null }
  return {
    theme: kept.theme === null && theme !== 'system' ? theme : null,
    bridgesLayout: kept.bridgesLayout === null && bridgesLayout !== FIRST_VIEW_LAYOUT ? bridgesLayout : null,
    recentLookups:
      kept.remembered.recentLookups.length === 0 && recentLookups.length > 0 ? recentLookups : null,
  }
}

/**
 * From now on each theme chosen (the top bar, the palette) and each bridges layout shown is kept by main, and
 * `older` (adoptKeptPreferences) is moved there once; returns the function that stops.
 */
export function keepInMain(client: QueryClient, older: OlderKept): () => void {
  const stop = useUiStore.subscribe((state, before) => {
    const key = preferencesOptions().queryKey
    const kept = client.getQueryData(key)
    const theme = state.theme === before.theme ? undefined : state.theme
    // Each location that carries a layout shows it again (a search typed in the table): only a change is sent.
    const bridgesLayout =
      state.bridgesLayout === before.bridgesLayout ||
      JSON.stringify(state.bridgesLayout) === JSON.stringify(kept?.bridgesLayout ?? before.bridgesLayout)
        ? undefined
        : state.bridgesLayout
    // The recent lookups are remembered with the rest of what the renderer remembers (shared/views/remembered.ts).
    const remembered =
      state.recentLookups === before.recentLookups
        ? undefined
        : { ...(kept?.remembered ?? NOTHING_REMEMBERED), recentLookups: state.recentLookups }
    if (theme === undefined && bridgesLayout === undefined && remembered === undefined) return
    if (kept !== undefined)
      client.setQueryData(key, {
        ...kept,
        ...(theme === undefined ? {} : { theme }),
        ...(bridgesLayout === undefined ? {} : { bridgesLayout }),
        ...(remembered === undefined ? {} : { remembered }),
      })
    void getExplorer()
      .setPreferences({ ...NO_CHANGE, theme, bridgesLayout, remembered })
      .catch(() => undefined)
  })
  if (older.theme !== null) useUiStore.getState().themeChosen(older.theme)
  if (older.bridgesLayout !== null) useUiStore.getState().bridgesLayoutShown(older.bridgesLayout)
  if (older.recentLookups !== null) useUiStore.setState({ recentLookups: older.recentLookups })
  return stop
}
