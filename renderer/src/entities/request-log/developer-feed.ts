/** Merging pushed events into the cached request log. Pure. */
import { type RequestLogEntry, wasCancelled } from '../../../../shared/ipc/request-log.ts'

/** How many log rows the view keeps (main keeps its own bounded log; this bounds the renderer's copy). */
export const LOG_LIMIT = 500

/** The log with one entry added, newest first, without duplicates (an event can race the initial list). */
export function addLogEntry(
  log: readonly RequestLogEntry[] | undefined,
  entry: RequestLogEntry,
): RequestLogEntry[] {
  const rest = (log ?? []).filter((e) => e.id !== entry.id)
  return [entry, ...rest].sort((a, b) => b.at - a.at).slice(0, LOG_LIMIT)
}

/** The list as main returns it, ordered newest first and bounded. */
export function normaliseLog(log: readonly RequestLogEntry[]): RequestLogEntry[] {
  return [...log].sort((a, b) => b.at - a.at).slice(0, LOG_LIMIT)
}

/** A status cell: the HTTP status, or words when the request got no answer. */
export function statusText(
  entry: Pick<RequestLogEntry, 'status'> & Partial<Pick<RequestLogEntry, 'code'>>,
): string {
  if (entry.status === null) return wasCancelled({ code: entry.code ?? null }) ? 'Cancelled' : 'No answer'
  return String(entry.status)
}

/** A duration in ms as the log shows it: "85 ms", "1.2 s". */
export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) return '—'
  if (ms < 1000) return `${Math.round(ms)} ms`
  return `${(ms / 1000).toFixed(1)} s`
}
