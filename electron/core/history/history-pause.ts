import type { HistoryPause } from './history-types.ts'

/** How long a paused history waits before trying a write again. */
export const PAUSE_RETRY_MS = 60_000

// Primary SQLite result codes (https://sqlite.org/rescode.html) that mean "cannot write here now", not a bug.
const PAUSING: ReadonlyMap<number, HistoryPause['reason']> = new Map([
  [13, 'disk_full'], // SQLITE_FULL
  [8, 'read_only'], // SQLITE_READONLY
  [10, 'io'], // SQLITE_IOERR
  [14, 'io'], // SQLITE_CANTOPEN
])

/** The pause state of one store: whether a write may be tried, and what to say when that changes. */
export type PauseGate = {
  mayTry(): boolean
  /** true when `error` pauses history (the write is then dropped), false when it is a real failure */
  pauseFor(error: unknown): boolean
  succeeded(): void
  current(): HistoryPause | null
}

/** Creates the gate; `onChange` hears each pause and each resume once. */
export function createPauseGate(
  path: string,
  now: () => number,
  onChange: (pause: HistoryPause | null) => void,
): PauseGate {
  let pause: HistoryPause | null = null
  let retryAt = 0
  return {
    mayTry: () => pause === null || now() >= retryAt,
    pauseFor(error) {
      const errcode = (error as { errcode?: unknown } | null)?.errcode
      const reason = typeof errcode === 'number' ? PAUSING.get(errcode & 0xff) : undefined
      if (!reason) return false
      retryAt = now() + PAUSE_RETRY_MS
      if (pause?.reason !== reason) {
        pause = { reason, message: pauseMessage(reason, path) }
        onChange(pause)
      }
      return true
    },
    succeeded() {
      if (pause === null) return
      pause = null
      onChange(null)
    },
    current: () => pause,
  }
}

function pauseMessage(reason: HistoryPause['reason'], path: string): string {
  const what =
    reason === 'disk_full'
      ? 'the disk is full'
      : reason === 'read_only'
        ? 'the file is read-only'
        : 'the file cannot be written'
  return `History is paused: ${what} (${path}). Browsing goes on; free some space or make the file writable and recording resumes within a minute.`
}
