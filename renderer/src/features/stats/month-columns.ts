/**
 * The months of Insights' "published per month" chart: every month from the first to the last (none skipped),
 * which of them are partial, and their names. Pure; months are counted in UTC, as the catalogue groups
 * `published_at` (an ISO time in UTC), so every name and date here is read in UTC too.
 */
import type { Translate } from '../../../../shared/i18n/translate.ts'
import { dateTimeFormat } from '../../lib/format.ts'

/** One month of the chart: `YYYY-MM`, its first instant (epoch ms), its count, and whether it is partial. */
export interface MonthColumn {
  month: string
  at: number
  count: number
  /**
   * 'start': the first month, begun after its first day (the first bridge held came later);
   * 'now': the month of now, not over; null: a whole month.
   */
  partial: 'start' | 'now' | null
}

const indexOf = (month: string): number => {
  const [y, m] = month.split('-').map(Number)
  return (y ?? 1970) * 12 + (m ?? 1) - 1
}
const monthAt = (index: number): string =>
  `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`
const startOf = (index: number): number => Date.UTC(Math.floor(index / 12), index % 12, 1)
const monthOfTime = (ms: number): number => new Date(ms).getUTCFullYear() * 12 + new Date(ms).getUTCMonth()

/**
 * Every month from the first to the last of `perMonth` (oldest first), months without a publication as 0. The
 * first is partial when the first bridge held was published after that month's first day; the last when it is
 * the month of `now`.
 */
export function monthColumns(
  perMonth: readonly { month: string; count: number }[],
  firstPublishedAt: string | null,
  now: number,
): MonthColumn[] {
  const first = perMonth[0]
  const last = perMonth.at(-1)
  if (first === undefined || last === undefined) return []
  const counts = new Map(perMonth.map((m) => [indexOf(m.month), m.count]))
  const firstMs = firstPublishedAt === null ? NaN : Date.parse(firstPublishedAt)
  const startsLate =
    Number.isFinite(firstMs) &&
    monthOfTime(firstMs) === indexOf(first.month) &&
    new Date(firstMs).getUTCDate() > 1
  const columns: MonthColumn[] = []
  for (let i = indexOf(first.month); i <= indexOf(last.month); i++) {
    const partial = i === monthOfTime(now) ? 'now' : i === indexOf(first.month) && startsLate ? 'start' : null
    columns.push({ month: monthAt(i), at: startOf(i), count: counts.get(i) ?? 0, partial })
  }
  return columns
}

/** "June 2025" in the user's (or `locale`'s) words. */
export function monthName(month: string, locale?: string): string {
  return dateTimeFormat({ month: 'long', year: 'numeric', timeZone: 'UTC' }, locale).format(
    startOf(indexOf(month)),
  )
}

/** "Jun 2025": a month under the axis, always with its year, so an axis over years reads without guessing. */
export function monthTickLabel(month: string, locale?: string): string {
  return dateTimeFormat({ month: 'short', year: 'numeric', timeZone: 'UTC' }, locale).format(
    startOf(indexOf(month)),
  )
}

/**
 * Which months (indexes) get a label when `room` labels fit across the axis: the first always, then months on a
 * round step (every month, two, a quarter, half a year, a year …) at least one label's width apart, none
 * overlapping the first nor running past the end. Each label starts at its month.
 */
export function monthTicks(months: readonly string[], room: number): number[] {
  if (months.length === 0) return []
  const gap = months.length / Math.max(1, room)
  const step = [1, 2, 3, 6, 12].find((s) => s >= gap) ?? Math.ceil(gap / 12) * 12
  const ticks = [0]
  for (const [i, month] of months.entries())
    if (i >= gap && i + gap <= months.length && indexOf(month) % step === 0) ticks.push(i)
  return ticks
}

/** The line under the chart naming each partial month and why; null when every month is whole. */
export function partialNote(
  columns: readonly MonthColumn[],
  firstPublishedAt: string | null,
  t: Translate,
  locale?: string,
): string | null {
  const current = columns.find((c) => c.partial === 'now')
  const first = firstPublishedAt === null ? undefined : columns.find((c) => c.partial === 'start')
  const now = current === undefined ? null : monthName(current.month, locale)
  if (first === undefined || firstPublishedAt === null)
    return now === null ? null : t('stats.partial.now', { now })
  const start = monthName(first.month, locale)
  const day = dateTimeFormat({ dateStyle: 'medium', timeZone: 'UTC' }, locale).format(
    Date.parse(firstPublishedAt),
  )
  return now === null
    ? t('stats.partial.start', { start, day })
    : t('stats.partial.both', { start, day, now })
}
