/**
 * A client's attempt as the core keeps it, in the in-memory log and in the stored exchanges alike: the session
 * scrubs it once here, below both (request-log/ implements the log and the store).
 */
import type { RequestLogEntry } from '../../../shared/ipc/request-log.ts'
import { asIpcErrorCode } from '../../../shared/ipc/error-kinds.ts'
import { redactSecrets } from '../../../shared/keys/secret-scan.ts'

const redactOrNull = (value: string | null): string | null => (value === null ? null : redactSecrets(value))

/** The host (and port) of a service URL, as the request log names where a request went; '' when it is not a URL. */
export function hostOf(serviceUrl: string): string {
  try {
    return new URL(serviceUrl).host
  } catch {
    return ''
  }
}

// Defence in depth: the client never hands the key over, but a log is exactly where a leaked key would live on.
/** The entry as the log keeps it: every string through the shape scrub, frozen. */
export function sanitizeEntry(id: string, input: Omit<RequestLogEntry, 'id'>): Readonly<RequestLogEntry> {
  const rateLimit = input.rateLimit
    ? Object.freeze({
        limit: input.rateLimit.limit,
        remaining: input.rateLimit.remaining,
        resetAt: input.rateLimit.resetAt,
      })
    : null
  return Object.freeze({
    id,
    at: input.at,
    // The literal 'GET' (the client sends nothing else): it cannot carry a secret.
    method: input.method,
    path: redactSecrets(input.path),
    status: input.status,
    // A server's unknown code stays typed as unknown once redacted.
    code: input.code === null ? null : asIpcErrorCode(redactSecrets(input.code)),
    attempt: input.attempt,
    durationMs: input.durationMs,
    rateLimit,
    keyHint: redactSecrets(input.keyHint),
    requestId: redactOrNull(input.requestId),
    ...(input.keyId !== undefined ? { keyId: redactOrNull(input.keyId) } : {}),
    ...(input.host !== undefined ? { host: redactSecrets(input.host) } : {}),
  })
}
