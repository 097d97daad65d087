// Keys: checked before saved, editable in place (docs/security.md, checking a key before it is saved): saving a key
// checks it first and says what it found; a key that fails is saved only on purpose ("Save anyway") and marked; label
// and address are edited in place; the last check stays visible after leaving Keys.
import { expect, test } from './fixtures.ts'
import { DEV_OWNER, freshKey } from './pages/developer-keys.ts'
import { releasedPort } from '../support/released-port.ts'

test('a key is checked before it is saved, and says what was found', async ({ devApp, registerSecret }) => {
  const { app, keys, service } = await devApp()
  await app.go('Keys')
  const form = app.keys()
  const fill = async (key: string, url: string, label: string): Promise<void> => {
    await form.keyInput.fill(key)
    await form.serviceUrlInput.fill(url)
    await form.labelInput.fill(label)
    await form.saveButton.click()
  }

  // A typo'd key: the service does not know it. Nothing is saved until the user says so.
  const typo = freshKey()
  registerSecret(typo)
  await fill(typo, service.baseUrl, 'Typo')
  await expect(form.checkFinding).toContainText('Not saved: Not recognised by the service.')
  await expect(form.savedKeys).toHaveCount(0)
  // The focus stays on the button while it checks, rather than dropping to the page.
  await expect(form.saveButton).toBeFocused()

  // The service's root instead of its API base: it answers, but it is not the API.
  await fill(keys.full, new URL(service.baseUrl).origin, 'Root')
  await expect(form.checkFinding).toContainText('Not saved: This address is not the API.')
  await expect(form.checkFinding).toContainText('/v1/api')

  // Nothing listens there: "not answering", a different thing.
  await fill(keys.full, `http://127.0.0.1:${await releasedPort()}/v1/api`, 'Nowhere')
  await expect(form.checkFinding).toContainText('Not saved: Service not answering.', { timeout: 30_000 })
  await expect(form.savedKeys).toHaveCount(0)

  // "Save anyway" keeps the typo'd key on purpose, marked as not working and not offered as the one to use.
  await fill(typo, service.baseUrl, 'Typo')
  await form.checkFinding.getByRole('button', { name: 'Save anyway' }).click()
  await expect(form.formStatus).toContainText(
    'Saved “Typo”, marked as not working: Not recognised by the service.',
  )
  const typoRow = form.keyRow('Typo')
  await expect(typoRow).toContainText('Not recognised by the service')
  await expect(typoRow.getByRole('button', { name: 'Make active' })).toHaveCount(0)
  // Saved on purpose, but not put in use: browsing is not broken by a key known not to work.
  await expect(form.formStatus).toContainText('It is not put in use')
  await expect(typoRow.getByText('Active', { exact: true })).toHaveCount(0)
  await expect(app.page.getByRole('banner')).toContainText('No key in use')
  // "Save anyway" went away with its finding: the focus is on what the save ended with, not lost to the page.
  await expect(form.formStatus).toBeFocused()

  // A working key: saved, with whose it is and what it unlocks.
  await form.addKey({ key: keys.full, serviceUrl: service.baseUrl, label: 'Works' })
  await expect(form.formStatus).toContainText(`This key works and belongs to ${DEV_OWNER}.`)
  await expect(form.keyRow('Works')).toContainText('Working')
  // The first key that works is the one in use.
  await expect(form.keyRow('Works').getByText('Active', { exact: true })).toBeVisible()

  // Removing a key takes its focused button away: the list's heading takes the focus.
  await form.remove('Typo')
  await expect(app.main.getByRole('heading', { name: 'Saved keys' })).toBeFocused()
  await form.keyInput.fill('')
})

test('label and address are edited in place, and the last check stays after leaving Keys', async ({
  devApp,
}) => {
  const { app, keys, service } = await devApp()
  await app.go('Keys')
  const form = app.keys()
  await form.addKey({ key: keys.publicOnly, serviceUrl: service.baseUrl, label: 'Laptop' })

  // The check result is kept with the key: leave Keys, come back, it is still there.
  await app.go('Bridges')
  await app.go('Keys')
  const row = form.keyRow('Laptop')
  await expect(row.locator('.key-last-check summary')).toContainText('This key works')

  // A form closed with Cancel gives the focus back to the button that opened it.
  await row.getByRole('button', { name: 'Rotate…' }).click()
  await expect(row.getByLabel('New key to replace “Laptop”')).toBeFocused()
  await row.getByRole('button', { name: 'Cancel' }).click()
  await expect(row.getByRole('button', { name: 'Rotate…' })).toBeFocused()

  await row.getByRole('button', { name: 'Edit…' }).click()
  const edit = app.page.getByRole('form', { name: 'Edit “Laptop”' })
  // The form opens where the user will type.
  await expect(edit.getByRole('textbox', { name: 'Label' })).toBeFocused()
  await edit.getByRole('textbox', { name: 'Label' }).fill('Work laptop')
  await edit.getByRole('button', { name: 'Save changes' }).click()
  const renamed = form.keyRow('Work laptop')
  await expect(renamed).toContainText('Working')
  await expect(renamed.getByRole('button', { name: 'Edit…' })).toBeFocused()
  await expect(form.savedKeys).toHaveCount(1)

  // A new address: what was known came from the old one, so the key is "not checked yet" again.
  await renamed.getByRole('button', { name: 'Edit…' }).click()
  const edit2 = app.page.getByRole('form', { name: 'Edit “Work laptop”' })
  await edit2.getByRole('textbox', { name: 'Service URL' }).fill('http://127.0.0.1:9/v1/api')
  await edit2.getByRole('button', { name: 'Save changes' }).click()
  await expect(renamed).toContainText('http://127.0.0.1:9/v1/api')
  await expect(renamed).toContainText('Not checked yet')
  await expect(renamed.locator('.key-last-check')).toHaveCount(0)
})
