/**
 * The closed sets of error kinds, error codes and notice codes that cross IPC, declared once. Tables over
 * them elsewhere are `satisfies Record<…>`, so a kind or code added here without its text fails to compile.
 */
import { ERROR_CODES } from '../api/error-codes.ts'
import type { ErrorCode } from '../api/types.ts'
import type { NetFailureCode } from '../net/transport-failure.ts'

/** Where a failure came from, coarse enough for a UI to choose a message and an action. */
export const ERROR_KINDS = [
  // From the API client (electron/core/api).
  'api',
  'network',
  'timeout',
  'cancelled',
  'parse',
  'shape',
  'key_blocked',
  // The keychain would not give the key (locked, or the key removed there): nothing was sent, nothing refused.
  'key_unreadable',
  'wait_too_long',
  'locked_out',
  'not_api',
  // The way to the service: its certificate, or a proxy on the way (electron/core/net/net-failure.ts).
  'certificate',
  'proxy',
  // From the rest of the core and the shells.
  'validation',
  'config',
  'keychain',
  'vault',
  'export',
  'pagination',
  'internal',
  'security',
  'transport',
] as const

/** Where a failure came from (an API answer, the network, input validation, the keychain, …). */
export type ErrorKind = (typeof ERROR_KINDS)[number]

/** Codes of the app itself (client, vault, export, preview transport), never sent by the API service. */
export const CORE_ERROR_CODES = [
  // API client: failures that are not an answer from the service.
  'cancelled',
  'client_error',
  'timeout',
  'network_error',
  'parse_error',
  'shape_error',
  'not_api',
  'certificate_untrusted',
  'certificate_invalid',
  'proxy_refused',
  'proxy_auth_required',
  'proxy_auth_refused',
  // Key vault.
  'keychain_unavailable',
  // The keychain is there but locked: the key may well be in it (the client's code, kind key_unreadable).
  'keychain_locked',
  'invalid_input',
  'duplicate_key',
  'secret_missing',
  'metadata_corrupt',
  'metadata_io',
  'metadata_newer',
  'rotation_rejected',
  'internal',
  // Export and pagination.
  'failed',
  'file_error',
  'resume_mismatch',
  'resume_unavailable',
  'missing_cursor',
  'repeated_cursor',
  'export_running',
  'no_file',
  // Bulk lookup: a list is resumed only on the service it was looked up on.
  'bulk_other_service',
  'unknown_file',
  // Explorer core and its shells (IPC in Electron, HTTP in the preview).
  'no_key',
  'invalid_payload',
  'closed',
  'untrusted_sender',
  'preview_unreachable',
  'forbidden_token',
  'forbidden_host',
  'forbidden_origin',
  'method_not_allowed',
  'payload_too_large',
  'invalid_json',
  'unknown_channel',
  // Send again of a request logged before each request noted its key: the key to send it with must be chosen.
  'key_unknown',
  // Saved views.
  'view_name_taken',
  'unknown_view',
  'views_full',
  'views_file_invalid',
  'views_newer',
  // The catalogue's file found damaged while it was read (it is set aside and built again).
  'catalogue_damaged',
] as const

/** A code of the app itself. */
export type CoreErrorCode = (typeof CORE_ERROR_CODES)[number]

// Fails to compile when a transport's failure code (shared/net/transport-failure.ts) is missing from the list above.
type UnlistedNetCodes = Exclude<NetFailureCode, CoreErrorCode>
const _netCodesListed: [UnlistedNetCodes] extends [never] ? true : UnlistedNetCodes = true

/** Every code the app knows: the API's closed set (schemas/ErrorCode in shared/api/openapi.yaml) and its own. */
export type KnownErrorCode = ErrorCode | CoreErrorCode

declare const unknownServerCode: unique symbol
/**
 * A code a server sent outside the closed set: carried verbatim on the wire (a plain string, so nothing
 * about the JSON changes), but typed apart so that no `Record<KnownErrorCode, …>` table can claim it.
 */
export type UnknownServerCode = string & { readonly [unknownServerCode]: true }

/** Any code an error can carry across IPC. */
export type IpcErrorCode = KnownErrorCode | UnknownServerCode

const KNOWN_KINDS: ReadonlySet<string> = new Set(ERROR_KINDS)
const KNOWN_CODES: ReadonlySet<string> = new Set<string>([...ERROR_CODES, ...CORE_ERROR_CODES])

/** True when `x` is one of the closed set of kinds. */
export function isErrorKind(x: unknown): x is ErrorKind {
  return typeof x === 'string' && KNOWN_KINDS.has(x)
}

/** True when `x` is a code the app knows (the API's or its own). */
export function isKnownErrorCode(x: unknown): x is KnownErrorCode {
  return typeof x === 'string' && KNOWN_CODES.has(x)
}

/** Types a code read from outside (a body, a stored block, a wire): known when it is, else explicitly unknown. */
export function asIpcErrorCode(code: string): IpcErrorCode {
  return isKnownErrorCode(code) ? code : (code as UnknownServerCode)
}

/** Codes of the notices that did not stop an operation (start-up findings, key limits, a kept old key). */
export const NOTICE_CODES = [
  'metadata_corrupt',
  'metadata_newer',
  'metadata_io',
  'keychain_orphans',
  'account_key_limit',
  'old_key_kept',
  // Warnings about a key that was saved all the same (check-key-input.ts).
  'unexpected_prefix',
  'unexpected_length',
  'unexpected_characters',
  'history_recovered',
  'history_unavailable',
  // A damaged catalogue.sqlite set aside at start and built again (said in the words history uses).
  'catalogue_recovered',
  'export_resumable',
  'export_cleaned_up',
  'views_recovered',
  'views_newer',
  'views_unreadable',
  // A session-only key of the last run, gone with it (electron/core/key-vault/session-trace.ts).
  'session_key_forgotten',
] as const

/** Why a notice was given. */
export type NoticeCode = (typeof NOTICE_CODES)[number]
