/**
 * What every domain file of shared/ipc/ builds on: the result and error of every channel, the response metadata,
 * the few words several domains share (a key's state, a wait's reason, a notice), and the payload fields more than
 * one domain validates. Data that crosses between main and renderer is JSON-able and never carries an API key.
 * A domain file imports this one and no other domain's file, so a feature edits its own file only.
 */
import type { Said } from '../i18n/said.ts'
import type { ErrorKind, IpcErrorCode, NoticeCode } from './error-kinds.ts'
import { arrayOf, int, object, optional, plainText, str, type Validator } from './validate.ts'
import { MAX_USERNAME_CHARS } from '../views/list-query.ts'

/** A domain's invoke channels: each with its renderer method name and the validator of its payload. */
export type ChannelTable = Record<string, { method: string; request: Validator<unknown> }>

/** A value that survives JSON.stringify/JSON.parse unchanged. */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue }

/** An error as it crosses IPC: typed, plain data, never the key. */
export interface IpcError {
  /** Where it came from: an API answer, the network, input validation, the keychain, … */
  kind: ErrorKind
  /** A closed-set API code, a code of the core (e.g. `keychain_unavailable`), or a server's unknown one. */
  code: IpcErrorCode
  message: string
  status: number | null
  retryAt: number | null
  missingScope: string | null
  field: string | null
  /**
   * The core's own sentence said by code (shared/i18n/said.ts), worded by the renderer in the language shown;
   * `message` is the same in English, for logs. Absent where the core has no sentence of its own (docs/i18n.md).
   */
  said?: Said
}

/** The answer of every invoke channel: handlers never throw across the bridge. */
export type IpcResult<T> = { ok: true; value: T } | { ok: false; error: IpcError }

/** Rate-limit state from the last response: resetAt in local epoch ms, corrected for server clock skew. */
export interface RateLimitInfo {
  limit: number
  remaining: number
  resetAt: number
}

/** What came with a successful API response besides its body. */
export interface ResponseMeta {
  status: number
  requestId: string | null
  attempts: number
  durationMs: number
  rateLimit: RateLimitInfo | null
  deprecation: string | null
  sunset: string | null
}

/** An API body with its metadata. */
export interface WithMeta<T> {
  value: T
  meta: ResponseMeta
}

/** Plain-language information that did not stop an operation (e.g. the 5-keys-per-account limit). */
export interface Notice {
  code: NoticeCode
  /** In English, for logs; `said` is what a person reads, worded where shown (docs/i18n.md). */
  message: string
  said?: Said
  /** A session-only key of the last run (never the key): what the Keys form is filled with by "Add it again". */
  addAgain?: { label: string; serviceUrl: string }
}

// A key's state is the API's word (shared/api/key-state.ts) and the bridge list's filters the views' (shared/views/
// list-query.ts): the contract passes them on, as shared/api and shared/views import nothing of shared/ipc.
export type { KeyState, RefusedKeyState } from '../api/key-state.ts'
export type { BridgeFilters } from '../views/list-query.ts'

/** Why a key's scheduler is holding requests back (the rate gauge and the usage history both show it). */
export type WaitReason = 'rate_limit' | 'retry_after' | 'backoff' | 'lockout'

/** Request ids name a call so it can be cancelled (AbortSignal cannot cross the bridge). */
export const requestId = str({ min: 1, max: 64, pattern: /^[A-Za-z0-9_-]+$/ })

/** The id of a saved key (never the key). */
export const keyId = str({ min: 1, max: 64, pattern: /^[A-Za-z0-9_-]+$/ })

/** The payload fields of BridgeFilters: the bridge list and the export walk the same list. */
export const filterFields = { q: optional(str({ max: 200 })), category: optional(str({ max: 100 })) }

/** The payload fields of a time span (epoch ms) and how many points to draw it with. */
export const timeRangeFields = {
  from: int({ min: 0, max: 8_640_000_000_000_000 }),
  to: int({ min: 0, max: 8_640_000_000_000_000 }),
  maxPoints: optional(int({ min: 2, max: 2000 })),
}

/** Two bounds checked one against the other: a range upside down is refused, never read as empty. */
function inOrder<T extends Record<string, unknown>>(
  shape: Validator<T>,
  lo: keyof T & string,
  hi: keyof T & string,
): Validator<T> {
  return (x, path = 'value') => {
    const r = shape(x, path)
    if (!r.ok) return r
    const [a, b] = [r.value[lo], r.value[hi]] as [string | number | undefined, string | number | undefined]
    return a !== undefined && b !== undefined && a > b
      ? { ok: false, error: `${path}: ${lo} (${String(a)}) is after ${hi} (${String(b)})` }
      : r
  }
}

const bound = optional(int({ min: -1_000_000_000, max: 1_000_000_000 }))
/** Inclusive bounds of a whole number (passes, score), as the list's query carries them (shared/views/list-query.ts). */
export const rangeField: Validator<{ min?: number | undefined; max?: number | undefined }> = inOrder(
  object({ min: bound, max: bound }),
  'min',
  'max',
)
/** A calendar day that exists (2025-02-30 is refused, not rolled over to March). */
const day: Validator<string> = (x, path = 'value') => {
  const r = str({ max: 10, pattern: /^\d{4}-\d{2}-\d{2}$/ })(x, path)
  if (!r.ok) return r
  const d = new Date(`${r.value}T00:00:00Z`)
  return Number.isFinite(d.getTime()) && d.toISOString().slice(0, 10) === r.value
    ? r
    : { ok: false, error: `${path}: ${r.value} is not a calendar day (YYYY-MM-DD)` }
}
/** Inclusive first and last publication day (`YYYY-MM-DD`); an absent one does not limit. */
export const daysField = inOrder(object({ from: optional(day), to: optional(day) }), 'from', 'to')
/** The categories a list may narrow to at once (any of them). */
export const categoriesField = arrayOf(str({ min: 1, max: 100 }), 100)
/** One suggestor's username a list narrows to: a name a person reads, bounded as the API bounds it. */
export const suggestorField = plainText({ min: 1, max: MAX_USERNAME_CHARS })
