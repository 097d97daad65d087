/** Merging pushed events into the cached request log. Pure. */
import type { RequestLogEntry } from '../../../../shared/ipc/request-log.ts'

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
