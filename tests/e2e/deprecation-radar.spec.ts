// The deprecation radar (a first part; headers/Deprecation and Sunset in shared/api/openapi.yaml): an endpoint that
// announces a sunset within 90 days shows in the top bar on every view, and the Developer view lists it with when it
// stops, which views use it and the link the service sent (checked by the URL-safety rule, opened through the
// open-external flow).
import { readFile } from 'node:fs/promises'
import { expect, test } from './fixtures.ts'

test('a sunset announced within 90 days shows in the top bar on every view and in the Developer list', async ({
  devApp,
}) => {
  const { app, keys, service } = await devApp()
  const inDays = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString()
  await app.go('Keys')
  await app.keys().addKey({ key: keys.full, serviceUrl: service.baseUrl, label: 'Full' })
  const badge = app.page.getByRole('banner').getByRole('link', { name: /stops working/ })
  await expect(badge).toHaveCount(0)

  service.control.setDeprecation({ path: '/bridges', deprecation: inDays(-10), sunset: inDays(30) })
  await app.go('Bridges')
  await app.bridges().waitForRows()
  await expect(badge).toHaveAccessibleName(
    // The path is isolated inside the sentence, so it keeps its direction in right-to-left text (docs/i18n.md).
    '\u2068/bridges\u2069 stops working in 30 days; used by Bridges, Export. Open the Developer view.',
  )
  await app.go('Stats')
  await expect(badge).toBeVisible()

  await badge.click()
  await expect(app.heading).toHaveText('Developer')
  const item = app.main.getByRole('region', { name: 'Announcements from the service' }).getByRole('listitem')
  await expect(item.filter({ hasText: '/bridges' })).toContainText('(in 30 days)')
  await expect(item.filter({ hasText: '/bridges' })).toContainText('Used by Bridges, Export.')
})

test('a sunset further than 90 days away is listed but does not take the top bar', async ({ devApp }) => {
  const { app, keys, service } = await devApp()
  const inDays = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString()
  await app.go('Keys')
  await app.keys().addKey({ key: keys.full, serviceUrl: service.baseUrl, label: 'Full' })
  service.control.setDeprecation({ path: '/stats', deprecation: inDays(-1), sunset: inDays(200) })
  await app.go('Stats')
  await app.go('Developer')
  const item = app.main.getByRole('region', { name: 'Announcements from the service' }).getByRole('listitem')
  await expect(item.filter({ hasText: '/stats' })).toContainText('(in 200 days)')
  await expect(app.page.getByRole('banner').getByRole('link', { name: /stops working/ })).toHaveCount(0)
})

test('the link the service sends with a sunset is listed and opens through the open-external flow; an unsafe one is not', async ({
  devApp,
}) => {
  const { app, keys, service, preview } = await devApp()
  const inDays = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString()
  await app.go('Keys')
  await app.keys().addKey({ key: keys.full, serviceUrl: service.baseUrl, label: 'Full' })
  service.control.setDeprecation({
    path: '/stats',
    deprecation: inDays(-1),
    sunset: inDays(40),
    deprecationLink: 'javascript:alert(document.domain)',
    sunsetLink: 'https://developer.example.org/sunset/stats',
  })
  await app.go('Stats')
  await app.go('Developer')
  const item = app.main
    .getByRole('region', { name: 'Announcements from the service' })
    .getByRole('listitem')
    .filter({ hasText: '/stats' })
  await expect(item).toContainText('(in 40 days)')
  // Only the safe link is offered: the javascript: one was dropped in main by the URL-safety rule.
  await expect(item.getByRole('button')).toHaveCount(1)
  await item.getByRole('button', { name: 'About the sunset (developer.example.org)' }).click()
  const dialog = app.page.getByRole('dialog', {
    name: 'Open https://developer.example.org/sunset/stats in your browser?',
  })
  await dialog.getByRole('button', { name: 'Open in browser' }).click()
  await expect(dialog).toBeHidden()
  // The preview prints the link for the user instead of opening it.
  await expect
    .poll(() => readFile(preview.logFile, 'utf8'))
    .toContain('Open this link yourself: https://developer.example.org/sunset/stats')
  expect(await readFile(preview.logFile, 'utf8')).not.toContain('javascript:')
})

test('the radar is kept in main per service and endpoint: every endpoint stays through a key switch and a restart, its dates as dates', async ({
  devApp,
  addKeyByIpc,
  startPreview,
  openApp,
}) => {
  const { app, keys, service, preview } = await devApp()
  await app.go('Keys')
  await app.keys().addKey({ key: keys.full, serviceUrl: service.baseUrl, label: 'Full' })
  // Every endpoint announces it, on every response.
  service.control.setDeprecation({ deprecation: '2025-01-01T00:00:00Z', sunset: '2031-06-30T00:00:00Z' })
  await app.go('Bridges')
  await app.bridges().waitForRows()
  await app.go('Stats')
  await app.go('My profile')
  await app.go('Developer')
  const items = app.main.getByRole('region', { name: 'Announcements from the service' }).getByRole('listitem')
  const paths = ['/bridges', '/me', '/stats']
  for (const path of paths) await expect(items.filter({ hasText: path })).toHaveCount(1)
  const stats = items.filter({ hasText: '/stats' })
  await expect(stats).toContainText('is deprecated since Jan 1, 2025 and stops working on Jun 30, 2031')
  await expect(stats).toContainText(/First seen .+, last seen .+\./)
  await expect(app.main).not.toContainText('@1735689600')
  // A key's check on Keys reports the same announcements in the same dates, not the header's "@1735689600".
  await app.go('Keys')
  await app.keys().checkNow('Full')
  const checked = app.keys().keyRow('Full')
  await expect(checked).toContainText('/me is deprecated since Jan 1, 2025; it stops working on Jun 30, 2031')
  await expect(checked).not.toContainText('@1735689600')

  // A key switch on the same service: nothing is forgotten, nothing is "just now" again.
  const other = await addKeyByIpc(preview, keys.publicOnly, service.baseUrl, 'Public')
  expect((await preview.ipc('keys:set-active', { id: other })).ok).toBe(true)
  await app.go('Stats')
  await app.go('Developer')
  for (const path of paths) await expect(items.filter({ hasText: path })).toHaveCount(1)

  // A restart: the same user data, a new preview.
  await preview.stop()
  const again = await startPreview({ serviceUrl: service.baseUrl, userDataDir: preview.userDataDir })
  const reopened = await openApp(again)
  await reopened.go('Developer')
  const kept = reopened.main
    .getByRole('region', { name: 'Announcements from the service' })
    .getByRole('listitem')
  for (const path of paths) await expect(kept.filter({ hasText: path })).toHaveCount(1)
})
