/** What the bridge list says of rows it shows from the catalogue, and its totals: plain sentences, pure. */
import { numberFormat } from '../../../../shared/i18n/format.ts'
import type { CatalogueSort, CatalogueStatus } from '../../../../shared/ipc/catalogue.ts'
import { categoryLabel } from '../../entities/bridge/filters.ts'
import { plural } from '../../lib/format.ts'
import type { Suggestors } from '../../../../shared/views/list-query.ts'

const SORT_WORDS: Record<CatalogueSort, string> = {
  newest: 'newest first',
  passes: 'by most passes',
  score: 'by highest score',
  title: 'by title',
}

/** What the catalogue counts for the service's list once it holds the whole list: all bridges, and per category. */
export interface ListTotals {
  total: number
  counts: readonly { category: string; count: number }[]
  /** How long ago the catalogue was updated ("3 minutes ago"). */
  age: string | null
}

/**
 * The one count line of the service's list: what is shown and, once the catalogue holds the whole list, of how
 * many and how old that count is ("Showing 50 of 2,000 bridges (counted by the catalogue, updated 3 minutes
 * ago)"); before, "Showing 50 bridges so far".
 */
export function serviceCountLine(o: {
  pending: boolean
  shown: number
  more: boolean
  /** The search sent to the service ('' for none): a searched list is never "all the bridges in" a category. */
  q: string
  category: string
  totals: ListTotals | null
}): string {
  if (o.pending) return 'Loading bridges…'
  if (o.shown === 0) return ''
  const words = o.q.trim() === '' ? '' : ` with “${o.q.trim()}”`
  const where = `${words}${o.category === '' ? '' : ` in ${categoryLabel(o.category)}`}`
  if (!o.more) return `Showing all ${plural(o.shown, 'bridge', 'bridges')}${where}`
  if (o.totals === null) return `Showing ${plural(o.shown, 'bridge', 'bridges')}${where} so far`
  const { total, counts, age } = o.totals
  const of = o.category === '' ? total : (counts.find((c) => c.category === o.category)?.count ?? 0)
  // A bridge published since the catalogue's last update may be shown already: never "51 of 50".
  const ofWords = plural(Math.max(of, o.shown), 'bridge', 'bridges')
  const all = o.category === '' ? '' : `${numberFormat().format(total)} in all; `
  return `Showing ${numberFormat().format(o.shown)} of ${ofWords}${where} (${all}counted by the catalogue, updated ${age ?? 'recently'})`
}

/**
 * A count line in fewer words for a narrow or short window, in two lines of one line each (the page shows the
 * whole sentence as the count line's accessible text): what is shown first, then where it was counted or the
 * search words; null when the whole sentence is already as short.
 */
export interface ShortCount {
  head: string
  tail: string | null
}

/** serviceCountLine in fewer words (ShortCount): the search words, which the search box shows, go last. */
export function serviceCountShort(o: Parameters<typeof serviceCountLine>[0]): ShortCount | null {
  if (o.pending || o.shown === 0) return null
  const q = o.q.trim()
  const where = o.category === '' ? '' : ` in ${categoryLabel(o.category)}`
  const words = q === '' ? null : `with “${q}”`
  if (o.more && o.totals !== null) {
    const { total, counts, age } = o.totals
    const of = o.category === '' ? total : (counts.find((c) => c.category === o.category)?.count ?? 0)
    return {
      head: `Showing ${numberFormat().format(o.shown)} of ${plural(Math.max(of, o.shown), 'bridge', 'bridges')}${where}`,
      tail: `Counted by the catalogue, updated ${age ?? 'recently'}`,
    }
  }
  if (words === null) return null
  const shown = o.more
    ? `${plural(o.shown, 'bridge', 'bridges')} so far`
    : `all ${plural(o.shown, 'bridge', 'bridges')}`
  return { head: `Showing ${shown}${where}`, tail: words }
}

/** Over what a sort done by the catalogue ran, for the table's sort note (the count line above gives its age). */
export function catalogueOrderWords(o: { complete: boolean; held: number }): string {
  const held = numberFormat().format(o.held)
  return o.complete
    ? `over all ${held} bridges, by the catalogue on this computer`
    : `over the ${held} bridges the catalogue holds so far; it is still reading the rest`
}

/** The count line of a list read from the catalogue: what it holds, how it is sorted, where words were matched. */
export function catalogueCountLine(o: {
  pending: boolean
  total: number | null
  complete: boolean
  held: number
  age: string | null
  sort: CatalogueSort | null
  q: string
  category: string
  /** Every category chosen when several are (`category` is the first). */
  categories?: readonly string[] | undefined
  /** The ranges in words (rangeWords), '' for none. */
  ranges?: string | undefined
  verified: Suggestors
}): string {
  if (o.pending || o.total === null) return 'Reading the catalogue…'
  // None: the empty state says so, with where the words were matched (catalogueEmptyWords); one message, not two.
  if (o.total === 0) return ''
  const where = whereWords(o)
  const who = `${whoWords(o.verified)}${o.ranges ? `, ${o.ranges}` : ''}`
  const words =
    o.q === '' ? '' : ` with “${o.q}” in the title or a suggestion seen, searched on this computer`
  const sorted = o.sort === null ? '' : `, sorted ${SORT_WORDS[o.sort]}`
  return `Showing ${plural(o.total, 'bridge', 'bridges')}${where}${who}${words}${sorted} (${overWords(o)}).`
}

/** " in Health" or " in Health or Transport"; '' for every category. */
function whereWords(o: { category: string; categories?: readonly string[] | undefined }): string {
  const all = o.categories ?? (o.category === '' ? [] : [o.category])
  return all.length === 0 ? '' : ` in ${all.map(categoryLabel).join(' or ')}`
}

const n = (x: number): string => numberFormat().format(x)
const between = (lo: string | undefined, hi: string | undefined): string =>
  lo !== undefined && hi !== undefined
    ? `${lo} to ${hi}`
    : lo !== undefined
      ? `at least ${lo}`
      : `at most ${hi ?? ''}`

/** The list's ranges as words ("with 100 to 2,000 passes, scored at least 50, published until 2025-06-30"). */
export function rangeWords(r: {
  passes?: { min?: number; max?: number } | undefined
  score?: { min?: number; max?: number } | undefined
  published?: { from?: string; to?: string } | undefined
}): string {
  const parts: string[] = []
  const num = (x: number | undefined): string | undefined => (x === undefined ? undefined : n(x))
  if (r.passes) parts.push(`with ${between(num(r.passes.min), num(r.passes.max))} passes`)
  if (r.score) parts.push(`scored ${between(num(r.score.min), num(r.score.max))}`)
  const { from, to } = r.published ?? {}
  if (from !== undefined && to !== undefined) parts.push(`published ${from} to ${to}`)
  else if (from !== undefined) parts.push(`published from ${from}`)
  else if (to !== undefined) parts.push(`published until ${to}`)
  return parts.join(', ')
}

/**
 * Why "on the service" cannot apply while the list has several categories or a range: the service's list applies
 * one category and no range, so the catalogue on this computer lists the bridges and matches the words.
 */
export const NARROWED_WHY =
  'Words are matched on this computer while the list has several categories or a range: the service filters by one category only and by no range. Remove them to search on the service.'

/** Why the ranges cannot be set yet. */
export function rangesUnavailable(status: CatalogueStatus | undefined): string {
  return `Ranges of passes, score and days can be set once the catalogue on this computer holds bridges.${catalogueNow(status)}`
}

/**
 * catalogueCountLine in fewer words (ShortCount): what is shown, then that it was found on this computer and over
 * how much of the list. The order is the Sort's own to show, the catalogue's age its status line's.
 */
export function catalogueCountShort(o: Parameters<typeof catalogueCountLine>[0]): ShortCount | null {
  if (o.pending || o.total === null || o.total === 0) return null
  const where = whereWords(o)
  const who = `${whoWords(o.verified)}${o.ranges ? `, ${o.ranges}` : ''}`
  const words = o.q === '' ? '' : ` with “${o.q}”`
  const held = numberFormat().format(o.held)
  return {
    head: `Showing ${plural(o.total, 'bridge', 'bridges')}${where}${who}${words}`,
    tail: o.complete
      ? `On this computer, over all ${held} bridges`
      : `On this computer, over ${held} held so far`,
  }
}

/** Over what the catalogue looked, said under an empty list it answered ("Looked on this computer over …"). */
export function catalogueEmptyWords(o: {
  complete: boolean
  held: number
  age: string | null
  verified: Suggestors
}): string {
  const who = whoWords(o.verified)
  return `Looked for bridges${who} on this computer, ${overWords(o)}.`
}

/** Whose bridges the verified filter keeps, as the end of a phrase (" by verified suggestors"). */
function whoWords(verified: Suggestors): string {
  return verified === 'verified'
    ? ' by verified suggestors'
    : verified === 'unverified'
      ? ' by unverified suggestors'
      : ''
}

function overWords(o: { complete: boolean; held: number; age: string | null }): string {
  return o.complete
    ? `over all ${numberFormat().format(o.held)} bridges, catalogue updated ${o.age ?? 'recently'}`
    : `over the ${numberFormat().format(o.held)} bridges held so far; the catalogue is still reading the rest`
}

/** What the catalogue is doing, for a control that waits for it: where to look, in a sentence (or nothing). */
function catalogueNow(status: CatalogueStatus | undefined): string {
  if (status === undefined || (status.state === 'complete' && status.withheld === null)) return ''
  if (status.state === 'off') return ' It is turned off in Settings.'
  if (status.withheld !== null)
    return ' It is not used with the key in use: the catalogue line above says why.'
  if (status.state === 'paused') return ' It is paused: the catalogue line above says why.'
  return ' The catalogue line above says how far it is.'
}

const NEEDS: Record<'sort' | 'suggestors' | 'place', string> = {
  sort: 'Other orders come once the catalogue on this computer holds bridges.',
  suggestors: 'Verified or not can be chosen once the catalogue on this computer holds every bridge.',
  place: 'Searching on this computer can be chosen once the catalogue on this computer holds bridges.',
}

/**
 * Why the list's Sort, its Suggestors filter or the search's "on this computer" cannot be chosen yet, in plain
 * words: the Sort and the search need the catalogue to hold bridges, the Suggestors filter its counts, which come
 * once it holds every bridge.
 */
export function unavailableWords(
  control: 'sort' | 'suggestors' | 'place',
  status: CatalogueStatus | undefined,
): string {
  return `${NEEDS[control]}${catalogueNow(status)}`
}

/**
 * Why "on the service" cannot apply with the list's sort or suggestors filter: the service offers neither, so the
 * catalogue on this computer lists the bridges and matches the words. Null when nothing stands in its way.
 */
export function placeWhy(sort: CatalogueSort | null, suggestors: Suggestors): string | null {
  const because =
    sort !== null && sort !== 'newest'
      ? `the service does not sort ${SORT_WORDS[sort]}`
      : suggestors !== ''
        ? 'the service cannot filter by suggestors'
        : sort === 'newest'
          ? 'this order is kept by the catalogue on this computer'
          : null
  return because === null
    ? null
    : `Words are matched on this computer while this list is sorted or filtered so: ${because}. Choose “As the service lists them” and Suggestors “Everyone” to search on the service.`
}
