/** Shapes of the request inspector: what one exchange holds, a query over the stored log, its retention. */
import type { RequestLogEntry } from './dto.ts'

/** Why an attempt was or was not tried again (the words come from the API client's retry policy). */
export interface ExchangeRetry {
  retried: boolean
  reason: string
  /** How long the next attempt waited for, when there was one. */
  waitMs: number | null
}

/** A header as sent or received, in order. */
export type HeaderPair = readonly [name: string, value: string]

/** What the client knows of one attempt beyond its log entry; the key is only ever in its masked form. */
export interface ExchangeFacts {
  /** Groups the attempts of one call (the retry chain). */
  callId: string
  url: string
  /** The endpoint template, e.g. `/bridges/{slug}`. */
  endpoint: string
  requestHeaders: HeaderPair[]
  responseHeaders: HeaderPair[]
  /** The body as read, scrubbed of the key in use; null when none arrived. */
  body: string | null
  /** Null on a success (nothing to retry). */
  retry: ExchangeRetry | null
}

/** One stored attempt in full, as the inspector opens it. */
export interface ExchangeDetail {
  entry: RequestLogEntry
  url: string
  endpoint: string
  requestHeaders: HeaderPair[]
  responseHeaders: HeaderPair[]
  body: string | null
  /** Size of the body as received, in bytes. */
  bodyBytes: number
  /** Set when only the first this-many bytes were kept. */
  truncatedAtBytes: number | null
  retry: ExchangeRetry | null
  /** Every attempt of the same call, oldest first (this one included). */
  chain: { entry: RequestLogEntry; retry: ExchangeRetry | null }[]
}

/**
 * True for an attempt the app cancelled itself (the user left the page, a poll was stopped): it may have reached
 * the service, but it says nothing about it, so it is neither an outage nor a failure.
 */
export function wasCancelled(entry: Pick<RequestLogEntry, 'code'>): boolean {
  return entry.code === 'cancelled'
}

/** True for an attempt that failed: no answer or an error status, and not cancelled by the app itself. */
export function isFailedAttempt(entry: Pick<RequestLogEntry, 'status' | 'code'>): boolean {
  return !wasCancelled(entry) && (entry.status === null || entry.status >= 400)
}

/** Status classes the log can be filtered by. */
export const STATUS_CLASSES = ['2xx', '4xx', '5xx', 'none'] as const
/** One status class (`none`: no answer arrived). */
export type StatusClass = (typeof STATUS_CLASSES)[number]

/** A filter over the stored log; every field narrows. */
export interface ExchangeQuery {
  statusClass?: StatusClass
  code?: string
  endpoint?: string
  keyHint?: string
  /** Free text: path, code, request id and body. */
  text?: string
  failuresOnly?: boolean
  /** Rows returned, newest first (default 200, at most 1000). */
  limit?: number
}

/** How much of the log is kept; the user sets both. */
export interface LogRetention {
  maxEntries: number
  maxAgeDays: number
}

/** Bounds of the retention settings (the file's size follows from them). */
export const RETENTION_BOUNDS = {
  maxEntries: { min: 100, max: 100_000, default: 10_000 },
  maxAgeDays: { min: 1, max: 90, default: 14 },
} as const
