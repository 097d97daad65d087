/** Which request of the log the "last request failed" notice speaks of, and as what failure. Pure. */
import { type RequestLogEntry, wasCancelled } from '../../../shared/ipc/request-log.ts'

/** The newest request that says something about the key or the service, and its failure (null: it worked). */
interface LastOutcome {
  entry: RequestLogEntry
  /** The failure in the form explainError reads; null when the request worked. */
  failure: object | null
}

/** The failure an entry of the request log records, in the form explainError reads; null for a success. */
function failureOf(entry: RequestLogEntry): object | null {
  const { status, code } = entry
  // "Not found" and a refused value concern one request, not the key or the service: they are not a state.
  if (status === 404 || status === 400) return null
  // No answer: the client's code says why (a timeout is not "cannot be reached").
  if (status === null) return { kind: code === 'timeout' ? 'timeout' : 'network', code: code ?? '' }
  if (status < 400) return null
  return code !== null ? { kind: 'api', code, status } : { kind: 'parse', status }
}

/**
 * The newest request of `log` (newest first) that tells about the key or the service. A request the app cancelled
 * itself (the user left the page) tells nothing about either, so it is passed over: it is never blamed on the
 * service.
 */
export function lastOutcome(log: readonly RequestLogEntry[] | undefined): LastOutcome | null {
  const entry = log?.find((e) => !wasCancelled(e))
  return entry === undefined ? null : { entry, failure: failureOf(entry) }
}
