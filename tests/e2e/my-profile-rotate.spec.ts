// The key owner's own profile (GET /me) and rotating a key in place (keys:rotate): both built in the core long
// ago, reachable from the UI now. Each test runs its own reference service with every kind of key.
import { expect, test } from './fixtures.ts'
import { DEV_OWNER, KeyRowParts, shownAs } from './pages/developer-keys.ts'

test('My profile shows the key owner from the nav and the palette, and leads on to the public profile', async ({
  devApp,
}) => {
  const { app, keys, service } = await devApp()
  const baseUrl = service.baseUrl
  await app.go('Keys')
  await app.keys().addKey({ key: keys.full, serviceUrl: baseUrl, label: 'Mine' })

  await app.go('My profile')
  await expect(app.main.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible()
  await expect(app.main.locator('.facts')).toContainText(DEV_OWNER)

  await app.go('Stats')
  await app.palette.goTo('my profile', 'My profile')
  await expect(app.main.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible()
  await app.main.getByRole('link', { name: 'See your public profile and published bridges' }).click()
  await expect(app.profile().heading).toBeVisible()
  await expect(app.page).toHaveURL(new RegExp(`#/profiles/${DEV_OWNER}$`))
})

test('My profile with a key lacking read:me names the missing scope, not an outage', async ({ devApp }) => {
  const { app, keys, service } = await devApp()
  const baseUrl = service.baseUrl
  await app.go('Keys')
  await app.keys().addKey({ key: keys.publicOnly, serviceUrl: baseUrl, label: 'Public only' })
  await app.go('My profile')
  // Its check found the key without read:me: the page says so in words, sends no /me, and blames no outage.
  await expect(app.main.getByRole('status').filter({ hasText: 'read:me' })).toContainText(
    'was not given the permission to read its owner’s profile (the “read:me” scope)',
  )
  await expect(app.main.getByText(/cannot be reached|not answering|Try again/)).toHaveCount(0)
})

test('Rotate replaces a key in place once the new one works, and keeps the old one when it does not', async ({
  devApp,
}) => {
  const { app, keys, service } = await devApp()
  const baseUrl = service.baseUrl
  await app.go('Keys')
  const keysPage = app.keys()
  await keysPage.addKey({ key: keys.publicOnly, serviceUrl: baseUrl, label: 'Build server' })
  const row = keysPage.keyRow('Build server')

  // A revoked key is refused: nothing changes, and the old key is still the one listed.
  await row.getByRole('button', { name: 'Rotate…' }).click()
  const form = row.getByRole('form', { name: 'Rotate “Build server”' })
  await form.getByLabel('New key to replace “Build server”').fill(keys.revoked)
  await form.getByRole('button', { name: 'Check and switch' }).click()
  await expect(form.getByRole('alert')).toBeVisible()
  await expect(new KeyRowParts(row).mask).toHaveText(shownAs(keys.publicOnly))

  // A working key takes the old one's place under the same label, and is the one in use.
  await form.getByLabel('New key to replace “Build server”').fill(keys.full)
  await form.getByRole('button', { name: 'Check and switch' }).click()
  const done = app.main.getByRole('status').filter({ hasText: 'is now in use' })
  await expect(done).toBeVisible()
  // The old row, its form and the button pressed went away: the result holds the focus, not the page.
  await expect(done).toBeFocused()
  await expect(keysPage.savedKeys).toHaveCount(1)
  await expect(new KeyRowParts(keysPage.keyRow('Build server')).mask).toHaveText(shownAs(keys.full))
  await expect(keysPage.keyRow('Build server').locator('.badge-active')).toBeVisible()
})
