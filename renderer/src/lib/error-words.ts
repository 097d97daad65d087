/**
 * The words of every failure the renderer can explain (error-text.ts chooses among them): the API's codes, the
 * core's codes and the kinds of failure that are not an answer. Each is a message of the catalogue's `errors`
 * slice (shared/i18n/catalogues/slices/errors, docs/i18n.md), worded in the language in force by error-text.ts.
 */
import type { ErrorCode } from '../../../shared/api/types.ts'
import type { MessageId } from '../../../shared/i18n/catalogues/en.ts'
import { msg } from '../../../shared/i18n/translate.ts'
import type { CoreErrorCode, ErrorKind } from '../../../shared/ipc/error-kinds.ts'

/** The messages for one failure: what happened, why, and what to do. */
export interface Entry {
  title: MessageId
  explanation: MessageId
  nextStep: MessageId
}

/**
 * The 13 API codes (schemas/ErrorCode in shared/api/openapi.yaml); a code added to the closed set without its text
 * fails to compile.
 */
export const CODES = {
  missing_api_key: {
    title: msg('errors.code.missing-api-key.title'),
    explanation: msg('errors.code.missing-api-key.why'),
    nextStep: msg('errors.step.add-key'),
  },
  invalid_api_key: {
    title: msg('errors.code.invalid-api-key.title'),
    explanation: msg('errors.code.invalid-api-key.why'),
    nextStep: msg('errors.step.keys'),
  },
  key_revoked: {
    title: msg('errors.code.key-revoked.title'),
    explanation: msg('errors.code.key-revoked.why'),
    nextStep: msg('errors.step.new-key'),
  },
  key_expired: {
    title: msg('errors.code.key-expired.title'),
    explanation: msg('errors.code.key-expired.why'),
    nextStep: msg('errors.step.new-key'),
  },
  insufficient_scope: {
    title: msg('errors.code.insufficient-scope.title'),
    explanation: msg('errors.code.insufficient-scope.why'),
    nextStep: msg('errors.code.insufficient-scope.next'),
  },
  api_access_revoked: {
    title: msg('errors.code.api-access-revoked.title'),
    explanation: msg('errors.code.api-access-revoked.why'),
    nextStep: msg('errors.code.api-access-revoked.next'),
  },
  api_access_required: {
    title: msg('errors.code.api-access-required.title'),
    explanation: msg('errors.code.api-access-required.why'),
    nextStep: msg('errors.code.api-access-required.next'),
  },
  rate_limited: {
    title: msg('errors.code.rate-limited.title'),
    explanation: msg('errors.code.rate-limited.why'),
    nextStep: msg('errors.code.rate-limited.next'),
  },
  too_many_invalid_attempts: {
    title: msg('errors.code.too-many-invalid-attempts.title'),
    explanation: msg('errors.code.too-many-invalid-attempts.why'),
    nextStep: msg('errors.code.too-many-invalid-attempts.next'),
  },
  not_found: {
    title: msg('errors.code.not-found.title'),
    explanation: msg('errors.code.not-found.why'),
    nextStep: msg('errors.code.not-found.next'),
  },
  validation_failed: {
    title: msg('errors.code.validation-failed.title'),
    explanation: msg('errors.code.validation-failed.why'),
    nextStep: msg('errors.code.validation-failed.next'),
  },
  service_unavailable: {
    title: msg('errors.code.service-unavailable.title'),
    explanation: msg('errors.code.service-unavailable.why'),
    nextStep: msg('errors.code.service-unavailable.next'),
  },
  internal_error: {
    title: msg('errors.code.internal-error.title'),
    explanation: msg('errors.code.internal-error.why'),
    nextStep: msg('errors.code.internal-error.next'),
  },
} as const satisfies Record<ErrorCode, Entry>

/**
 * Codes of the app's own core and transport. `null`: the code has no text of its own, because its kind's text
 * (network, export, …) or the core's own message says it better; adding a code forces that choice.
 */
export const CORE_CODES = {
  no_key: {
    title: msg('errors.core.no-key.title'),
    explanation: msg('errors.core.no-key.why'),
    nextStep: msg('errors.step.add-key'),
  },
  // The keychain's three failures are said apart (electron/core/api/run-call.ts), each with its own fix.
  keychain_unavailable: {
    title: msg('errors.core.keychain-unavailable.title'),
    explanation: msg('errors.core.keychain-unavailable.why'),
    nextStep: msg('errors.core.keychain-unavailable.next'),
  },
  keychain_locked: {
    title: msg('errors.core.keychain-locked.title'),
    explanation: msg('errors.core.keychain-locked.why'),
    nextStep: msg('errors.core.keychain-locked.next'),
  },
  invalid_payload: {
    title: msg('errors.core.invalid-payload.title'),
    explanation: msg('errors.core.invalid-payload.why'),
    nextStep: msg('errors.core.invalid-payload.next'),
  },
  untrusted_sender: {
    title: msg('errors.core.untrusted-sender.title'),
    explanation: msg('errors.core.untrusted-sender.why'),
    nextStep: msg('errors.core.untrusted-sender.next'),
  },
  preview_unreachable: {
    title: msg('errors.core.preview-unreachable.title'),
    explanation: msg('errors.core.preview-unreachable.why'),
    nextStep: msg('errors.core.preview-unreachable.next'),
  },
  forbidden_token: {
    title: msg('errors.core.forbidden-token.title'),
    explanation: msg('errors.core.forbidden-token.why'),
    nextStep: msg('errors.core.forbidden-token.next'),
  },
  secret_missing: {
    title: msg('errors.core.secret-missing.title'),
    explanation: msg('errors.core.secret-missing.why'),
    nextStep: msg('errors.core.secret-missing.next'),
  },
  invalid_input: {
    title: msg('errors.core.invalid-input.title'),
    explanation: msg('errors.core.invalid-input.why'),
    nextStep: msg('errors.core.invalid-input.next'),
  },
  duplicate_key: {
    title: msg('errors.core.duplicate-key.title'),
    explanation: msg('errors.core.duplicate-key.why'),
    nextStep: msg('errors.core.duplicate-key.next'),
  },
  bulk_other_service: {
    title: msg('errors.core.bulk-other-service.title'),
    explanation: msg('errors.core.bulk-other-service.why'),
    nextStep: msg('errors.core.bulk-other-service.next'),
  },
  export_running: {
    title: msg('errors.core.export-running.title'),
    explanation: msg('errors.core.export-running.why'),
    nextStep: msg('errors.core.export-running.next'),
  },
  // The way to the service: a certificate or a proxy, each with its fix, never "cannot be reached".
  certificate_untrusted: {
    title: msg('errors.core.certificate-untrusted.title'),
    explanation: msg('errors.core.certificate-untrusted.why'),
    nextStep: msg('errors.core.certificate-untrusted.next'),
  },
  certificate_invalid: {
    title: msg('errors.core.certificate-invalid.title'),
    explanation: msg('errors.core.certificate-invalid.why'),
    nextStep: msg('errors.core.certificate-invalid.next'),
  },
  proxy_refused: {
    title: msg('errors.core.proxy-refused.title'),
    explanation: msg('errors.core.proxy-refused.why'),
    nextStep: msg('errors.core.proxy-refused.next'),
  },
  proxy_auth_required: {
    title: msg('errors.core.proxy-auth-required.title'),
    explanation: msg('errors.core.proxy-auth-required.why'),
    nextStep: msg('errors.core.proxy-auth-required.next'),
  },
  proxy_auth_refused: {
    title: msg('errors.core.proxy-auth-refused.title'),
    explanation: msg('errors.core.proxy-auth-refused.why'),
    nextStep: msg('errors.core.proxy-auth-refused.next'),
  },
  // Said by their kind's text (the client's and the export's failures).
  cancelled: null,
  client_error: null,
  timeout: null,
  network_error: null,
  parse_error: null,
  shape_error: null,
  not_api: null,
  failed: null,
  file_error: null,
  resume_mismatch: null,
  resume_unavailable: null,
  missing_cursor: null,
  repeated_cursor: null,
  // Said by the core's own message, which names the file, the field or the reason.
  metadata_corrupt: null,
  metadata_io: null,
  metadata_newer: null,
  rotation_rejected: null,
  internal: null,
  no_file: null,
  unknown_file: null,
  closed: null,
  forbidden_host: null,
  forbidden_origin: null,
  method_not_allowed: null,
  payload_too_large: null,
  invalid_json: null,
  unknown_channel: null,
  key_unknown: null,
  view_name_taken: null,
  unknown_view: null,
  views_full: null,
  views_file_invalid: null,
  views_newer: null,
  // Its own words: the read that found the damage is not the user's to retry (the catalogue's line names the file).
  catalogue_damaged: {
    title: msg('errors.core.catalogue-damaged.title'),
    explanation: msg('errors.core.catalogue-damaged.why'),
    nextStep: msg('errors.core.catalogue-damaged.next'),
  },
} as const satisfies Record<CoreErrorCode, Entry | null>

/**
 * Kinds of failure that are not an answer from the service. `null`: the kind has no text of its own (its code
 * or the core's message says what happened; `export` and `key_blocked` are composed in explainError).
 */
export const KINDS = {
  network: {
    title: msg('errors.kind.network.title'),
    explanation: msg('errors.kind.network.why'),
    nextStep: msg('errors.kind.network.next'),
  },
  timeout: {
    title: msg('errors.kind.timeout.title'),
    explanation: msg('errors.kind.timeout.why'),
    nextStep: msg('errors.kind.timeout.next'),
  },
  not_api: {
    title: msg('errors.kind.not-api.title'),
    explanation: msg('errors.kind.not-api.why'),
    nextStep: msg('errors.kind.not-api.next'),
  },
  parse: {
    title: msg('errors.kind.parse.title'),
    explanation: msg('errors.kind.parse.why'),
    nextStep: msg('errors.kind.parse.next'),
  },
  shape: {
    title: msg('errors.kind.shape.title'),
    explanation: msg('errors.kind.shape.why'),
    nextStep: msg('errors.kind.shape.next'),
  },
  // Refused before sending (no answer exists): the scheduler chose not to wait for the next rate window.
  wait_too_long: {
    title: msg('errors.kind.wait-too-long.title'),
    explanation: msg('errors.kind.wait-too-long.why'),
    nextStep: msg('errors.kind.wait-too-long.next'),
  },
  locked_out: {
    title: msg('errors.kind.locked-out.title'),
    explanation: msg('errors.kind.locked-out.why'),
    nextStep: msg('errors.kind.locked-out.next'),
  },
  cancelled: {
    title: msg('errors.kind.cancelled.title'),
    explanation: msg('errors.kind.cancelled.why'),
    nextStep: msg('errors.kind.cancelled.next'),
  },
  api: null,
  key_blocked: null,
  // Said by its code (the vault's: the keychain locked or not running, or the key no longer in it).
  key_unreadable: null,
  export: null,
  validation: null,
  config: null,
  keychain: null,
  vault: null,
  pagination: null,
  internal: null,
  security: null,
  transport: null,
  // Said by their code: a certificate and a proxy each fail in more than one way, each with its own fix.
  certificate: null,
  proxy: null,
} as const satisfies Record<ErrorKind, Entry | null>

/** A wait too long that an answer asked for (a 429 or 503 with Retry-After): a request was sent, and answered. */
export const WAIT_ASKED: Entry = {
  title: msg('errors.wait-asked.title'),
  explanation: msg('errors.wait-asked.why'),
  nextStep: msg('errors.wait-asked.next'),
}

/**
 * An ask the app did not send because the same request already failed FAILURES_BEFORE_HOLD times within the service's window (the
 * one gate per service, electron/core/api/service-gate.ts): nothing was sent, the rest of the app goes on.
 */
export const RESOURCE_FAILING: Entry = {
  title: msg('errors.resource-failing.title'),
  explanation: msg('errors.resource-failing.why'),
  nextStep: msg('errors.resource-failing.next'),
}

/** A connection that broke after the answer had started: the service was reached, so not "offline". */
export const CUT_SHORT: Entry = {
  title: msg('errors.cut-short.title'),
  explanation: msg('errors.cut-short.why'),
  nextStep: msg('errors.cut-short.next'),
}

/**
 * A file on this computer the app could not write or read (a full disk, a read-only folder): the core's message,
 * in the one wording of file errors, says what, where and why, and is the explanation.
 */
export const FILE_PROBLEM: Entry = {
  title: msg('errors.file-problem.title'),
  explanation: msg('errors.file-problem.why'),
  nextStep: msg('errors.file-problem.next'),
}

/** Said after why a key was blocked: what the app did about it. */
export const KEY_BLOCKED_NOTE = msg('errors.key-blocked-note')

/** A failure the app does not recognise. */
export const UNKNOWN: Entry = {
  title: msg('errors.unknown.title'),
  explanation: msg('errors.unknown.why'),
  nextStep: msg('errors.unknown.next'),
}

/** An error answer to a 401 whose body was unusable: the core acted on the status and blocked the key. */
export const REFUSED_401: Entry = {
  title: msg('errors.status-401.title'),
  explanation: msg('errors.status-401.why'),
  nextStep: msg('errors.step.keys'),
}

/** An export that stopped: the core's message, when it has one, says what stopped it and how many rows are kept. */
export const EXPORT_STOPPED: Entry = {
  title: msg('errors.export.stopped.title'),
  explanation: msg('errors.export.stopped.why'),
  nextStep: msg('errors.export.next'),
}

/** An export whose file could not be written. */
export const EXPORT_UNWRITTEN: Entry = { ...EXPORT_STOPPED, title: msg('errors.export.write-failed.title') }

/**
 * The values the table's messages name: the attempts after which the one gate per service holds a request back
 * (docs/security.md, threat model 3: at most 4 attempts) and the path every API address ends in.
 */
export const FAILURES_BEFORE_HOLD = 4
export const API_PATH = '/v1/api'
