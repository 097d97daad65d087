/**
 * "Since your last visit" for the four counters: the previous values and when they were seen, kept by main with
 * what the renderer remembers (use-last-visit.ts), through a tiny storage interface, so this module stays free of
 * DOM types and testable.
 */
import { numberFormat } from '../../../../shared/i18n/format.ts'
import type { Translate } from '../../../../shared/i18n/translate.ts'
import { DAY_MS } from '../../../../shared/time/durations.ts'
import type { Counters, Snapshot } from '../../store/stats-slice.ts'

/** The part of a key-value storage this module needs. */
export interface KeyValueStore {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
}

/** One counter's change since the snapshot, as numbers and as a sentence. */
export interface CounterChange {
  delta: number
  text: string
}

const STORAGE_KEY = 'bridge-explorer.stats.last-visit'
const COUNTS = ['bridges', 'suggestors', 'passes'] as const

const isFiniteNumber = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x)

/** Reads the stored snapshot; anything malformed (hand-edited, older format) counts as no previous visit. */
export function readSnapshot(store: KeyValueStore): Snapshot | null {
  let raw: string | null
  try {
    raw = store.getItem(STORAGE_KEY)
  } catch {
    return null // storage disabled or full: behave as a first visit
  }
  if (raw === null) return null
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    return null
  }
  if (typeof parsed !== 'object' || parsed === null) return null
  const { at, values } = parsed as { at?: unknown; values?: unknown }
  if (!isFiniteNumber(at) || typeof values !== 'object' || values === null) return null
  const v = values as Record<string, unknown>
  if (!COUNTS.every((name) => isFiniteNumber(v[name]))) return null
  if (v['avgScore'] !== null && !isFiniteNumber(v['avgScore'])) return null
  const counters = {
    bridges: v['bridges'],
    suggestors: v['suggestors'],
    passes: v['passes'],
    avgScore: v['avgScore'],
  } as Counters
  return { at, values: counters }
}

/** Stores the snapshot; a storage failure only loses the comparison next time, so it is ignored. */
export function writeSnapshot(store: KeyValueStore, snapshot: Snapshot): void {
  try {
    store.setItem(STORAGE_KEY, JSON.stringify(snapshot))
  } catch {
    // quota exceeded or storage disabled
  }
}

const startOfDay = (t: number): number => {
  const d = new Date(t)
  d.setHours(0, 0, 0, 0)
  return d.getTime()
}

/** How the time of the previous visit reads after "since": "earlier today", "yesterday", "3 days ago". */
export function describeSince(previousAt: number, now: number, t: Translate): string {
  const days = Math.round((startOfDay(now) - startOfDay(previousAt)) / DAY_MS)
  // One message (slices/stats, stats.since) in the form the language's "since" needs: relativeDays would say
  // "vor 5 Tagen" where German wants "seit 5 Tagen".
  const when =
    previousAt > now || days >= 14 ? 'visit' : days <= 0 ? 'today' : days === 1 ? 'yesterday' : 'days'
  return t('stats.since', { when, days })
}

const formatDelta = (delta: number, decimals: number): string => {
  const abs = numberFormat({ minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(
    Math.abs(delta),
  )
  // U+2212 minus sign reads better than a hyphen next to digits.
  return delta > 0 ? `+${abs}` : `\u2212${abs}`
}

/** The change of each counter since the snapshot, or null when there is no previous visit to compare with. */
export function computeChanges(
  previous: Snapshot | null,
  current: Counters,
  now: number,
  t: Translate,
): Record<keyof Counters, CounterChange | null> | null {
  if (previous === null) return null
  const since = describeSince(previous.at, now, t)
  const change = (name: keyof Counters, decimals: number): CounterChange | null => {
    const after = current[name]
    const before = previous.values[name]
    if (after === null || before === null) return null
    // Average score is a decimal: compare at the precision it is shown with, so float noise is "no change".
    const factor = 10 ** decimals
    // `+ 0` turns a rounded -0 into 0.
    const delta = Math.round((after - before) * factor) / factor + 0
    const text =
      delta === 0
        ? t('stats.change.none', { since })
        : t('stats.change.delta', { delta: formatDelta(delta, decimals), since })
    return { delta, text }
  }
  return {
    bridges: change('bridges', 0),
    suggestors: change('suggestors', 0),
    passes: change('passes', 0),
    avgScore: change('avgScore', 2),
  }
}
