import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestContext } from 'node:test'

/** A fresh folder standing in for the user-data folder, removed when the test ends. */
export function tempUserData(t: TestContext): string {
  const dir = mkdtempSync(join(tmpdir(), 'bx-history-'))
  t.after(() => rmSync(dir, { recursive: true, force: true }))
  return dir
}

/** A settable clock in epoch milliseconds. */
export function manualClock(startMs = Date.UTC(2026, 2, 14, 9, 0, 0)): {
  now: () => number
  set(ms: number): void
  advance(ms: number): void
} {
  let current = startMs
  return {
    now: () => current,
    set(ms) {
      current = ms
    },
    advance(ms) {
      current += ms
    },
  }
}
