import type { RequestLogEntry } from '../../../shared/ipc/request-log.ts'
import { sanitizeEntry } from '../session/log-entry.ts'

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
