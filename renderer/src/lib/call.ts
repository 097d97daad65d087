import type { IpcResult } from '../../../shared/ipc/common.ts'
import { cancelledByRenderer, ExplorerError } from './call-error.ts'
import { getExplorer } from './explorer.ts'

export { ExplorerError } from './call-error.ts'

/** Turns an IpcResult into its value, or throws ExplorerError (what TanStack Query expects of a queryFn). */
export async function unwrap<T>(p: Promise<IpcResult<T>>): Promise<T> {
  const result = await p
  if (result.ok) return result.value
  throw new ExplorerError(result.error)
}

/** A fresh id naming one call, so it can be cancelled across the bridge. */
export function newRequestId(): string {
  return crypto.randomUUID()
}

/**
 * Runs a call with a new request id and tells main to cancel it when `signal` aborts: an AbortSignal cannot
 * cross IPC, so the id stands in for it.
 */
export async function cancellable<T>(
  signal: AbortSignal | undefined,
  run: (requestId: string) => Promise<IpcResult<T>>,
): Promise<T> {
  if (signal?.aborted === true) throw cancelledByRenderer()
  const requestId = newRequestId()
  const onAbort = (): void => {
    void getExplorer().cancelRequest({ requestId })
  }
  signal?.addEventListener('abort', onAbort, { once: true })
  try {
    return await unwrap(run(requestId))
  } finally {
    signal?.removeEventListener('abort', onAbort)
  }
}
