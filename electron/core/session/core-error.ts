/**
 * The error a handler throws when it already knows what to tell the user: the kind, code and field the IpcError
 * crosses with. Below every domain, so each can throw it; app/ipc-error.ts maps it with the rest.
 */
import type { ErrorKind, KnownErrorCode } from '../../../shared/ipc/error-kinds.ts'

/** An error the core raises itself, already in the shape it should cross with. */
export class CoreError extends Error {
  readonly kind: ErrorKind
  readonly code: KnownErrorCode
  readonly field: string | null

  constructor(kind: ErrorKind, code: KnownErrorCode, message: string, field: string | null = null) {
    super(message)
    this.name = 'CoreError'
    this.kind = kind
    this.code = code
    this.field = field
  }
}

/** The message shown when no key is active and there is no demo service. */
export const NO_KEY_MESSAGE =
  'No API key is active. Add a key in the key manager (Keys) to start exploring the service.'
