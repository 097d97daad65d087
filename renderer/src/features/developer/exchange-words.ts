/**
 * The request log's cells in words (docs/i18n.md): a status, or why there is none; a duration in the region's
 * digits. The HTTP status itself is a code, shown as sent.
 */
import { type RequestLogEntry, wasCancelled } from '../../../../shared/ipc/request-log.ts'
import type { Translate } from '../../../../shared/i18n/translate.ts'

/** The program "Copy as curl" writes a command for: its name, never translated. */
export const CURL = 'curl'

/** A status cell: the HTTP status, or words when the request got no answer. */
export function statusWords(
  entry: Pick<RequestLogEntry, 'status'> & Partial<Pick<RequestLogEntry, 'code'>>,
  t: Translate,
): string {
  if (entry.status === null)
    return wasCancelled({ code: entry.code ?? null })
      ? t('requests.status.cancelled')
      : t('requests.status.none')
  return String(entry.status)
}

/** A duration in ms as the log shows it: "85 ms", "1.2 s"; a dash when it is no duration. */
export function durationWords(ms: number, t: Translate): string {
  if (!Number.isFinite(ms) || ms < 0) return '—'
  if (ms < 1000) return t('requests.duration.ms', { ms: Math.round(ms) })
  return t('requests.duration.s', { s: ms / 1000 })
}
