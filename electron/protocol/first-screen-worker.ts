/**
 * Where the first screen is drawn (README.md, Architecture): a worker thread that loads the SSR build and is
 * given nothing but the decoded data to draw (shared/cache/first-screen-answers.ts). It holds no key, no core and
 * no handle on the keychain, so a fault in drawing stored text can reach none of them; and the drawing does not
 * hold main's event loop while the window waits for IPC.
 */
import { Worker } from 'node:worker_threads'
import { pathToFileURL } from 'node:url'

/** What the worker answers for one drawing. */
type Reply = { id: number; html: string } | { id: number; error: string }

/**
 * The worker's own code, run with `eval` so the bundled main (dist-electron/main.js) needs no file beside it.
 * It imports the built file once, says whether it could, then draws each data it is sent.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const loading = import(workerData.href).then(
  (m) => typeof m.renderFirstScreen === 'function' && typeof m.FIRST_SCREEN_ELEMENT_ID === 'string' ? m : null,
  () => null,
);
loading.then((m) => parentPort.postMessage({ ready: m === null ? null : m.FIRST_SCREEN_ELEMENT_ID }));
parentPort.on('message', async ({ id, data }) => {
  try {
    const m = await loading;
    if (m === null) throw new Error('no SSR build');
    parentPort.postMessage({ id, html: await m.renderFirstScreen(data) });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message || error) });
  }
});
`

/** A drawing worker on the built file: its element id once loaded (null: no usable build), and draw(). */
export interface FirstScreenWorker {
  ready: Promise<string | null>
  draw(data: unknown): Promise<string>
  close(): Promise<void>
}

/** Starts the worker on `file` (dist/ssr/first-screen.js); it does not keep the process alive. */
export function startFirstScreenWorker(file: string): FirstScreenWorker {
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { href: pathToFileURL(file).href } })
  const waiting = new Map<number, { resolve: (html: string) => void; reject: (e: Error) => void }>()
  let next = 0
  let loaded = false
  // Held open only while something waits on it (its loading, a drawing): idle, it never keeps the process alive.
  const holdWhileWaiting = (): void => {
    if (!loaded || waiting.size > 0) worker.ref()
    else worker.unref()
  }
  let settleReady: (id: string | null) => void = () => undefined
  const ready = new Promise<string | null>((resolve) => (settleReady = resolve))
  const failAll = (why: string): void => {
    loaded = true
    settleReady(null)
    for (const w of waiting.values()) w.reject(new Error(why))
    waiting.clear()
  }
  worker.on('message', (m: Reply | { ready: string | null }) => {
    if ('ready' in m) {
      loaded = true
      settleReady(m.ready)
    } else {
      const w = waiting.get(m.id)
      waiting.delete(m.id)
      if ('html' in m) w?.resolve(m.html)
      else w?.reject(new Error(m.error))
    }
    holdWhileWaiting()
  })
  worker.on('error', (e) => failAll(e.message))
  worker.on('exit', () => failAll('the drawing worker stopped'))
  return {
    ready,
    draw: (data) =>
      new Promise<string>((resolve, reject) => {
        const id = next++
        waiting.set(id, { resolve, reject })
        holdWhileWaiting()
        worker.postMessage({ id, data })
      }),
    close: async () => {
      await worker.terminate()
    },
  }
}
