// Never stuck until restart (docs/api-assumptions.md row 4, cursors): the service restarts mid-scroll and no longer
// accepts the list's cursor (400 validation_failed on `cursor`). The list starts again from the first page by itself,
// keeps what was shown, skips rows already listed, says so, and reaches every bridge exactly once.
import { expect, test } from './fixtures.ts'

test('after a service restart the list reads again from the start, keeps what was shown, and lists each bridge once', async ({
  devApp,
}) => {
  const { app, keys, service, restartService } = await devApp({ bridges: 400, seed: 11 })
  await app.go('Keys')
  await app.keys().addKey({ key: keys.full, serviceUrl: service.baseUrl, label: 'Restarting' })
  await app.go('Bridges')
  const bridges = app.bridges()
  await bridges.waitForRows()
  // The first page only: the next is fetched when the user scrolls near its end, after the restart.
  expect(await bridges.loadedCount()).toBe(50)

  // The same service (same seed, same keys) back on the same port: its cursors from before are now refused.
  await restartService()
  const status = app.main.getByRole('status').filter({ hasText: /^Showing / })
  await expect
    .poll(
      async () => {
        await bridges.scrollToEnd()
        return bridges.loadedCount()
      },
      { timeout: 60_000 },
    )
    .toBe(400)
  await expect(status).toContainText('read again from the start, keeping the 50 bridges already shown')
  await expect(status).toContainText('Showing all 400 bridges')
  await expect(app.main.getByRole('alert')).toHaveCount(0)
})
