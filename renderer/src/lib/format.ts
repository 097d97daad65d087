/**
 * The renderer's formatting: the one formatter module (shared/i18n/format.ts, docs/i18n.md) in the region of
 * formats in force, which app/locale-root.tsx sets; and two helpers that are not locale data.
 */
import { formatDate, formatNumber, relativeTime } from '../../../shared/i18n/format.ts'

export {
  dateTimeFormat,
  formatDate,
  formatNumber,
  relativeTime,
  toEpochMs,
} from '../../../shared/i18n/format.ts'

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

/**
 * A count with its English noun: "1 bridge", "2,000 bridges"; the number in the region of formats in force
 * (`locale` overrides it), so "2’000 bridges" in Switzerland and "٢٬٠٠٠ bridges" in Egypt.
 *
 * @deprecated English only: one noun for 1 and one for every other count, where Polish has four forms and Arabic
 * six. Write the count into an ICU plural message of the catalogue instead, `{n, plural, one {# bridge} other
 * {# bridges}}`, read with useWords().t (docs/i18n.md, "Translating"). Kept until its callers' slices move.
 */
export function plural(n: number, one: string, many: string, locale?: string): string {
  return `${formatNumber(n, locale) ?? String(n)} ${n === 1 ? one : many}`
}

/** A slug as words for a person ("bikes-on-trains-2" → "Bikes on trains 2"); the slug itself when it has none. */
export function readableSlug(slug: string): string {
  const words = slug.replace(/[-_]+/g, ' ').trim()
  return words === '' ? slug : words.charAt(0).toUpperCase() + words.slice(1)
}
