// What changed (docs/catalogue-changes.md): the catalogue built, two days later the reference service publishes
// bridges and adds passes through its control API, the catalogue reads the whole list again (Rebuild), and the
// page's counts and drilled rows are checked against what the service changed, the file too; then at 320 px.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { catalogueComplete, readAgain, walkAtFullShare } from './pages/catalogue-page.ts'
import { ChangesPage } from './pages/changes-page.ts'
import { installPageClock, moveCoreClock, TEST_CLOCK_START, testClockArgs } from './support/test-clock.ts'
import { parseCsvRows } from '../support/csv-rows.ts'

const DAY = 86_400_000

/** A day as a date field holds it, in the page's time zone. */
const dayIn = (page: Page, at: number): Promise<string> =>
  page.evaluate((ms) => {
    const d = new Date(ms)
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
  }, at)

test('bridges published and passes added on the service are counted per category, drilled into rows, and written to the file', async ({
  page,
  startService,
  startPreview,
  addKeyByIpc,
  openApp,
}, testInfo) => {
  const service = await startService({ rateLimit: 100_000 })
  const preview = await startPreview({ serviceUrl: service.baseUrl, extraArgs: testClockArgs() })
  await addKeyByIpc(preview, service.demoKeys!.full, service.baseUrl, 'e2e changes')
  await walkAtFullShare(preview)
  const built = await catalogueComplete(preview)

  // Two days on, the service publishes three bridges and adds passes to a few (control.publishNow).
  const now = await moveCoreClock(preview, 2 * DAY)
  const before = new Map(service.data.published().map((b) => [b.id, b.passes]))
  service.control.publishNow(3)
  const after = service.data.published()
  const added = after.filter((b) => !before.has(b.id))
  const changed = after.filter((b) => before.has(b.id) && before.get(b.id) !== b.passes)
  expect(added).toHaveLength(3)
  expect(changed.length).toBeGreaterThan(0)
  await readAgain(preview, built.completedAt ?? 0)

  await installPageClock(page, preview)
  const app = await openApp(preview)
  // Its own section in the navigation.
  await app.nav.getByRole('link', { name: 'What changed', exact: true }).click()
  const changes = new ChangesPage(page)
  // From the day after the first build (the baseline: nothing of it is recorded as added) to today.
  await changes.choose(await dayIn(page, TEST_CLOCK_START + DAY), await dayIn(page, now))
  await expect(page.getByRole('main')).toContainText('The catalogue reads new bridges every few minutes')
  await expect(changes.count('All categories', /^3 added$/)).toBeVisible()
  await expect(changes.count('All categories', new RegExp(`^${changed.length} changed$`))).toBeVisible()
  await expect(changes.line('All categories')).toContainText('0 removed')

  // Each category's line counts its own; its button shows its bridges (pressed with the keyboard).
  const category = added[0]!.category
  const inCategory = added.filter((b) => b.category === category)
  const button = changes.count(category, new RegExp(`^${inCategory.length} added$`))
  await button.press('Enter')
  await expect(button).toHaveAttribute('aria-pressed', 'true')
  await expect(changes.rows).toHaveCount(inCategory.length)
  expect((await changes.shown()).map(([kind, title]) => [kind, title]).sort()).toEqual(
    inCategory.map((b) => ['Added', b.title]).sort(),
  )
  await expect(changes.rows.first().getByRole('link')).toHaveAttribute('href', /^#\/bridges\//)

  await changes.count('All categories', /changed$/).press('Enter')
  await expect(changes.rows).toHaveCount(changed.length)
  expect((await changes.shown()).sort()).toEqual(
    changed
      .map((b): [string, string, string[]] => [
        'Changed',
        b.title,
        [`Passes: ${before.get(b.id)!.toLocaleString('en-US')} → ${b.passes.toLocaleString('en-US')}`],
      ])
      .sort(),
  )

  // The file holds what is shown: the changed bridges, each with its passes old and new.
  const download = await changes.export('CSV')
  expect(download.suggestedFilename()).toMatch(
    /^catalogue-changes-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/,
  )
  const file = join(testInfo.outputDir, 'changes.csv')
  await download.saveAs(file)
  const [header, ...lines] = parseCsvRows(await readFile(file, 'utf8'))
  expect(header?.slice(0, 8)).toEqual([
    'change',
    'category',
    'id',
    'slug',
    'title',
    'recorded_at',
    'passes_old',
    'passes_new',
  ])
  expect(lines.map((l) => [l[0], l[2], Number(l[6]), Number(l[7])]).sort()).toEqual(
    changed.map((b) => ['changed', b.id, before.get(b.id), b.passes]).sort(),
  )

  // At 320 px nothing of the page is wider than the window.
  await page.setViewportSize({ width: 320, height: 800 })
  await expect(changes.rows.first()).toBeVisible()
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
})
