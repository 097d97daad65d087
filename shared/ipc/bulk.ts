/**
 * Bulk lookup: a pasted or dropped list (CSV, TSV, `;`-separated), one column of it looked up row by row, the
 * catalogue first and the service for the rest (README, "Bulk lookup"). The list crosses in parts of at most
 * BULK_PART_CHARS characters, so no call passes the preview's 1 MiB limit, and is read in main.
 */
import { requestId, type ChannelTable, type IpcError } from './common.ts'
import { bool, int, none, object, oneOf, str } from './validate.ts'

/** Rows a list may hold (a header not counted): more are refused with this number named. */
export const BULK_MAX_ROWS = 10_000
/** Bytes (UTF-8) a list may hold. */
export const BULK_MAX_BYTES = 10 * 1024 * 1024
/** Characters of one line of the list: a longer one is no list a person made. */
export const BULK_MAX_LINE_CHARS = 100_000
/**
 * Characters of one part of a list sent to main. A character escaped in JSON takes at most six bytes
 * (`\u0000`), so a part stays under the preview's 1 MiB per call whatever it holds.
 */
export const BULK_PART_CHARS = 131_072

/** Why a list was refused, with the limit it passed where there is one. */
export type BulkInputProblem =
  | { code: 'too-big'; limit: number }
  | { code: 'too-many-rows'; limit: number }
  | { code: 'line-too-long'; limit: number; line: number }
  | { code: 'binary' }
  | { code: 'empty' }
  /** A quote opened and never closed, from this row on. */
  | { code: 'bad-quotes'; row: number }

/** A list as main read it: enough to choose the column. */
export interface BulkPreview {
  bulkId: string
  /** The separator found: `,`, a tab, `;` or `|`. */
  delimiter: string
  /** Cells of the first row (a header, or the first data row). */
  first: string[]
  /** Columns of the widest row. */
  columns: number
  /** Rows after the first. */
  rest: number
  /** Up to five rows after the first, for a look before starting. */
  sample: string[][]
  /** Main's guess: whether the first row is a header, and which column holds what to look up. */
  header: boolean
  column: number
}

/** The answer to one part of a list: more is awaited, the list is read, or it was refused. */
export type BulkLoaded =
  | { state: 'receiving'; chars: number }
  | { state: 'ready'; preview: BulkPreview }
  | { state: 'refused'; problem: BulkInputProblem }

/** What a row names: a bridge (its slug and title) or a profile. */
export type BulkTarget = { to: 'bridge'; slug: string; title: string } | { to: 'profile'; username: string }

/** One row's answer; `readAt` is when what it says was read from the service (epoch ms). */
export type BulkAnswer =
  | { status: 'found'; target: BulkTarget; from: 'catalogue' | 'service'; readAt: number }
  | { status: 'not-found'; readAt: number }
  | { status: 'did-you-mean'; suggestion: BulkTarget; readAt: number }
  | { status: 'ambiguous'; matches: BulkTarget[]; readAt: number }
  /** The key may not read it (a scope, or the key itself): said in the words Keys uses. */
  | { status: 'refused'; error: IpcError; readAt: number }
  | { status: 'failed'; error: IpcError; readAt: number }
  /** Nothing to look up in that cell. */
  | { status: 'blank' }

/** One row of the list: its place, the text looked up, and its answer (null while waiting). */
export interface BulkRow {
  row: number
  input: string
  answer: BulkAnswer | null
}

/** Before starting: what the catalogue answers now, and what needs the service and how long that takes. */
export interface BulkEstimate {
  rows: number
  fromCatalogue: number
  /** Distinct names the service is asked for (a name met twice is asked once). */
  needService: number
  /** Whole seconds at the key's known rate; null while the rate is unknown. */
  seconds: number | null
  /** Requests a minute the estimate assumed; null when unknown. */
  perMinute: number | null
}

/** Where a run is: read and estimated but not started, running, paused, done, or cancelled. */
export type BulkRunState = 'ready' | 'running' | 'paused' | 'done' | 'cancelled'

/** A run kept from before a restart (paused there), with the choice it was started with. */
export interface BulkKept {
  preview: BulkPreview
  column: number
  header: boolean
  progress: BulkProgress
}

/** Progress of a run, sent as it goes. */
export interface BulkProgress {
  bulkId: string
  state: BulkRunState
  rows: number
  answered: number
  /** Service names asked and still to ask. */
  serviceDone: number
  serviceLeft: number
  /** Whole seconds left at the key's rate; null when unknown. */
  secondsLeft: number | null
}

const bulkId = requestId
/** The column and the header choice a run uses. */
const runShape = { bulkId, column: int({ min: 0, max: 999 }), header: bool }

/** The bulk lookup's invoke channels. */
export const bulkChannels = {
  'bulk:load': {
    method: 'loadBulk',
    request: object({
      bulkId,
      /** The part's number, from 0: a part out of order or sent twice is refused. */
      part: int({ min: 0, max: 1000 }),
      text: str({ max: BULK_PART_CHARS }),
      last: bool,
    }),
  },
  'bulk:kept': { method: 'keptBulk', request: none },
  'bulk:estimate': { method: 'estimateBulk', request: object(runShape) },
  'bulk:start': { method: 'startBulk', request: object(runShape) },
  'bulk:pause': { method: 'pauseBulk', request: object({ bulkId, paused: bool }) },
  'bulk:cancel': { method: 'cancelBulk', request: object({ bulkId }) },
  'bulk:rows': {
    method: 'bulkRows',
    request: object({
      bulkId,
      offset: int({ min: 0, max: BULK_MAX_ROWS }),
      limit: int({ min: 1, max: BULK_MAX_ROWS }),
    }),
  },
  'bulk:export': {
    method: 'exportBulk',
    request: object({ bulkId, format: oneOf(['csv', 'tsv', 'json'] as const) }),
  },
} as const satisfies ChannelTable

/** The result type of each bulk channel. */
export interface BulkResults {
  'bulk:load': BulkLoaded
  'bulk:kept': { runs: BulkKept[] }
  'bulk:estimate': BulkEstimate
  'bulk:start': BulkProgress
  'bulk:pause': BulkProgress
  'bulk:cancel': BulkProgress
  'bulk:rows': { progress: BulkProgress; rows: BulkRow[] }
  'bulk:export': { text: string; fileName: string }
}

/** The bulk lookup's events, with their payloads. */
export interface BulkEvents {
  'bulk:did-progress': BulkProgress
}

/** The bulk lookup's event channels. */
export const bulkEvents = ['bulk:did-progress'] as const satisfies readonly (keyof BulkEvents)[]
