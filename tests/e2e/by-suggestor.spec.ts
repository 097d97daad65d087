// One suggestor's bridges (the list query's `by`, README "The catalogue"): Insights' name of a top suggestor lists
// exactly their bridges (the service's own records say which), with a removable chip, facets that follow, and the
// same rows back from a saved view and a copied link and in an exported CSV, in the screen's order; the chip goes
// by keyboard alone; at 320 × 640 it sits under "Filters (n)" and is counted there; axe finds nothing. A start on
// their list never shows another suggestor's bridge, not even in the document drawn before any script (the kept
// rows are keyed on the whole list query: shared/cache/first-screen-answers.ts).
import { readFile } from 'node:fs/promises'
import type { Locator, Page } from '@playwright/test'
import type { BridgeRecord } from '../../electron/service/index.ts'
import { expect, test, type TestFixtures } from './fixtures.ts'
import { AppShell } from './pages/app-shell.ts'
import { completeCatalogue } from './support/catalogue-setup.ts'
import { SavedViewsPage } from './pages/saved-views-page.ts'
import { auditSettled } from './support/axe.ts'
import { newestFirst } from './support/bridge-data.ts'
import { drawnRows, firstDocument, listKept } from './support/first-screen.ts'

/** The suggestor Insights ranks first by bridges (most bridges, then the name), with their bridges newest first. */
function topSuggestor(published: readonly BridgeRecord[]): { name: string; theirs: BridgeRecord[] } {
  const n = new Map<string, number>()
  for (const b of published) n.set(b.suggestor.username, (n.get(b.suggestor.username) ?? 0) + 1)
  const [name = ''] = [...n].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0] ?? []
  return { name, theirs: newestFirst(published.filter((b) => b.suggestor.username === name)) }
}

/** The app at #/stats on the demo's data with the catalogue complete, and the top suggestor's bridges. */
async function atInsights(
  f: Pick<TestFixtures, 'startService' | 'startPreview' | 'addKeyByIpc' | 'openApp'>,
): Promise<{ app: AppShell; name: string; theirs: BridgeRecord[] }> {
  test.setTimeout(180_000)
  const { service, preview } = await completeCatalogue(f, 'e2e by suggestor')
  const app = await f.openApp(preview)
  await app.gotoHash('#/stats')
  return { app, ...topSuggestor(service.data.published()) }
}

/** The list on screen: its rows' titles and suggestors, top first (the rows drawn), once `count` rows are there. */
async function listShows(app: AppShell, count: number): Promise<{ titles: string[]; by: string[] }> {
  const bridges = app.bridges()
  await expect(bridges.countLine).toContainText(`Showing ${count} bridges`)
  const rows = await bridges.rowTexts()
  return { titles: rows.map((r) => r.title), by: [...new Set(rows.map((r) => r.suggestor))] }
}

async function expectAxeClean(page: Page): Promise<void> {
  const { violations } = await auditSettled(page, (b) => b.include('main'))
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((x) => x.target.join(' ')).join(', ')}`)).toEqual([])
}

/** Presses Tab until `target` has the focus: the keyboard alone reaches it. */
async function tabUntilFocused(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 80; presses++) {
    if (await target.evaluate((el) => el === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

test('a suggestor in Insights lists exactly their bridges; a saved view, a copied link and a CSV keep them (1280)', async ({
  startService,
  startPreview,
  addKeyByIpc,
  openApp,
  context,
  page,
}) => {
  const { app, name, theirs } = await atInsights({ startService, startPreview, addKeyByIpc, openApp })
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: new URL(page.url()).origin,
  })
  const bridges = app.bridges()
  const hash = `#/bridges?by=${name}`
  const onScreen = { titles: theirs.map((b) => b.title), by: [name] }
  // The rows drawn are the first of theirs (the list draws what fits), in the service's order, all by them.
  const shown = async (): Promise<{ titles: string[]; by: string[] }> => {
    const s = await listShows(app, theirs.length)
    return { titles: s.titles, by: s.by }
  }
  const firstOfTheirs = async (): Promise<boolean> => {
    const s = await shown()
    return s.titles.length > 0 && s.titles.every((t, i) => t === onScreen.titles[i]) && s.by.join() === name
  }

  await test.step('Insights: the name lists their bridges, their profile one click away beside it', async () => {
    const insights = app.main.getByTestId('insights')
    await expect(
      insights.getByRole('link', { name: new RegExp(`^profile of .?${name}.?$`) }).first(),
    ).toHaveAttribute('href', `#/profiles/${name}`)
    await insights
      .getByRole('link', { name: `${name}: ${theirs.length} bridges; list their bridges`, exact: true })
      .click()
    await expect.poll(() => app.hash()).toBe(hash)
    await expect.poll(firstOfTheirs).toBe(true)
    await expect(bridges.bySuggestor).toHaveText(`Bridges by ${name}×`)
    await expect(bridges.countLine).toContainText(`Only bridges by ${name}.`)
  })

  await test.step('the facets count their bridges only', async () => {
    const byCategory = new Map<string, number>()
    for (const b of theirs) byCategory.set(b.category, (byCategory.get(b.category) ?? 0) + 1)
    const line = app.main.getByRole('navigation', { name: 'Categories of these bridges' })
    await expect
      .poll(async () =>
        (await line.getByRole('button').allInnerTexts()).map((t) => t.trim().toLowerCase()).sort(),
      )
      .toEqual([...byCategory].map(([c, n]) => `${c} ${n}`).sort())
    await expectAxeClean(app.page)
  })

  await test.step('a saved view and the copied link bring back their bridges', async () => {
    const views = new SavedViewsPage(app.page)
    await views.saveCurrent(`Bridges by ${name}`)
    await app.go('Stats')
    await views.navLink(`Bridges by ${name}`).click()
    const byOf = (query: string | undefined): string | null => new URLSearchParams(query).get('by')
    await expect.poll(async () => byOf((await app.hash()).split('?')[1])).toBe(name)
    await expect.poll(firstOfTheirs).toBe(true)
    await app.gotoHash(hash)
    await app.palette.goTo('copy link', 'Copy link to this page')
    // The link carries the whole view (the look shown too), and the suggestor with it.
    const link = await app.page.evaluate(() => navigator.clipboard.readText())
    expect(link).toMatch(/^bridge-explorer:\/\/bridges\?/)
    expect(byOf(link.split('?')[1])).toBe(name)
    await app.go('Stats')
    await app.palette.goTo(link, 'Open the linked view')
    await expect.poll(async () => `#/bridges?${link.split('?')[1]}` === (await app.hash())).toBe(true)
    await expect.poll(firstOfTheirs).toBe(true)
    await expect(bridges.bySuggestor).toBeVisible()
  })

  await test.step('the exported CSV holds exactly their bridges, in the order on screen', async () => {
    await bridges.openExport()
    await expect(bridges.exportDialog).toContainText(
      `Writes ${theirs.length} bridges, in the order on screen.`,
    )
    await bridges.exportDialog.getByRole('radio', { name: 'Every field' }).check()
    const status = await bridges.exportAs('csv')
    const file = /to (.+\.csv) from the catalogue/.exec(status)?.[1] ?? ''
    const lines = (await readFile(file, 'utf8'))
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(theirs.map((b) => b.id))
    await bridges.exportStatus.getByRole('button', { name: 'Dismiss' }).click()
  })

  await test.step('the chip goes by keyboard alone: every suggestor’s bridges again, the focus in the search box', async () => {
    // From the search box, as a keyboard user comes back to the list's filters.
    await bridges.search.focus()
    await tabUntilFocused(app.page, bridges.removeBySuggestor)
    await app.page.keyboard.press('Enter')
    // The rest of the query (the look the link opened) stays; only the suggestor goes.
    await expect.poll(async () => (await app.hash()).includes('by=')).toBe(false)
    await expect(bridges.bySuggestor).toHaveCount(0)
    await expect(bridges.search).toBeFocused()
    await expect(bridges.countLine).not.toContainText('Only bridges by')
  })
})

test.describe('at 320 × 640', () => {
  test.use({ viewport: { width: 320, height: 640 } })

  test('the chip sits under "Filters (1)" and goes by keyboard alone; axe clean', async ({
    startService,
    startPreview,
    addKeyByIpc,
    openApp,
    page,
  }) => {
    const { app, name, theirs } = await atInsights({ startService, startPreview, addKeyByIpc, openApp })
    const bridges = app.bridges()
    await app.main
      .getByTestId('insights')
      .getByRole('link', { name: `${name}: ${theirs.length} bridges; list their bridges`, exact: true })
      .click()
    await expect.poll(() => app.hash()).toBe(`#/bridges?by=${name}`)
    await expect.poll(async () => (await listShows(app, theirs.length)).by).toEqual([name])
    await expect(bridges.filtersButton).toHaveText(/^Filters \(1\)/)
    await expect(bridges.bySuggestor).toBeHidden()
    await tabUntilFocused(page, bridges.filtersButton)
    await page.keyboard.press('Enter')
    await expect(bridges.bySuggestor).toBeVisible()
    await expectAxeClean(page)
    await tabUntilFocused(page, bridges.removeBySuggestor)
    await page.keyboard.press('Enter')
    await expect.poll(() => app.hash()).toBe('#/bridges')
    await expect(bridges.filtersButton).toHaveText(/^Filters(?! \()/)
    await expect(bridges.search).toBeFocused()
  })
})

test('a start on one suggestor’s list shows none of anyone else’s bridges, from the document drawn before any script on', async ({
  startService,
  startPreview,
  addKeyByIpc,
  openApp,
  page,
}) => {
  test.setTimeout(180_000)
  const { service, preview } = await completeCatalogue(
    { startService, startPreview, addKeyByIpc },
    'e2e by suggestor start',
  )
  const { name, theirs } = topSuggestor(service.data.published())
  const hash = `#/bridges?by=${name}`
  const app = await openApp(preview)
  // Everyone's list is seen, so its answer is kept for the next start; then the window is left on theirs.
  await app.gotoHash('#/bridges')
  await app.bridges().waitForRows()
  await listKept(preview)
  await app.gotoHash(hash)
  await listShows(app, theirs.length)
  await expect
    .poll(async () => {
      const kept = await preview.ipc<{ lastPage: string | null }>('preferences:get')
      return kept.ok ? kept.value.lastPage : null
    })
    .toBe(hash)
  await page.goto('about:blank')
  await preview.stop()

  const again = await startPreview({ serviceUrl: service.baseUrl, userDataDir: preview.userDataDir })
  // Before any script runs: every suggestor any row shows, from the first one drawn on.
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.defineProperty(window, '__suggestorsSeen', { value: seen })
    new MutationObserver(() => {
      for (const a of document.querySelectorAll('.bridge-row-suggestor a')) {
        const who = a.textContent ?? ''
        if (!seen.includes(who)) seen.push(who)
      }
    }).observe(document, { subtree: true, childList: true, characterData: true })
  })
  const served = firstDocument(page)
  await page.goto(again.url)
  const html = await served
  // The document draws the list's frame, not the kept rows of everyone's list.
  expect(drawnRows(html)).toBe(0)
  expect(html).toMatch(/"list":null/)
  await expect(page.locator('html')).toHaveAttribute('data-hydration-mismatches', '0')
  const shell = new AppShell(page)
  await shell.waitForView()
  expect((await listShows(shell, theirs.length)).by).toEqual([name])
  // Not one row of anyone else was shown meanwhile, drawn, adopted or fetched.
  const seen = await page.evaluate(
    () => (window as unknown as { __suggestorsSeen: string[] }).__suggestorsSeen,
  )
  expect(seen).toEqual([name])
})
