// Saved views (README.md, Who it is for): a view is saved from Bridges, opens from the side nav, its links and the
// palette, survives a restart of the app on the same user-data folder, can be renamed and deleted, and travels as a
// file.
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { demoReference, expect, test } from './fixtures.ts'
import { wordWithMatches } from './support/bridge-data.ts'
import { SavedViewsPage } from './pages/saved-views-page.ts'
import type { AppShell } from './pages/app-shell.ts'

/** A view with filters and a table layout, as the location carries it (the app's canonical order). */
async function tableView(): Promise<{ hash: string; q: string; category: string }> {
  const published = (await demoReference()).published
  const category = published[0]!.category
  const q = wordWithMatches(published, 2, 60, category)
  const params = new URLSearchParams({
    q,
    category,
    display: 'table',
    order: 'passes,title',
    sort: '-passes',
  })
  return { hash: `#/bridges?${params.toString()}`, q, category }
}

/** The location after going somewhere else and then to `open`, compared with the saved view's. */
async function reopen(app: AppShell, open: () => Promise<void>): Promise<string> {
  await app.go('Stats')
  await open()
  // The count line is there in the list and the table alike, once the first page has come.
  await expect(app.bridges().countLine).toBeVisible()
  return app.hash()
}

test.describe('saved views', () => {
  test('a saved view opens exactly again from the side nav, its deep link and the palette', async ({
    startPreview,
    openApp,
    context,
  }) => {
    const preview = await startPreview({ demo: true })
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: preview.origin })
    const app = await openApp(preview)
    const views = new SavedViewsPage(app.page)
    const view = await tableView()
    await app.gotoHash(view.hash)
    await views.saveCurrent('Busiest first')
    await expect(views.navLink('Busiest first')).toHaveAttribute('href', view.hash)

    expect(await reopen(app, () => views.navLink('Busiest first').click())).toBe(view.hash)
    await expect(app.bridges().search).toHaveValue(view.q)
    await expect(views.current).toHaveText('Saved view: Busiest first')
    await expect(views.navLink('Busiest first')).toHaveAttribute('aria-current', 'page')

    await views.open()
    const link = await views.copyLink('Busiest first')
    expect(link).toBe(`bridge-explorer://bridges?${view.hash.slice('#/bridges?'.length)}`)
    expect(await reopen(app, () => app.palette.goTo(link, 'Open the linked view'))).toBe(view.hash)
    expect(await reopen(app, () => app.palette.goTo('busiest', 'Busiest first'))).toBe(view.hash)
  })

  test('views are renamed and deleted, in the nav and on the page, and stay so after a reload', async ({
    startPreview,
    openApp,
  }) => {
    const preview = await startPreview({ demo: true })
    const app = await openApp(preview)
    const views = new SavedViewsPage(app.page)
    const view = await tableView()
    await app.gotoHash(view.hash)
    await views.saveCurrent('First')
    await app.gotoHash('#/bridges?display=list')
    await views.saveCurrent('Second')
    await views.open()
    await views.rename('First', 'Renamed')
    await views.remove('Second')
    await expect(views.list.locator('.saved-view-name')).toHaveText(['Renamed'])
    await expect(views.navList.getByRole('link')).toHaveText(['Renamed', 'Manage views'])
    await app.page.reload()
    await expect(views.navList.getByRole('link')).toHaveText(['Renamed', 'Manage views'])
    await expect(views.navLink('Renamed')).toHaveAttribute('href', view.hash)
  })

  test('a saved view whose columns or sort changed can be updated in place', async ({ demoApp }) => {
    const app = await demoApp()
    const views = new SavedViewsPage(app.page)
    const view = await tableView()
    await app.gotoHash(view.hash)
    await views.saveCurrent('Mine')
    const resorted = view.hash.replace('sort=-passes', 'sort=title')
    await app.gotoHash(resorted)
    await app.main.getByRole('button', { name: 'Update “Mine”' }).click()
    await expect(views.current).toHaveText('Saved view: Mine')
    await expect(views.navLink('Mine')).toHaveAttribute('href', resorted)
    await app.gotoHash('#/bridges?display=list')
    await expect(app.main.getByRole('button', { name: 'Update “Mine”' })).toHaveCount(0)
  })

  test('a name already used is refused in the dialog, with the reason', async ({ demoApp }) => {
    const app = await demoApp()
    const views = new SavedViewsPage(app.page)
    await app.gotoHash('#/bridges?display=list')
    await views.saveCurrent('Mine')
    await app.gotoHash((await tableView()).hash)
    await views.submitName(' mine ')
    await expect(views.saveDialog.getByRole('alert')).toHaveText(
      'A view named “mine” is already saved. Choose another name.',
    )
    await expect(views.saveDialog).toBeVisible()
  })

  test('a name that hides what it is (a right-to-left override) is refused in the dialog, the character named', async ({
    demoApp,
  }) => {
    const app = await demoApp()
    const views = new SavedViewsPage(app.page)
    await app.gotoHash('#/bridges?display=list')
    await views.submitName('Invoice\u202Efdp.exe')
    await expect(views.saveDialog.getByRole('alert')).toContainText(
      'Name: contains an invisible direction control (U+202E).',
    )
    await expect(views.saveDialog).toBeVisible()
    await expect(views.current).toHaveCount(0)
  })

  test('saved views survive a restart of the app on the same user-data folder', async ({
    startPreview,
    openApp,
  }) => {
    const first = await startPreview({ demo: true })
    const app = await openApp(first)
    const views = new SavedViewsPage(app.page)
    const view = await tableView()
    await app.gotoHash(view.hash)
    await views.saveCurrent('Kept across restarts')
    await first.stop()

    const second = await startPreview({ demo: true, userDataDir: first.userDataDir })
    const again = await openApp(second)
    const after = new SavedViewsPage(again.page)
    await expect(after.navLink('Kept across restarts')).toHaveAttribute('href', view.hash)
    expect(await reopen(again, () => after.navLink('Kept across restarts').click())).toBe(view.hash)
  })

  test('views round-trip through an exported file; importing it again adds no duplicates', async ({
    runDir,
    demoApp,
  }) => {
    const app = await demoApp()
    const views = new SavedViewsPage(app.page)
    const view = await tableView()
    await app.gotoHash(view.hash)
    await views.saveCurrent('Table view')
    await app.gotoHash('#/bridges?display=list')
    await views.saveCurrent('Plain list')
    await views.open()
    const download = app.page.waitForEvent('download')
    await views.exportButton.click()
    const file = join(runDir, 'exported-views.json')
    await (await download).saveAs(file)
    expect((await download).suggestedFilename()).toMatch(/^bridge-explorer-views-\d{4}-\d{2}-\d{2}\.json$/)
    const exported = JSON.parse(await readFile(file, 'utf8')) as { format: string; views: { name: string }[] }
    expect(exported.format).toBe('bridge-explorer-views')
    expect(exported.views.map((v) => v.name)).toEqual(['Table view', 'Plain list'])

    await views.remove('Table view')
    await views.remove('Plain list')
    await expect(views.navList.getByRole('link')).toHaveText(['Saved views'])
    await views.importInput.setInputFiles(file)
    await expect(views.transferStatus).toContainText('Added 2 views: “Table view”, “Plain list”.')
    await expect(views.navLink('Table view')).toHaveAttribute('href', view.hash)

    await views.importInput.setInputFiles(file)
    await expect(views.transferStatus).toContainText('No views were added.')
    await expect(views.transferStatus).toContainText(
      '2 views were already saved with the same name, filters and columns, so not added again',
    )
    expect(await views.names()).toEqual(['Table view', 'Plain list'])

    const foreign = join(runDir, 'not-views.json')
    await writeFile(foreign, '{"hello":"world"}')
    await views.importInput.setInputFiles(foreign)
    await expect(app.main.getByRole('alert')).toContainText(
      'not a saved-views file exported by Bridge Explorer',
    )
  })

  test('an unreadable views file is kept aside and the app says so at start', async ({
    startPreview,
    openApp,
  }) => {
    const preview = await startPreview({
      demo: true,
      prepareUserData: (dir) => writeFile(join(dir, 'saved-views.json'), '{"version":1,"views":['),
    })
    const app = await openApp(preview)
    await expect(
      app.main.getByText(
        /Your saved views could not be read \(the file is not valid JSON\), so the file was kept as .*saved-views\.json\.corrupt-/,
      ),
    ).toBeVisible()
    await expect(new SavedViewsPage(app.page).navList.getByRole('link')).toHaveText(['Saved views'])
  })
})

test('the deprecation radar names the saved views that read an endpoint with a sunset', async ({
  devApp,
}) => {
  const { app, keys, service } = await devApp()
  const inDays = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString()
  await app.go('Keys')
  await app.keys().addKey({ key: keys.full, serviceUrl: service.baseUrl, label: 'Full' })
  const views = new SavedViewsPage(app.page)
  await app.gotoHash('#/bridges?display=table&sort=-passes')
  await views.saveCurrent('Sunset watch')
  service.control.setDeprecation({ path: '/bridges', deprecation: inDays(-10), sunset: inDays(30) })
  service.control.setDeprecation({ path: '/stats', deprecation: inDays(-1), sunset: inDays(200) })
  // The list as the service gives it (no sort: the saved view's sort is otherwise remembered, and a sort the
  // catalogue keeps is answered on this computer, with no request to carry the announcement).
  await app.gotoHash('#/bridges?category=energy&display=list')
  await expect(app.bridges().countLine.or(app.bridges().empty).first()).toBeVisible()
  await app.go('Stats')
  await app.go('Developer')
  const items = app.main.getByRole('region', { name: 'Announcements from the service' }).getByRole('listitem')
  await expect(items.filter({ hasText: '/bridges' })).toContainText(
    'Your saved view “Sunset watch” reads it too.',
  )
  await expect(items.filter({ hasText: '/stats' })).toBeVisible()
  await expect(items.filter({ hasText: '/stats' })).not.toContainText('Sunset watch')
})
