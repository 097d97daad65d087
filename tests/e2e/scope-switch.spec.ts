// A 403 for a missing scope (README, "Missing scopes"): "Try again" cannot help, so the error names the saved key of
// the same service that has the scope and offers to use it, or says that none has. The request the key is known to
// lack the scope for is not sent: counted at the reference service, which runs in this process.
import { expect, test } from './fixtures.ts'
import { StatsPage } from './pages/stats-page.ts'
import type { ReferenceService } from '../../electron/service/index.ts'

/** Requests the service received with `key`, whatever their answer. */
const sentWith = (service: ReferenceService, key: string): number =>
  Object.values(service.control.tally()[key]?.byOutcome ?? {}).reduce((a, b) => a + b, 0)

test('Stats with a read:me-only key offers the saved key that has read:public, and switching shows the figures', async ({
  devApp,
  addKeyByIpc,
}) => {
  const { app, keys, service, preview } = await devApp()
  await addKeyByIpc(preview, keys.meOnly, service.baseUrl, 'Me only')
  await addKeyByIpc(preview, keys.full, service.baseUrl, 'Full')
  await app.go('Keys')
  await app.keys().checkNow('Me only')
  await app.keys().checkNow('Full')
  const afterChecks = sentWith(service, keys.meOnly)

  await app.go('Stats')
  const panel = app.page.getByRole('main').locator('.error-panel').filter({ hasText: 'read:public' })
  await expect(panel).toContainText('Not sent: this key lacks read:public.')
  await expect(panel.getByRole('button', { name: 'Try again' })).toHaveCount(0)
  // The label and the scope are isolated (<bdi>) inside the button's words; Chromium puts a space at each edge of
  // an isolate in the accessible name.
  const useFull = panel.getByRole('button', { name: /^Use key “ ?Full ?” \(has read:public ?\)$/ })
  await expect(useFull).toBeVisible()
  expect(
    sentWith(service, keys.meOnly),
    'nothing needing read:public went out with the read:me-only key',
  ).toBe(afterChecks)

  await useFull.click()
  await expect(new StatsPage(app.page).counter('Bridges')).toHaveText(/\d/)
  await expect(panel).toHaveCount(0)
})

test('with no saved key that has the scope, the error says so and links to Keys instead of "Try again"', async ({
  devApp,
  addKeyByIpc,
}) => {
  const { app, keys, service, preview } = await devApp()
  await addKeyByIpc(preview, keys.meOnly, service.baseUrl, 'Me only')
  await app.go('Keys')
  await app.keys().checkNow('Me only')
  await app.go('Stats')
  const panel = app.page.getByRole('main').locator('.error-panel').filter({ hasText: 'read:public' })
  await expect(panel).toContainText(
    'No saved key of this service has read:public. Add a key that has it in Keys.',
  )
  await expect(panel.getByRole('button', { name: 'Try again' })).toHaveCount(0)
  await expect(panel.getByRole('button', { name: /^Use key/ })).toHaveCount(0)
  await expect(panel.getByRole('link', { name: 'Open Keys' })).toBeVisible()
})
