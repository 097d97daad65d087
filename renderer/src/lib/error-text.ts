/**
 * Plain-language explanations of every failure the renderer can see, in the language in force: the caller passes
 * its translate function (useWords().t in React). Pure, unit-tested under Node.
 */
import { isErrorCode } from '../../../shared/api/error-codes.ts'
import {
  asIpcErrorCode,
  isErrorKind,
  isKnownErrorCode,
  type ErrorKind,
  type IpcErrorCode,
} from '../../../shared/ipc/error-kinds.ts'
import { wordSaid, type Said as SaidByCode } from '../../../shared/i18n/said.ts'
import { isolate, type Translate } from '../../../shared/i18n/translate.ts'
import { checkSaid } from '../../../shared/ipc/validate.ts'
import {
  API_PATH,
  CODES,
  CORE_CODES,
  CUT_SHORT,
  EXPORT_STOPPED,
  EXPORT_UNWRITTEN,
  FAILURES_BEFORE_HOLD,
  FILE_PROBLEM,
  KEY_BLOCKED_NOTE,
  KINDS,
  REFUSED_401,
  UNKNOWN,
  RESOURCE_FAILING,
  WAIT_ASKED,
  type Entry,
} from './error-words.ts'
import { dateTimeFormat } from './format.ts'

/** What the user is told about a failure, in the language in force. */
export interface ErrorText {
  title: string
  explanation: string
  nextStep: string
  missingScope: string | null
  /** A missing scope the core knew of before sending: the request was not sent (no status). */
  notSent: boolean
}

type Said = Omit<ErrorText, 'missingScope' | 'notSent'>

/** An error answer whose body was unusable: what its status alone says (the core acted on the status). */
function byStatus(status: number | null): Entry | undefined {
  if (status === 401) return REFUSED_401
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
  /** The core's own sentence by code, when it sent a well-formed one (docs/i18n.md, "Main's own sentences"). */
  said: SaidByCode | null
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
    said?: unknown
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
    said: r.said === undefined ? null : saidOrNull(checkSaid(r.said)),
  }
}

const saidOrNull = (checked: ReturnType<typeof checkSaid>): SaidByCode | null =>
  checked.ok ? checked.value : null

/** The text of a known code: the API's table, else the core's (undefined when it has none of its own). */
function textOfCode(code: IpcErrorCode | null): Entry | undefined {
  if (isErrorCode(code)) return CODES[code]
  if (isKnownErrorCode(code)) return CORE_CODES[code] ?? undefined
  return undefined
}

/** Title, explanation and next step for any failure (an ExplorerError, an IpcError, or anything thrown). */
export function explainError(e: unknown, t: Translate): ErrorText {
  // The values the tables' messages name; ids and paths keep their own direction in right-to-left text.
  const values = { failures: FAILURES_BEFORE_HOLD, path: isolate(API_PATH) }
  const word = (entry: Entry): Said => ({
    title: t(entry.title, values),
    explanation: t(entry.explanation, values),
    nextStep: t(entry.nextStep, values),
  })
  // Two sentences one after the other, as the language writes them (Japanese puts no space between them).
  const then = (first: string, second: string): string => t('errors.sentences', { first, second })
  const f = fields(e)
  if (f === null) return { ...word(UNKNOWN), missingScope: null, notSent: false }
  // The core's own sentence: by code in the language shown, else (not converted yet) its English message.
  const message = f.said !== null ? wordSaid(t, f.said) : f.message
  const byCode = textOfCode(f.code)
  let said: Said
  if (f.kind === 'export') {
    // The core's message says what stopped the export and how many rows are kept; it is the explanation.
    said = word(f.code === 'file_error' ? EXPORT_UNWRITTEN : EXPORT_STOPPED)
    if (message !== null) said = { ...said, explanation: message }
  } else if (f.code === 'file_error') {
    // Any other file the app keeps: the core's message says what, where and why (files/file-problem.ts).
    said = word(FILE_PROBLEM)
    if (message !== null) said = { ...said, explanation: message }
  } else if (f.kind === 'wait_too_long') {
    // No status: nothing was sent, the app chose not to wait; a status: an answer asked for the wait.
    // service_unavailable with no status: the gate held back a request that kept failing (RESOURCE_FAILING).
    said = word(
      f.status !== null
        ? WAIT_ASKED
        : f.code === 'service_unavailable'
          ? RESOURCE_FAILING
          : KINDS.wait_too_long,
    )
    // With its day: a wait the app would not make may end on another day than today.
    const when = { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' } as const
    if (f.retryAt !== null)
      said = { ...said, nextStep: t('errors.retry-after', { at: dateTimeFormat(when).format(f.retryAt) }) }
  } else if (f.kind === 'key_blocked') {
    // A key blocked after a 401 whose code the app does not know: the service refused it all the same.
    said = word(byCode ?? REFUSED_401)
    said = { ...said, explanation: then(said.explanation, t(KEY_BLOCKED_NOTE)) }
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
    const entry = special ?? (f.kind === null ? undefined : (KINDS[f.kind] ?? undefined)) ?? byCode
    said = word(entry ?? UNKNOWN)
    // No text of its own: the core's message says what happened (never the API's, which has a text for each code).
    if (entry === undefined && message !== null && f.kind !== 'api') said = { ...said, explanation: message }
  }
  // Nothing was sent: the vault's own words say exactly what is wrong with what was typed.
  if (f.code === 'invalid_input' && message !== null) said = { ...said, explanation: message }
  // The boundary's validator names the field and the problem (shared/ipc/validate.ts): "Label: contains …".
  const refused =
    f.code === 'invalid_payload' && f.field !== null ? refusedValue(f.message, f.field, t) : null
  if (refused !== null) said = { ...said, explanation: then(said.explanation, refused) }
  // The path comes from the app's own decoder (schema names and indexes), so it names what was unusable.
  if (f.kind === 'shape' && f.field !== null) {
    const field = t('errors.unusable-field', { field: isolate(f.field) })
    said = { ...said, explanation: then(said.explanation, field) }
  }
  if (f.missingScope !== null) {
    const scope = t('errors.missing-scope', { scope: isolate(f.missingScope) })
    return {
      ...said,
      explanation: then(said.explanation, scope),
      missingScope: f.missingScope,
      notSent: f.code === 'insufficient_scope' && f.status === null,
    }
  }
  return { ...said, missingScope: null, notSent: false }
}

/** True when the failure means the thing asked for does not exist (a 404 `not_found`). */
export function isNotFound(e: unknown): boolean {
  return fields(e)?.code === 'not_found'
}

/**
 * "payload.label: contains …" as "Label: contains ….", or null when the message names another field. The field's
 * name and the problem are the validator's own English words (docs/i18n.md, "Not done yet").
 */
function refusedValue(message: string | null, field: string, t: Translate): string | null {
  const prefix = `payload.${field}: `
  if (message === null || !message.startsWith(prefix)) return null
  const name = `${field.charAt(0).toUpperCase()}${field.slice(1)}`
  return t('errors.refused-value', { field: name, problem: message.slice(prefix.length) })
}
