/**
 * watch:* channels: pin and unpin, the list with its changes, "mark as seen", a pinned bridge's passes over time,
 * and a refresh that spends at most the user's share of the requests left (one request per item, through the key's
 * own scheduler, which waits rather than ever being answered 429).
 */
import { refreshPlan, type WatchKind, type WatchRefreshResult } from '../../../shared/ipc/watch.ts'
import { ApiError } from '../api/api-error.ts'
import { cannotSave, type SavedThing } from '../files/file-problem.ts'
import { currentClient, requireTarget } from '../session/current-client.ts'
import { historyUrlOf } from '../session/session-target.ts'
import type { CoreContext, Implementations } from '../session/types.ts'
import { createWatchStore, type WatchReading, type WatchStore } from './watch-store.ts'

type WatchChannels =
  | 'watch:list'
  | 'watch:pin'
  | 'watch:unpin'
  | 'watch:is-pinned'
  | 'watch:mark-seen'
  | 'watch:plan'
  | 'watch:refresh'
  | 'watch:passes'

const notFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404

/** One reading of a pinned item: one request; a 404 is a reading too ("gone"), any other failure is thrown. */
async function readItem(ctx: CoreContext, kind: WatchKind, id: string): Promise<WatchReading> {
  const client = currentClient(ctx)
  try {
    if (kind === 'bridge') {
      const { value } = await client.getBridge(id)
      return { passes: value.passes, bridges: null, gone: false }
    }
    const { value } = await client.getProfile(id)
    return { passes: value.total_passes, bridges: value.bridges.map((b) => b.slug), gone: false }
  } catch (error) {
    if (notFound(error)) return { passes: null, bridges: null, gone: true }
    throw error
  }
}

/** The refresh plan now: the items pinned and the requests left for the key in use. */
function planNow(ctx: CoreContext, store: WatchStore, sharePercent: number) {
  const url = historyUrlOf(requireTarget(ctx))
  const order = store.refreshOrder(url)
  const remaining = currentClient(ctx).scheduler.state().remaining
  return { url, order, plan: refreshPlan(order.length, remaining, sharePercent) }
}

/** Handlers of the watch list channels, filed per service (pins outlive a key change). */
export function watchHandlers(ctx: CoreContext): Pick<Implementations, WatchChannels> {
  const store = createWatchStore(ctx.history, ctx.now)
  const url = () => historyUrlOf(requireTarget(ctx))
  const notWritten = (what: SavedThing) =>
    cannotSave(what, ctx.history.path, ctx.history.paused()?.reason ?? 'unavailable')
  const firstReading = async (at: string, kind: WatchKind, id: string): Promise<void> => {
    try {
      const reading = await readItem(ctx, kind, id)
      // Unpinned meanwhile: the reading belongs to nothing. Not written (history paused): the next refresh takes it.
      if (store.isPinned(at, kind, id) && store.record(at, kind, id, reading))
        ctx.hub.emit('watch:did-change', { kind, id })
    } catch {
      // No reading now (the service, the key, the core closing): a refresh takes items never read first.
    }
  }
  return {
    'watch:list': async () => ({ ...store.list(url()), available: store.available() }),
    'watch:pin': async ({ kind, id, label }) => {
      const at = url()
      // A pin history did not write (a full disk, a read-only file, no history this time) is said, never answered
      // as if pinned; in the one wording of file errors, with history's own reason.
      if (!store.pin(at, kind, id, label)) throw notWritten('pin')
      // A local write answers once it is written; the first reading (the starting point of "since you last
      // looked") may wait for the key's next window, so it follows in the background and says when it is in.
      void firstReading(at, kind, id)
      return { pinned: true }
    },
    'watch:unpin': async ({ kind, id }) => {
      if (!store.unpin(url(), kind, id)) throw notWritten('unpin')
      return { unpinned: true }
    },
    'watch:is-pinned': async ({ kind, id }) => ({ pinned: store.isPinned(url(), kind, id) }),
    'watch:mark-seen': async () => {
      store.markSeen(url())
      return { seenAt: ctx.now() }
    },
    'watch:plan': async ({ sharePercent }) => planNow(ctx, store, sharePercent).plan,
    'watch:refresh': async ({ sharePercent }): Promise<WatchRefreshResult> => {
      const { url: at, order, plan } = planNow(ctx, store, sharePercent)
      let sent = 0
      for (const item of order.slice(0, plan.requests)) {
        store.record(at, item.kind, item.id, await readItem(ctx, item.kind, item.id))
        sent += 1
      }
      return { sent, left: order.length - sent, plan }
    },
    'watch:passes': async ({ slug, from, to }) =>
      store.passes(url(), slug, from, to).map((p) => ({ at: p.at, value: p.passes })),
  }
}
