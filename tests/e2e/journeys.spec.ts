// Journeys across views: the user never loses their place (back, forward, "← Bridges", profiles), and a bridge's
// detail starts from what the list already showed.
import { demoReference, expect, test } from './fixtures.ts'
import { matching, newestFirst, wordWithMatches } from './support/bridge-data.ts'
import { browseService } from './support/browse-setup.ts'
import { ROW_HEIGHT_PX } from './pages/bridges-page.ts'

test.describe('never losing your place', () => {
  test('back from a bridge opened at row 60 returns to the same scroll position and focused row; so do Alt+← and the mouse back button', async ({
    startService,
    startPreview,
    addKeyByIpc,
    openApp,
  }) => {
    const { service, app } = await browseService({ startService, startPreview, addKeyByIpc, openApp })
    const row60 = newestFirst(service.data.published())[60]!
    const bridges = app.bridges()
    await bridges.waitForRows()
    // The app opens on the list: with no location of its own, or at the list's own when the page was drawn before
    // the script (boot.tsx goes to the page drawn, replacing the bare address, so Back has nothing more to undo).
    const startHash = await app.hash()
    expect(['', '#/bridges']).toContain(startHash)
    await bridges.scrollToEnd()
    await expect.poll(() => bridges.loadedCount()).toBeGreaterThan(70)
    await bridges.scroller.evaluate((el, top) => {
      el.scrollTop = top
    }, 57 * ROW_HEIGHT_PX)
    const row = bridges.rows.and(app.page.locator('[data-row-index="60"]'))
    await expect(row).toBeVisible()
    const offset = await bridges.scroller.evaluate((el) => el.scrollTop)
    expect(offset).toBeGreaterThan(0)

    await bridges.titleLink(row).click()
    await app.bridgeDetail().expectTitle(row60.title)
    await app.page.goBack()
    await expect(row).toBeFocused()
    expect(await bridges.scroller.evaluate((el) => el.scrollTop)).toBe(offset)

    await app.page.keyboard.press('Enter')
    await app.bridgeDetail().expectTitle(row60.title)
    await app.page.keyboard.press('Alt+ArrowLeft')
    await expect(row).toBeFocused()
    expect(await bridges.scroller.evaluate((el) => el.scrollTop)).toBe(offset)
    await app.page.keyboard.press('Alt+ArrowRight')
    await app.bridgeDetail().expectTitle(row60.title)

    // The mouse's side buttons (3 = back, 4 = forward) as the OS delivers them to the page.
    const sideButton = (button: number): Promise<void> =>
      app.page.evaluate((b) => {
        document.body.dispatchEvent(new MouseEvent('mouseup', { button: b, bubbles: true, cancelable: true }))
      }, button)
    await sideButton(3)
    await expect(row).toBeFocused()
    await sideButton(4)
    await app.bridgeDetail().expectTitle(row60.title)

    // "← Bridges" goes back too, on the list the app opened on (a URL with no hash): it is where the user came from.
    await app.bridgeDetail().backLink.click()
    await expect(row).toBeFocused()
    expect(await bridges.scroller.evaluate((el) => el.scrollTop)).toBe(offset)
    expect(await app.hash()).toBe(startHash)
  })

  test('"← Bridges" keeps the search and category, and a profile has a way back', async ({
    startService,
    startPreview,
    addKeyByIpc,
    openApp,
  }) => {
    const { service, app } = await browseService({ startService, startPreview, addKeyByIpc, openApp })
    const word = wordWithMatches(service.data.published(), 3, 40, 'transport')
    await app.gotoHash(`#/bridges?q=${encodeURIComponent(word)}&category=transport`)
    const bridges = app.bridges()
    await bridges.waitForRows()
    const listHash = await app.hash()
    const title = (await bridges.rowTexts())[0]!.title
    await bridges.titleLink(bridges.rows.first()).click()
    const detail = app.bridgeDetail()
    await detail.expectTitle(title)

    await detail.suggestorLink().click()
    const profile = app.profile()
    await expect(profile.fact('Username')).toBeVisible()
    // The bridge the user came from is listed by its title, which the app already knows.
    await expect(profile.bridgeLinks.filter({ hasText: title })).toHaveCount(1)
    // A suggestor opened from a bridge is still in Bridges, not in Lookup.
    await expect(app.navLink('Bridges')).toHaveAttribute('aria-current', 'location')
    await expect(app.navLink('Lookup')).not.toHaveAttribute('aria-current')
    const profileHash = await app.hash()
    // The way back names the bridge it leads to (its slug in words), not just "Back".
    const backToBridge = app.main.getByRole('link', { name: /^← / })
    await expect(backToBridge).not.toHaveText('← Back')
    await backToBridge.click()
    await detail.expectTitle(title)

    // The same profile looked up is in Lookup; Back and Forward keep each entry's section.
    await app.go('Lookup')
    await app.lookup().lookUp(decodeURIComponent(profileHash.split('/').pop()!))
    await expect(profile.fact('Username')).toBeVisible()
    await expect(app.navLink('Lookup')).toHaveAttribute('aria-current', 'location')
    await expect(app.navLink('Bridges')).not.toHaveAttribute('aria-current')
    await expect(app.main.getByRole('link', { name: '← Lookup' })).toBeVisible()
    await app.page.goBack()
    await app.page.goBack()
    await detail.expectTitle(title)
    await expect(app.navLink('Bridges')).toHaveAttribute('aria-current', 'location')

    // Opened from elsewhere (a new entry), "← Bridges" still goes to the list as the user left it.
    await app.go('Stats')
    await app.page.goBack()
    await detail.expectTitle(title)
    await detail.backLink.click()
    await expect(bridges.search).toHaveValue(word)
    await expect(bridges.category).toHaveValue('Transport')
    expect(await app.hash()).toBe(listHash)
  })

  test('a bridge detail shows the title, author and counts from the list at once, then fills in the rest', async ({
    startService,
    startPreview,
    addKeyByIpc,
    openApp,
  }) => {
    const { service, app } = await browseService({ startService, startPreview, addKeyByIpc, openApp })
    const first = newestFirst(service.data.published())[0]!
    const bridges = app.bridges()
    await bridges.waitForRows()
    // Hold the detail's reply to see what shows before it arrives (no timing: it is released by the test).
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await app.page.route('**/ipc/bridges:get', async (route) => {
      await held
      await route.continue()
    })
    await bridges.titleLink(bridges.rows.first()).click()
    const detail = app.bridgeDetail()
    await detail.expectTitle(first.title)
    await expect(detail.fact('Passes')).toHaveText(first.passes.toLocaleString('en-US'))
    await expect(detail.suggestorLink()).toHaveText(first.suggestor.username)
    await expect(detail.suggestion).toHaveText('Loading…')
    release()
    await expect(detail.suggestion).toHaveText(first.suggestion)
  })
})

test.describe('plain words', () => {
  test('the domain words are explained where they appear, and a chart reads out the value under the pointer', async ({
    demoApp,
  }) => {
    const app = await demoApp()
    await app.bridges().waitForRows()
    await expect(app.main.getByText(/^Passes: how many times/)).toBeVisible()

    await app.go('Stats')
    const stats = app.stats()
    await expect(stats.counter('Bridges')).toHaveText(/\d/)
    await expect(app.main.getByText('People who have published at least one bridge.')).toBeVisible()
    await expect(app.main.getByText(/^The mean score of all published bridges/)).toBeVisible()
    // A fresh app has one reading: the chart says why there is no line yet.
    // The history's first chart (Insights, above it, draws the catalogue's charts).
    const chart = app.main
      .locator('.line-chart')
      .filter({ hasText: /One reading so far/ })
      .first()
    await expect(chart.getByText(/^One reading so far/)).toBeVisible()
    await chart.locator('svg').hover()
    await expect(chart.locator('.line-chart-readout')).toHaveText(/: [\d,]+$/)
  })

  test('Escape from a dialog gives focus back to the button that opened it', async ({ demoApp }) => {
    const app = await demoApp()
    const bridges = app.bridges()
    await bridges.waitForRows()
    await bridges.loadAllButton.focus()
    await app.page.keyboard.press('Enter')
    await expect(bridges.exportDialog).toBeVisible()
    await app.page.keyboard.press('Escape')
    await expect(bridges.exportDialog).toBeHidden()
    await expect(bridges.loadAllButton).toBeFocused()
  })

  test('the demo notice says the data is a sample and leads to adding a key in one step', async ({
    demoApp,
  }) => {
    const app = await demoApp()
    await expect(app.demoBadge).toBeVisible()
    const banner = app.page.getByRole('banner')
    await expect(banner).toContainText('Sample bridges from the built-in service.')
    await banner.getByRole('link', { name: 'Add your API key' }).click()
    await expect(app.heading).toHaveText('Keys')
  })
})

test.describe('export like a desktop app', () => {
  test('Export says the exact cost of a fully loaded list, names the file after the search, and the result floats with "Copy path"', async ({
    page,
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
    const word = wordWithMatches(service.data.published(), 3, 40, 'transport')
    const bridges = app.bridges()
    await bridges.waitForRows()
    await expect(app.main.getByRole('button', { name: 'Load all matching' })).toHaveCount(0)
    await app.gotoHash(`#/bridges?q=${encodeURIComponent(word)}&category=transport`)
    await bridges.waitForRows()
    await expect(bridges.endOfList).toBeVisible()
    const count = await bridges.loadedCount()
    const listTop = (await bridges.scroller.boundingBox())!.y

    await bridges.openExport()
    // Once the catalogue holds the list, the dialog offers it first; this journey is the service's export.
    const fromService = bridges.exportDialog.getByRole('radio', { name: /^The service/ })
    if ((await fromService.count()) > 0) await fromService.check()
    await expect(bridges.estimate()).toHaveText(
      new RegExp(
        `^This needs 1 request for ${count} bridges?; [\\d,]+ of [\\d,]+ are left in this minute\\.$`,
      ),
    )
    const saved = await bridges.exportAs('csv')
    expect(saved).toContain(`Saved ${count} bridges to `)
    expect(saved).toContain('(1 request)')
    const file = /to (.+\.csv) \(/.exec(saved)![1]!
    expect(file.startsWith(preview.userDataDir)).toBe(true)
    // The name says what is in it and when: the search words and the time to the second.
    expect(file).toMatch(
      new RegExp(`bridges-transport-${word.toLowerCase()}-\\d{4}-\\d\\d-\\d\\d-\\d{6}\\.csv$`),
    )
    // The result floats: the list has not moved down.
    expect((await bridges.scroller.boundingBox())!.y).toBe(listTop)

    // The preview has no file manager to open: Show in folder is the desktop app's alone.
    await expect(bridges.exportStatus.getByRole('button', { name: 'Show in folder' })).toHaveCount(0)
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await bridges.exportStatus.getByRole('button', { name: 'Copy path' }).click()
    await expect(bridges.exportStatus.getByRole('button', { name: 'Path copied' })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(file)
  })
})

test.describe('find anything from one box', () => {
  test('Ctrl+K first offers what exists (a search, loaded bridges), never a guessed slug, and runs actions', async ({
    demoApp,
  }) => {
    const app = await demoApp()
    const bridges = app.bridges()
    await bridges.waitForRows()
    const title = (await bridges.rowTexts())[0]!.title
    const word = title
      .split(' ')
      .find((w) => /^[a-z]{5,}$/i.test(w))!
      .toLowerCase()

    await app.palette.open()
    await app.palette.input.fill(word)
    // What exists: the search itself and the bridges the catalogue finds, as Lookup finds them (the palette asks the
    // same lookup), said so; which of the two comes first depends on whether the catalogue has answered yet.
    await expect(
      app.palette.options.filter({ hasText: new RegExp(`^Search bridges for “${word}”`) }),
    ).toHaveCount(1)
    const found = app.palette.options.filter({ hasText: 'In the catalogue' })
    await expect(found.first()).toContainText(word, { ignoreCase: true })
    await expect(app.palette.options.filter({ hasText: title })).toHaveCount(1)

    await app.palette.input.fill('dark')
    await expect(app.palette.options.first()).toHaveText(/^Toggle light and dark theme/)
    await app.palette.input.press('Enter')
    await expect(app.page.locator('html')).toHaveAttribute('data-theme', 'dark')

    await app.palette.open()
    await app.palette.input.fill('csv')
    await expect(app.palette.options.first()).toHaveText(/^Export this list…/)
    await app.palette.input.press('Enter')
    await expect(bridges.exportDialog).toBeVisible()
  })

  test('a search for a category’s name that finds nothing offers the category and says what search matches', async ({
    demoApp,
  }) => {
    const app = await demoApp()
    const demo = await demoReference()
    const bridges = app.bridges()
    await bridges.waitForRows()
    const categories = [...new Set(demo.published.map((b) => b.category))]
    const name = categories.find((c) => matching(demo.published, c).length === 0)
    test.skip(
      name === undefined,
      'every category name also appears as a word in some bridge of the demo data',
    )
    await app.gotoHash(`#/bridges?q=${name!}`)
    await expect(bridges.empty).toContainText('with your words in their title or suggestion')
    const label = name!.charAt(0).toUpperCase() + name!.slice(1)
    await bridges.empty.getByRole('button', { name: `Show all bridges in ${label}` }).click()
    await expect(bridges.category).toHaveValue(label)
    await expect(bridges.search).toHaveValue('')
    await bridges.waitForRows()
    await expect(bridges.rows.first()).toBeVisible()
  })
})

test.describe('opening where the user left', () => {
  test('the app opens on the page left, but never over a page the user went to before it knew which', async ({
    page,
    demoApp,
  }) => {
    const app = await demoApp()
    await app.bridges().waitForRows()
    await app.go('Stats')
    const bare = `${new URL(page.url()).origin}/`
    await page.goto(bare)
    await app.waitForView()
    await expect.poll(() => app.hash()).toBe('#/stats')

    // The kept preferences come late this time; the user has gone to Lookup meanwhile, and stays there.
    let release = (): void => undefined
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/ipc/preferences:get', async (route) => {
      await held
      await route.continue()
    })
    await page.goto(bare)
    // Before the preferences arrive the app may not have drawn any page yet (it waits for them before hydrating
    // the drawn shell): the user's move is the address changing, as a click on a nav link of the shell does.
    await page.evaluate(() => {
      window.location.hash = '#/lookup'
    })
    release()
    await expect(app.developerToolsSetting()).toBeEnabled()
    await expect(app.heading).toHaveText('Lookup')
    expect(await app.hash()).toBe('#/lookup')
  })
})

test.describe('the main command works on every machine', () => {
  test('in the browser preview a reload keeps the session, in that tab only', async ({ page, demoApp }) => {
    const app = await demoApp()
    const bridges = app.bridges()
    await bridges.waitForRows()
    // The token has left the address bar, so a reload cannot take it from there.
    expect(page.url()).not.toContain('token=')
    await page.reload()
    await bridges.waitForRows()
    await expect(bridges.rows.first()).toBeVisible()
    // Another tab of the same origin, opened without the printed URL, does not get it.
    const other = await page.context().newPage()
    await other.goto(page.url())
    expect(await other.evaluate(() => sessionStorage.length)).toBe(0)
    await other.close()
  })
})

test.describe('lookup remembers what it found', () => {
  test('a failed lookup is not saved in Recent, and one user is listed once however it was typed', async ({
    demoApp,
  }) => {
    const app = await demoApp()
    const user = newestFirst((await demoReference()).published)[0]!.suggestor.username
    const lookup = async (text: string): Promise<void> => {
      await app.gotoHash('#/lookup')
      await app.main.getByRole('textbox', { name: 'Username, bridge or link' }).fill(text)
      await app.main.getByRole('button', { name: 'Look up' }).click()
      await app.waitForView()
    }
    // Neither a user nor a bridge has that name: Lookup says so where it was typed.
    await lookup('no_such_person_zz')
    await expect(app.lookup().problem).toContainText('No user and no bridge is called “no_such_person_zz”')
    await lookup(user)
    await app.profile().expectUsername(user)
    await lookup(`@${user.toUpperCase()}`)
    await app.gotoHash('#/lookup')
    const recent = app.main.locator('.plain-list-item')
    await expect(recent).toHaveCount(1)
    await expect(recent.first()).toContainText(user, { ignoreCase: true })
  })
})
