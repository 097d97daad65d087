/** Exporting the bridge list to a file: what it will cost, its progress, its pause and its outcome. */
import {
  categoriesField,
  daysField,
  filterFields,
  rangeField,
  requestId,
  suggestorField,
  type ChannelTable,
} from './common.ts'
import { arrayOf, bool, int, object, oneOf, optional } from './validate.ts'
import { FILE_COLUMNS } from '../views/list-columns.ts'
import { LIST_SORTS } from '../views/list-query.ts'

/** What "load all matching" will cost before it starts. */
export interface BulkEstimate {
  /** Exact page requests when the total is known (no filters); null when filters make it unknown. */
  requests: number | null
  /** Page requests for every published bridge: the most a filtered walk can need. */
  upperBound: number
  /** Published bridges, the basis of both counts. */
  total: number
  remaining: number | null
  limit: number | null
  resetAt: number | null
  /** True only when the budget is known and covers `requests` (or `upperBound` when `requests` is unknown). */
  fitsInCurrentWindow: boolean
  /** Whole seconds: waits for later windows plus an assumed time per request. */
  estimatedSeconds: number
}

/** Progress of a running export. */
export interface ExportProgress {
  exportId: string
  pages: number
  rows: number
}

/** What an export read from the catalogue says of it: how complete and how old its copy of the list was. */
export interface CatalogueExportLabel {
  /** True when a full walk of the list had ended (the copy held every bridge then). */
  complete: boolean
  /** When the last full walk ended (epoch ms); null before the first. */
  completedAt: number | null
  /** Bridges the catalogue held, and the service's own count when known. */
  held: number
  estimatedTotal: number | null
}

/** The outcome of a finished export. */
export interface ExportResult {
  file: string
  rows: number
  /** Pages read: requests to the service, or reads of the catalogue (no request) when `catalogue` is set. */
  pages: number
  /** Set when the rows came from the catalogue on this computer (README, "The catalogue"), not the service. */
  catalogue?: CatalogueExportLabel
  /** Rows whose `id` had already been written (a page boundary moved under the walk); reported, never silent. */
  duplicatesSkipped: number
  /** Set when the list ran far past its estimate and the user stopped it, keeping the rows written so far. */
  stoppedEarly?: true
}

/** An export paused because its list ran far past the estimate; it waits for export:decide. */
export interface ExportPause {
  exportId: string
  rows: number
  expectedRows: number
}

/** The export's invoke channels. */
export const exportChannels = {
  'export:estimate': { method: 'estimateExport', request: object(filterFields) },
  'export:start': {
    method: 'startExport',
    request: object({
      exportId: requestId,
      format: oneOf(['csv', 'json'] as const),
      ...filterFields,
      /** The rows the estimate promised; far past them the export pauses and asks (export:did-pause). */
      expectedRows: optional(int({ min: 0, max: 1_000_000_000 })),
      /** 'background' lets the export run on when the window or tab that started it goes away. */
      runIn: optional(oneOf(['window', 'background'] as const)),
      /**
       * Where the rows come from: the service (the default, one request per 100 rows) or the catalogue on this
       * computer (no request; its words matched locally, and the file named with its age and completeness).
       */
      from: optional(oneOf(['service', 'catalogue'] as const)),
      /**
       * The list's suggestors filter and order (shared/views/list-query.ts), so the file has the rows and order on
       * screen. The service offers neither: with either, the rows come from the catalogue only.
       */
      verified: optional(bool),
      /** One suggestor's bridges (a username): the catalogue's only too. */
      by: optional(suggestorField),
      sort: optional(oneOf(LIST_SORTS)),
      /** Several categories (any of them) and ranges of passes, score and publication day: the catalogue's only too. */
      categories: optional(categoriesField),
      passes: optional(rangeField),
      score: optional(rangeField),
      published: optional(daysField),
      /** The CSV file's columns, in order (the columns shown); absent: every field. JSON has every field always. */
      columns: optional(arrayOf(oneOf(FILE_COLUMNS), FILE_COLUMNS.length)),
    }),
  },
  'export:cancel': { method: 'cancelExport', request: object({ exportId: requestId }) },
  'export:decide': {
    method: 'decideExport',
    request: object({ exportId: requestId, decision: oneOf(['continue', 'keep', 'discard'] as const) }),
  },
} as const satisfies ChannelTable

/** The result type of each export channel. */
export interface ExportResults {
  'export:estimate': BulkEstimate
  'export:start': ExportResult
  'export:cancel': { cancelled: boolean }
  'export:decide': { decided: boolean }
}

/** The export's events, with their payloads. */
export interface ExportEvents {
  'export:did-progress': ExportProgress
  'export:did-pause': ExportPause
}

/** The export's event channels. */
export const exportEvents = [
  'export:did-progress',
  'export:did-pause',
] as const satisfies readonly (keyof ExportEvents)[]
