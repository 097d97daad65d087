/**
 * The settings view's reads and actions: what is kept on this computer, the proxy and its test, updates, and the
 * diagnostics file (built to be read first, then saved).
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { ProxySetting } from '../../../../shared/ipc/network.ts'
import { unwrap } from '../../lib/call.ts'
import { getExplorer } from '../../lib/explorer.ts'

/** Keys and options of the settings view. */
export const settingsQueries = {
  all: () => ['settings'] as const,
  cacheInfo: () =>
    queryOptions({
      queryKey: [...settingsQueries.all(), 'cache-info'] as const,
      queryFn: () => unwrap(getExplorer().getQueryCacheInfo()),
      staleTime: 0,
    }),
  proxy: () =>
    queryOptions({
      queryKey: [...settingsQueries.all(), 'proxy'] as const,
      queryFn: () => unwrap(getExplorer().getProxySetting()),
      staleTime: 0,
    }),
  updates: () =>
    queryOptions({
      queryKey: [...settingsQueries.all(), 'updates'] as const,
      queryFn: () => unwrap(getExplorer().getUpdatesState()),
      staleTime: 0,
    }),
}

/** Removes every kept answer from disk; the screens open now keep what they show until the app restarts. */
export function useClearQueryCache() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => unwrap(getExplorer().clearQueryCache()),
    onSettled: () => client.invalidateQueries({ queryKey: settingsQueries.all() }),
  })
}

/** Changes which proxy the app's calls go through; applied at once and kept in the user-data folder. */
export function useSetProxy() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (setting: ProxySetting) => unwrap(getExplorer().setProxySetting(setting)),
    onSuccess: (info) => client.setQueryData(settingsQueries.proxy().queryKey, info),
  })
}

/** One request without any key to the service in use, the way every call goes. */
export function useTestConnection() {
  return useMutation({ mutationFn: () => unwrap(getExplorer().testProxy({ serviceUrl: undefined })) })
}

/** Turns looking for updates on or off. */
export function useSetUpdatesEnabled() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (enabled: boolean) => unwrap(getExplorer().setUpdatesEnabled({ enabled })),
    onSuccess: (state) => client.setQueryData(settingsQueries.updates().queryKey, state),
  })
}

/** Looks for a new version now; the desktop app asks before it downloads or installs anything. */
export function useCheckForUpdates() {
  return useMutation({ mutationFn: () => unwrap(getExplorer().checkForUpdates()) })
}

/** Builds the diagnostics file to show it; nothing is written. */
export function useBuildDiagnostics() {
  return useMutation({ mutationFn: () => unwrap(getExplorer().buildDiagnostics()) })
}

/** Saves the file last shown (desktop: where the user chooses; preview: a new file in its exports folder). */
export function useSaveDiagnostics() {
  return useMutation({ mutationFn: () => unwrap(getExplorer().saveDiagnostics()) })
}
