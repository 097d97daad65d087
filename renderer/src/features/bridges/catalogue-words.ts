/**
 * What the bridge list says of rows it shows from the catalogue, and its totals: sentences of the message catalogue
 * (docs/i18n.md) in the words of `t`, pure. The search words and the categories are the user's and the service's
 * own: isolated (isolate()), so they keep their direction inside right-to-left text; the count line draws them as
 * <bdi> (count-line.tsx).
 */
import { isolate, type Translate } from '../../../../shared/i18n/translate.ts'
import type { CatalogueSort, CatalogueStatus } from '../../../../shared/ipc/catalogue.ts'
import { categoryLabel } from '../../entities/bridge/filters.ts'
import type { Suggestors } from '../../../../shared/views/list-query.ts'

/** Two sentences one after the other as the language writes them (a space, or none in Japanese); '' is left out. */
export function sentences(first: string, second: string, t: Translate): string {
  return first === '' ? second : second === '' ? first : t('list.sentences', { first, second })
}

/** What the catalogue counts for the service's list once it holds the whole list: all bridges, and per category. */
export interface ListTotals {
  total: number
  counts: readonly { category: string; count: number }[]
  /** How long ago the catalogue was updated ("3 minutes ago"). */
  age: string | null
}

/** " in Health" or " in Health or Transport"; '' for every category. */
function inWords(categories: readonly string[], t: Translate): string {
  if (categories.length === 0) return ''
  const names = categories
    .map((c) => isolate(categoryLabel(c)))
    .reduce((first, second) => t('list.or', { first, second }))
  return t('list.in-categories', { categories: names })
}

/** The search words as a phrase after the count (" with “garden”"); '' for none. */
const withWords = (q: string, t: Translate): string =>
  q === '' ? '' : t('list.with-words', { q: isolate(q) })

/**
 * The one count line of the service's list: what is shown and, once the catalogue holds the whole list, of how
 * many and how old that count is ("Showing 50 of 2,000 bridges (counted by the catalogue, updated 3 minutes
 * ago)"); before, "Showing 50 bridges so far".
 */
export function serviceCountLine(
  o: {
    pending: boolean
    shown: number
    more: boolean
    /** The search sent to the service ('' for none): a searched list is never "all the bridges in" a category. */
    q: string
    category: string
    totals: ListTotals | null
  },
  t: Translate,
): string {
  if (o.pending) return t('list.loading')
  if (o.shown === 0) return ''
  const where = `${withWords(o.q.trim(), t)}${inWords(o.category === '' ? [] : [o.category], t)}`
  if (!o.more) return t('list.service-all', { n: o.shown, where })
  if (o.totals === null) return t('list.service-so-far', { n: o.shown, where })
  const { total, counts, age } = o.totals
  const of = o.category === '' ? total : (counts.find((c) => c.category === o.category)?.count ?? 0)
  // A bridge published since the catalogue's last update may be shown already: never "51 of 50".
  const values = { shown: o.shown, of: Math.max(of, o.shown), where, age: age ?? t('list.recently'), total }
  return o.category === '' ? t('list.service-of', values) : t('list.service-of-in-all', values)
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
export function serviceCountShort(
  o: Parameters<typeof serviceCountLine>[0],
  t: Translate,
): ShortCount | null {
  if (o.pending || o.shown === 0) return null
  const q = o.q.trim()
  const where = inWords(o.category === '' ? [] : [o.category], t)
  if (o.more && o.totals !== null) {
    const { total, counts, age } = o.totals
    const of = o.category === '' ? total : (counts.find((c) => c.category === o.category)?.count ?? 0)
    return {
      head: t('list.short-of', { shown: o.shown, of: Math.max(of, o.shown), where }),
      tail: t('list.short-counted', { age: age ?? t('list.recently') }),
    }
  }
  if (q === '') return null
  const head = o.more
    ? t('list.short-so-far', { n: o.shown, where })
    : t('list.service-all', { n: o.shown, where })
  return { head, tail: t('list.short-with-words', { q: isolate(q) }) }
}

/** Over what a sort done by the catalogue ran, for the table's sort note (the count line above gives its age). */
export function catalogueOrderWords(o: { complete: boolean; held: number }, t: Translate): string {
  return o.complete ? t('list.order-complete', { held: o.held }) : t('list.order-partial', { held: o.held })
}

/** What catalogueCountLine is told. */
export interface CatalogueCount {
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
}

/** The count line of a list read from the catalogue: what it holds, how it is sorted, where words were matched. */
export function catalogueCountLine(o: CatalogueCount, t: Translate): string {
  if (o.pending || o.total === null) return t('list.reading-catalogue')
  // None: the empty state says so, with where the words were matched (catalogueEmptyWords); one message, not two.
  if (o.total === 0) return ''
  return t('list.catalogue-count', {
    n: o.total,
    where: whereWords(o, t),
    who: whoAndRanges(o, t),
    words: o.q === '' ? '' : t('list.catalogue-words', { q: isolate(o.q) }),
    sorted: o.sort === null ? '' : t('list.sorted', { sort: o.sort }),
    over: overWords(o, t),
  })
}

function whereWords(
  o: { category: string; categories?: readonly string[] | undefined },
  t: Translate,
): string {
  return inWords(o.categories ?? (o.category === '' ? [] : [o.category]), t)
}

const whoAndRanges = (o: { verified: Suggestors; ranges?: string | undefined }, t: Translate): string =>
  `${whoWords(o.verified, t)}${o.ranges ? t('list.and-ranges', { ranges: o.ranges }) : ''}`

type Bound = 'both' | 'min' | 'max'
const boundOf = (lo: unknown, hi: unknown): Bound =>
  lo !== undefined && hi !== undefined ? 'both' : lo !== undefined ? 'min' : 'max'

/** The list's ranges as words ("with 100 to 2,000 passes, scored at least 50, published until 2025-06-30"). */
export function rangeWords(
  r: {
    passes?: { min?: number; max?: number } | undefined
    score?: { min?: number; max?: number } | undefined
    published?: { from?: string; to?: string } | undefined
  },
  t: Translate,
): string {
  const parts: string[] = []
  const range = (x: { min?: number; max?: number }) => ({
    bound: boundOf(x.min, x.max),
    lo: x.min ?? 0,
    hi: x.max ?? 0,
  })
  if (r.passes) parts.push(t('list.range-passes', range(r.passes)))
  if (r.score) parts.push(t('list.range-score', range(r.score)))
  const { from, to } = r.published ?? {}
  if (from !== undefined || to !== undefined)
    // Days as the query writes them (2025-06-30, in UTC): isolated, they read the same in any direction.
    parts.push(
      t('list.range-published', {
        bound: boundOf(from, to),
        from: isolate(from ?? ''),
        to: isolate(to ?? ''),
      }),
    )
  return parts.length === 0 ? '' : parts.reduce((first, second) => t('list.comma', { first, second }))
}

/**
 * Why "on the service" cannot apply while the list has several categories or a range: the service's list applies
 * one category and no range, so the catalogue on this computer lists the bridges and matches the words.
 */
export const narrowedWhy = (t: Translate): string => t('list.narrowed-why')

/** Why the ranges cannot be set yet. */
export function rangesUnavailable(status: CatalogueStatus | undefined, t: Translate): string {
  return catalogueNow(t('list.needs-ranges'), status, t)
}

/**
 * catalogueCountLine in fewer words (ShortCount): what is shown, then that it was found on this computer and over
 * how much of the list. The order is the Sort's own to show, the catalogue's age its status line's.
 */
export function catalogueCountShort(o: CatalogueCount, t: Translate): ShortCount | null {
  if (o.pending || o.total === null || o.total === 0) return null
  return {
    head: t('list.catalogue-short', {
      n: o.total,
      where: whereWords(o, t),
      who: whoAndRanges(o, t),
      words: o.q === '' ? '' : t('list.with-words', { q: isolate(o.q) }),
    }),
    tail: o.complete
      ? t('list.short-local-complete', { held: o.held })
      : t('list.short-local-partial', { held: o.held }),
  }
}

/** Over what the catalogue looked, said under an empty list it answered ("Looked on this computer over …"). */
export function catalogueEmptyWords(
  o: { complete: boolean; held: number; age: string | null; verified: Suggestors },
  t: Translate,
): string {
  return t('list.empty-looked', { who: whoWords(o.verified, t), over: overWords(o, t) })
}

/** Whose bridges the verified filter keeps, as the end of a phrase (" by verified suggestors"). */
function whoWords(verified: Suggestors, t: Translate): string {
  return verified === '' ? '' : t('list.by-verified', { verified })
}

function overWords(o: { complete: boolean; held: number; age: string | null }, t: Translate): string {
  return o.complete
    ? t('list.over-complete', { held: o.held, age: o.age ?? t('list.recently') })
    : t('list.over-partial', { held: o.held })
}

/** `first`, and what the catalogue is doing for a control that waits for it: where to look (or nothing). */
function catalogueNow(first: string, status: CatalogueStatus | undefined, t: Translate): string {
  if (status === undefined || (status.state === 'complete' && status.withheld === null)) return first
  const next =
    status.state === 'off'
      ? t('list.now-off')
      : status.withheld !== null
        ? t('list.now-withheld')
        : status.state === 'paused'
          ? t('list.now-paused')
          : t('list.now-building')
  return sentences(first, next, t)
}

/**
 * Why the list's Sort, its Suggestors filter or the search's "on this computer" cannot be chosen yet, in plain
 * words: the Sort and the search need the catalogue to hold bridges, the Suggestors filter its counts, which come
 * once it holds every bridge.
 */
export function unavailableWords(
  control: 'sort' | 'suggestors' | 'place',
  status: CatalogueStatus | undefined,
  t: Translate,
): string {
  const needs =
    control === 'sort'
      ? t('list.needs-sort')
      : control === 'suggestors'
        ? t('list.needs-suggestors')
        : t('list.needs-place')
  return catalogueNow(needs, status, t)
}

/**
 * Why "on the service" cannot apply with the list's sort or suggestors filter: the service offers neither, so the
 * catalogue on this computer lists the bridges and matches the words. Null when nothing stands in its way.
 */
export function placeWhy(sort: CatalogueSort | null, suggestors: Suggestors, t: Translate): string | null {
  const because =
    sort !== null && sort !== 'newest'
      ? t('list.because-sort', { sort })
      : suggestors !== ''
        ? t('list.because-suggestors')
        : sort === 'newest'
          ? t('list.because-newest')
          : null
  return because === null ? null : t('list.place-why', { because })
}
