/** What the preview server needs from the main-process core: the same handlers and events Electron IPC uses. */
import type { EventChannel, InvokeChannel } from '../../shared/ipc/contract.ts'
import type { IpcResult } from '../../shared/ipc/dto.ts'

/** The core as the preview sees it (the host's ExplorerCore fits this shape). */
export interface PreviewCore {
  /** One handler per invoke channel; each validates its payload and never throws. */
  handlers: { [C in InvokeChannel]: (payload: unknown) => Promise<IpcResult<unknown>> }
  /** Core events; `on` returns the function that unsubscribes. */
  events: { on(event: EventChannel, fn: (payload: unknown) => void): () => void }
}
