// The request log names each row's key by its label and the host the request went to: two keys of two services
// whose last 4 characters alone would look alike are told apart. At 1280 px no cell of those rows is cut short.
import { expect, test } from './fixtures.ts'
import { clippedCells, DeveloperPage } from './pages/developer-page.ts'

test('each row names its key by label and the host it went to, and no cell is cut short at 1280 px', async ({
  page,
  startService,
  startPreview,
  addKeyByIpc,
  openApp,
}) => {
  const a = await startService({ seed: 101, bridges: 20 })
  const b = await startService({ seed: 202, bridges: 20 })
  const preview = await startPreview({ serviceUrl: a.baseUrl })
  await addKeyByIpc(preview, a.demoKeys!.full, a.baseUrl, 'Service A')
  const keyB = await addKeyByIpc(preview, b.demoKeys!.full, b.baseUrl, 'Service B')
  await page.setViewportSize({ width: 1280, height: 800 })
  const app = await openApp(preview)
  expect((await preview.ipc('stats:get', { requestId: 'with-a' })).ok).toBe(true)
  // Service B's only key is already active there: putting it in use makes service B the current one.
  expect((await preview.ipc('keys:set-active', { id: keyB })).ok).toBe(true)
  expect((await preview.ipc('stats:get', { requestId: 'with-b' })).ok).toBe(true)

  await app.go('Developer')
  const dev = new DeveloperPage(app.page)
  const hostA = new URL(a.baseUrl).host
  const hostB = new URL(b.baseUrl).host
  const rowA = dev.logRows.filter({ hasText: 'Service A' }).filter({ hasText: '/stats' }).first()
  const rowB = dev.logRows.filter({ hasText: 'Service B' }).filter({ hasText: '/stats' }).first()
  await expect(rowA.locator('.request-log-key')).toContainText(hostA)
  await expect(rowB.locator('.request-log-key')).toContainText(hostB)
  await expect(rowA.locator('.request-log-key')).not.toContainText(hostB)
  for (const row of [rowA, rowB]) expect(await clippedCells(row), 'cells cut short').toEqual([])
})
