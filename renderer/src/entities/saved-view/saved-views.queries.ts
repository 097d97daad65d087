/** Query options and changes of the saved views (kept by the main process in the user-data folder). */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { BridgeView } from '../../../../shared/views/saved-view.ts'
import type { SavedView } from '../../../../shared/ipc/views.ts'
import { unwrap } from '../../lib/call.ts'
import { getExplorer } from '../../lib/explorer.ts'

/** Saved views, from general to specific: ['saved-views'] → ['saved-views','list']. */
export const savedViewsQueries = {
  all: () => ['saved-views'] as const,
  list: () =>
    queryOptions({
      queryKey: [...savedViewsQueries.all(), 'list'] as const,
      queryFn: () => unwrap(getExplorer().listViews()),
      // Local data: no service involved, so offline changes nothing. Read again on mount and focus (a cheap local
      // read), so another preview tab's changes show up.
      networkMode: 'always',
    }),
}

/** The saved views (an empty list until they are read). */
export function useSavedViews(): SavedView[] {
  return useQuery(savedViewsQueries.list()).data ?? []
}

/** A change to the saved views; the list is read again after it, whether it worked or not. */
function useViewsChange<A, R>(run: (args: A) => Promise<R>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: run,
    networkMode: 'always',
    onSettled: () => client.invalidateQueries({ queryKey: savedViewsQueries.all() }),
  })
}

/** Save, update, rename and delete, each a mutation. */
export function useViewChanges() {
  // Reached when called, not when rendered: the list's Save control is also drawn by main, where no app is.
  const explorer = (): ReturnType<typeof getExplorer> => getExplorer()
  return {
    save: useViewsChange((a: { name: string; view: BridgeView }) => unwrap(explorer().saveView(a))),
    update: useViewsChange((a: { id: string; view: BridgeView }) => unwrap(explorer().updateView(a))),
    rename: useViewsChange((a: { id: string; name: string }) => unwrap(explorer().renameView(a))),
    remove: useViewsChange((a: { id: string }) => unwrap(explorer().removeView(a))),
    importFile: useViewsChange((a: { text: string | undefined }) => unwrap(explorer().importViews(a))),
    exportFile: useViewsChange(() => unwrap(explorer().exportViews())),
  }
}
