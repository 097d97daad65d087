// The top bar says which key and which service the app is using, and a problem with that key, on every view.
import { expect, test } from './fixtures.ts'

test('the top bar names the key in use, its service and its problem, on every view', async ({
  devApp,
  addKeyByIpc,
}) => {
  const { app, keys, service, preview } = await devApp()
  const host = new URL(service.baseUrl).host
  const inUse = app.page.getByRole('banner').getByRole('link', { name: /^Key in use:/ })

  // A key saved without a check (through IPC, as an older app saved every key) is used, and found revoked when
  // the first view asks: the form's "Save anyway" would not put a refused key in use.
  await addKeyByIpc(preview, keys.revoked, service.baseUrl, 'Old laptop')
  await app.go('Bridges')
  // The list's request meets a revoked key: the top bar says so, wherever the user is.
  await expect(inUse).toHaveAccessibleName(`Key in use: Old laptop on ${host}, Revoked. Open Keys.`)
  await app.go('Stats')
  await expect(inUse).toContainText('Revoked')

  await app.go('Keys')
  // A working key added for a service whose key in use was refused takes its place, with no "Make active".
  await app.keys().addKey({ key: keys.full, serviceUrl: service.baseUrl, label: 'Build server' })
  await expect(app.keys().keyRow('Build server').getByText('Active', { exact: true })).toBeVisible()
  await expect(inUse).toHaveAccessibleName(
    new RegExp(`^Key in use: Build server on ${host.replace('.', '\\.')}, `),
  )
  // The revoked key is no longer offered as the one to use.
  await expect(app.keys().keyRow('Old laptop').getByRole('button', { name: 'Make active' })).toHaveCount(0)
  await inUse.click()
  await expect(app.keys().heading).toBeVisible()
})
