// "Inspect" opens the exchange where the user is, with the focus in it (WCAG 2.4.3, focus order): at 320 px the panel
// is drawn under the whole log (it opened ~5,000 px below, with no scroll and no focus), at 1280 px beside it (it
// opened at the log's top, out of view once the log was scrolled).
import { expect, test } from './fixtures.ts'
import { clippedCells } from './pages/developer-page.ts'
import { RequestInspectorPage } from './pages/request-inspector-page.ts'

for (const width of [1280, 320]) {
  test(`at ${width} px, Inspect on a row far down the log shows the exchange in view with the focus on it`, async ({
    devApp,
    addKeyByIpc,
  }) => {
    const { app, keys, service, preview } = await devApp({ rateLimit: 1_000_000 })
    await addKeyByIpc(preview, keys.full, service.baseUrl, 'Full')
    // A log longer than the window: 60 requests of the key.
    for (let i = 0; i < 60; i++)
      expect((await preview.ipc('stats:get', { requestId: `fill-${i}` })).ok).toBe(true)
    await app.page.setViewportSize({ width, height: 800 })
    await app.go('Developer')
    const inspector = new RequestInspectorPage(app.page)
    await inspector.search.fill('/stats')
    // The app's own /stats requests (the catalogue's total) may be among them.
    await expect.poll(() => inspector.rows.count()).toBeGreaterThanOrEqual(60)

    // The last row: scrolled to, then inspected.
    const inspect = inspector.rows.last().getByRole('button', { name: /^Inspect: / })
    await inspect.scrollIntoViewIfNeeded()
    await inspect.click()
    const title = inspector.exchange.getByRole('heading', { level: 3 })
    await expect(title).toHaveText(/^GET \/stats → 200/)
    await expect(title).toBeFocused()
    await expect(title).toBeInViewport()
    await expect(inspector.retryChain).toBeInViewport()
  })
}

test('at 1280 px the request log draws every cell whole: a path with search words wraps, never ends in "…"', async ({
  devApp,
  addKeyByIpc,
}) => {
  const { app, keys, service, preview } = await devApp({ rateLimit: 1_000_000 })
  await addKeyByIpc(preview, keys.full, service.baseUrl, 'Full')
  const words = 'solar roofs for the old town'
  expect((await preview.ipc('bridges:list', { requestId: 'words', q: words, limit: 20 })).ok).toBe(true)
  await app.go('Developer')
  const inspector = new RequestInspectorPage(app.page)
  await inspector.search.fill('solar')
  const row = inspector.rows.filter({ hasText: 'q=solar' }).first()
  await expect(row.locator('.request-log-path')).toContainText('q=solar%20roofs%20for%20the%20old%20town')
  expect(await clippedCells(row), 'cells cut short').toEqual([])
})
