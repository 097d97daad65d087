/**
 * Quitting waits for the host to stop (history flushed, exports cancelled, the demo service closed). Electron's
 * before-quit cannot await, so the first quit is cancelled, the host stopped, and quit called again.
 */

/** The decision for one before-quit event: whether to let it through. */
export interface QuitGuard {
  /** Called from before-quit; returns true when the quit may proceed now. */
  beforeQuit(): boolean
}

/** A guard that runs `stop` once, then calls `quit` again; a failing stop still quits. */
export function createQuitGuard(
  stop: () => Promise<void>,
  quit: () => void,
  log: (m: string) => void,
): QuitGuard {
  let state: 'running' | 'stopping' | 'stopped' = 'running'
  return {
    beforeQuit() {
      if (state === 'stopped') return true
      if (state === 'running') {
        state = 'stopping'
        stop()
          .catch((error: unknown) => log(`stopping the host failed: ${String(error)}`))
          .finally(() => {
            state = 'stopped'
            quit()
          })
      }
      return false
    },
  }
}
