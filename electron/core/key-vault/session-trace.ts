/**
 * The trace of session-only keys (docs/security.md, session-only keys): their labels and services, never the key
 * nor any part of it, kept in the user-data folder while they live, so the next start can say they were for that
 * session only and offer to add them again, instead of their vanishing without a word. Read and cleared at start.
 */
import { said } from '../../../shared/i18n/said.ts'
import { saidNotice } from '../words/english-words.ts'
import { readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { writeFileAtomic } from '../files/atomic-file.ts'
import type { KeyRecord, VaultNotice } from './types.ts'

/** Name of the trace inside the user-data folder. */
export const SESSION_TRACE_FILE_NAME = 'session-keys.json'

/** What is kept of a session-only key: never the key. */
export interface SessionKeyTrace {
  label: string
  serviceUrl: string
}

/** The traces of the session-only keys among `keys`, in list order. */
export function tracesOf(keys: readonly KeyRecord[]): SessionKeyTrace[] {
  return keys
    .filter((key) => key.sessionOnly === true)
    .map((key) => ({ label: key.label, serviceUrl: key.serviceUrl }))
}

/** Writes the traces of the session-only keys now held (the file is removed when there are none). */
export async function writeSessionTrace(dir: string, traces: readonly SessionKeyTrace[]): Promise<void> {
  const path = join(dir, SESSION_TRACE_FILE_NAME)
  if (traces.length === 0) await rm(path, { force: true })
  else await writeFileAtomic(path, JSON.stringify({ version: 1, keys: traces }, null, 2))
}

const MAX_TRACES = 50
const MAX_CHARS = 2000

/** The traces a file's text holds, read like any input: entries of another shape or of excessive size are dropped. */
export function parseSessionTrace(text: string): SessionKeyTrace[] {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    return []
  }
  const keys = (data as { keys?: unknown } | null)?.keys
  if (!Array.isArray(keys)) return []
  const fits = (x: unknown): x is string => typeof x === 'string' && x.length > 0 && x.length <= MAX_CHARS
  return keys
    .filter(
      (k): k is SessionKeyTrace =>
        fits((k as SessionKeyTrace)?.label) && fits((k as SessionKeyTrace)?.serviceUrl),
    )
    .slice(0, MAX_TRACES)
    .map((k) => ({ label: k.label, serviceUrl: k.serviceUrl }))
}

/**
 * The notices of the session-only keys the last run held, and the trace removed (said once). A trace that cannot
 * be read or removed says nothing and stops nothing: it is a courtesy, not the key list.
 */
export async function takeSessionTrace(dir: string): Promise<VaultNotice[]> {
  const path = join(dir, SESSION_TRACE_FILE_NAME)
  let traces: SessionKeyTrace[]
  try {
    traces = parseSessionTrace(await readFile(path, 'utf8'))
  } catch {
    return []
  }
  await rm(path, { force: true }).catch(() => undefined)
  return traces.map((t) => ({
    ...saidNotice(
      'session_key_forgotten',
      said('keys.notice.session-forgotten', { label: { ltr: t.label }, url: { ltr: t.serviceUrl } }),
    ),
    addAgain: { label: t.label, serviceUrl: t.serviceUrl },
  }))
}
