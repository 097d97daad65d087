// Bulk lookup across a restart (README.md, "Bulk lookup"): a CSV of 500 mixed rows (slugs, ids, links, @names,
// typos, blanks, duplicates, a quoted comma, a BOM) chosen as a file, run against a service with a small rate
// limit, paused, the app closed and started again on the same user-data folder, resumed, and exported: the file
// is checked row by row against the input (order, columns, statuses).
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { expect, test } from './fixtures.ts'
import { newestFirst } from './support/bridge-data.ts'
import { catalogueComplete, walkAtFullShare } from './pages/catalogue-page.ts'
import { BulkPage } from './pages/bulk-page.ts'
import { parseCsvRows } from '../support/csv-rows.ts'

test('500 mixed rows: paused, restarted, resumed, exported row by row', async ({
  startService,
  startPreview,
  addKeyByIpc,
  openApp,
}, testInfo) => {
  test.slow()
  const service = await startService({ bridges: 300, rateLimit: 10, windowMs: 10_000 })
  const key = service.demoKeys!.full
  const preview = await startPreview({ serviceUrl: service.baseUrl })
  await addKeyByIpc(preview, key, service.baseUrl, 'e2e bulk')
  await walkAtFullShare(preview)
  await catalogueComplete(preview)
  const held = newestFirst(service.data.published())
  service.control.publishNow(10)
  const fresh = newestFirst(service.data.published()).slice(0, 10)
  const typos = held
    .map((b) => b.suggestor.username)
    .filter((u, i, all) => u.length >= 6 && all.indexOf(u) === i && service.data.profile(`${u}q`) === null)
    .slice(0, 10)
  expect(typos).toHaveLength(10)

  // What each kind of cell is, and the status it must end with.
  const rows: { cell: string; status: string }[] = []
  for (let i = 0; rows.length < 470; i++) {
    const b = held[i % held.length]!
    const cells = [
      b.slug,
      b.id,
      `${service.baseUrl}/bridges/${b.slug}`,
      `#/bridges/${b.slug}`,
      `@${b.suggestor.username}`,
    ]
    rows.push({ cell: cells[i % cells.length]!, status: 'found' })
    if (i % 47 === 0) rows.push({ cell: '', status: 'blank' })
  }
  rows.push(...fresh.map((b) => ({ cell: b.slug, status: 'found' })))
  rows.push(...typos.map((u) => ({ cell: `${u}q`, status: 'did_you_mean' })))
  rows.push(...Array.from({ length: 10 }, (_, i) => ({ cell: `zz_nobody_${i}`, status: 'not_found' })))
  const list = rows.slice(0, 500)
  // The service's names spread through the list rather than all at its end.
  for (let i = 0; i < 30; i++) {
    const from = list.length - 1 - i
    const to = i * 16 + 3
    ;[list[from], list[to]] = [list[to]!, list[from]!]
  }
  expect(list).toHaveLength(500)
  // What the file holds for a cell a spreadsheet would run (shared/text/delimited.ts: OWASP's leading quote).
  const defused = (c: string): string => (/^[=+\-@\t\r]/.test(c) ? `'${c}` : c)
  const quote = (c: string): string => (/[",\n]/.test(c) ? `"${c.replaceAll('"', '""')}"` : c)
  const input = [
    ['ticket', 'who', 'note'],
    ...list.map((r, i) => [`T-${i + 1}`, r.cell, i === 7 ? 'a, b' : '']),
  ]
  const csv = `\uFEFF${input.map((r) => r.map(quote).join(',')).join('\r\n')}\r\n`

  const app = await openApp(preview)
  const bulk = new BulkPage(app.page)
  await app.gotoHash('#/bulk')
  await bulk.chooseFile('tickets.csv', csv)
  await expect(bulk.column).toHaveValue('1')
  await bulk.start.click()
  // Paused once the service has answered some names and not all.
  const left = async (): Promise<number> =>
    Number(
      /(\d+) names? left for the service/.exec((await bulk.progress.textContent()) ?? '')?.[1] ?? Number.NaN,
    )
  await expect.poll(left, { timeout: 30_000 }).toBeLessThan(30)
  await bulk.pause.click()
  await expect(bulk.progress).toContainText('Paused.')
  await expect(bulk.resume).toBeVisible()

  await preview.stop()
  const again = await startPreview({ serviceUrl: service.baseUrl, userDataDir: preview.userDataDir })
  const reopened = await openApp(again)
  const resumed = new BulkPage(reopened.page)
  await reopened.gotoHash('#/bulk')
  await expect(resumed.progress).toContainText('Paused.')
  await resumed.resume.click()
  await expect(resumed.progress).toContainText('Done.', { timeout: 90_000 })

  const download = await resumed.export('CSV')
  const file = join(testInfo.outputDir, 'bulk-500.csv')
  await download.saveAs(file)
  const back = parseCsvRows(await readFile(file, 'utf8'))
  expect(back).toHaveLength(501)
  expect(back[0]).toEqual(['ticket', 'who', 'note', 'status', 'match', 'title', 'read_at', 'detail'])
  for (const [i, row] of list.entries()) {
    expect(back[i + 1]?.slice(0, 3), `row ${i + 1}: its cells in its place`).toEqual(
      input[i + 1]?.map(defused),
    )
    expect(back[i + 1]?.[3], `row ${i + 1} (${row.cell}): its status`).toBe(row.status)
  }
})

test('a run the user cancelled comes back cancelled after a restart, its answers kept, never offered to resume', async ({
  startService,
  startPreview,
  addKeyByIpc,
  openApp,
}) => {
  // A slow service (2 requests in 10 s) and names the catalogue cannot answer: the run is still going when cancelled.
  const service = await startService({ bridges: 40, rateLimit: 2, windowMs: 10_000 })
  const preview = await startPreview({ serviceUrl: service.baseUrl })
  await addKeyByIpc(preview, service.demoKeys!.full, service.baseUrl, 'e2e bulk cancel')
  const names = ['who', ...Array.from({ length: 12 }, (_, i) => `zz_nobody_${i}`)]
  const app = await openApp(preview)
  const bulk = new BulkPage(app.page)
  await app.gotoHash('#/bulk')
  await bulk.chooseFile('names.csv', `${names.join('\r\n')}\r\n`)
  await bulk.start.click()
  await expect(bulk.pause).toBeVisible()
  await app.page.getByRole('main').getByRole('button', { name: 'Cancel', exact: true }).click()
  await expect(bulk.progress).toContainText('Cancelled.')
  const answered = await bulk.answers()

  await preview.stop()
  const again = await startPreview({ serviceUrl: service.baseUrl, userDataDir: preview.userDataDir })
  const reopened = await openApp(again)
  const back = new BulkPage(reopened.page)
  await reopened.gotoHash('#/bulk')
  await expect(back.progress).toContainText('Cancelled.')
  await expect(back.resume).toHaveCount(0)
  expect(await back.answers()).toEqual(answered)
})
