/**
 * The error a handler throws when it already knows what to tell the user: the kind, code and field the IpcError
 * crosses with. Below every domain, so each can throw it; app/ipc-error.ts maps it with the rest.
 */
import type { Said } from '../../../shared/i18n/said.ts'
import type { ErrorKind, KnownErrorCode } from '../../../shared/ipc/error-kinds.ts'
import { sayable } from '../words/english-words.ts'

/** An error the core raises itself, already in the shape it should cross with. */
export class CoreError extends Error {
  readonly kind: ErrorKind
  readonly code: KnownErrorCode
  readonly field: string | null
  /** What a person reads, said by code (docs/i18n.md); `message` is the same in English, for logs. */
  readonly said: Said | undefined

  constructor(kind: ErrorKind, code: KnownErrorCode, words: string | Said, field: string | null = null) {
    const { message, said } = sayable(words)
    super(message)
    this.said = said
    this.name = 'CoreError'
    this.kind = kind
    this.code = code
    this.field = field
  }
}
