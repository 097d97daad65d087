/**
 * Where a cursor list stops, and why: the list view follows `next_cursor` while `has_more`, except when the
 * service breaks the pagination rules, which must neither loop (a cursor already followed) nor pass for the end
 * of the list (`has_more` without a cursor). Pure, so the rule is tested without a browser.
 */
import type { MessageId } from '../../../../shared/i18n/catalogues/en.ts'
import { msg } from '../../../../shared/i18n/translate.ts'

/** What the list view needs of one page. */
export interface PageLike {
  value: { data: readonly unknown[]; has_more: boolean; next_cursor: string | null }
}

/** How the list ended: all shown, more to fetch, or stopped on a page the service got wrong. */
export type ListEnd = 'more' | 'complete' | 'missing_cursor' | 'repeated_cursor' | 'empty_pages'

/** Empty pages in a row that say `has_more` before the list stops following them (each costs a request). */
export const MAX_EMPTY_PAGES = 10

/** The end state after `pages`, fetched with `cursors` (the page params, null for the first page). */
export function listEnd(pages: readonly PageLike[], cursors: readonly (string | null)[]): ListEnd {
  const last = pages.at(-1)
  if (!last || !last.value.has_more) return 'complete'
  const next = last.value.next_cursor
  if (next === null || next === '') return 'missing_cursor'
  if (cursors.includes(next)) return 'repeated_cursor'
  let empty = 0
  for (let i = pages.length - 1; i >= 0 && pages[i]?.value.data.length === 0; i--) empty++
  return empty >= MAX_EMPTY_PAGES ? 'empty_pages' : 'more'
}

/** The cursor of the next page, or undefined when the list stops (the shape getNextPageParam wants). */
export function nextCursor(
  pages: readonly PageLike[],
  cursors: readonly (string | null)[],
): string | undefined {
  return listEnd(pages, cursors) === 'more' ? (pages.at(-1)?.value.next_cursor ?? undefined) : undefined
}

/**
 * The message of the line under a list that stopped (worded with `{ n: MAX_EMPTY_PAGES }`), or null when it simply
 * has no more rows.
 */
export function listEndNotice(end: ListEnd): MessageId | null {
  switch (end) {
    case 'missing_cursor':
      return msg('list.end-missing-cursor')
    case 'repeated_cursor':
      return msg('list.end-repeated-cursor')
    case 'empty_pages':
      return msg('list.end-empty-pages')
    default:
      return null
  }
}
