/**
 * Lets the document drawn by main be painted before the app's script runs (README.md, Architecture: the first
 * screen drawn before any script). Served from this computer, the script arrives with the document, and Chromium
 * runs a deferred module before its first frame: the drawn rows would wait for the whole boot chunk to be
 * evaluated. The entries wait for one frame (and the task after it, which runs after that frame's paint) before
 * they import the boot chunk; at most a short while, since a window not yet shown may produce no frame.
 */
import { nextTask } from './next-task.ts'

const MOST_MS = 100

/** Resolves once the drawn document has been painted, or after MOST_MS; at once when nothing was drawn. */
export function afterFirstPaint(): Promise<void> {
  if (document.getElementById('root')?.firstElementChild == null) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, MOST_MS)
    requestAnimationFrame(() => {
      void nextTask().then(() => {
        clearTimeout(timer)
        resolve()
      })
    })
  })
}
