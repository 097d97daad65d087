/**
 * The renderer's one reading of the time (HOUSE_STYLE.md, "One truth for each thing the user sees"): every figure
 * derived from time reads it, here or through useNow (components/use-now.ts), so one clock moves them all
 * (Playwright's page.clock in e2e tests). tests/unit/tooling/renderer-timers.test.ts keeps it the only one.
 */

/** The time of now, epoch ms, by this computer's clock. */
export function readClock(): number {
  return Date.now()
}

/**
 * A time the app recorded by this computer's clock (a walk that ended, a check, a reading), as of `now`: never
 * after it. A record fresher than the last tick of useNow (up to its period behind, 30 s by default) would read
 * "in 17 seconds"; it was made before now, so it reads "just now". The service's own times (a publication date,
 * an expiry) are not recorded by the app and are shown as they are: its clock may differ from this computer's.
 */
export function recordedAsOf(at: number, now: number): number {
  return Math.min(at, now)
}
