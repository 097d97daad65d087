// Pagination that a server gets wrong (docs/api-assumptions.md row 4), as the user sees it in Chromium through the
// preview: a scripted server whose list never ends (every page says there is more). The export pauses far past its
// estimate, says so in plain words, and keeps the rows under the final name only when the user asks for that; and an
// export whose tab goes away stops, leaving no file.
import { randomBytes } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { json, rateHeaders, startScriptedServer } from '../support/scripted-server.ts'
import { expect, test } from './fixtures.ts'

const summary = (i: number) => ({
  id: `br_endless${i}`,
  slug: `endless-${i}`,
  title: `Endless bridge ${i}`,
  category: 'transport',
  published_at: '2026-01-01T00:00:00Z',
  passes: 1,
  score: 1,
  suggestor: { username: 'looper', verified: false },
})

/** Answers by path: /stats claims 150 bridges, /bridges sends 100 new rows per page and always says "more". */
function endless(req: IncomingMessage, res: ServerResponse, holdAfterFirstPage = false): void {
  const url = new URL(req.url ?? '/', 'http://x')
  const headers = rateHeaders(10_000, 9_000, Math.ceil(Date.now() / 1000) + 60)
  if (url.pathname.endsWith('/stats')) {
    json(200, { bridges: 150, suggestors: 1, passes: 1, avg_score: 1 }, headers)(req, res)
  } else if (url.pathname.endsWith('/bridges')) {
    const page = Number(url.searchParams.get('cursor')?.slice('page-'.length) ?? '0')
    if (holdAfterFirstPage && page > 0) return // answered never: the export waits on this request
    const data = Array.from({ length: 100 }, (_, i) => summary(page * 100 + i))
    json(200, { data, has_more: true, next_cursor: `page-${page + 1}` }, headers)(req, res)
  } else {
    json(404, { error: { code: 'not_found', message: 'No such thing.' } }, headers)(req, res)
  }
}

test('an endless list pauses the export, says why, and keeps the rows only when asked', async ({
  startPreview,
  addKeyByIpc,
  openApp,
}) => {
  const server = await startScriptedServer()
  try {
    server.script(...Array.from({ length: 400 }, () => endless))
    const preview = await startPreview({ serviceUrl: server.baseUrl })
    const key = `bxk_${randomBytes(24).toString('base64url').replace(/[-_]/g, 'x').slice(0, 32)}`
    await addKeyByIpc(preview, key, server.baseUrl, 'endless')
    const app = await openApp(preview)
    const bridges = app.bridges()
    await bridges.waitForRows()
    await bridges.openExport()
    await app.page.screenshot({ path: test.info().outputPath('export-dialog.png') })
    await bridges.exportDialog.getByRole('button', { name: 'Export', exact: true }).click()

    // Estimate 150; past 2 × 150 + 100 rows the export stops sending and asks.
    const question = bridges.exportStatus.getByText(/^This list is longer than the service said/)
    await expect(question).toHaveText(
      /^This list is longer than the service said: 500 rows so far, estimate 150\. .*Paused: go on, or stop here\?$/,
    )
    await app.page.screenshot({ path: test.info().outputPath('export-paused.png') })
    await bridges.exportStatus.getByRole('button', { name: 'Go on' }).click()
    await expect(question).toHaveText(/: 1,100 rows so far, estimate 150\./)
    await bridges.exportStatus.getByRole('button', { name: 'Stop and keep 1,100 bridges' }).click()

    const saved = bridges.exportStatus.getByText(/^Stopped early: saved the first 1,100 bridges to /)
    await expect(saved).toBeVisible()
    await app.page.screenshot({ path: test.info().outputPath('export-kept.png') })
    const file = /to (.+\.csv) \(/.exec((await saved.textContent()) ?? '')![1]!
    const lines = (await readFile(file, 'utf8')).trim().split(/\r\n/)
    expect(lines).toHaveLength(1 + 1100)
  } finally {
    await server.close()
  }
})

test('an export stops when the tab that started it goes away, and leaves no file in the exports folder', async ({
  previews,
  startPreview,
  addKeyByIpc,
  openApp,
}) => {
  const server = await startScriptedServer()
  try {
    server.script(
      ...Array.from(
        { length: 50 },
        () => (req: IncomingMessage, res: ServerResponse) => endless(req, res, true),
      ),
    )
    const preview = await startPreview({ serviceUrl: server.baseUrl })
    const key = `bxk_${randomBytes(24).toString('base64url').replace(/[-_]/g, 'x').slice(0, 32)}`
    await addKeyByIpc(preview, key, server.baseUrl, 'endless')
    const app = await openApp(preview)
    const bridges = app.bridges()
    await bridges.waitForRows()
    await bridges.openExport()
    await expect(
      bridges.exportDialog.getByRole('checkbox', { name: /Keep running in the background/ }),
    ).not.toBeChecked()
    await bridges.exportDialog.getByRole('button', { name: 'Export', exact: true }).click()
    await expect(bridges.exportStatus).toContainText('Exporting: 100 bridges so far')
    const exportsDir = join(preview.userDataDir, 'exports')
    expect((await readdir(exportsDir)).length).toBeGreaterThan(0)

    // The tab leaves the app (as a closed tab would). The suite's own recorder of the event stream is a client
    // too; it stops here so that no tab is left.
    await app.page.goto('about:blank')
    await previews.find((p) => p.preview === preview)!.events.stop()
    // The preview waits 10 s for a reload to reconnect, then stops the export: its files go away.
    await expect.poll(() => readdir(exportsDir), { timeout: 30_000 }).toEqual([])
  } finally {
    await server.close()
  }
})
