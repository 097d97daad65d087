/**
 * The catalogue between two dates (the "What changed" page): bridges added, removed and changed in the catalogue's
 * change history (electron/core/catalogue/catalogue-changes.ts), counted per category, drilled into rows, and
 * written as a file. Dates are milliseconds since the epoch; the renderer chooses them in the user's time zone.
 */
import type { ChannelTable } from './common.ts'
import { int, object, oneOf, optional, plainText, str, type Checked, type Validator } from './validate.ts'

/**
 * How long the change history is kept (docs/catalogue-changes.md, "How long"): rows older than this many days are
 * pruned as pages are written, and the oldest beyond CHANGE_HISTORY_MAX_ROWS. Shared so the words the user reads
 * (Settings, beside Delete catalogue) say the bound main applies.
 */
export const CHANGE_HISTORY_KEEP_DAYS = 90
/** Rows of change history one catalogue file keeps at most (about 90 bytes each with their indexes: BENCHMARKS.md). */
export const CHANGE_HISTORY_MAX_ROWS = 500_000

/** What happened to a bridge between the two dates. */
export const CHANGE_KINDS = ['added', 'removed', 'changed'] as const
/** What happened to a bridge between the two dates. */
export type ChangeKind = (typeof CHANGE_KINDS)[number]

/** The fields whose changes the history keeps. */
export type ChangeField = 'passes' | 'score' | 'category' | 'title'

/** One field's value at the first date and at the second. */
export interface FieldChange {
  field: ChangeField
  old: string | number
  new: string | number
}

/** A bridge that was added, removed or changed between the two dates, as it was at the second. */
export interface ChangedBridge {
  id: string
  /** Null when the catalogue no longer holds the bridge's row. */
  slug: string | null
  title: string
  category: string
  kind: ChangeKind
  /** When the last change of the range was recorded. */
  at: number
  /** For a changed bridge, each field that differs between the two dates; empty for one added or removed. */
  fields: FieldChange[]
}

/** One category's counts. */
export interface ChangeCounts {
  category: string
  added: number
  removed: number
  changed: number
}

/** The counts of the catalogue between two dates. */
export interface ChangeSummary {
  from: number
  to: number
  /** The oldest change the history still holds for this service (null: none yet), so a range before it is said. */
  keptSince: number | null
  /** Days of history kept. */
  keepDays: number
  totals: Omit<ChangeCounts, 'category'>
  /** Every category with a change, most changes first. */
  categories: ChangeCounts[]
}

/** One bridge as the catalogue's history saw it after one of its changes (the "over time" of Compare). */
export interface BridgeHistoryPoint {
  at: number
  /** What the change was: added (or back after being gone), marked gone, or a field's change. */
  kind: 'added' | 'gone' | 'changed'
  passes: number
  score: number
  category: string
  title: string
}

/** Latest date accepted: the year 2223, as the catalogue's keys (catalogue-rows.ts). */
const MAX_MS = 8_000_000_000_000

const ms = int({ min: 0, max: MAX_MS })

/** Two dates, the first not after the second: a range given backwards is refused in words, never read as empty. */
function range<T extends { from: number; to: number }>(v: Validator<T>): Validator<T> {
  return (x, path = 'payload'): Checked<T> => {
    const r = v(x, path)
    if (!r.ok || r.value.from <= r.value.to) return r
    return { ok: false, error: `${path}.from is after ${path}.to: choose a start date before the end date` }
  }
}

const rowsFields = {
  from: ms,
  to: ms,
  category: optional(str({ max: 2000 })),
  kind: optional(oneOf(CHANGE_KINDS)),
}

/** The changes domain's invoke channels. */
export const changesChannels = {
  'changes:summary': { method: 'getChangeSummary', request: range(object({ from: ms, to: ms })) },
  /** One page of the rows of a category, a kind, or both (all rows without either). */
  'changes:rows': {
    method: 'getChangedBridges',
    request: range(
      object({
        ...rowsFields,
        offset: optional(int({ min: 0, max: 10_000_000 })),
        limit: optional(int({ min: 1, max: 500 })),
      }),
    ),
  },
  /** The same rows as a file: CSV through shared/text/delimited.ts, or JSON. */
  'changes:export': {
    method: 'exportChanges',
    request: range(object({ ...rowsFields, format: oneOf(['csv', 'json'] as const) })),
  },
  /**
   * One bridge of the current service over time: its values after each change the history holds, oldest first
   * (empty when the catalogue holds no row of it). By the bridge's id, a name that refuses hidden characters.
   */
  'changes:bridge': { method: 'getBridgeHistory', request: object({ id: plainText({ min: 1, max: 200 }) }) },
} as const satisfies ChannelTable

/** The result type of each changes channel. */
export interface ChangesResults {
  'changes:summary': ChangeSummary
  'changes:rows': { total: number; rows: ChangedBridge[] }
  'changes:export': { text: string; fileName: string }
  'changes:bridge': BridgeHistoryPoint[]
}
