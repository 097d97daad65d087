/**
 * The request log and its inspector: one HTTP attempt as the log shows it, what one exchange holds, a query over
 * the stored log, its retention, and their channels.
 */
import type { Said } from '../i18n/said.ts'
import { keyId, type ChannelTable, type RateLimitInfo } from './common.ts'
import type { IpcErrorCode } from './error-kinds.ts'
import { bool, int, none, object, oneOf, optional, plainText, str } from './validate.ts'

/** One HTTP attempt as the request log shows it; the key appears only as `bxk_…abcd`. */
export interface RequestLogEntry {
  id: string
  at: number
  method: 'GET'
  path: string
  status: number | null
  code: IpcErrorCode | null
  attempt: number
  durationMs: number
  rateLimit: RateLimitInfo | null
  keyHint: string
  requestId: string | null
  /**
   * The id of the key that sent it (a saved key's, `demo`, or the id a key being checked was given), so the log
   * names it by its label as it is now; absent where the client itself reports the attempt.
   */
  keyId?: string | null
  /** The host (and port) of the service it went to: two keys of two services look alike by their last 4 alone. */
  host?: string
}

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

/** Bounds of the alert thresholds: the share of failures, the minutes it is taken over, the requests left. */
export const KEY_ALERT_BOUNDS = {
  errorSharePercent: { min: 1, max: 100, default: 20 },
  minutes: { min: 1, max: 60, default: 5 },
  headroomPercent: { min: 1, max: 90, default: 10 },
} as const

/** When the app tells the user about the key in use; off until the user turns it on (nothing leaves the machine). */
export interface KeyAlertSettings {
  enabled: boolean
  /** Say so when at least this share of the key's requests of the last `minutes` failed. */
  errorSharePercent: number
  minutes: number
  /** Say so when no more than this share of the window's requests is left. */
  headroomPercent: number
}

/** One alert: the key it is about, what happened, in words for a desktop notification and a line in the app. */
export interface KeyAlert {
  kind: 'refused' | 'failing' | 'headroom' | 'expiring'
  keyId: string
  at: number
  /** The title in English, for logs. */
  title: string
  /** The title by code, worded where it is shown (shared/i18n/said.ts). */
  titleSaid: Said
  /** The body in English, for logs. */
  body: string
  /** The body by code, worded where it is shown. */
  bodySaid: Said
}

/** One group of a key's failed attempts: the same error code and status on the same endpoint. */
export interface KeyErrorGroup {
  code: string | null
  /** Null: no answer arrived (refused, cut off, timed out). */
  status: number | null
  endpoint: string
  count: number
  /** The newest attempt of the group, opened in the inspector with one click. */
  lastId: string
  lastAt: number
}

/** How long one endpoint took to answer a key over the range, in ms (nearest-rank percentiles). */
export interface EndpointLatency {
  endpoint: string
  /** Answered attempts measured (cancelled ones and those without an answer are left out). */
  count: number
  p50: number
  p95: number
  p99: number
}

/** One endpoint as this key has fared with it over everything the log keeps. */
export interface EndpointCoverage {
  endpoint: string
  /** Attempts logged with this key. */
  tried: number
  /** Attempts the service answered with a success. */
  succeeded: number
  /** The newest status the service answered (null: never answered, or never tried). */
  lastStatus: number | null
}

/** A saved key's health over a range, read from the request log this computer keeps; never the key itself. */
export interface KeyHealth {
  keyId: string
  from: number
  to: number
  /** Attempts in the range, cancelled ones left out. */
  attempts: number
  failed: number
  errors: KeyErrorGroup[]
  latency: EndpointLatency[]
  /** Every endpoint of the API in the order of shared/api/openapi.yaml, whether or not this key called it. */
  coverage: EndpointCoverage[]
  /** Attempts in the minute before `to`: the pace the forecast of the current window is made from. */
  lastMinute: number
}

/** The time range of a key's health: a saved key's id and epoch-ms bounds. */
export const keyHealthRequest = object({
  keyId,
  from: int({ min: 0, max: 8_640_000_000_000_000 }),
  to: int({ min: 0, max: 8_640_000_000_000_000 }),
})

const entryId = plainText({ min: 1, max: 64 })

/** The request log's invoke channels. */
export const requestLogChannels = {
  'log:list': { method: 'listRequestLog', request: none },
  'log:to-curl': { method: 'requestAsCurl', request: object({ id: entryId }) },
  'log:search': {
    method: 'searchRequestLog',
    request: object({
      statusClass: optional(oneOf(STATUS_CLASSES)),
      code: optional(str({ max: 100 })),
      endpoint: optional(str({ max: 100 })),
      keyHint: optional(str({ max: 100 })),
      text: optional(str({ max: 200 })),
      failuresOnly: optional(bool),
      limit: optional(int({ min: 1, max: 1000 })),
    }),
  },
  'log:get-exchange': { method: 'getRequestExchange', request: object({ id: entryId }) },
  'log:send-again': {
    method: 'sendRequestAgain',
    // keyId: the key the user chose for a request logged before each request noted its key (code key_unknown).
    request: object({ id: entryId, keyId: optional(keyId) }),
  },
  'log:key-health': { method: 'getKeyHealth', request: keyHealthRequest },
  'log:export-key-health': { method: 'exportKeyHealth', request: keyHealthRequest },
  'log:get-retention': { method: 'getLogRetention', request: none },
  'log:get-alerts': { method: 'getKeyAlerts', request: none },
  'log:set-alerts': {
    method: 'setKeyAlerts',
    request: object({
      enabled: bool,
      errorSharePercent: int(KEY_ALERT_BOUNDS.errorSharePercent),
      minutes: int(KEY_ALERT_BOUNDS.minutes),
      headroomPercent: int(KEY_ALERT_BOUNDS.headroomPercent),
    }),
  },
  'log:set-retention': {
    method: 'setLogRetention',
    request: object({
      maxEntries: int(RETENTION_BOUNDS.maxEntries),
      maxAgeDays: int(RETENTION_BOUNDS.maxAgeDays),
    }),
  },
} as const satisfies ChannelTable

/** The result type of each request-log channel. */
export interface RequestLogResults {
  'log:list': RequestLogEntry[]
  'log:to-curl': string
  'log:search': RequestLogEntry[]
  'log:get-exchange': ExchangeDetail
  /** `id`: the new exchange (shown beside the old one); `keyLabel`: the saved key it went with (null: demo key). */
  'log:send-again': { status: number; id: string | null; keyLabel: string | null }
  'log:key-health': KeyHealth
  /** `file`: where the CSV was written; null when the user cancelled the save dialog. */
  'log:export-key-health': { file: string | null; rows: number }
  'log:get-retention': LogRetention
  'log:set-retention': LogRetention
  'log:get-alerts': KeyAlertSettings
  'log:set-alerts': KeyAlertSettings
}

/** The request log's events, with their payloads. */
export interface RequestLogEvents {
  'log:did-add': RequestLogEntry
  /** A key in use started failing, was refused, runs low on requests or is about to expire (alerts turned on). */
  'log:did-alert': KeyAlert
  /**
   * An alert said earlier no longer holds (a spent window reset by the clock, a key no longer failing): the line that
   * shows it goes. Said for the key alert's kind and key, with when its condition cleared.
   */
  'log:did-clear-alert': Pick<KeyAlert, 'kind' | 'keyId' | 'at'>
}

/** The request log's event channels. */
export const requestLogEvents = [
  'log:did-add',
  'log:did-alert',
  'log:did-clear-alert',
] as const satisfies readonly (keyof RequestLogEvents)[]
