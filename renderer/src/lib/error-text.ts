/** Plain-language explanations of every failure the renderer can see; pure, unit-tested under Node. */
import { isErrorCode } from '../../../shared/api/error-codes.ts'
import {
  asIpcErrorCode,
  isErrorKind,
  isKnownErrorCode,
  type ErrorKind,
  type IpcErrorCode,
} from '../../../shared/ipc/error-kinds.ts'
import {
  CODES,
  CORE_CODES,
  CUT_SHORT,
  FILE_PROBLEM,
  KEY_BLOCKED_NOTE,
  KEYS_STEP,
  KINDS,
  UNKNOWN,
  RESOURCE_FAILING,
  WAIT_ASKED,
  type Entry,
} from './error-words.ts'
import { dateTimeFormat } from './format.ts'

/** What the user is told about a failure. */
export interface ErrorText extends Entry {
  missingScope: string | null
}

/** An error answer whose body was unusable: what its status alone says (the core acted on the status). */
function byStatus(status: number | null): Entry | undefined {
  if (status === 401)
    return {
      title: 'The service refused the key',
      explanation:
        'The service answered “not authorised” (401) with a body the app could not read, so the app stopped using this key.',
      nextStep: KEYS_STEP,
    }
  if (status === 403) return CODES.insufficient_scope
  if (status === 404) return CODES.not_found
  if (status === 429) return CODES.rate_limited
  if (status === 503) return CODES.service_unavailable
  if (status !== null && status >= 500) return CODES.internal_error
  return undefined
}

/** The fields of an IpcError that explainError reads, taken from whatever was thrown. */
function fields(e: unknown): {
  /** Null when the value names no kind of the closed set (a newer or a hostile sender). */
  kind: ErrorKind | null
  /** Null when the value names no code at all. */
  code: IpcErrorCode | null
  message: string | null
  missingScope: string | null
  field: string | null
  status: number | null
  retryAt: number | null
} | null {
  if (typeof e !== 'object' || e === null) return null
  const inner = 'error' in e && typeof e.error === 'object' && e.error !== null ? e.error : e
  const r = inner as {
    kind?: unknown
    code?: unknown
    message?: unknown
    missingScope?: unknown
    field?: unknown
    status?: unknown
    retryAt?: unknown
  }
  if (typeof r.code !== 'string' && typeof r.kind !== 'string') return null
  return {
    // The boundary where the renderer reads a failure: kinds and codes are checked against the closed sets.
    kind: isErrorKind(r.kind) ? r.kind : null,
    code: typeof r.code === 'string' ? asIpcErrorCode(r.code) : null,
    // Core messages are written for people and pass main's secret redactor; bounded all the same.
    message: typeof r.message === 'string' && r.message.trim() !== '' ? r.message.slice(0, 500) : null,
    missingScope: typeof r.missingScope === 'string' && r.missingScope !== '' ? r.missingScope : null,
    field: typeof r.field === 'string' && r.field !== '' ? r.field.slice(0, 200) : null,
    status: typeof r.status === 'number' ? r.status : null,
    retryAt: typeof r.retryAt === 'number' && Number.isFinite(r.retryAt) ? r.retryAt : null,
  }
}

/** The text of a known code: the API's table, else the core's (undefined when it has none of its own). */
function textOfCode(code: IpcErrorCode | null): Entry | undefined {
  if (isErrorCode(code)) return CODES[code]
  if (isKnownErrorCode(code)) return CORE_CODES[code] ?? undefined
  return undefined
}

/** Title, explanation and next step for any failure (an ExplorerError, an IpcError, or anything thrown). */
export function explainError(e: unknown): ErrorText {
  const f = fields(e)
  if (f === null) return { ...UNKNOWN, missingScope: null }
  const byCode = textOfCode(f.code)
  let entry: Entry
  if (f.kind === 'export') {
    // The core's message says what stopped the export and how many rows are kept; it is the explanation.
    entry = {
      title: f.code === 'file_error' ? 'The export file could not be written' : 'The export stopped',
      explanation: f.message ?? 'The export did not finish.',
      nextStep: 'Start the same export again: it continues from where it stopped.',
    }
  } else if (f.code === 'file_error') {
    // Any other file the app keeps: the core's message says what, where and why (files/file-problem.ts).
    entry = { ...FILE_PROBLEM, explanation: f.message ?? FILE_PROBLEM.explanation }
  } else if (f.kind === 'wait_too_long') {
    // No status: nothing was sent, the app chose not to wait; a status: an answer asked for the wait.
    // service_unavailable with no status: the gate held back a request that kept failing (RESOURCE_FAILING).
    const base =
      f.status !== null
        ? WAIT_ASKED
        : f.code === 'service_unavailable'
          ? RESOURCE_FAILING
          : KINDS.wait_too_long
    // With its day: a wait the app would not make may end on another day than today.
    const when = { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' } as const
    const at = f.retryAt === null ? null : dateTimeFormat(when).format(f.retryAt)
    entry = at === null ? base : { ...base, nextStep: `Try again after ${at}, when the wait is over.` }
  } else if (f.kind === 'key_blocked') {
    // A key blocked after a 401 whose code the app does not know: the service refused it all the same.
    const base = byCode ?? byStatus(401) ?? UNKNOWN
    entry = { ...base, explanation: `${base.explanation} ${KEY_BLOCKED_NOTE}` }
  } else {
    const special =
      f.kind === 'parse' && f.status !== 200
        ? byStatus(f.status)
        : // A request-log line knows only "no answer" and its code: a certificate or proxy code says more.
          f.kind === 'network' && byCode !== undefined
          ? byCode
          : f.kind === 'network' && f.status !== null
            ? CUT_SHORT
            : undefined
    entry =
      special ??
      (f.kind === null ? undefined : (KINDS[f.kind] ?? undefined)) ??
      byCode ??
      (f.message !== null && f.kind !== 'api' ? { ...UNKNOWN, explanation: f.message } : UNKNOWN)
  }
  // Nothing was sent: the vault's own words say exactly what is wrong with what was typed.
  if (f.code === 'invalid_input' && f.message !== null) entry = { ...entry, explanation: f.message }
  // The boundary's validator names the field and the problem (shared/ipc/validate.ts): "Label: contains …".
  const refused = f.code === 'invalid_payload' && f.field !== null ? refusedValue(f.message, f.field) : null
  if (refused !== null) entry = { ...entry, explanation: `${entry.explanation} ${refused}` }
  // The path comes from the app's own decoder (schema names and indexes), so it names what was unusable.
  if (f.kind === 'shape' && f.field !== null) {
    entry = { ...entry, explanation: `${entry.explanation} The unusable field is “${f.field}”.` }
  }
  if (f.missingScope !== null) {
    return {
      ...entry,
      explanation: `${entry.explanation} It needs the “${f.missingScope}” scope.`,
      missingScope: f.missingScope,
    }
  }
  return { ...entry, missingScope: null }
}

/** True when the failure means the thing asked for does not exist (a 404 `not_found`). */
export function isNotFound(e: unknown): boolean {
  return fields(e)?.code === 'not_found'
}

/** "payload.label: contains …" as "Label: contains ….", or null when the message names another field. */
function refusedValue(message: string | null, field: string): string | null {
  const prefix = `payload.${field}: `
  if (message === null || !message.startsWith(prefix)) return null
  return `${field.charAt(0).toUpperCase()}${field.slice(1)}: ${message.slice(prefix.length)}.`
}
