/** Turns anything a handler can fail with into the plain IpcError that crosses the bridge. */
import type { Said, SaidValue } from '../../../shared/i18n/said.ts'
import type { IpcError, IpcResult } from '../../../shared/ipc/common.ts'
import { ApiError } from '../api/index.ts'
import { PaginationError } from '../export/paginate.ts'
import { FileProblemError } from '../files/file-problem.ts'
import { ExportError } from '../export/export.ts'
import { KeychainUnavailableError, KeyVaultError } from '../key-vault/index.ts'
import { CoreError } from '../session/core-error.ts'
import { redactSecrets } from '../../../shared/keys/secret-scan.ts'

const GENERIC_MESSAGE =
  'Something went wrong inside Bridge Explorer. Try again; if it keeps happening, restart the app.'

/** Builds an IpcError; every message goes through the request log's redactor as defence in depth. */
export function ipcError(fields: Partial<IpcError> & Pick<IpcError, 'kind' | 'code' | 'message'>): IpcError {
  return {
    kind: fields.kind,
    code: fields.code,
    message: redactSecrets(fields.message),
    status: fields.status ?? null,
    retryAt: fields.retryAt ?? null,
    missingScope: fields.missingScope ?? null,
    field: fields.field ?? null,
    ...(fields.said === undefined ? {} : { said: redactSaid(fields.said) }),
  }
}

/** A sentence said by code with every value of its own through the same redactor. */
function redactSaid(s: Said): Said {
  const values = Object.entries(s.values ?? {}).map(([name, value]): [string, SaidValue] => [
    name,
    typeof value === 'string'
      ? redactSecrets(value)
      : typeof value === 'number'
        ? value
        : 'ltr' in value
          ? { ltr: redactSecrets(value.ltr) }
          : redactSaid(value),
  ])
  return s.values === undefined ? { id: s.id } : { id: s.id, values: Object.fromEntries(values) }
}

/** The failed result for a payload that did not pass its validator; `reason` names the field. */
export function invalidPayload(reason: string): IpcResult<never> {
  const field = /^payload(?:\.([A-Za-z0-9_]+))?/.exec(reason)?.[1] ?? null
  return {
    ok: false,
    error: ipcError({ kind: 'validation', code: 'invalid_payload', message: reason, field }),
  }
}

/**
 * Maps a thrown value to an IpcError. Only errors of known types keep their text; anything else becomes a
 * generic 'internal' error and `onInternal` hears about it (the caller logs it without the payload).
 */
export function toIpcError(error: unknown, onInternal: (error: unknown) => void): IpcError {
  if (error instanceof CoreError) {
    return ipcError({
      kind: error.kind,
      code: error.code,
      message: error.message,
      field: error.field,
      said: error.said,
    })
  }
  if (error instanceof ApiError) {
    return ipcError({
      kind: error.kind,
      code: error.code,
      message: error.message,
      status: error.status,
      retryAt: error.retryAt ?? null,
      missingScope: error.missingScope ?? null,
      field: error.field ?? null,
    })
  }
  if (error instanceof KeyVaultError) {
    const kind = error.code === 'keychain_unavailable' ? 'keychain' : 'vault'
    // A locked keychain has its own fix (unlock it): said apart from one that does not answer.
    const code =
      error instanceof KeychainUnavailableError && error.problem === 'locked' ? 'keychain_locked' : error.code
    return ipcError({ kind, code, message: error.message, said: error.said })
  }
  if (error instanceof ExportError) {
    const cause = error.cause instanceof ApiError ? error.cause : null
    return ipcError({
      kind: error.code === 'cancelled' ? 'cancelled' : 'export',
      code: error.code,
      message: error.message,
      said: error.said,
      status: cause?.status ?? null,
      retryAt: cause?.retryAt ?? null,
      missingScope: cause?.missingScope ?? null,
    })
  }
  // A file the app could not write or read: its message is already the one wording (files/file-problem.ts).
  if (error instanceof FileProblemError) {
    return ipcError({ kind: 'config', code: 'file_error', message: error.message, said: error.said })
  }
  if (error instanceof PaginationError) {
    return ipcError({ kind: 'pagination', code: error.code, message: error.message })
  }
  onInternal(error)
  return ipcError({ kind: 'internal', code: 'internal', message: GENERIC_MESSAGE })
}
