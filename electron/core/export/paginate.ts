/** Cursor pagination over `/bridges` with guards against servers that would make a client loop forever. */
import type { BridgeSummary } from '../../../shared/api/types.ts'
import type { BridgeFilters } from '../../../shared/ipc/common.ts'
import type { CatalogueSort } from '../../../shared/ipc/catalogue.ts'
import type { ApiClient, ListBridgesParams } from '../api/index.ts'

/** The filters of a bulk walk; `limit` defaults to the API maximum (100) so a walk costs as few requests as possible. */
export interface BulkFilters extends BridgeFilters {
  limit?: number
  /** Set for an export from the catalogue only (catalogue-listing.ts applies them): they tell its checkpoint apart. */
  verified?: boolean
  sort?: CatalogueSort
}

/**
 * The part of the API client a walk needs; tests pass a double with only this method. `uniqueIds`: every id comes
 * once over the whole walk (a local source keyed by id, as the catalogue is), so an export keeps no record of the
 * ids written and its memory stays flat whatever the rows.
 */
export type ListingClient = Pick<ApiClient, 'listBridges'> & { readonly uniqueIds?: boolean }

/** One page of a walk: its rows, the cursor that fetched it (null for the first) and the cursor of the next page. */
export interface BridgePage {
  page: BridgeSummary[]
  cursor: string | null
  nextCursor: string | null
}

/** Why a walk stopped on a response that breaks the pagination rules. */
export type PaginationErrorCode = 'missing_cursor' | 'repeated_cursor'

/** A page said `has_more` without a usable `next_cursor`, or pointed back at a cursor already followed. */
export class PaginationError extends Error {
  readonly code: PaginationErrorCode
  /** The cursor of the page whose response broke the rule (null for the first page). */
  readonly cursor: string | null

  constructor(code: PaginationErrorCode, cursor: string | null) {
    super(
      code === 'missing_cursor'
        ? 'The service said more pages exist but sent no cursor for the next one.'
        : 'The service sent a cursor that was already followed; stopping instead of looping forever.',
    )
    this.name = 'PaginationError'
    this.code = code
    this.cursor = cursor
  }
}

/**
 * Default page size of bulk walks: the API maximum (listBridges `limit`, at most 100, in shared/api/openapi.yaml).
 */
export const BULK_PAGE_SIZE = 100

/**
 * Walks `/bridges` page by page from `startCursor` (or the first page), following `next_cursor` while `has_more`.
 * An aborted signal stops the walk before the next request with the signal's reason (`signal.throwIfAborted()`);
 * a request already in flight is aborted by the client. An inconsistent page is rejected before it is yielded,
 * because its rows cannot be trusted to belong to the walk.
 */
export async function* paginateBridges(
  client: ListingClient,
  filters: BulkFilters,
  opts: { signal?: AbortSignal; startCursor?: string | null } = {},
): AsyncGenerator<BridgePage, void, undefined> {
  const { signal } = opts
  const limit = filters.limit ?? BULK_PAGE_SIZE
  let cursor: string | null = opts.startCursor ?? null
  const followed = new Set<string>()
  if (cursor !== null) followed.add(cursor)
  for (;;) {
    signal?.throwIfAborted()
    const params: ListBridgesParams = { limit }
    if (cursor !== null) params.cursor = cursor
    // Empty values mean "no filter" (assumption 5); leaving them out keeps the request clean.
    if (filters.category) params.category = filters.category
    if (filters.q) params.q = filters.q
    const { value } = await client.listBridges(params, signal ? { signal } : undefined)
    const next = value.has_more ? (value.next_cursor ?? '') : null
    if (next === '') throw new PaginationError('missing_cursor', cursor)
    if (next !== null && followed.has(next)) throw new PaginationError('repeated_cursor', cursor)
    yield { page: value.data, cursor, nextCursor: next }
    if (next === null) return
    followed.add(next)
    cursor = next
  }
}
