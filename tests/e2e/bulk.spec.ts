// Bulk lookup (README.md, "Bulk lookup"): a CSV with a BOM, a quoted comma, a blank, a duplicate, links, a typo and
// a formula-looking cell, chosen as a file, looked up against the reference service (the catalogue first), each
// row's answer checked in order, and the exported file checked row by row against the input.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { newestFirst } from './support/bridge-data.ts'
import { browseService } from './support/browse-setup.ts'
import { catalogueComplete, walkAtFullShare } from './pages/catalogue-page.ts'
import { BulkPage } from './pages/bulk-page.ts'
import { parseCsvRows } from '../support/csv-rows.ts'

test('a mixed CSV: each row answered in its place, and the file keeps every row and column', async ({
  startService,
  startPreview,
  addKeyByIpc,
  openApp,
}, testInfo) => {
  const { service, preview, app } = await browseService({ startService, startPreview, addKeyByIpc, openApp })
  await walkAtFullShare(preview)
  await catalogueComplete(preview)
  const [known, other] = newestFirst(service.data.published())
  const suggestor = known!.suggestor.username
  service.control.publishNow(1)
  const fresh = newestFirst(service.data.published())[0]!
  const input = [
    ['ticket', 'who', 'note'],
    ['T-1', known!.slug, 'plain'],
    ['T-2', `${service.baseUrl}/bridges/${other!.slug}`, 'link, with a comma'],
    ['T-3', `@${suggestor}`, ''],
    ['T-4', '', 'blank'],
    ['T-5', fresh.slug, 'new'],
    ['T-6', `${suggestor}q`, 'typo'],
    ['T-7', known!.slug, 'duplicate'],
    ['T-8', "=cmd|' /C calc'!A0", 'formula'],
  ]
  const csv = `\uFEFF${input.map((r) => r.map((c) => (/[",]/.test(c) ? `"${c.replaceAll('"', '""')}"` : c)).join(',')).join('\r\n')}\r\n`

  const bulk = new BulkPage(app.page)
  await expect(app.nav.getByRole('link', { name: 'Bulk lookup' })).toBeVisible()
  await app.gotoHash('#/bulk')
  await bulk.chooseFile('tickets.csv', csv)
  await expect(bulk.column).toHaveValue('1')
  await expect(bulk.header).toBeChecked()
  await expect(app.main.getByRole('status').first()).toContainText('answered from the catalogue now')
  await bulk.start.click()
  await expect(bulk.progress).toContainText('Done.')
  const answers = await bulk.answers()
  expect(answers).toEqual([
    'Found in the catalogue',
    'Found in the catalogue',
    'Found in the catalogue',
    'Blank',
    'Found by the service',
    'Did you mean',
    'Found in the catalogue',
    'Not found',
  ])
  await expect(bulk.rows.nth(3).getByRole('link')).toHaveText(`@${suggestor}`)
  await expect(bulk.rows.nth(6).getByRole('link')).toHaveText(`@${suggestor}`)
  // A found bridge links to its page.
  await expect(bulk.rows.nth(1).getByRole('link')).toHaveAttribute('href', `#/bridges/${known!.slug}`)

  const download = await bulk.export('CSV')
  expect(download.suggestedFilename()).toMatch(/^bulk-lookup-\d{4}-\d{2}-\d{2}\.csv$/)
  const file = join(testInfo.outputDir, 'bulk.csv')
  await download.saveAs(file)
  const back = parseCsvRows(await readFile(file, 'utf8'))
  expect(back).toHaveLength(input.length)
  expect(back[0]).toEqual(['ticket', 'who', 'note', 'status', 'match', 'title', 'read_at', 'detail'])
  const statuses = ['found', 'found', 'found', 'blank', 'found', 'did_you_mean', 'found', 'not_found']
  for (const [i, row] of input.slice(1).entries()) {
    // A cell a spreadsheet would run is written with OWASP's leading quote (shared/text/delimited.ts).
    const cells = row.map((c) => (/^[=+\-@]/.test(c) ? `'${c}` : c))
    expect(back[i + 1]?.slice(0, 3), `row ${i + 1}: its cells in its place`).toEqual(cells)
    expect(back[i + 1]?.[3], `row ${i + 1}: its status`).toBe(statuses[i])
  }
})

test('a list too long is refused with the limit named, and nothing is started', async ({
  startService,
  startPreview,
  addKeyByIpc,
  openApp,
}) => {
  const { app } = await browseService({ startService, startPreview, addKeyByIpc, openApp })
  const bulk = new BulkPage(app.page)
  await app.gotoHash('#/bulk')
  const rows = Array.from({ length: 10_001 }, (_, i) => `user_${i}`).join('\n')
  await bulk.chooseFile('long.csv', rows)
  await expect(app.main.getByRole('alert').first()).toHaveText(
    'The list has more than 10,000 rows. Split it into lists of 10,000 rows or fewer.',
  )
  await expect(bulk.start).toHaveCount(0)
})

/** Presses Tab until `target` has the focus (at most `max` times): the keyboard's way to a control. */
async function tabTo(page: Page, target: Locator, max = 12): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

test.describe('in a 320 px window, with the keyboard only', () => {
  test.use({ viewport: { width: 320, height: 640 } })

  test('a pasted list is read, started and answered without a pointer', async ({
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
    await walkAtFullShare(preview)
    await catalogueComplete(preview)
    const [known] = newestFirst(service.data.published())
    const bulk = new BulkPage(app.page)
    await app.gotoHash('#/bulk')
    await expect(bulk.heading).toBeVisible()
    await tabTo(app.page, bulk.paste, 40)
    await app.page.keyboard.insertText(`${known!.slug}\nzz_nobody_here\n`)
    await tabTo(app.page, bulk.read)
    await app.page.keyboard.press('Enter')
    await expect(bulk.column).toHaveValue('0')
    await expect(bulk.header).not.toBeChecked()
    await tabTo(app.page, bulk.start)
    await app.page.keyboard.press('Enter')
    await expect(bulk.progress).toContainText('Done.')
    expect(await bulk.answers()).toEqual(['Found in the catalogue', 'Not found'])
    // Nothing of the page is wider than the window.
    const overflow = await app.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
  })
})
