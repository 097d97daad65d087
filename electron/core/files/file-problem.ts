/**
 * The one wording of a file the app could not write or read (the key list, saved views, preferences, the
 * diagnostics file, a pin in history.sqlite): what, where, why in plain words, and what was kept. Every domain
 * throws a FileProblemError built here; it crosses IPC as kind `config`, code `file_error` (app/ipc-error.ts),
 * and the renderer says it with one text (renderer/src/lib/error-words.ts, FILE_PROBLEM) and the sentence said
 * here by code (errors.file.save, errors.file.read), worded in the language shown (docs/i18n.md).
 */
import { said, type Said } from '../../../shared/i18n/said.ts'
import { inEnglish } from '../words/english-words.ts'

const FILE_PROBLEMS: ReadonlyMap<string, string> = new Map([
  ['ENOSPC', 'the disk is full'],
  ['EDQUOT', 'the disk quota is used up'],
  // A write past the system's limit on a file's size (RLIMIT_FSIZE, or the file system's own).
  ['EFBIG', 'the file is larger than this system allows'],
  ['EROFS', 'the disk is read-only'],
  ['EACCES', 'permission was refused'],
  ['EPERM', 'permission was refused'],
  ['EIO', 'the disk reported an error'],
  // SQLite's own refusals (history.sqlite), by the reason history's pause gives (history/history-pause.ts).
  ['disk_full', 'the disk is full'],
  ['read_only', 'the file is read-only'],
  ['io', 'the file cannot be written'],
  ['unavailable', 'the file could not be opened at start'],
])

/** Plain words for a file-system failure (Node's fs errors carry `syscall`), or null for anything else. */
export function fileErrorText(err: unknown): string | null {
  const e = err as { code?: unknown; syscall?: unknown } | null
  if (typeof e?.syscall !== 'string' || typeof e.code !== 'string') return null
  return fileProblemText(e.code)
}

/** Plain words for a system code ('ENOSPC') or a reason history gives ('disk_full'). */
export function fileProblemText(code: string): string {
  return FILE_PROBLEMS.get(code) ?? `the file system refused it (${code})`
}

/** The `code` of a Node file-system error ('ENOENT', 'EACCES', …), or 'unknown error'. */
export function fileErrorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' ? code : 'unknown error'
}

/** A file the app could not write or read, with its message already in the one wording. */
export class FileProblemError extends Error {
  /** The code it crosses IPC with. */
  readonly code = 'file_error'
  /** The system's code (ENOSPC, …) or history's reason, for support. */
  readonly systemCode: string
  /** What a person reads, said by code (docs/i18n.md); `message` is the same in English, for logs. */
  readonly said: Said

  constructor(said: Said, systemCode: string) {
    super(inEnglish(said))
    this.said = said
    this.name = 'FileProblemError'
    this.systemCode = systemCode
  }
}

/** What could not be saved, as errors.file.save selects it. */
export type SavedThing =
  | 'proxy'
  | 'key_health'
  | 'pin'
  | 'unpin'
  | 'views'
  | 'views_export'
  | 'diagnostics'
  | 'updates'
  | 'preferences'
  | 'catalogue'
  | 'key_list'

/** What is as it was after a file could not be saved or read, as errors.file.save and .read select it. */
export type KeptAsItWas = 'nothing_changed' | 'proxy' | 'views' | 'key_list' | 'nothing_imported'

/**
 * Why, as errors.file.why selects it, and the code: from a thrown fs error or a code given as it is. A code the
 * app has no words for is said as it is ("the file system refused it (EXDEV)").
 */
export const reasonOf = (cause: unknown): { why: Said; code: string } => {
  const code = typeof cause === 'string' ? cause : fileErrorCode(cause)
  const known = typeof cause === 'string' || fileErrorText(cause) !== null
  return {
    why: said('errors.file.why', { code: known && FILE_PROBLEMS.has(code) ? code : 'other', raw: code }),
    code,
  }
}

/**
 * `what` (the key list, your preferences, …) could not be saved to `path`: "Could not save the pin to
 * /…/history.sqlite (the disk is full); nothing was changed." `kept` says what is as it was.
 */
export function cannotSave(
  what: SavedThing,
  path: string,
  cause: unknown,
  kept: KeptAsItWas = 'nothing_changed',
): FileProblemError {
  const { why, code } = reasonOf(cause)
  return new FileProblemError(said('errors.file.save', { what, path: { ltr: path }, why, kept }), code)
}

/** `path` could not be read: "Could not read /…/views.json (permission was refused); nothing was imported." */
export function cannotRead(path: string, cause: unknown, kept: KeptAsItWas): FileProblemError {
  const { why, code } = reasonOf(cause)
  return new FileProblemError(said('errors.file.read', { path: { ltr: path }, why, kept }), code)
}
