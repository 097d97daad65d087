import { redactSecrets } from './redact.ts'

/** Rate-limit headers of a response; `resetAt` is epoch milliseconds. */
export type RequestLogRateLimit = {
  readonly limit: number
  readonly remaining: number
  readonly resetAt: number
}

/** One API request attempt as the request-log panel shows it. */
export type RequestLogEntry = {
  /** assigned by the log, increasing */
  readonly id: number
  /** epoch milliseconds when the attempt started */
  readonly at: number
  readonly method: string
  /** path relative to the base URL, with its query string */
  readonly path: string
  /** null when no response arrived (network error, abort) */
  readonly status: number | null
  /** the error code of the envelope, or null on success */
  readonly code: string | null
  /** 1 for the first try, counting retries */
  readonly attempt: number
  readonly durationMs: number
  readonly rateLimit: RequestLogRateLimit | null
  /** `bxk_…abcd`: enough to tell keys apart, never enough to use one */
  readonly keyHint: string | null
  readonly requestId: string | null
}

/** What `add` takes: an entry without the id the log assigns. */
export type RequestLogInput = Omit<RequestLogEntry, 'id'>

/** Options of createRequestLog. */
export type RequestLogOptions = {
  /** entries kept; the oldest are dropped first (default 500) */
  readonly capacity?: number
}

/** An in-memory ring buffer of recent requests. */
export type RequestLog = {
  /** stores a redacted, frozen copy and returns it */
  add(input: RequestLogInput): RequestLogEntry
  /** newest first */
  list(): RequestLogEntry[]
}

/** Default number of entries kept. */
export const DEFAULT_REQUEST_LOG_CAPACITY = 500

const redactOrNull = (value: string | null): string | null => (value === null ? null : redactSecrets(value))

// Defence in depth: the client never hands the key over, but a log is exactly where a leaked key would live on.
function sanitize(id: number, input: RequestLogInput): RequestLogEntry {
  const rateLimit = input.rateLimit
    ? Object.freeze({
        limit: input.rateLimit.limit,
        remaining: input.rateLimit.remaining,
        resetAt: input.rateLimit.resetAt,
      })
    : null
  return Object.freeze({
    id,
    at: input.at,
    method: redactSecrets(input.method),
    path: redactSecrets(input.path),
    status: input.status,
    code: redactOrNull(input.code),
    attempt: input.attempt,
    durationMs: input.durationMs,
    rateLimit,
    keyHint: redactOrNull(input.keyHint),
    requestId: redactOrNull(input.requestId),
  })
}

/** Creates an empty request log. */
export function createRequestLog(options: RequestLogOptions = {}): RequestLog {
  const capacity = options.capacity ?? DEFAULT_REQUEST_LOG_CAPACITY
  if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError('capacity must be a positive integer')
  const slots: (RequestLogEntry | undefined)[] = new Array<RequestLogEntry | undefined>(capacity)
  let next = 0 // slot the next entry goes into
  let size = 0
  let nextId = 1

  return {
    add(input) {
      const entry = sanitize(nextId++, input)
      slots[next] = entry
      next = (next + 1) % capacity
      size = Math.min(size + 1, capacity)
      return entry
    },
    list() {
      const out: RequestLogEntry[] = []
      for (let i = 1; i <= size; i++) {
        const entry = slots[(next - i + capacity) % capacity]
        if (entry) out.push(entry)
      }
      return out
    },
  }
}
