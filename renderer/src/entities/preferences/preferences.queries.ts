/**
 * The preferences main keeps (shared/ipc/preferences.ts) as a query, and what features remember between runs in
 * them (shared/views/remembered.ts: the watch list's share, Stats' last visit, the list's place): kept by main,
 * not in localStorage, whose origin the browser preview changes at each start.
 */
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import type { Preferences } from '../../../../shared/ipc/preferences.ts'
import { NOTHING_REMEMBERED, type Remembered } from '../../../../shared/views/remembered.ts'
import { unwrap } from '../../lib/call.ts'
import { getExplorer } from '../../lib/explorer.ts'

/** The kept preferences (local data: no service involved, so offline changes nothing). */
export function preferencesOptions() {
  return queryOptions({
    queryKey: ['preferences'] as const,
    queryFn: () => unwrap(getExplorer().getPreferences()),
    staleTime: Infinity,
    networkMode: 'always',
  })
}

/** A change of none of the preferences, to name only those that change. */
export const NO_CHANGE = {
  developerTools: undefined,
  welcomed: undefined,
  lastPage: undefined,
  theme: undefined,
  bridgesLayout: undefined,
  viewport: undefined,
  language: undefined,
  formats: undefined,
  remembered: undefined,
} as const

/** What is remembered, or undefined until main has said. */
export function useRemembered(): Remembered | undefined {
  return useQuery(preferencesOptions()).data?.remembered
}

/** `change` merged into what the cache says is remembered now, the cache updated at once. */
function rememberedNow(client: ReturnType<typeof useQueryClient>, change: Partial<Remembered>): Remembered {
  const key = preferencesOptions().queryKey
  const before = client.getQueryData<Preferences>(key)
  const remembered = { ...(before?.remembered ?? NOTHING_REMEMBERED), ...change }
  if (before !== undefined) client.setQueryData(key, { ...before, remembered })
  return remembered
}

/** Remembers `change` (the rest stays as it is): the screen follows at once, main keeps it. */
export function useRememberedChange(): (change: Partial<Remembered>) => void {
  const client = useQueryClient()
  return useCallback(
    (change) => {
      const remembered = rememberedNow(client, change)
      void unwrap(getExplorer().setPreferences({ ...NO_CHANGE, remembered })).catch(
        // A change main could not keep is read back from it.
        () => client.invalidateQueries({ queryKey: preferencesOptions().queryKey }),
      )
    },
    [client],
  )
}
