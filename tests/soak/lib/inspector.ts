/**
 * Main-process heap figures over the Node inspector protocol (loopback only): the preview is started with
 * `--inspect=127.0.0.1:0`, and after a forced collection `Runtime.getHeapUsage` gives the retained heap,
 * which RSS (memory the allocator keeps) cannot show.
 */

/** A connection to one inspector. */
export interface InspectorClient {
  /** Used V8 heap in bytes after a full garbage collection. */
  heapUsedAfterGc(): Promise<number>
  close(): void
}

/** Connects to an inspector WebSocket URL (`ws://127.0.0.1:PORT/UUID`). */
export async function connectInspector(url: string): Promise<InspectorClient> {
  const ws = new WebSocket(url)
  await new Promise<void>((resolve, reject) => {
    ws.addEventListener('open', () => resolve(), { once: true })
    ws.addEventListener('error', () => reject(new Error(`cannot connect to the inspector at ${url}`)), {
      once: true,
    })
  })
  let nextId = 0
  const pending = new Map<number, (msg: { result?: unknown; error?: { message: string } }) => void>()
  ws.addEventListener('message', (ev) => {
    const msg = JSON.parse(String(ev.data)) as { id?: number; result?: unknown; error?: { message: string } }
    if (msg.id === undefined) return
    pending.get(msg.id)?.(msg)
    pending.delete(msg.id)
  })
  const send = (method: string): Promise<unknown> =>
    new Promise((resolve, reject) => {
      const id = ++nextId
      pending.set(id, (m) =>
        m.error ? reject(new Error(`${method}: ${m.error.message}`)) : resolve(m.result),
      )
      ws.send(JSON.stringify({ id, method, params: {} }))
    })
  return {
    async heapUsedAfterGc() {
      await send('HeapProfiler.collectGarbage')
      const usage = (await send('Runtime.getHeapUsage')) as { usedSize: number }
      return usage.usedSize
    },
    close: () => ws.close(),
  }
}
