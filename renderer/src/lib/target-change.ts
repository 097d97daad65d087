/**
 * What the renderer does when keys change: if requests now go to another service or with another key, every
 * cached answer belongs to the previous one and is dropped (reset, not merely refetched: a refetch would show the
 * old rows until the new ones arrive, under the new service's banner). Otherwise the answers stand, and only what
 * failed is asked again.
 */
import type { QueryClient } from '@tanstack/react-query'
import { targetFingerprint } from '../../../shared/cache/persisted-queries.ts'
import type { AppInfo } from '../../../shared/ipc/app.ts'
import { appInfoOptions } from './app-info.queries.ts'

const targetOf = (info: AppInfo | undefined): string | null => targetFingerprint(info)

/**
 * Queries whose answers are the same whatever the target: the key list, the app's own facts, and the user's
 * preferences (kept by main on this computer). Resetting the preferences on a key change blanked the nav's
 * "Show developer tools" and let the refetch undo a change the user had just made.
 */
const SAME_FOR_EVERY_TARGET: ReadonlySet<unknown> = new Set(['keys', 'app', 'preferences'])

/** The handling under way per client: each waits for the one before it (see keysChanged). */
const running = new WeakMap<QueryClient, Promise<void>>()

/**
 * Handles a change of the keys: resets every query but the key list when the target changed; else asks again only
 * what failed (the key may be allowed now) and the key list. Called for keys:did-change and, awaited, by the
 * renderer's own key actions (make active, add, remove), so an action is done only once the answers of the
 * previous target are gone: a page opened right after "Make active" never shows them, however late the event
 * comes. The calls run one after another, so each compares the target with the one the call before it left.
 */
export function keysChanged(client: QueryClient): Promise<void> {
  const next = (running.get(client) ?? Promise.resolve()).then(
    () => handle(client),
    () => handle(client),
  )
  running.set(client, next)
  return next
}

async function handle(client: QueryClient): Promise<void> {
  const before = targetOf(client.getQueryData(appInfoOptions().queryKey))
  const info = await client.fetchQuery({ ...appInfoOptions(), staleTime: 0 })
  if (before === null) {
    // The target was not known yet (the event came before the app info was first read, as when a start's first
    // answer marks the key working): the answers held are main's, restored or fetched for its target, so none is
    // known to be another's. Each is asked again, its rows kept meanwhile: a reset here blanked the list drawn
    // before any script (README.md, Architecture) and dropped a list not yet kept for the next start.
    await client.invalidateQueries(
      { predicate: (q) => q.queryKey[0] === 'keys' || !SAME_FOR_EVERY_TARGET.has(q.queryKey[0]) },
      { cancelRefetch: false },
    )
  } else if (before !== targetOf(info)) {
    await client.resetQueries({ predicate: (q) => !SAME_FOR_EVERY_TARGET.has(q.queryKey[0]) })
    // The event says the key list changed: refresh it too. Two events close together (a key added, then its first
    // refusal) both see the old target here, and without this the second one's new key state was never shown.
    await client.invalidateQueries({ queryKey: ['keys'] })
  } else {
    // The same service and key (renamed, checked, marked working by an answer): what it answered still holds, and
    // refetching every screen would spend the key's requests on each such event, straight after its own answer.
    await client.invalidateQueries({
      predicate: (q) => q.state.status === 'error' || q.queryKey[0] === 'keys',
    })
  }
}
