// Compare's one bridge over time from the catalogue's change history (README.md, "Compare"; docs/catalogue-changes.md):
// the catalogue built (the baseline), then twice the reference service adds passes to a bridge through its control
// API and the catalogue reads the whole list again (Rebuild). The bridge's page links to its readings, which are the
// catalogue's two readings with their passes and score, and the change between them in words; then at 320 px.
import type { Locator } from '@playwright/test'
import type { CatalogueStatus } from '../../shared/ipc/catalogue.ts'
import { expect, test } from './fixtures.ts'
import { catalogueComplete, readAgain, walkAtFullShare } from './pages/catalogue-page.ts'
import { ComparePage } from './pages/compare-page.ts'
import type { ReferenceService } from '../../electron/service/index.ts'
import { newestFirst } from './support/bridge-data.ts'
import { installPageClock, moveCoreClock, testClockArgs } from './support/test-clock.ts'

const DAY = 86_400_000
const number = (n: number): string => new Intl.NumberFormat('en-US').format(n)

/** Adds passes on the service (its live step: a few bridges each time) until `slug`'s passes move; its new count. */
function passesMove(service: ReferenceService, slug: string): number {
  const passesOf = (): number => service.data.published().find((b) => b.slug === slug)?.passes ?? -1
  const before = passesOf()
  // The service's own random steps: each adds passes to one to five bridges, the newest most often.
  for (let step = 0; step < 2000 && passesOf() === before; step++) service.control.publishNow(0)
  expect(passesOf(), `${slug}'s passes moved on the service`).not.toBe(before)
  return passesOf()
}

/** The over-time table's rows as [source, passes, score]. */
async function readings(overTime: Locator): Promise<string[][]> {
  const rows = overTime.locator('tbody tr')
  const out: string[][] = []
  for (const row of await rows.all()) out.push((await row.getByRole('cell').allInnerTexts()).slice(1))
  return out
}

test('a bridge’s passes as the catalogue read them at each refresh, and their change in words, at 1280 and 320 px', async ({
  page,
  startService,
  startPreview,
  addKeyByIpc,
  openApp,
}) => {
  const service = await startService({ rateLimit: 100_000 })
  const preview = await startPreview({ serviceUrl: service.baseUrl, extraArgs: testClockArgs() })
  await addKeyByIpc(preview, service.demoKeys!.full, service.baseUrl, 'e2e compare over time')
  await walkAtFullShare(preview)
  const built = await catalogueComplete(preview)

  // The newest bridge gets most of the service's passes; its passes move twice, each read by a Rebuild days later.
  const bridge = newestFirst(service.data.published())[0]!
  await moveCoreClock(preview, 2 * DAY)
  const first = passesMove(service, bridge.slug)
  await readAgain(preview, built.completedAt ?? 0)
  const once = await preview.ipc<CatalogueStatus>('catalogue:status')
  if (!once.ok) throw new Error(once.error.message)
  await moveCoreClock(preview, 2 * DAY)
  const second = passesMove(service, bridge.slug)
  await readAgain(preview, once.value.completedAt ?? 0)

  await installPageClock(page, preview)
  await page.setViewportSize({ width: 1280, height: 800 })
  const app = await openApp(preview)
  await app.gotoHash(`#/bridges/${bridge.slug}`)
  await app.bridgeDetail().expectTitle(bridge.title)
  await app.main.getByRole('link', { name: 'Passes and score over time' }).click()
  const compare = new ComparePage(page)
  await expect(compare.heading).toContainText('compare and over time')
  // The first walk's reading is the baseline (not recorded); each Rebuild that found the passes moved is a reading,
  // with the score the watch list never keeps. The figures shown now are the second reading, shown once.
  await expect(compare.overTime.locator('tbody tr')).toHaveCount(2)
  const score = number(bridge.score)
  expect(await readings(compare.overTime)).toEqual([
    ['Catalogue', number(first), score],
    ['Catalogue', number(second), score],
  ])
  // From the first reading to the last, in words.
  await expect(compare.overTime.locator('.compare-change')).toContainText(
    `Passes ${number(first)} → ${number(second)} (+${number(second - first)}) since`,
  )

  // At 320 px the page is never wider than the window, the change still said; the table scrolls in its own box.
  await page.setViewportSize({ width: 320, height: 640 })
  await expect(compare.overTime.locator('.compare-change')).toContainText(`Passes ${number(first)} →`)
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  const box = compare.overTime.locator('.compare-scroll')
  await compare.tabUntil(box, 60)
  await expect(box).toBeFocused()
})
