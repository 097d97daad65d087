// Issue 14, stuck until restart: the service restarts mid-scroll and no longer accepts the list's cursor (400
// validation_failed on `cursor`). The list starts again from the first page by itself, keeps what was shown,
// skips rows already listed, says so, and reaches every bridge exactly once.
import { expect, test } from './fixtures.ts'
import { devKeysFile } from './pages/developer-keys.ts'

test('after a service restart the list reads again from the start, keeps what was shown, and lists each bridge once', async ({
  startService,
  startPreview,
  openApp,
  registerSecret,
}) => {
  const { file, keys } = devKeysFile()
  for (const key of Object.values(keys)) registerSecret(key)
  const options = { keys: file, bridges: 400, seed: 11 }
  const first = await startService(options)
  const port = Number(new URL(first.origin).port)
  const preview = await startPreview({ serviceUrl: first.baseUrl })
  const app = await openApp(preview)
  await app.go('Keys')
  await app.keys().addKey({ key: keys.full, serviceUrl: first.baseUrl, label: 'Restarting' })
  await app.go('Bridges')
  const bridges = app.bridges()
  await bridges.waitForRows()
  // The first page only: the next is fetched when the user scrolls near its end, after the restart.
  expect(await bridges.loadedCount()).toBe(50)

  // The same service (same seed, same keys) back on the same port: its cursors from before are now refused.
  await first.stop()
  await startService({ ...options, port })
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
