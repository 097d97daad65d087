/**
 * What a failed service call says of a row: the name is unknown (404), the key may not read it (a scope, or the
 * key itself: the words Keys uses are the renderer's, from the error's code), the call failed (its words), or
 * the run was paused or cancelled under it (the row waits to be asked again).
 */
import type { IpcError } from '../../../shared/ipc/common.ts'
import { ApiError } from '../api/index.ts'

/** The sorts of a failed call. */
export type CallFailure =
  | { sort: 'not-found' }
  | { sort: 'refused'; error: IpcError }
  | { sort: 'failed'; error: IpcError }
  | { sort: 'cancelled' }

/** Sorts a failure; `toIpcError` is the core's one mapping to words the renderer knows. */
export function sortFailure(error: unknown, toIpcError: (e: unknown) => IpcError): CallFailure {
  if (error instanceof ApiError) {
    if (error.kind === 'cancelled') return { sort: 'cancelled' }
    if (error.status === 404) return { sort: 'not-found' }
    const refused =
      error.status === 401 ||
      error.status === 403 ||
      error.kind === 'key_blocked' ||
      error.kind === 'key_unreadable'
    if (refused) return { sort: 'refused', error: toIpcError(error) }
  }
  return { sort: 'failed', error: toIpcError(error) }
}
