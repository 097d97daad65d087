/**
 * The preferences the main process keeps (shared/ipc/preferences.ts): read once, changed through the core, never
 * in localStorage, so a restart and every window see the same.
 */
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import type { Preferences } from '../../../shared/ipc/preferences.ts'
import { unwrap } from '../lib/call.ts'
import { getExplorer } from '../lib/explorer.ts'

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
