/**
 * The catalogue as an export reads it: its rows, in pages, through the same walk, file layout, checkpoints and
 * atomic rename as an export from the service (export.ts), with no request sent. The composition root wires it to
 * the catalogue (app/catalogue-wiring.ts), so this folder never imports the catalogue's.
 */
import type { BridgeSummary } from '../../../shared/api/types.ts'
import type { CatalogueExportLabel } from '../../../shared/ipc/export.ts'
import type { CatalogueRange, CatalogueSort } from '../../../shared/ipc/catalogue.ts'
import type { ListRow } from '../../../shared/views/list-columns.ts'
import type { ResponseMeta } from '../api/index.ts'
import type { BulkFilters, ListingClient } from './paginate.ts'

/**
 * What only the catalogue can apply of the list's query: its suggestors filter, one suggestor's bridges (`by`), its
 * order, several categories at once and ranges of passes, score and publication day.
 */
export interface CatalogueOnly {
  verified?: boolean | undefined
  by?: string | undefined
  sort?: CatalogueSort | undefined
  categories?: readonly string[] | undefined
  passes?: CatalogueRange | undefined
  score?: CatalogueRange | undefined
  published?: { from?: string | undefined; to?: string | undefined } | undefined
}

/** The catalogue of the current service, as an export needs it. */
export interface CatalogueRows {
  /**
   * The rows listed after the position `after` (null: the first), in the order `filters.sort` (newest first by
   * default) as the list shows them, and the position of the next page (null at the end). Throws the key's
   * refusal while the catalogue does not answer the key in use.
   */
  page(
    filters: BulkFilters & CatalogueOnly,
    after: string | null,
    limit: number,
  ): { rows: ListRow[]; next: string | null }
  /** How complete and how old the catalogue is now: the export's label. Throws like `page`. */
  label(): CatalogueExportLabel
}

/** Rows per page read from the catalogue: a local read, so fewer checkpoint writes than the API's 100. */
export const CATALOGUE_PAGE_SIZE = 1000

// Nothing was sent: no status of the service, no rate limit, no attempt.
const LOCAL: ResponseMeta = {
  status: 200,
  requestId: null,
  attempts: 0,
  durationMs: 0,
  rateLimit: null,
  deprecation: null,
  sunset: null,
}

/**
 * The summary fields as the service lists them (a JSON export has the same shape from either source), with the
 * suggestion text and domain where the catalogue has read a bridge's detail (a CSV's columns, export-format.ts).
 */
function summaryOf(b: BridgeSummary & { suggestion?: string | null; domain?: string | null }): ListRow {
  const { id, slug, title, category, published_at, passes, score, suggestor, suggestion, domain } = b
  return {
    id,
    slug,
    title,
    category,
    published_at,
    passes,
    score,
    suggestor: { username: suggestor.username, verified: suggestor.verified },
    ...(typeof suggestion === 'string' ? { suggestion } : {}),
    ...(typeof domain === 'string' ? { domain } : {}),
  }
}

/** A listing client over the catalogue, for runExport, with the suggestors filter and order of the list. */
export function catalogueListing(source: CatalogueRows, only: CatalogueOnly = {}): ListingClient {
  return {
    // The catalogue holds one row per id, and its walk goes by position in one order.
    uniqueIds: true,
    async listBridges(p, o) {
      o?.signal?.throwIfAborted()
      const filters = {
        ...(p.q ? { q: p.q } : {}),
        ...(p.category ? { category: p.category } : {}),
        ...definedOf(only),
      }
      const { rows, next } = source.page(filters, p.cursor ?? null, p.limit ?? CATALOGUE_PAGE_SIZE)
      return { value: { data: rows.map(summaryOf), has_more: next !== null, next_cursor: next }, meta: LOCAL }
    },
  }
}

/** The fields of `only` that are set: an absent one narrows nothing. */
export function definedOf(only: CatalogueOnly): CatalogueOnly {
  return Object.fromEntries(Object.entries(only).filter(([, v]) => v !== undefined)) as CatalogueOnly
}

/** "catalogue-updated-2026-03-14-1205" or "catalogue-incomplete": what the file name says of its source. */
export function catalogueNamePart(label: CatalogueExportLabel): string {
  if (!label.complete || label.completedAt === null) return 'catalogue-incomplete'
  const at = new Date(label.completedAt).toISOString().slice(0, 16).replace('T', '-').replace(':', '')
  return `catalogue-updated-${at}`
}
