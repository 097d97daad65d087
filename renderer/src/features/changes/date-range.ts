/**
 * The two dates of "What changed" as the user picks them (whole days in this computer's time zone, as a date
 * field gives them) and as main is asked (milliseconds from the start of the first day to the end of the second,
 * or to now when the second is today). Pure, unit-tested under Node.
 */

/** Two days as a date field holds them (`YYYY-MM-DD`). */
export interface DayRange {
  from: string
  to: string
}

const pad = (n: number): string => String(n).padStart(2, '0')

/** The day of `ms` in this computer's time zone, as a date field holds it. */
export function dayOf(ms: number): string {
  const d = new Date(ms)
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
}

/** The start of a day (`YYYY-MM-DD`) in this computer's time zone, or null for a text that is not a day. */
function startOf(day: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  if (m === null) return null
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]))
  return dayOf(d.getTime()) === day ? d.getTime() : null
}

/** The days shown first: a week ago to today. */
export function lastWeek(now: number): DayRange {
  const d = new Date(now)
  return { from: dayOf(new Date(d.getFullYear(), d.getMonth(), d.getDate() - 7).getTime()), to: dayOf(now) }
}

/** What is wrong with two days, or null when they make a range. */
export type RangeProblem = 'not-a-day' | 'backwards'

/**
 * The range main is asked for: from the start of the first day to the end of the second (now, when the second is
 * today or later: nothing after now is recorded yet); or the problem with the two days.
 */
export function rangeOf(r: DayRange, now: number): { from: number; to: number } | { problem: RangeProblem } {
  const from = startOf(r.from)
  const toStart = startOf(r.to)
  if (from === null || toStart === null) return { problem: 'not-a-day' }
  if (from > toStart) return { problem: 'backwards' }
  const d = new Date(toStart)
  const end = new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1).getTime() - 1
  return { from, to: Math.max(from, Math.min(end, now)) }
}
