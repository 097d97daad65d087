// The bridges table (README.md, Who it is for): a sorted, resized, hidden and reordered layout survives a reload and
// Back; the side panel follows the selection and asks for a detail only where it rests; copy puts the right text on
// the clipboard.
import type { Page } from '@playwright/test'
import type { BridgeRecord } from '../../electron/service/index.ts'
import { expect, test } from './fixtures.ts'
import { TablePage } from './pages/table-page.ts'
import { newestFirst } from './support/bridge-data.ts'
import { browseService } from './support/browse-setup.ts'

test.use({ viewport: { width: 1280, height: 800 } })

/** How long the selection rests before the panel asks for a detail (table-view.tsx). */
const REST_MS = 300

/** The slugs the page asked main for (`bridges:get`), in order. */
function detailRequests(page: Page): string[] {
  const slugs: string[] = []
  page.on('request', (request) => {
    if (!request.url().endsWith('/ipc/bridges:get')) return
    const body = request.postDataJSON() as { slug?: string } | null
    slugs.push(body?.slug ?? '?')
  })
  return slugs
}

test.describe('the bridges table', () => {
  test('a sort, a resize, a hidden and a moved column survive a reload and Back', async ({
    page,
    startService,
    startPreview,
    addKeyByIpc,
    openApp,
  }) => {
    const { app } = await browseService({ startService, startPreview, addKeyByIpc, openApp })
    await app.bridges().waitForRows()
    const table = new TablePage(page)
    // The switch takes the click in the same task: it never snaps back to List while the location changes.
    const checkedInTheSameTask = await page.evaluate(() => {
      const table = document.querySelector<HTMLInputElement>('input[name="bridges-display"][value="table"]')
      table?.click()
      return table?.checked
    })
    expect(checkedInTheSameTask).toBe(true)
    await table.show()
    expect(await table.headings()).toEqual(['Title', 'Category', 'Published', 'Passes', 'Score', 'Suggestor'])

    // Sort: passes, highest first (a number column sorts high to low first).
    await table.header('Passes').getByRole('button').click()
    await expect(table.header('Passes')).toHaveAttribute('aria-sort', 'descending')
    // Over the rows loaded, or, once the catalogue holds some, over those (catalogue.spec checks that sort).
    await expect(table.sortNote).toContainText(
      /^Sorted by Passes \(highest first\) (among the 50 bridges loaded so far|over )/,
    )
    const passes = (await table.columnTexts('passes')).map((t) => Number(t.replaceAll(',', '')))
    expect(passes).toEqual([...passes].sort((a, b) => b - a))

    // Resize: pull Category's edge 60 px to the right.
    const before = await table.width('Category')
    const edge = (await table.header('Category').locator('.table-resize').boundingBox())!
    await page.mouse.move(edge.x + edge.width / 2, edge.y + edge.height / 2)
    await page.mouse.down()
    await page.mouse.move(edge.x + edge.width / 2 + 30, edge.y + edge.height / 2, { steps: 3 })
    await page.mouse.move(edge.x + edge.width / 2 + 60, edge.y + edge.height / 2, { steps: 3 })
    await page.mouse.up()
    await expect.poll(() => table.width('Category')).toBeCloseTo(before + 60, -1)

    // Hide Score; move Suggestor onto Title's place by dragging its heading.
    await table.openColumns()
    await table.columnsPanel.getByRole('checkbox', { name: 'Score' }).uncheck()
    await table.columnsButton.click()
    await table.header('Suggestor').dragTo(table.header('Title'))
    const layout = ['Suggestor', 'Title', 'Category', 'Published', 'Passes']
    await expect.poll(() => table.headings()).toEqual(layout)

    const expectLayout = async (): Promise<void> => {
      await expect(table.rows.first()).toBeVisible()
      await expect.poll(() => table.headings()).toEqual(layout)
      await expect(table.header('Passes')).toHaveAttribute('aria-sort', 'descending')
      // Polled like the resize above: read once after a reload it can land while the drawn table is taken over
      // (under load it read 0: the header was being replaced and had no box for that moment).
      await expect.poll(() => table.width('Category')).toBeCloseTo(before + 60, -1)
      await expect(table.displayTable).toBeChecked()
    }
    await page.reload()
    await expectLayout()

    // To a bridge's page and Back: the same columns.
    await table.row(0).dblclick()
    await expect(app.bridgeDetail().heading).toBeVisible()
    await page.goBack()
    await expectLayout()
  })

  test('the side panel follows the arrow keys and asks for a detail only where the selection rests', async ({
    page,
    startService,
    startPreview,
    addKeyByIpc,
    openApp,
  }) => {
    // The page's clock is ours: while it stands still no selection can rest, however slow this machine is.
    await page.clock.install()
    const { service, app } = await browseService({ startService, startPreview, addKeyByIpc, openApp })
    const asked = detailRequests(page)
    await app.bridges().waitForRows()
    const table = new TablePage(page)
    await table.show()
    const records = newestFirst(service.data.published())
    const panelTitle = table.panel.getByRole('heading', { level: 2 })

    await table.row(0).click()
    await expect(panelTitle).toHaveText(records[0]!.title)
    await expect(table.panel.getByText(records[0]!.suggestion)).toBeVisible()

    // Six presses, each its own task, with the clock stopped: the panel shows each row passed over, and no
    // detail is asked for until the selection rests on the last one.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
    for (let i = 1; i <= 6; i++) {
      await page.keyboard.press('ArrowDown')
      await expect(panelTitle).toHaveText(records[i]!.title)
    }
    await expect(table.row(6)).toHaveAttribute('aria-selected', 'true')
    expect(asked).toEqual([records[0]!.slug])
    await page.clock.runFor(REST_MS + 50)
    await page.clock.resume()
    await expect(table.panel.getByText(records[6]!.suggestion)).toBeVisible()
    expect(asked).toEqual([records[0]!.slug, records[6]!.slug])

    // Back up to the first row: its detail is in the cache, so nothing more is asked when it rests there.
    for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowUp')
    await expect(table.panel.getByText(records[0]!.suggestion)).toBeVisible()
    await expect(table.panelBody).toHaveAttribute('data-rested', 'true')
    expect(asked).toEqual([records[0]!.slug, records[6]!.slug])

    // The suggestor's profile opens in the panel, and back.
    await table.panel.getByRole('button', { name: records[0]!.suggestor.username, exact: true }).click()
    await expect(table.panel.getByText('Total passes')).toBeVisible()
    await expect(table.panel.getByRole('link', { name: 'Open the profile’s page' })).toHaveAttribute(
      'href',
      `#/profiles/${records[0]!.suggestor.username}`,
    )
    await table.panel.getByRole('button', { name: `← ${records[0]!.title}` }).click()
    await expect(panelTitle).toHaveText(records[0]!.title)
  })

  test('copy link, slug, id and rows put the right text on the clipboard, from the table, pages and palette', async ({
    page,
    context,
    startService,
    startPreview,
    addKeyByIpc,
    openApp,
  }) => {
    const { service, preview, app } = await browseService({
      startService,
      startPreview,
      addKeyByIpc,
      openApp,
    })
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: preview.origin })
    await app.bridges().waitForRows()
    const table = new TablePage(page)
    await table.show()
    const records = newestFirst(service.data.published())
    const b = records[1]!

    const fromMenu = async (row: number, item: string): Promise<string> => {
      await table.row(row).click({ button: 'right' })
      await table.rowMenu.getByRole('menuitem', { name: item }).click()
      await expect(table.rowMenu).toBeHidden()
      await expect(table.status).not.toBeEmpty()
      return table.clipboard()
    }
    expect(await fromMenu(1, 'Copy link')).toBe(`bridge-explorer://bridges/${b.slug}`)
    expect(await fromMenu(1, 'Copy slug')).toBe(b.slug)
    expect(await fromMenu(1, 'Copy id')).toBe(b.id)

    // Rows 0 to 2 (Shift+click), then row 4 too (Ctrl+click): four rows, in the order shown.
    await table.row(0).click()
    await table.row(2).click({ modifiers: ['Shift'] })
    await table.row(4).click({ modifiers: ['ControlOrMeta'] })
    await expect(table.grid.locator('[aria-selected="true"]')).toHaveCount(4)
    const picked = [records[0]!, records[1]!, records[2]!, records[4]!]
    await page.getByRole('button', { name: 'Copy rows (TSV)' }).click()
    expect(await table.clipboard()).toBe(delimited(picked, '\t'))
    expect(await fromMenu(4, 'Copy 4 rows as CSV')).toBe(delimited(picked, ','))

    // The bridge's page and the profile's page offer the same.
    await app.gotoHash(`#/bridges/${b.slug}`)
    await page
      .getByRole('group', { name: 'Copy this bridge' })
      .getByRole('button', { name: 'Copy id' })
      .click()
    await expect.poll(() => table.clipboard()).toBe(b.id)
    await app.palette.goTo('slug', 'Copy this bridge’s slug')
    await expect.poll(() => table.clipboard()).toBe(b.slug)
    await app.gotoHash(`#/profiles/${b.suggestor.username}`)
    await page
      .getByRole('group', { name: 'Copy this profile' })
      .getByRole('button', { name: 'Copy link' })
      .click()
    await expect.poll(() => table.clipboard()).toBe(`bridge-explorer://profiles/${b.suggestor.username}`)
    await app.palette.goTo('username', 'Copy this profile’s username')
    await expect.poll(() => table.clipboard()).toBe(b.suggestor.username)
  })
})

/** What a spreadsheet gets for `rows` with the table's first columns; the demo titles need no quoting. */
function delimited(rows: readonly BridgeRecord[], sep: string): string {
  const header = [
    'title',
    'category',
    'published_at',
    'passes',
    'score',
    'suggestor_username',
    'suggestor_verified',
  ]
  const lines = rows.map((r) =>
    [
      r.title,
      // The category as the screen says it ("Health"), as Export writes it too.
      r.category.charAt(0).toUpperCase() + r.category.slice(1),
      r.published_at,
      r.passes,
      r.score,
      r.suggestor.username,
      r.suggestor.verified,
    ].join(sep),
  )
  return [header.join(sep), ...lines].map((l) => `${l}\r\n`).join('')
}
