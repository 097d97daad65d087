/** Number and date formatting in the user's locale; pure (now is passed in), unit-tested under Node. */

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
]

/**
 * Intl formatters are slow to make (a first screen of rows made hundreds of them, a tenth of its start-up time),
 * so each kind, locale and options is made once. Few combinations exist; the bound only guards against misuse.
 */
const formatters = new Map<string, unknown>()
const MAX_FORMATTERS = 64

function formatter<T>(key: string, make: () => T): T {
  const kept = formatters.get(key) as T | undefined
  if (kept !== undefined) return kept
  if (formatters.size >= MAX_FORMATTERS) formatters.clear()
  const made = make()
  formatters.set(key, made)
  return made
}

/** The user's (or `locale`'s) date and time formatter for `options`, made once. */
export function dateTimeFormat(options: Intl.DateTimeFormatOptions, locale?: string): Intl.DateTimeFormat {
  return formatter(
    `date|${JSON.stringify(options)}|${locale ?? ''}`,
    () => new Intl.DateTimeFormat(locale, options),
  )
}

/** Milliseconds since the epoch for a number or an ISO string; null when it is not a real time. */
export function toEpochMs(at: number | string | null | undefined): number | null {
  if (at === null || at === undefined) return null
  const ms = typeof at === 'number' ? at : Date.parse(at)
  return Number.isFinite(ms) ? ms : null
}

/** "1,234" in the user's locale; null for a missing or non-finite value. */
export function formatNumber(n: number | null | undefined, locale?: string): string | null {
  if (typeof n !== 'number' || !Number.isFinite(n)) return null
  return formatter(`number|${locale ?? ''}`, () => new Intl.NumberFormat(locale)).format(n)
}

/** A date (and time when `withTime`) in the user's locale; null when it is not a real time. */
export function formatDate(
  at: number | string | null | undefined,
  withTime = false,
  locale?: string,
): string | null {
  const ms = toEpochMs(at)
  if (ms === null) return null
  const options: Intl.DateTimeFormatOptions = withTime
    ? { dateStyle: 'medium', timeStyle: 'short' }
    : { dateStyle: 'medium' }
  return dateTimeFormat(options, locale).format(ms)
}

/** "3 days ago" / "in 2 minutes" / "just now", relative to `now`; null when it is not a real time. */
export function relativeTime(
  at: number | string | null | undefined,
  now: number,
  locale?: string,
): string | null {
  const ms = toEpochMs(at)
  if (ms === null) return null
  const seconds = Math.round((ms - now) / 1000)
  if (Math.abs(seconds) < 10) return 'just now'
  const rtf = formatter(
    `relative|${locale ?? ''}`,
    () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }),
  )
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return rtf.format(Math.trunc(seconds / size), unit)
  }
  return 'just now'
}

/**
 * Makes the formatters a first screen of rows uses (number, date, relative time) ahead of it. The first of each
 * kind loads its locale data (10 ms or more on a slow machine), so start-up calls this while it waits for an
 * answer from main instead of paying for it inside the first render.
 */
export function prepareFormatters(locale?: string): void {
  formatNumber(0, locale)
  formatDate(0, false, locale)
  relativeTime(0, 60_000, locale)
}

/** A count with its noun in the right number: "1 bridge", "2,000 bridges". */
export function plural(n: number, one: string, many: string, locale?: string): string {
  return `${formatNumber(n, locale) ?? String(n)} ${n === 1 ? one : many}`
}

/** A slug as words for a person ("bikes-on-trains-2" → "Bikes on trains 2"); the slug itself when it has none. */
export function readableSlug(slug: string): string {
  const words = slug.replace(/[-_]+/g, ' ').trim()
  return words === '' ? slug : words.charAt(0).toUpperCase() + words.slice(1)
}
