/**
 * The watch list (README.md, Who it is for): pinned bridges and profiles, what changed since the user last looked,
 * and how much of the rate budget a refresh may spend. Shapes that cross IPC, the one rule for a refresh's size, and
 * the channels: pins per service, readings in history.sqlite, refresh within a share of the budget.
 */
import { timeRangeFields, type ChannelTable } from './common.ts'
import { int, none, object, oneOf, plainText } from './validate.ts'

/** What can be pinned. */
export type WatchKind = 'bridge' | 'profile'

/** One pinned item with its newest reading and the change since the user last looked. */
export interface WatchItem {
  kind: WatchKind
  /** slug of a bridge, username of a profile */
  id: string
  /** the title or display name when pinned, shown until a reading says otherwise */
  label: string
  pinnedAt: number
  /** the newest reading, or null before the first refresh */
  latest: { at: number; passes: number | null; gone: boolean } | null
  /** passes now minus passes when last looked (null when either is unknown) */
  passesDelta: number | null
  /** a profile's bridges published since the user last looked */
  newBridges: string[]
  /** true when the item answered 404 after having existed: gone from the published set */
  gone: boolean
}

/** The watch list as the view shows it. */
export interface WatchList {
  items: WatchItem[]
  /** when the user last marked the list as seen (null: never) */
  seenAt: number | null
}

/** What a refresh did. */
export interface WatchRefreshResult {
  /** requests sent (one per item refreshed) */
  sent: number
  /** items left for a later refresh because of the budget share */
  left: number
  /** the plan it followed */
  plan: RefreshPlan
}

/** How many items a refresh takes, and why. */
export interface RefreshPlan {
  /** requests it will send (one per item) */
  requests: number
  /** requests left in the key's window, when known */
  remaining: number | null
  /** items pinned */
  items: number
  /** the share of `remaining` it may spend, in percent */
  sharePercent: number
}

/** Refreshes before the budget is known (no request yet in this window) take at most this many items. */
export const UNKNOWN_BUDGET_ITEMS = 5

/**
 * The one rule for a refresh's size: at most `sharePercent` of the requests left (rounded down, at least one when
 * any is left), never more than the items pinned; with the budget not yet known, at most UNKNOWN_BUDGET_ITEMS.
 */
export function refreshPlan(items: number, remaining: number | null, sharePercent: number): RefreshPlan {
  const share = Math.min(100, Math.max(1, Math.round(sharePercent)))
  const allowed =
    remaining === null
      ? UNKNOWN_BUDGET_ITEMS
      : remaining <= 0
        ? 0
        : Math.max(1, Math.floor((remaining * share) / 100))
  return { requests: Math.min(items, allowed), remaining, items, sharePercent: share }
}

const watchKind = oneOf(['bridge', 'profile'] as const)
const watchId = plainText({ min: 1, max: 200 })
const sharePercent = int({ min: 1, max: 100 })

/** The watch list's invoke channels. */
export const watchChannels = {
  'watch:list': { method: 'getWatchList', request: none },
  'watch:pin': {
    method: 'pinItem',
    request: object({ kind: watchKind, id: watchId, label: plainText({ min: 1, max: 300 }) }),
  },
  'watch:unpin': { method: 'unpinItem', request: object({ kind: watchKind, id: watchId }) },
  'watch:is-pinned': { method: 'isPinned', request: object({ kind: watchKind, id: watchId }) },
  'watch:mark-seen': { method: 'markWatchSeen', request: none },
  'watch:plan': { method: 'planWatchRefresh', request: object({ sharePercent }) },
  'watch:refresh': { method: 'refreshWatchList', request: object({ sharePercent }) },
  'watch:passes': { method: 'getWatchedPasses', request: object({ slug: watchId, ...timeRangeFields }) },
} as const satisfies ChannelTable

/** The result type of each watch channel. */
export interface WatchResults {
  'watch:list': WatchList & { available: boolean }
  'watch:pin': { pinned: boolean }
  'watch:unpin': { unpinned: boolean }
  'watch:is-pinned': { pinned: boolean }
  'watch:mark-seen': { seenAt: number }
  'watch:plan': RefreshPlan
  'watch:refresh': WatchRefreshResult
  'watch:passes': { at: number; value: number }[]
}

/** The watch list's events: a reading taken outside a refresh (the first one after a pin) was written. */
export interface WatchEvents {
  'watch:did-change': { kind: WatchKind; id: string }
}

/** The watch list's event channels. */
export const watchEvents = ['watch:did-change'] as const satisfies readonly (keyof WatchEvents)[]
