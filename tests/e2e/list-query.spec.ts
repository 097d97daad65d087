// The list is one query (shared/views/list-query.ts; HOUSE_STYLE.md, "One truth for each thing the user sees"):
// with every filter and the sort set, a saved view and a copied link bring back exactly the rows and order on
// screen, and an export in CSV and in JSON contains exactly them, in that order.
import { readFile } from 'node:fs/promises'
import type { CatalogueBridge, CatalogueSearchResult } from '../../shared/ipc/catalogue.ts'
import { expect, test, type Preview } from './fixtures.ts'
import type { AppShell } from './pages/app-shell.ts'
import { catalogueComplete, walkAtFullShare } from './pages/catalogue-page.ts'
import { SavedViewsPage } from './pages/saved-views-page.ts'
import { wordWithMatches } from './support/bridge-data.ts'

const CATEGORY = 'health'

/** Every row the catalogue lists for the query (what the list on screen reads, a page at a time). */
async function catalogueRows(
  preview: Preview,
  query: { q: string; category: string; verified: boolean; sort: 'passes' },
): Promise<CatalogueBridge[]> {
  const rows: CatalogueBridge[] = []
  for (let offset = 0; ; offset += 200) {
    const page = await preview.ipc<CatalogueSearchResult>('catalogue:search', {
      ...query,
      includeGone: false,
      offset,
      limit: 200,
    })
    if (!page.ok) throw new Error(`catalogue:search failed: ${page.error.message}`)
    rows.push(...page.value.rows)
    if (rows.length >= page.value.total || page.value.rows.length === 0) return rows
  }
}

/** The titles of the rows drawn, top first, and the count line: what the screen shows of the list. */
async function onScreen(app: AppShell): Promise<{ count: string; titles: string[] }> {
  const bridges = app.bridges()
  await bridges.waitForRows()
  // The count line without its last part, the catalogue's age ("updated just now"), which time moves on.
  const count = ((await bridges.countLine.textContent()) ?? '').replace(/ \(over [^)]*\)\.$/, '')
  const titles = (await bridges.rowTexts()).map((r) => r.title)
  return { count, titles }
}

/** The file the export's status names ("Saved 12 bridges to /…/x.csv from the catalogue …"). */
function savedFile(status: string): string {
  const file = /to (.+\.(?:csv|json)) from the catalogue/.exec(status)?.[1]
  if (file === undefined) throw new Error(`no file in: ${status}`)
  return file
}

test('every filter and the sort come back from a saved view and a copied link, and are what Export writes', async ({
  startService,
  startPreview,
  addKeyByIpc,
  openApp,
  context,
}) => {
  test.setTimeout(240_000)
  const service = await startService()
  const preview = await startPreview({ serviceUrl: service.baseUrl })
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: preview.origin })
  const key = service.demoKeys?.full
  if (key === undefined) throw new Error('the service has no demo keys')
  await addKeyByIpc(preview, key, service.baseUrl, 'e2e list query')
  await walkAtFullShare(preview)
  await catalogueComplete(preview)
  const q = wordWithMatches(service.data.published(), 20, 300, CATEGORY)

  const app = await openApp(preview)
  const bridges = app.bridges()
  const main = app.page.getByRole('main')
  await app.gotoHash('#/bridges')
  await bridges.waitForRows()

  await test.step('set the words, where they are matched, the category, the suggestors and the sort', async () => {
    await bridges.searchFor(q)
    await bridges.chooseCategory(CATEGORY)
    await bridges.showFilters()
    await main.getByRole('radio', { name: 'on this computer' }).check()
    await main.getByRole('combobox', { name: 'Suggestors' }).selectOption({ index: 1 }) // Verified
    await main.getByRole('combobox', { name: 'Sort' }).selectOption('passes')
    // The service neither sorts so nor filters by suggestors: "on the service" says why beside it, and the
    // search stays where the address says (place=local), never switched silently.
    const service = main.getByRole('radio', { name: 'on the service' })
    await expect(service).toBeDisabled()
    await expect(main.getByRole('group', { name: 'Search' })).toHaveAccessibleDescription(
      /the service does not sort by most passes/,
    )
    await expect(main.getByRole('radio', { name: 'on this computer' })).toBeChecked()
    await expect(bridges.countLine).toContainText('by verified suggestors')
    await expect(bridges.countLine).toContainText('sorted by most passes')
  })

  const expected = await catalogueRows(preview, { q, category: CATEGORY, verified: true, sort: 'passes' })
  expect(expected.length).toBeGreaterThan(1)
  // The screen settles on the catalogue's rows of that query: its count, and its first rows in that order.
  const top = async (): Promise<{ count: string; titles: string[] }> => {
    const { count, titles } = await onScreen(app)
    return { count, titles: titles.slice(0, 3) }
  }
  const first = {
    count: expect.stringContaining(`Showing ${expected.length} bridge`),
    titles: expected.slice(0, 3).map((b) => b.title),
  }
  await expect.poll(top).toEqual(first)
  const shown = await onScreen(app)
  expect(shown.titles).toEqual(expected.slice(0, shown.titles.length).map((b) => b.title))
  const hash = await app.hash()
  const params = new URLSearchParams(hash.split('?')[1])
  expect(
    Object.fromEntries(['q', 'category', 'place', 'suggestors', 'sort'].map((p) => [p, params.get(p)])),
  ).toEqual({ q, category: CATEGORY, place: 'local', suggestors: 'verified', sort: '-passes' })

  await test.step('a saved view brings back the same rows in the same order', async () => {
    const views = new SavedViewsPage(app.page)
    await views.saveCurrent('Verified, most passes')
    await app.go('Stats')
    await views.navLink('Verified, most passes').click()
    await expect.poll(() => app.hash()).toBe(hash)
    await expect.poll(() => onScreen(app)).toEqual(shown)
  })

  await test.step('the copied link brings back the same rows in the same order', async () => {
    await app.palette.goTo('copy link', 'Copy link to this page')
    const link = await app.page.evaluate(() => navigator.clipboard.readText())
    expect(link).toBe(`bridge-explorer://bridges?${hash.split('?')[1]}`)
    await app.go('Stats')
    await app.palette.goTo(link, 'Open the linked view')
    await expect.poll(() => app.hash()).toBe(hash)
    await expect.poll(() => onScreen(app)).toEqual(shown)
  })

  await test.step('Export says how many rows it writes, and CSV and JSON hold exactly those, in order', async () => {
    const ids = expected.map((b) => b.id)
    for (const format of ['csv', 'json'] as const) {
      await bridges.openExport()
      await expect(bridges.exportDialog).toContainText(
        `Writes ${expected.length} bridges, in the order on screen.`,
      )
      // Every field, so the id comes first (the default, the columns shown, begins with the title).
      if (format === 'csv') await bridges.exportDialog.getByRole('radio', { name: 'Every field' }).check()
      const text = await readFile(savedFile(await bridges.exportAs(format)), 'utf8')
      const written =
        format === 'json'
          ? (JSON.parse(text) as { id: string }[]).map((r) => r.id)
          : text
              .replace(/^\uFEFF/, '')
              .trimEnd()
              .split('\r\n')
              .slice(1)
              .map((line) => line.split(',')[0])
      expect(written, format).toEqual(ids)
      await bridges.exportStatus.getByRole('button', { name: 'Dismiss' }).click()
    }
  })
})
