import type { IpcError } from '../../../shared/ipc/common.ts'

/** A failed main-process call, carrying its typed IpcError (TanStack Query needs a thrown value). */
export class ExplorerError extends Error {
  readonly error: IpcError

  constructor(error: IpcError) {
    super(error.message)
    this.name = 'ExplorerError'
    this.error = error
  }
}

/** A cancellation made by the renderer itself (the query was abandoned before main answered). */
export function cancelledByRenderer(): ExplorerError {
  return new ExplorerError({
    kind: 'cancelled',
    code: 'cancelled',
    message: 'request cancelled',
    status: null,
    retryAt: null,
    missingScope: null,
    field: null,
  })
}
