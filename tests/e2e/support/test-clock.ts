// The app's two clocks moved as one in e2e tests: the page's (Playwright's page.clock) and the preview core's
// (--test-clock and POST /test/clock, electron/preview/README.md "Test clock"), so no test waits for time to pass.
import type { Page } from '@playwright/test'
import type { Preview } from './preview-process.ts'

/** A fixed start, far from today's date, so a figure read from the real clock by mistake shows. */
export const TEST_CLOCK_START = Date.UTC(2031, 4, 12, 9, 30, 0)

/** The preview's arguments that start its core's clock at `at` (startPreview's extraArgs). */
export function testClockArgs(at = TEST_CLOCK_START): string[] {
  return ['--test-clock', String(at)]
}

/** Moves the preview core's clock forward by `ms` (0 reads it); resolves with its time. */
export async function moveCoreClock(preview: Preview, ms: number): Promise<number> {
  const response = await fetch(`${preview.origin}/test/clock`, {
    method: 'POST',
    headers: { 'X-Explorer-Token': preview.token, 'Content-Type': 'application/json' },
    body: JSON.stringify({ advanceMs: ms }),
  })
  const body = (await response.json()) as { now?: number; error?: { message: string } }
  if (!response.ok || typeof body.now !== 'number')
    throw new Error(
      `the preview's test clock answered ${response.status}: ${body.error?.message ?? 'no time'}`,
    )
  return body.now
}

/**
 * Installs Playwright's clock in `page` at the core's time of now, before the page loads: both then run on
 * together from one time (the first screen, drawn by the core, and the page's scripts agree).
 */
export async function installPageClock(page: Page, preview: Preview): Promise<number> {
  const now = await moveCoreClock(preview, 0)
  await page.clock.install({ time: now })
  return now
}

/** Moves both clocks forward by `ms`: the core's timers (rate windows, polls) and the page's fall due at once. */
export async function advanceClocks(page: Page, preview: Preview, ms: number): Promise<void> {
  await moveCoreClock(preview, ms)
  await page.clock.fastForward(ms)
}
