/**
 * Where Insights' bars lead: the bridge list narrowed to what a bar counts, read from the list's one query
 * (shared/views/list-query.ts; HOUSE_STYLE.md, "One truth for each thing the user sees"). Insights over the whole
 * catalogue leads to the list with that one filter; Insights scoped to a list ("these 297 bridges") narrows that
 * list's query, so its words, place, suggestors, ranges and sort stay. A suggestor's name narrows it to their
 * bridges (the query's `by`), as every other bar does. Pure, so it is unit-tested under Node.
 */
import {
  DEFAULT_LIST_QUERY,
  encodeListQuery,
  type ListQuery,
  type NumberRange,
} from '../../../../shared/views/list-query.ts'

/** What a bar counts: one category, a range of score, or one suggestor's bridges (their username). */
export type BarNarrowing = { category: string } | { score: NumberRange } | { by: string }

/** The address of the list `scope` (the whole catalogue when undefined) narrowed by `narrow`. */
export function narrowedListHref(scope: ListQuery | undefined, narrow: BarNarrowing): string {
  const base = scope ?? DEFAULT_LIST_QUERY
  const change: Partial<ListQuery> =
    'category' in narrow
      ? { category: narrow.category, categories: undefined }
      : 'by' in narrow
        ? { by: narrow.by }
        : { score: narrow.score }
  return `#/bridges?${encodeListQuery({ ...base, ...change })}`
}
