/**
 * When the core's background work (the stats poll, the catalogue's walk) may begin: once the window's page runs
 * (its first call to main), or BACKGROUND_AT_MOST_AFTER_MS after the window was opened, whichever comes first.
 * Until then main serves the window's first document, stylesheet and script without that work competing for the
 * same event loop: with the service stopped, the poll's failed attempts and their records landed right among
 * them (BENCHMARKS.md, "Restart with kept answers"). The hosts (electron/main.ts, electron/preview/cli.ts) both use
 * this; nothing is lost by the wait, since the poll's interval is minutes and the walk resumes from its cursor.
 */

/** The longest background work waits for a window that never calls (a browser never opened, a page that fails). */
export const BACKGROUND_AT_MOST_AFTER_MS = 3000

/** A gate for ExplorerCoreOptions.backgroundAfter. */
export interface BackgroundGate {
  /** Settles when the gate opens. */
  after: Promise<void>
  /** The window's page called main: open now (idempotent). */
  open(): void
  /** The window was opened: open at the latest BACKGROUND_AT_MOST_AFTER_MS from now (once; its timer never holds the process). */
  windowOpened(): void
}

/** A closed gate. */
export function backgroundGate(atMostMs = BACKGROUND_AT_MOST_AFTER_MS): BackgroundGate {
  let open: () => void = () => undefined
  const after = new Promise<void>((resolve) => (open = resolve))
  let armed = false
  return {
    after,
    open: () => open(),
    windowOpened() {
      if (armed) return
      armed = true
      setTimeout(() => open(), atMostMs).unref()
    },
  }
}
