// People browsing bridges: the list, search, category, history, deep scrolling, detail and profile.
import { readFile } from 'node:fs/promises'
import { demoReference, expect, test } from './fixtures.ts'
import { matching, newestFirst, wordWithMatches } from './support/bridge-data.ts'
import { browseService } from './support/browse-setup.ts'

test.describe('browsing the bridge list', () => {
  test('the demo list shows each bridge with title, category, date, passes, score and suggestor, newest first', async ({
    startPreview,
    openApp,
  }) => {
    const preview = await startPreview({ demo: true })
    const app = await openApp(preview)
    await expect(app.demoBadge).toBeVisible()
    const bridges = app.bridges()
    await bridges.waitForRows()
    const expected = newestFirst((await demoReference()).published).slice(0, 5)
    const rows = (await bridges.rowTexts()).slice(0, 5)
    expect(rows.map((r) => r.title)).toEqual(expected.map((b) => b.title))
    for (const [i, row] of rows.entries()) {
      const b = expected[i]!
      const category = b.category.charAt(0).toUpperCase() + b.category.slice(1)
      expect(row.meta).toContain(category)
      expect(row.meta).toContain(`${b.passes.toLocaleString('en-US')} passes`)
      expect(row.meta).toContain(`score ${b.score}`)
      expect(row.suggestor).toBe(b.suggestor.username)
    }
    await expect(bridges.rows.first().locator('time')).toHaveAttribute(
      'datetime',
      new Date(expected[0]!.published_at).toISOString(),
    )
  })

  test('the list/table switch and the segmented pickers have their look on the first screen that shows them', async ({
    startPreview,
    openApp,
  }) => {
    // Their styles once came with the table's and the stats view's code, so before either was opened the switch
    // and the watch list's share picker were bare radio buttons. A styled one hides its radio (opacity 0).
    const preview = await startPreview({ demo: true })
    const app = await openApp(preview)
    await app.bridges().waitForRows()
    await expect(app.main.getByRole('radio', { name: 'Table' })).toHaveCSS('opacity', '0')
    await expect(app.main.getByRole('radiogroup', { name: 'Show bridges as' })).toHaveCSS(
      'border-top-style',
      'solid',
    )
    await app.go('Watch list')
    await expect(app.main.getByRole('radio', { name: '25 %' })).toHaveCSS('opacity', '0')
    // With nothing pinned, the page says so once, and offers nothing to mark as seen.
    await expect(app.main.getByText('Nothing is pinned yet.')).toHaveCount(1)
    await expect(app.main.getByRole('button', { name: 'Mark all as seen' })).toBeDisabled()
    // Where the row is short, the options move below their legend together: none is left alone on a line.
    await app.page.setViewportSize({ width: 800, height: 700 })
    const tops = await app.main
      .locator('.segmented-option span')
      .evaluateAll((spans) => spans.map((s) => Math.round(s.getBoundingClientRect().top)))
    expect(tops.length).toBe(4)
    expect(new Set(tops).size).toBe(1)
  })

  test('a search goes into the URL as ?q= and every row shown matches it', async ({
    startService,
    startPreview,
    addKeyByIpc,
    openApp,
  }) => {
    const { service, app } = await browseService({ startService, startPreview, addKeyByIpc, openApp })
    const word = wordWithMatches(service.data.published(), 5, 40)
    const expected = matching(service.data.published(), word)
    const bridges = app.bridges()
    await bridges.waitForRows()
    await bridges.searchFor(word)
    expect(await app.hash()).toBe(`#/bridges?q=${encodeURIComponent(word)}`)
    await expect(bridges.countLine).toHaveText(`Showing all ${expected.length} bridges with “${word}”`)
    expect(await bridges.loadedCount()).toBe(expected.length)
    const titles = new Set(expected.map((b) => b.title))
    const shown = await bridges.rowTexts()
    expect(shown.length).toBeGreaterThan(0)
    for (const row of shown) expect(titles, `"${row.title}" does not match "${word}"`).toContain(row.title)
    expect(shown.map((r) => r.title)).toEqual(expected.slice(0, shown.length).map((b) => b.title))
  })

  test('choosing a category shows only bridges of that category', async ({
    startService,
    startPreview,
    addKeyByIpc,
    openApp,
  }) => {
    const { service, app } = await browseService({ startService, startPreview, addKeyByIpc, openApp })
    const bridges = app.bridges()
    await bridges.waitForRows()
    await bridges.chooseCategory('health')
    expect(await app.hash()).toBe('#/bridges?category=health')
    await expect(bridges.countLine).toContainText('in Health')
    const expected = matching(service.data.published(), '', 'health')
    const shown = await bridges.rowTexts()
    expect(shown.map((r) => r.title)).toEqual(expected.slice(0, shown.length).map((b) => b.title))
    for (const row of shown) expect(row.meta.startsWith('Health')).toBe(true)
  })

  test('back and forward restore the search and the category', async ({
    startService,
    startPreview,
    addKeyByIpc,
    openApp,
  }) => {
    const { service, app } = await browseService({ startService, startPreview, addKeyByIpc, openApp })
    const word = wordWithMatches(service.data.published(), 3, 40, 'transport')
    const bridges = app.bridges()
    await bridges.waitForRows()
    await bridges.searchFor(word)
    await bridges.chooseCategory('transport')
    await expect(bridges.countLine).toContainText('in Transport')

    await app.page.goBack()
    await expect(bridges.category).toHaveValue('')
    await expect(bridges.search).toHaveValue(word)
    expect(await app.hash()).toBe(`#/bridges?q=${encodeURIComponent(word)}`)

    await app.page.goBack()
    await expect(bridges.search).toHaveValue('')
    await expect(bridges.category).toHaveValue('')

    await app.page.goForward()
    await expect(bridges.search).toHaveValue(word)
    await app.page.goForward()
    await expect(bridges.category).toHaveValue('Transport')
    await expect(bridges.search).toHaveValue(word)
    const expected = matching(service.data.published(), word, 'transport')
    await expect(bridges.countLine).toHaveText(
      `Showing all ${expected.length} bridges with “${word}” in Transport`,
    )
  })

  test('scrolling loads page after page while the DOM keeps fewer than 100 rows', async ({
    startService,
    startPreview,
    addKeyByIpc,
    openApp,
  }) => {
    const { app } = await browseService(
      { startService, startPreview, addKeyByIpc, openApp },
      { bridges: 4000 },
    )
    const bridges = app.bridges()
    await bridges.waitForRows()
    const pageSize = await bridges.loadedCount()
    expect(pageSize).toBe(50)
    let loaded = pageSize
    let pages = 1
    // Well past 8 pages: into the thousands, where an unvirtualized list would hold thousands of nodes.
    while (loaded < 2000) {
      await bridges.scrollToEnd()
      await expect.poll(() => bridges.loadedCount(), { timeout: 15_000 }).toBeGreaterThan(loaded)
      loaded = await bridges.loadedCount()
      pages++
      expect(await bridges.rows.count()).toBeLessThan(100)
    }
    expect(pages).toBeGreaterThanOrEqual(8)
    expect(await app.page.locator('[role="listitem"]').count()).toBeLessThan(100)
    // Of the 4,000 once the catalogue has counted them all (it walks beside the list), else "so far".
    await expect(bridges.countLine).toHaveText(
      /^Showing [\d,]+ (bridges so far|of 4,000 bridges \(counted by the catalogue, updated .+\))$/,
    )
  })

  test('a small filtered set ends with the end-of-list line', async ({
    startService,
    startPreview,
    addKeyByIpc,
    openApp,
  }) => {
    const { service, app } = await browseService(
      { startService, startPreview, addKeyByIpc, openApp },
      { bridges: 120 },
    )
    const expected = matching(service.data.published(), '', 'education')
    expect(expected.length).toBeGreaterThan(1)
    expect(expected.length).toBeLessThan(50)
    const bridges = app.bridges()
    await bridges.waitForRows()
    await expect(bridges.endOfList).toHaveCount(0)
    await bridges.chooseCategory('education')
    await expect(bridges.endOfList).toHaveText(`That's all ${expected.length} bridges.`)
    await expect(bridges.countLine).toHaveText(`Showing all ${expected.length} bridges in Education`)
  })
})

test.describe('from a bridge to its author and back', () => {
  test('a row opens the detail, whose suggestor link opens the profile, whose list opens a bridge', async ({
    startService,
    startPreview,
    addKeyByIpc,
    openApp,
  }) => {
    const { service, app } = await browseService({ startService, startPreview, addKeyByIpc, openApp })
    const first = newestFirst(service.data.published())[0]!
    const bridges = app.bridges()
    await bridges.waitForRows()
    await bridges.titleLink(bridges.rows.first()).click()
    const detail = app.bridgeDetail()
    await detail.expectTitle(first.title)
    await expect(detail.suggestion).toHaveText(first.suggestion)
    await expect(detail.fact('Identifier')).toHaveText(first.id)
    await expect(detail.fact('Passes')).toHaveText(first.passes.toLocaleString('en-US'))

    await detail.suggestorLink().click()
    const profile = app.profile()
    await profile.expectUsername(first.suggestor.username)
    const theirs = newestFirst(
      service.data.published().filter((b) => b.suggestor.username === first.suggestor.username),
    )
    // Each is linked by slug; the one the list showed is named by its title.
    await expect(profile.bridgeLinks).toHaveCount(theirs.length)
    for (const [i, b] of theirs.entries())
      await expect(profile.bridgeLinks.nth(i)).toHaveAttribute('href', `#/bridges/${b.slug}`)
    await expect(profile.bridgeLinks.filter({ hasText: first.title })).toHaveCount(1)

    const other = theirs[theirs.length - 1]!
    await profile.bridgeLinks.nth(theirs.length - 1).click()
    await detail.expectTitle(other.title)
    expect(await app.hash()).toBe(`#/bridges/${other.slug}`)
  })

  test('a click anywhere on a row opens its bridge; the author named in the row opens the profile', async ({
    demoApp,
  }) => {
    const app = await demoApp()
    const bridges = app.bridges()
    await bridges.waitForRows()
    const [, second] = await bridges.rowTexts()
    const row = bridges.rows.nth(1)
    const box = await row.boundingBox()
    // The row's far right is empty space at this width: no text there, only the row.
    await row.click({ position: { x: box!.width - 12, y: box!.height / 2 } })
    await app.bridgeDetail().expectTitle(second!.title)
    await app.page.goBack()
    await bridges.waitForRows()
    await row.locator('.bridge-row-suggestor a').click()
    await app.profile().expectUsername(second!.suggestor)
  })

  test('a bridge without a domain shows a dash for it', async ({
    startService,
    startPreview,
    addKeyByIpc,
    openApp,
  }) => {
    const { service, app } = await browseService({ startService, startPreview, addKeyByIpc, openApp })
    const bare = service.data.published().find((b) => b.domain === null)
    expect(bare, 'the generated data has bridges without a domain').toBeDefined()
    await app.gotoHash(`#/bridges/${bare!.slug}`)
    const detail = app.bridgeDetail()
    await detail.expectTitle(bare!.title)
    await expect(detail.fact('Domain')).toHaveText('—')
    await expect(detail.fact('Domain').getByLabel('not given')).toBeVisible()
    await expect(detail.openDomainButton).toHaveCount(0)
  })

  test('the domain button asks first, then neither navigates nor opens a window in the preview', async ({
    startService,
    startPreview,
    addKeyByIpc,
    openApp,
  }) => {
    const { service, app, preview } = await browseService({
      startService,
      startPreview,
      addKeyByIpc,
      openApp,
    })
    const withDomain = service.data
      .published()
      .find((b) => b.domain !== null && /^[a-z0-9.-]+$/.test(b.domain))!
    await app.gotoHash(`#/bridges/${withDomain.slug}`)
    const detail = app.bridgeDetail()
    await detail.expectTitle(withDomain.title)
    const popups: string[] = []
    app.page.context().on('page', (p) => popups.push(p.url()))
    const before = app.page.url()

    await detail.openDomainButton.click()
    await expect(detail.openDomainDialog).toBeVisible()
    await expect(detail.openDomainDialog).toContainText(`https://${withDomain.domain}`)
    await detail.openDomainDialog.getByRole('button', { name: 'Open in browser' }).click()
    await expect(detail.openDomainDialog).toBeHidden()

    // The preview prints the link for the user instead of opening it.
    await expect
      .poll(() => readFile(preview.logFile, 'utf8'))
      .toContain(`Open this link yourself: https://${withDomain.domain}`)
    expect(app.page.url()).toBe(before)
    expect(popups).toEqual([])
    expect(app.page.context().pages()).toHaveLength(1)
    await detail.expectTitle(withDomain.title)
  })
})
