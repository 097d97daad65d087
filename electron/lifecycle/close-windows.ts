/**
 * Quitting closes the windows before the core stops. A page writes what it has not yet kept (the answers it saw
 * last, README "Offline and instant") as it goes away; Electron closes the windows only after before-quit, by which
 * time the quit guard has unbound IPC and stopped the core, so that last write found no handler. Closing them first
 * lets it land. A page that does not close within the limit does not hold the quit.
 */

/** The members of a window this needs (Electron's BrowserWindow has them). */
export interface ClosingWindow {
  isDestroyed(): boolean
  close(): void
  once(event: 'closed', listener: () => void): unknown
}

/** Closes every window still open and resolves once each has closed, or after `limitMs` for one that has not. */
export async function closeWindows(windows: readonly ClosingWindow[], limitMs: number): Promise<void> {
  await Promise.all(
    windows
      .filter((w) => !w.isDestroyed())
      .map(
        (w) =>
          new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, limitMs)
            w.once('closed', () => {
              clearTimeout(timer)
              resolve()
            })
            w.close()
          }),
      ),
  )
}
