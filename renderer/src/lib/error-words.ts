/**
 * The words of every failure the renderer can explain (error-text.ts chooses among them): the API's codes, the
 * core's codes and the kinds of failure that are not an answer.
 */
import type { ErrorCode } from '../../../shared/api/types.ts'
import type { CoreErrorCode, ErrorKind } from '../../../shared/ipc/error-kinds.ts'

/** The words for one failure: what happened, why, and what to do. */
export interface Entry {
  title: string
  explanation: string
  nextStep: string
}

export const KEYS_STEP = 'Open Keys to check the key, or add another one.'

/**
 * The 13 API codes (schemas/ErrorCode in shared/api/openapi.yaml); a code added to the closed set without its text
 * fails to compile.
 */
export const CODES = {
  missing_api_key: {
    title: 'No API key was sent',
    explanation: 'The service needs an API key with every request, and none was sent.',
    nextStep: 'Open Keys and add an API key.',
  },
  invalid_api_key: {
    title: 'The service does not know this key',
    explanation:
      'The key was sent, but the service has no key like it. It may be mistyped or belong to another service.',
    nextStep: KEYS_STEP,
  },
  key_revoked: {
    title: 'This key was revoked',
    explanation: 'The key was switched off in the dashboard and can no longer be used.',
    nextStep: 'Create a new key in the dashboard, then add it in Keys.',
  },
  key_expired: {
    title: 'This key has expired',
    explanation: 'The key passed its expiry date, so the service no longer accepts it.',
    nextStep: 'Create a new key in the dashboard, then add it in Keys.',
  },
  insufficient_scope: {
    title: 'This key may not see this',
    explanation: 'The key works, but it was not given the permission (scope) this view needs.',
    nextStep: 'Use a key that has the missing scope, or ask for one in the dashboard.',
  },
  api_access_revoked: {
    title: 'API access for this account is not approved',
    explanation: 'The key belongs to an account whose API access is not approved (or was withdrawn).',
    nextStep: 'Ask for API access in the account dashboard; the key works again once it is approved.',
  },
  api_access_required: {
    title: 'API access must be approved first',
    explanation: 'Keys can only be created after the account’s API access has been approved.',
    nextStep: 'Request API access in the account dashboard and wait for approval.',
  },
  rate_limited: {
    title: 'Too many requests for now',
    explanation:
      'This key has used every request the service allows in the current window. The app already waited and tried again, without success.',
    nextStep: 'Try again once the window is over; the Rate limit view shows when.',
  },
  too_many_invalid_attempts: {
    title: 'Paused after too many wrong keys',
    explanation:
      'Too many unknown, revoked or expired keys were tried from this computer, so the service stopped answering it for a while.',
    nextStep: 'Wait until the pause is over, and fix or remove the wrong key in Keys before trying again.',
  },
  not_found: {
    title: 'Not found',
    explanation:
      'The service has nothing at this address. It may never have existed or may no longer be published.',
    nextStep: 'Check the spelling, or search for it instead.',
  },
  validation_failed: {
    title: 'The service refused a value',
    explanation: 'One of the values sent with the request was not accepted.',
    nextStep: 'Change the search or filter and try again.',
  },
  service_unavailable: {
    title: 'The service is down for a moment',
    explanation: 'The service said it is temporarily unavailable. The app already retried a few times.',
    nextStep: 'Try again in a minute.',
  },
  internal_error: {
    title: 'The service had a problem',
    explanation: 'Something went wrong inside the service. It is not caused by anything you did.',
    nextStep: 'Try again; if it keeps happening, the service’s operator needs to know.',
  },
} as const satisfies Record<ErrorCode, Entry>

/**
 * Codes of the app's own core and transport. `null`: the code has no text of its own, because its kind's text
 * (network, export, …) or the core's own message says it better; adding a code forces that choice.
 */
export const CORE_CODES = {
  no_key: {
    title: 'No API key yet',
    explanation: 'The app has no API key for this service.',
    nextStep: 'Open Keys and add an API key.',
  },
  // The keychain's three failures are said apart (electron/core/api/run-call.ts), each with its own fix.
  keychain_unavailable: {
    title: 'The system keychain did not answer',
    explanation:
      'Keys are kept only in your system’s keychain, and it did not answer: it may not be running.',
    nextStep:
      'The Keychain panel in Keys names the exact fix, and can keep a key for this session only until then.',
  },
  keychain_locked: {
    title: 'The system keychain is locked',
    explanation:
      'Keys are kept only in your system’s keychain, and it is locked, so the app can neither read nor save a key in it.',
    nextStep: 'Unlock the keychain (your computer’s password usually does it), then try again.',
  },
  invalid_payload: {
    title: 'The app refused its own request',
    explanation: 'A value was outside what the app accepts (for example, far too long).',
    nextStep: 'Shorten or change what you typed and try again.',
  },
  untrusted_sender: {
    title: 'Request blocked',
    explanation: 'The request did not come from the app’s own window, so it was refused.',
    nextStep: 'Restart the app.',
  },
  preview_unreachable: {
    title: 'The app’s background process is not answering',
    explanation: 'This window could not reach the part of the app that talks to the service.',
    nextStep: 'Check that the app is still running, then reload.',
  },
  forbidden_token: {
    title: 'This window lost its connection to the app',
    explanation:
      'The browser preview only answers the tab opened from the address it printed (with its secret part after “#”), and only while that preview runs.',
    nextStep:
      'Open the full address the preview printed when it last started: a new tab, or a preview started again, needs it.',
  },
  secret_missing: {
    title: 'The key is not in the system keychain',
    explanation:
      'The app knows this key, but the keychain answered that it does not hold it: it may have been deleted outside Bridge Explorer.',
    nextStep: 'Add the key again in Keys (remove the old entry, or put the key back into it).',
  },
  invalid_input: {
    title: 'This key cannot be saved as typed',
    explanation: 'The key does not look like an API key.',
    nextStep: 'Copy the key again from the service’s dashboard and paste it here, as one piece.',
  },
  duplicate_key: {
    title: 'This key is already saved',
    explanation: 'The same key is already in the list for this service.',
    nextStep: 'Use the saved one, or remove it first.',
  },
  export_running: {
    title: 'That export is already running',
    explanation: 'An export with the same filters and format has not finished yet.',
    nextStep: 'Wait for it to finish, or cancel it first.',
  },
  // The way to the service: a certificate or a proxy, each with its fix, never "cannot be reached".
  certificate_untrusted: {
    title: 'The service’s certificate is not trusted',
    explanation:
      'The service’s certificate is not trusted by this computer; a company proxy may need its certificate installed. The app sent nothing, and never accepts a certificate it does not trust.',
    nextStep:
      'Ask your IT team for the company’s root certificate and install it on this computer, then try again.',
  },
  certificate_invalid: {
    title: 'The service’s certificate is not valid',
    explanation:
      'The service’s certificate has expired, is not valid yet, or was issued for another address, so nothing was sent.',
    nextStep:
      'Check the service address in Keys and this computer’s date and time; if both are right, the service’s operator needs to renew the certificate.',
  },
  proxy_refused: {
    title: 'The proxy did not pass the request on',
    explanation:
      'This computer sends its requests through a proxy, and the proxy could not be reached or refused to connect to the service.',
    nextStep:
      'Check the proxy setting (or ask your IT team whether this service is allowed), then try again.',
  },
  proxy_auth_required: {
    title: 'The proxy needs a sign-in',
    explanation: 'The proxy on the way to the service asks who you are before it passes requests on.',
    nextStep:
      'Sign in when the app asks (after “Not now”, Settings → Network → Test connection asks again), or ask your IT team for the proxy’s user name and password.',
  },
  proxy_auth_refused: {
    title: 'The proxy did not accept your sign-in',
    explanation:
      'The proxy on the way to the service refused the user name and password you gave: the password may be wrong.',
    nextStep: 'Try again and sign in with the right user name and password, or ask your IT team for them.',
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
    title: 'The catalogue on this computer was damaged',
    explanation:
      'Its file could not be read: something changed it while the app had it open. It was set aside (kept, not deleted), and the catalogue is being built again from the service.',
    nextStep: 'Search on the service meanwhile; the catalogue’s line says when it is complete again.',
  },
} as const satisfies Record<CoreErrorCode, Entry | null>

/**
 * Kinds of failure that are not an answer from the service. `null`: the kind has no text of its own (its code
 * or the core's message says what happened; `export` and `key_blocked` are composed in explainError).
 */
export const KINDS = {
  network: {
    title: 'The service cannot be reached',
    explanation: 'No answer came back: the computer may be offline, or the service address may be wrong.',
    nextStep: 'Check your connection and the service address in Keys, then try again.',
  },
  timeout: {
    title: 'The service took too long',
    explanation: 'The service did not answer in time.',
    nextStep: 'Try again in a moment.',
  },
  not_api: {
    title: 'This address is not the Bridge API',
    explanation:
      'Something answers at this address, but not the way the Bridge API does (a web page, or “nothing here” for every path).',
    nextStep: 'Check the service URL in Keys: API addresses end in /v1/api.',
  },
  parse: {
    title: 'The answer could not be read',
    explanation: 'The service answered with something that is not valid data.',
    nextStep: 'Check the service address in Keys; it may point at another website.',
  },
  shape: {
    title: 'The answer was not in the expected form',
    explanation: 'The service answered, but with fields the app does not recognise.',
    nextStep: 'Check the service address in Keys, or update the app.',
  },
  // Refused before sending (no answer exists): the scheduler chose not to wait for the next rate window.
  wait_too_long: {
    title: 'Not sent: the wait for the rate limit is too long',
    explanation:
      'This key has used the requests the service allows in this window, and the next window opens later than the app waits by itself, so the app chose not to wait and sent nothing.',
    nextStep: 'Try again once the window opens; the Rate limit view shows when.',
  },
  locked_out: {
    title: 'Paused after too many wrong keys',
    explanation:
      'The service stopped answering this computer for a while after too many unknown, revoked or expired keys.',
    nextStep: 'Wait until the pause is over, and fix or remove the wrong key in Keys.',
  },
  cancelled: {
    title: 'Cancelled',
    explanation: 'The request was stopped before it finished.',
    nextStep: 'Try again if you still need it.',
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
  title: 'The service asked for a long wait',
  explanation:
    'The service answered that this key must wait before its next request, longer than the app waits by itself, so the app did not try again.',
  nextStep: 'Try again once the wait is over; the Rate limit view shows when.',
}

/**
 * An ask the app did not send because the same request already failed 4 times within the service's window (the
 * one gate per service, electron/core/api/service-gate.ts): nothing was sent, the rest of the app goes on.
 */
export const RESOURCE_FAILING: Entry = {
  title: 'Not sent: this request kept failing',
  explanation:
    'The service failed this same request 4 times in a row, the most the app sends within its window, so the app sent nothing this time. Other requests go on as usual.',
  nextStep: 'Try again once the wait is over.',
}

/** A connection that broke after the answer had started: the service was reached, so not "offline". */
export const CUT_SHORT: Entry = {
  title: 'The answer was cut off',
  explanation: 'The service started to answer, but the connection broke before the answer was complete.',
  nextStep: 'Try again; if it keeps happening, a proxy or the service may be dropping connections.',
}

/**
 * A file on this computer the app could not write or read (a full disk, a read-only folder): the core's message,
 * in the one wording of file errors, says what, where and why, and is the explanation.
 */
export const FILE_PROBLEM: Entry = {
  title: 'A file on this computer could not be used',
  explanation: 'The app could not write or read one of its files.',
  nextStep: 'Fix what is said above (free some space, or let the app write to its folder), then try again.',
}

export const KEY_BLOCKED_NOTE =
  'The app stopped sending requests with this key so the service does not lock this computer out.'

export const UNKNOWN: Entry = {
  title: 'Something went wrong',
  explanation: 'The request failed for a reason the app does not recognise.',
  nextStep: 'Try again; the Developer view lists the recent requests and their answers.',
}
