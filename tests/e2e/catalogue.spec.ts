// The catalogue (README, "The catalogue"): a local copy of the whole bridge list answers what the API cannot
// (no lookup by id or title, no sort, no counts), and still answers after a restart with the service stopped.
// The walk runs at the whole window here (pages/catalogue-page.ts), so the test does not wait for the default share.
import type { BridgeRecord } from '../../electron/service/index.ts'
import type { CatalogueStatus } from '../../shared/ipc/catalogue.ts'
import { expect, test, type Preview } from './fixtures.ts'
import type { AppShell } from './pages/app-shell.ts'
import { catalogueComplete, CataloguePage, walkAtFullShare } from './pages/catalogue-page.ts'
import { TablePage } from './pages/table-page.ts'
import { newestFirst } from './support/bridge-data.ts'

/** A username one letter off (its last letter changed) that no suggestor has. */
function typoOf(username: string, taken: ReadonlySet<string>): string {
  for (const c of 'qxzjkvw') {
    const typo = `${username.slice(0, -1)}${c}`
    if (!taken.has(typo)) return typo
  }
  throw new Error(`no typo found for ${username}`)
}

/** The month of the oldest bridge in words ("December 2023"), checking that it came after the month's first day. */
function firstMonthOf(published: readonly BridgeRecord[]): string {
  const oldest = Date.parse(published.at(-1)?.published_at ?? '')
  // Seed 1's oldest bridge is of 2023-12-27: a month begun on its first day would not be partial.
  expect(new Date(oldest).getUTCDate()).toBeGreaterThan(1)
  return new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(oldest)
}

/**
 * Closes the preview's window (its page is navigated off, which fires pagehide as a closing tab does) and waits
 * until the list of `category` is kept: written by the page as it went, since nothing of it is left to write later.
 */
async function closeWindowAndWaitForKept(app: AppShell, preview: Preview, category: string): Promise<void> {
  await app.page.goto('about:blank')
  await expect
    .poll(async () => {
      const kept = await preview.ipc<{ entries: { queryKey: unknown[] }[] }>('cache:restore')
      return kept.ok && kept.value.entries.some((e) => JSON.stringify(e.queryKey).includes(`"${category}"`))
    })
    .toBe(true)
}

/** Every answer the catalogue gives in the app; run online first, then again with the service stopped. */
async function expectCatalogueAnswers(
  app: AppShell,
  d: {
    deep: BridgeRecord
    titleWords: string
    typo: string
    username: string
    owner: BridgeRecord
    total: number
    health: number
    /** The five highest passes of the whole set. */
    topPasses: number[]
    /** The month of the oldest bridge ("December 2023"); that bridge came after the month's first day. */
    firstMonth: string
  },
): Promise<void> {
  const cat = new CataloguePage(app.page)
  const lookup = app.lookup()

  await test.step('a bridge id from beyond the first pages is found by Lookup', async () => {
    await app.gotoHash('#/lookup')
    await lookup.lookUp(d.deep.id)
    await expect.poll(() => app.hash()).toBe(`#/bridges/${d.deep.slug}`)
  })

  await test.step('a title typed in part is found, saying it comes from the catalogue', async () => {
    await app.gotoHash('#/lookup')
    await lookup.lookUp(d.titleWords)
    await expect(cat.lookupAnswer).toContainText('From the catalogue on this computer, updated')
    await expect(cat.lookupAnswer.getByRole('link', { name: d.deep.title, exact: true })).toBeVisible()
  })

  await test.step('a username with one wrong letter gets "did you mean"', async () => {
    await lookup.lookUp(d.typo)
    await expect(cat.lookupAnswer).toContainText('Did you mean')
    await expect(cat.lookupAnswer.getByRole('button', { name: d.username, exact: true })).toBeVisible()
  })

  await test.step('a profile shows the real titles of its bridges', async () => {
    await app.gotoHash(`#/profiles/${d.username}`)
    await expect(app.main.getByRole('link', { name: d.owner.title, exact: true })).toBeVisible()
  })

  await test.step('the list sorts by passes over all bridges, with the total shown', async () => {
    await app.gotoHash('#/bridges?sort=-passes')
    await expect(cat.listSort).toHaveValue('passes')
    await expect(cat.countLine).toContainText(
      `sorted by most passes (over all ${d.total.toLocaleString('en-US')} bridges, catalogue updated`,
    )
    // The whole set's highest passes, as the table's step below checks too: rows merely in order could be the
    // first page's sorted on screen.
    await expect
      .poll(() =>
        app
          .bridges()
          .rows.evaluateAll((rows) =>
            rows
              .slice(0, 5)
              .map((r) => Number(/([\d,]+) passes?/.exec(r.textContent ?? '')?.[1]?.replaceAll(',', ''))),
          ),
      )
      .toEqual(d.topPasses)
  })

  await test.step('the table sorts by the same rule: over the whole set through the catalogue, not the rows loaded', async () => {
    await app.gotoHash('#/bridges?sort=-passes&display=table')
    const table = new TablePage(app.page)
    await expect(table.sortNote).toHaveText(
      new RegExp(
        `^Sorted by Passes \\(highest first\\) over all ${d.total.toLocaleString('en-US')} bridges, by the catalogue on this computer\\. Newest first$`,
      ),
    )
    // The whole set's highest passes: a sort of the 50 rows loaded first would show lower ones.
    await expect
      .poll(async () =>
        (await table.columnTexts('passes')).slice(0, 5).map((t) => Number(t.replaceAll(',', ''))),
      )
      .toEqual(d.topPasses)
  })

  await test.step('the category filter shows each category with its count, and the list one line with its total', async () => {
    // With no sort (the one chosen above is remembered otherwise), the service's own list, with the totals.
    await app.gotoHash('#/bridges?display=list')
    const total = d.total.toLocaleString('en-US')
    // (The offered list is in the page while closed: its options are read by their names.)
    await expect(
      cat.categoryOptions.and(app.page.locator(`[aria-label="Health ${d.health} bridges"]`)),
    ).toHaveCount(1)
    await expect(cat.categoryField).toHaveAttribute('placeholder', `All categories (${total})`)
    // One line says what is shown, of how many, and how old the count is; no second "so far" line beside it.
    await expect(cat.countLine).toHaveText(
      new RegExp(`^Showing 50 of ${total} bridges \\(counted by the catalogue, updated .+\\)$`),
    )
    await expect(app.main.getByText(/bridges so far|bridges in all/)).toHaveCount(0)
    await app.gotoHash('#/bridges?category=health&display=list')
    await expect(cat.countLine).toHaveText(
      new RegExp(
        `^Showing 50 of ${d.health} bridges in Health \\(${total} in all; counted by the catalogue, updated .+\\)$`,
      ),
    )
  })

  await test.step('Insights renders its charts', async () => {
    await app.gotoHash('#/stats')
    await expect(cat.chart('Bridges by category').locator('.bar-row')).toHaveCount(8)
    await expect(cat.chart('Bridges published per month').locator('.month-column').first()).toBeVisible()
    await expect(cat.chart('Top suggestors by passes').locator('.bar-row').first()).toBeVisible()
    await expect(cat.chart('Spread of score').getByRole('table', { includeHidden: true })).toHaveCount(1)
  })

  await test.step('the score bins and the months say what they hold', async () => {
    // Scores are 0 to 100 (docs/api-assumptions.md row 10): the last bin of tens holds 100 alone.
    await expect(
      cat.chart('Spread of score').getByRole('rowheader', { includeHidden: true }).last(),
    ).toHaveText('100')
    // The data starts mid-month: that month is named as a month and marked partial, in words and in the table.
    const months = cat.chart('Bridges published per month')
    await expect(months.getByText(`${d.firstMonth} starts at the first bridge held`)).toBeVisible()
    await expect(months.getByRole('rowheader', { includeHidden: true }).first()).toHaveText(
      `${d.firstMonth} (partial)`,
    )
  })
}

test('the catalogue answers lookups, titles, sorts, counts and insights, also after a restart with the service stopped', async ({
  startService,
  startPreview,
  addKeyByIpc,
  openApp,
}) => {
  test.setTimeout(150_000)
  // The demo's data (seed 1, 2,000 bridges) on a service of its own, so it can be stopped while the app restarts.
  const service = await startService()
  const preview = await startPreview({ serviceUrl: service.baseUrl })
  const key = service.demoKeys?.full
  if (key === undefined) throw new Error('the service has no demo keys')
  await addKeyByIpc(preview, key, service.baseUrl, 'e2e catalogue')
  await walkAtFullShare(preview)
  const status = await catalogueComplete(preview)

  const published = newestFirst(service.data.published())
  expect(status.rows).toBe(published.length)
  // A bridge beyond the first pages whose title, its last word left off, is shared by few others (the answer
  // lists the newest ten matches).
  const wordsOf = (t: string): string[] =>
    t
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((w) => w !== '')
  const partOf = (b: BridgeRecord): string => b.title.split(' ').slice(0, -1).join(' ')
  const deep = published.slice(1500).find((b) => {
    const part = wordsOf(partOf(b))
    return (
      part.length >= 3 && published.filter((x) => part.every((w) => wordsOf(x.title).includes(w))).length <= 5
    )
  })!
  const titleWords = partOf(deep)
  const usernames = new Set(published.map((b) => b.suggestor.username))
  // A suggestor with a bridge beyond the first pages: its title is not among the rows a list would have loaded.
  const owner = published
    .slice(300)
    .find((b) => published.filter((x) => x.suggestor.username === b.suggestor.username).length > 1)!
  const data = {
    deep,
    titleWords,
    typo: typoOf(owner.suggestor.username, usernames),
    username: owner.suggestor.username,
    owner,
    total: published.length,
    health: published.filter((b) => b.category === 'health').length,
    topPasses: published
      .map((b) => b.passes)
      .sort((a, b) => b - a)
      .slice(0, 5),
    firstMonth: firstMonthOf(published),
  }

  const app = await openApp(preview)
  await expectCatalogueAnswers(app, data)

  await test.step('restarted with the service stopped, the app still answers all of these', async () => {
    await closeWindowAndWaitForKept(app, preview, 'health')
    await preview.stop()
    await service.stop()
    const again = await startPreview({ serviceUrl: service.baseUrl, userDataDir: preview.userDataDir })
    const reopened = await openApp(again)
    await expectCatalogueAnswers(reopened, data)

    // Delete in Settings gives the file's space back and says how much (README, "The catalogue").
    const held = await again.ipc<CatalogueStatus>('catalogue:status')
    await reopened.go('Settings')
    const settings = new CataloguePage(reopened.page)
    await settings.deleteInSettings()
    await expect(settings.deleted).toHaveText(/^Deleted; [\d.,]+ (kB|MB) freed\.$/)
    const left = await again.ipc<CatalogueStatus>('catalogue:status')
    if (!held.ok || !left.ok) throw new Error('catalogue:status failed')
    expect(left.value.bytesOnDisk).toBeLessThan(held.value.bytesOnDisk / 2)
  })
})

test('a list seen just before the window closes is kept: a restart at once, with the service stopped, shows it', async ({
  startService,
  startPreview,
  addKeyByIpc,
  openApp,
}) => {
  const service = await startService({ bridges: 100 })
  const preview = await startPreview({ serviceUrl: service.baseUrl })
  const key = service.demoKeys?.full
  if (key === undefined) throw new Error('the service has no demo keys')
  await addKeyByIpc(preview, key, service.baseUrl, 'e2e kept at once')
  const app = await openApp(preview)
  const hash = '#/bridges?category=health&display=list'
  await app.gotoHash(hash)
  const bridges = app.bridges()
  await bridges.waitForRows()
  const seen = (await bridges.rowTexts()).slice(0, 3)

  // The window closes at once: the list was shown for far less than the renderer's batching delay, so only the
  // page-end flush (lib/query-persist.ts) can have kept it. The wait is for that last write to land, never for
  // the delay: the preview's server stops independently of its tabs, so it is stopped once the write is in.
  await closeWindowAndWaitForKept(app, preview, 'health')
  await preview.stop()
  await service.stop()
  const again = await openApp(
    await startPreview({ serviceUrl: service.baseUrl, userDataDir: preview.userDataDir }),
  )
  await again.gotoHash(hash)
  const after = again.bridges()
  await after.waitForRows()
  expect((await after.rowTexts()).slice(0, 3)).toEqual(seen)
  await expect(again.main.getByRole('status').filter({ hasText: /^Showing data from / })).toContainText(
    'could not be refreshed',
  )
})
