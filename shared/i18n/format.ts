/**
 * Every date, time, relative time, number, percentage, byte size and list a person reads, through `Intl` in the
 * region of formats in force (docs/i18n.md). The one place a locale reaches `Intl`: a structure test forbids
 * locales written anywhere else. Main and the renderer each set the region they resolved (setFormats); the
 * first screen main draws sets the one it draws with, so both print the same.
 */

/** The region of formats in force; undefined until one is set: the runtime's own. */
let region: string | undefined
/** The language in force, for what is worded rather than written in figures (relative times); else the region's. */
let wordsLanguage: string | undefined

/**
 * Sets the region of formats (a BCP 47 tag such as `de-CH`) every formatter below uses from now on, and the
 * language the relative times are worded in ("Language: English · Formats: Deutsch (Schweiz)").
 */
export function setFormats(tag: string | undefined, language?: string): void {
  region = tag
  wordsLanguage = language
}

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

/** The date and time formatter for `options` in `locale` (default: the region in force), made once. */
export function dateTimeFormat(
  options: Intl.DateTimeFormatOptions,
  locale: string | undefined = region,
): Intl.DateTimeFormat {
  return formatter(
    `date|${JSON.stringify(options)}|${locale ?? ''}`,
    () => new Intl.DateTimeFormat(locale, options),
  )
}

/** The number formatter for `options` in `locale` (default: the region in force), made once. */
export function numberFormat(
  options: Intl.NumberFormatOptions = {},
  locale: string | undefined = region,
): Intl.NumberFormat {
  return formatter(
    `number|${JSON.stringify(options)}|${locale ?? ''}`,
    () => new Intl.NumberFormat(locale, options),
  )
}

/** Milliseconds since the epoch for a number or an ISO string; null when it is not a real time. */
export function toEpochMs(at: number | string | null | undefined): number | null {
  if (at === null || at === undefined) return null
  const ms = typeof at === 'number' ? at : Date.parse(at)
  return Number.isFinite(ms) ? ms : null
}

/** "1,234" (en-US), "1’234" (de-CH), "١٬٢٣٤" (ar-EG); null for a missing or non-finite value. */
export function formatNumber(
  n: number | null | undefined,
  locale: string | undefined = region,
): string | null {
  if (typeof n !== 'number' || !Number.isFinite(n)) return null
  return numberFormat({}, locale).format(n)
}

/** A share (0.25) as a percentage in the region's way ("25%", "25 %", "٪٢٥"). */
export function formatPercent(ratio: number, locale: string | undefined = region): string {
  return numberFormat({ style: 'percent', maximumFractionDigits: 0 }, locale).format(ratio)
}

const BYTE_UNITS = [
  ['byte', 1],
  ['kilobyte', 1e3],
  ['megabyte', 1e6],
  ['gigabyte', 1e9],
] as const

/**
 * A size in bytes with the largest unit under it, decimal (1 kB = 1,000 bytes), in the region's words and
 * symbols ("4.4 kB", "12,4 MB"); bytes in words ("512 bytes"), whose short form is no plural in English.
 */
export function formatBytes(bytes: number, locale: string | undefined = region): string {
  const [unit, size] = BYTE_UNITS.findLast(([, s]) => Math.abs(bytes) >= s) ?? BYTE_UNITS[0]
  const options: Intl.NumberFormatOptions =
    unit === 'byte'
      ? { style: 'unit', unit, unitDisplay: 'long', maximumFractionDigits: 0 }
      : { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }
  return numberFormat(options, locale).format(bytes / size)
}

/** Items as a list in the region's words ("a, b and c", "a, b und c", "a、b、c"). */
export function formatList(
  items: readonly string[],
  type: Intl.ListFormatType = 'conjunction',
  locale: string | undefined = region,
): string {
  return formatter(`list|${type}|${locale ?? ''}`, () => new Intl.ListFormat(locale, { type })).format(items)
}

/** A date (and time when `withTime`); null when it is not a real time. */
export function formatDate(
  at: number | string | null | undefined,
  withTime = false,
  locale: string | undefined = region,
): string | null {
  const ms = toEpochMs(at)
  if (ms === null) return null
  const options: Intl.DateTimeFormatOptions = withTime
    ? { dateStyle: 'medium', timeStyle: 'short' }
    : { dateStyle: 'medium' }
  return dateTimeFormat(options, locale).format(ms)
}

/** A time of day with seconds ("14:05:09", "2:05:09 PM"); null when it is not a real time. */
export function formatTime(
  at: number | string | null | undefined,
  locale: string | undefined = region,
): string | null {
  const ms = toEpochMs(at)
  return ms === null ? null : dateTimeFormat({ timeStyle: 'medium' }, locale).format(ms)
}

/**
 * A relative time in `language`'s words with the number in `locale`'s way: "3 days ago" for English words, "vor
 * ٣ Tagen" for German words in an Egyptian region. Intl.RelativeTimeFormat takes one locale, so the number it
 * writes is replaced by the region's.
 */
function relativeIn(
  value: number,
  unit: Intl.RelativeTimeFormatUnit,
  locale?: string,
  language?: string,
): string {
  const words = language ?? locale
  const rtf = formatter(
    `relative|${words ?? ''}`,
    () => new Intl.RelativeTimeFormat(words, { numeric: 'auto' }),
  )
  let number = false
  return rtf
    .formatToParts(value, unit)
    .map((part) => {
      if (part.type === 'literal') return part.value
      // The number's parts (integer, group, decimal) come together: written once, in the region's way.
      if (number) return ''
      number = true
      return numberFormat({}, locale).format(Math.abs(value))
    })
    .join('')
}

/**
 * "3 days ago" / "in 2 minutes" / "now", relative to `now`, in the language in force (`language`, default: the
 * one set, else the region's) with numbers in the region of formats; null when it is not a real time. Every
 * relative time the app shows goes through here or relativeDays.
 */
export function relativeTime(
  at: number | string | null | undefined,
  now: number,
  locale: string | undefined = region,
  language: string | undefined = wordsLanguage,
): string | null {
  const ms = toEpochMs(at)
  if (ms === null) return null
  const seconds = Math.round((ms - now) / 1000)
  // Under ten seconds either way is "now" in every language (numeric: 'auto' words 0 seconds so); English says
  // "just now", as the app always has ("updated now" reads as an order).
  if (Math.abs(seconds) < 10) {
    const words = language ?? locale
    const english = new Intl.Locale(words ?? Intl.DateTimeFormat().resolvedOptions().locale).language === 'en'
    return english ? 'just now' : relativeIn(0, 'second', locale, language)
  }
  const [unit, size] = UNITS.find(([, s]) => Math.abs(seconds) >= s) ?? ['second', 1]
  return relativeIn(Math.trunc(seconds / size), unit, locale, language)
}

/** A whole number of days from today as the language says it: "in 12 days", "tomorrow", "today", "3 days ago". */
export function relativeDays(
  days: number,
  locale: string | undefined = region,
  language: string | undefined = wordsLanguage,
): string {
  return relativeIn(days, 'day', locale, language)
}

/** A language or a region of formats named in `inLanguage` (default: in itself: "Deutsch (Schweiz)"). */
export function languageName(tag: string, inLanguage: string = tag): string {
  return (
    formatter(
      `language-name|${inLanguage}`,
      () =>
        new Intl.DisplayNames([inLanguage], {
          type: 'language',
          languageDisplay: 'standard',
          fallback: 'code',
        }),
    ).of(tag) ?? tag
  )
}
