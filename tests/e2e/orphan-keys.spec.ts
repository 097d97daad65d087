// No data loss: keys found in the keychain at start that the key list does not hold are offered to the
// user in the Keys view (adopt with a label and service URL, or remove after a confirmation), over IPC that
// carries only the hint. Adding the adopted key again stores no second copy.
import { randomUUID } from 'node:crypto'
import keytar from 'keytar'
import { previewKeychainService } from '../../electron/preview/cli-args.ts'
import { randomApiKey } from '../support/throwaway-keychain.ts'
import { expect, test } from './fixtures.ts'

test('keychain entries without a list entry are offered: one adopted with a label and URL, one removed', async ({
  startService,
  startPreview,
  openApp,
  registerSecret,
}) => {
  const service = await startService()
  const adoptable = service.demoKeys!.full
  const stray = randomApiKey()
  registerSecret(stray)
  let keychainService = ''
  const preview = await startPreview({
    serviceUrl: service.baseUrl,
    prepareUserData: async (dir) => {
      keychainService = previewKeychainService(dir, {})
      await keytar.setPassword(keychainService, `key_${randomUUID()}`, adoptable)
      await keytar.setPassword(keychainService, `key_${randomUUID()}`, stray)
    },
  })
  const entries = async (): Promise<string[]> =>
    (await keytar.findCredentials(keychainService)).map((c) => c.password)
  const app = await openApp(preview)
  await app.go('Keys')

  const panel = app.main.getByRole('region', { name: '2 keys are in the keychain but not in your list' })
  await expect(panel).toContainText(`bxk_…${adoptable.slice(-4)}`)
  await expect(panel).toContainText(`bxk_…${stray.slice(-4)}`)
  await expect(panel).not.toContainText(adoptable.slice(4, 12))

  // Adopt: the label comes filled in; with no key in use yet the service suggested is the one the app was started
  // for (--service-url), which the user may change.
  const first = panel.getByRole('listitem').filter({ hasText: adoptable.slice(-4) })
  await first.getByRole('button', { name: 'Adopt…' }).click()
  const form = first.getByRole('form', { name: `Adopt bxk_…${adoptable.slice(-4)}` })
  await expect(form.getByLabel('Label')).toHaveValue(`Recovered key bxk_…${adoptable.slice(-4)}`)
  await expect(form.getByLabel('Service URL')).toHaveValue(service.baseUrl)
  await form.getByLabel('Label').fill('Found again')
  await form.getByLabel('Service URL').fill(service.baseUrl)
  await form.getByRole('button', { name: 'Adopt key' }).click()
  const saved = app.main.getByRole('region', { name: 'Saved keys' })
  await expect(saved).toContainText('Found again')
  await expect(
    app.main.getByRole('region', { name: '1 key is in the keychain but not in your list' }),
  ).toBeVisible()

  // The next one suggests the service of the key now in use.
  const second = app.main.getByRole('listitem').filter({ hasText: `bxk_…${stray.slice(-4)}` })
  await second.getByRole('button', { name: 'Adopt…' }).click()
  await expect(second.getByLabel('Service URL')).toHaveValue(new RegExp(new URL(service.baseUrl).host))
  await second.getByRole('button', { name: 'Cancel' }).click()

  // Remove, after a confirmation: the keychain entry is gone, the panel with it.
  await second.getByRole('button', { name: 'Remove…' }).click()
  const dialog = app.page.getByRole('dialog', { name: `Remove bxk_…${stray.slice(-4)} from the keychain?` })
  await dialog.getByRole('button', { name: 'Remove from keychain' }).click()
  await expect(app.main.getByRole('region', { name: /in the keychain but not in your list/ })).toHaveCount(0)
  expect(await entries()).toEqual([adoptable])

  // The adopted key is the list's own now: adding it again is refused and stores no second copy.
  const again = await preview.ipc('keys:add', { key: adoptable, serviceUrl: service.baseUrl, label: 'Twice' })
  expect(again.ok).toBe(false)
  expect(await entries()).toEqual([adoptable])
  // Nothing but hints crossed: the orphan list over IPC carries no secret.
  const listed = await preview.ipc<unknown[]>('keys:orphans')
  expect(JSON.stringify(listed)).not.toContain(adoptable.slice(4, 12))
})
