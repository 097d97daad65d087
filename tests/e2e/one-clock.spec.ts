// One clock (HOUSE_STYLE.md, "One truth for each thing the user sees"): the preview's core runs on the test clock
// (--test-clock) and the page on Playwright's, installed at the same time; a figure derived from time follows
// them when they move, and a time the app recorded is never shown as in the future.
import { expect, test } from './fixtures.ts'
import { catalogueComplete, CataloguePage, walkAtFullShare } from './pages/catalogue-page.ts'
import {
  advanceClocks,
  installPageClock,
  moveCoreClock,
  TEST_CLOCK_START,
  testClockArgs,
} from './support/test-clock.ts'

test("the catalogue's age is read from the one clock: 'just now' when fresh, then as far as both clocks moved", async ({
  page,
  startPreview,
  openApp,
}) => {
  const preview = await startPreview({ demo: true, extraArgs: testClockArgs() })
  await walkAtFullShare(preview)
  await installPageClock(page, preview)
  const app = await openApp(preview)
  const status = await catalogueComplete(preview)
  // The core recorded the walk's end by the test clock, not by the real one (years before it).
  expect(status.completedAt).toBeGreaterThanOrEqual(TEST_CLOCK_START)
  await app.go('Lookup')
  const line = new CataloguePage(page).statusLine
  await expect(line).toContainText('updated just now')
  await expect(line).not.toContainText(/updated in /)

  await advanceClocks(page, preview, 3 * 60_000 + 5_000)
  await expect(line).toContainText('updated 3 minutes ago')
  // Both clocks moved: the core's time is past the walk's end by as much as the page says.
  expect(await moveCoreClock(preview, 0)).toBeGreaterThanOrEqual((status.completedAt ?? 0) + 3 * 60_000)
})
