import type { RequestLogEntry } from '../../../shared/ipc/dto.ts'
import { asIpcErrorCode } from '../../../shared/ipc/error-kinds.ts'
import { redactSecrets } from '../../../shared/keys/secret-scan.ts'

/** What `add` takes: an entry without the id the log assigns. */
export type RequestLogInput = Omit<RequestLogEntry, 'id'>

/** Options of createRequestLog. */
export type RequestLogOptions = {
  /** entries kept; the oldest are dropped first (default 500) */
  readonly capacity?: number
}

/** An in-memory ring buffer of recent requests. */
export type RequestLog = {
  /** stores a redacted, frozen copy under `id` (the stored exchange's) or the next id, and returns it */
  add(input: RequestLogInput, id?: string): Readonly<RequestLogEntry>
  /** newest first */
  list(): Readonly<RequestLogEntry>[]
}

/** Default number of entries kept. */
export const DEFAULT_REQUEST_LOG_CAPACITY = 500

const redactOrNull = (value: string | null): string | null => (value === null ? null : redactSecrets(value))

// Defence in depth: the client never hands the key over, but a log is exactly where a leaked key would live on.
/** The entry as the log keeps it: every string through the shape scrub, frozen. */
export function sanitizeEntry(id: string, input: RequestLogInput): Readonly<RequestLogEntry> {
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
    // The literal 'GET' (the client sends nothing else): it cannot carry a secret.
    method: input.method,
    path: redactSecrets(input.path),
    status: input.status,
    // A server's unknown code stays typed as unknown once redacted.
    code: input.code === null ? null : asIpcErrorCode(redactSecrets(input.code)),
    attempt: input.attempt,
    durationMs: input.durationMs,
    rateLimit,
    keyHint: redactSecrets(input.keyHint),
    requestId: redactOrNull(input.requestId),
  })
}

/** Creates an empty request log. */
export function createRequestLog(options: RequestLogOptions = {}): RequestLog {
  const capacity = options.capacity ?? DEFAULT_REQUEST_LOG_CAPACITY
  if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError('capacity must be a positive integer')
  const slots = new Array<Readonly<RequestLogEntry> | undefined>(capacity)
  let next = 0 // slot the next entry goes into
  let size = 0
  let nextId = 1

  return {
    add(input, id) {
      const entry = sanitizeEntry(id ?? String(nextId++), input)
      slots[next] = entry
      next = (next + 1) % capacity
      size = Math.min(size + 1, capacity)
      return entry
    },
    list() {
      const out: Readonly<RequestLogEntry>[] = []
      for (let i = 1; i <= size; i++) {
        const entry = slots[(next - i + capacity) % capacity]
        if (entry) out.push(entry)
      }
      return out
    },
  }
}
