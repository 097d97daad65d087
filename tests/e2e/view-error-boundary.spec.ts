// A view that throws while rendering shows what failed and "Reload this view"; the window never blanks.
// The broken answer is a stand-in: page.route replaces the preview's replies to `log:list` and `log:search` (the
// request inspector's stored log) with an entry whose time is out of range (new Date(1e20).toISOString() throws),
// since no real core sends one.
import { expect, test } from './fixtures.ts'
import { DeveloperPage } from './pages/developer-page.ts'

test('a view that fails to render says so and reloads, while the rest of the window keeps working', async ({
  page,
  startPreview,
  openApp,
}) => {
  const preview = await startPreview()
  const app = await openApp(preview)
  const broken = { id: 'broken', at: 1e20, method: 'GET', path: '/stats', status: 200 }
  const logChannels = '**/ipc/log:{list,search}'
  await page.route(logChannels, (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify({ ok: true, value: [broken] }) }),
  )
  page.on('pageerror', () => {}) // React reports the caught render error; the test asserts what the user sees.

  await app.go('Developer')
  const failed = page.getByRole('alert').filter({ hasText: 'The Developer view failed' })
  await expect(failed).toBeVisible()
  await expect(failed).toContainText('What failed: Invalid time value')
  await expect(app.navLink('Bridges')).toBeVisible()

  await page.unroute(logChannels)
  await failed.getByRole('button', { name: 'Reload this view' }).click()
  await expect(new DeveloperPage(page).heading).toHaveText('Developer')
  await expect(failed).toHaveCount(0)

  await app.go('Bridges')
  await expect(app.navLink('Bridges')).toHaveAttribute('aria-current', 'page')
})
