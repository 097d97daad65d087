// The keychain doctor (docs/security.md, the keychain and what breaks on Linux): the Keys view says where keys are
// stored and whether that works; with the Secret Service stopped it names the fix and offers a key for this session
// only, which works for calls and is gone after a restart (never a silent plain-text fallback); keys out of sync with
// the keychain are listed and repaired.
import { randomUUID } from 'node:crypto'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import keytar from 'keytar'
import { previewKeychainService } from '../../electron/preview/cli-args.ts'
import { startPrivateSecretService } from '../support/secret-service.ts'
import { randomApiKey } from '../support/throwaway-keychain.ts'
import { expect, test, type Preview } from './fixtures.ts'
import type { AppShell, Section } from './pages/app-shell.ts'
import { KeychainDoctorPage } from './pages/keychain-doctor-page.ts'

const WORKS = /^Keys are stored in the Secret Service \(gnome-keyring\)\. It is unlocked and answers\.$/

/** The app started again on `previous`'s user data and keyring bus, opened on `section`. */
async function restarted(
  fixtures: { startPreview: (o: object) => Promise<Preview>; openApp: (p: Preview) => Promise<AppShell> },
  previous: Preview,
  serviceUrl: string,
  env: Record<string, string>,
  section: Section,
): Promise<{ preview: Preview; app: AppShell }> {
  const preview = await fixtures.startPreview({ serviceUrl, env, userDataDir: previous.userDataDir })
  const app = await fixtures.openApp(preview)
  await app.go(section)
  return { preview, app }
}

test('with the Secret Service stopped the doctor names the fix; a session-only key works until a restart', async ({
  startService,
  startPreview,
  openApp,
}) => {
  // A keyring of this test's own, so stopping it leaves the other tests' Secret Service alone.
  const keyring = await startPrivateSecretService()
  try {
    const service = await startService()
    const key = service.demoKeys!.full
    const first = await startPreview({ serviceUrl: service.baseUrl, env: keyring.env })
    let app = await openApp(first)
    await app.go('Keys')
    let doctor = new KeychainDoctorPage(app.page)
    await expect(doctor.summary).toHaveText(WORKS)
    await expect(doctor.sessionForm).toHaveCount(0)
    await app.keys().addKey({ key, serviceUrl: service.baseUrl, label: 'Saved' })
    await first.stop()

    // The keyring daemon stops; the app starts again on the same user data, on a bus without a Secret Service.
    await keyring.stopKeyring()
    const fixtures = { startPreview, openApp }
    const { preview: second, app: reopened } = await restarted(
      fixtures,
      first,
      service.baseUrl,
      keyring.env,
      'Bridges',
    )
    app = reopened
    await expect(app.main).toContainText('The system keychain did not answer')
    await expect(app.main).toContainText('The Keychain panel in Keys names the exact fix')
    await expect(app.main.getByRole('alert').getByRole('link', { name: 'Open Keys' })).toBeVisible()
    await app.go('Keys')
    doctor = new KeychainDoctorPage(app.page)
    await expect(doctor.summary).toHaveText(
      'Keys cannot be stored. The D-Bus session has no Secret Service: gnome-keyring (or another provider) is not running.',
    )
    await expect(doctor.fixSteps.filter({ hasText: 'Start gnome-keyring in this session' })).toContainText(
      'gnome-keyring-daemon --start --components=secrets',
    )
    await expect(doctor.panel.getByText('Not available')).toBeVisible()
    // Nothing is saved behind the user's back: a normal save still fails.
    const save = await second.ipc('keys:add', { key: randomApiKey(), serviceUrl: service.baseUrl })
    expect(save.ok ? 'saved' : save.error.code).toBe('keychain_unavailable')

    await doctor.useForSession(key, service.baseUrl, 'For now')
    const row = app.keys().keyRow('For now')
    await expect(row).toContainText('Session only: forgotten when you quit')
    await expect(row.getByText('Active', { exact: true })).toBeVisible()
    await expect(
      app.page
        .getByRole('banner')
        .getByRole('link', { name: /^Key in use: For now on .*session only: forgotten when you quit/ }),
    ).toBeVisible()
    await app.go('Bridges')
    await app.bridges().waitForRows()
    await second.stop()

    // After a restart the session-only key is gone; the saved one is listed without the mark.
    ;({ app } = await restarted(fixtures, first, service.baseUrl, keyring.env, 'Keys'))
    await expect(app.keys().savedKeys).toHaveCount(1)
    await expect(app.keys().keyRow('Saved')).not.toContainText('Session only')
    await expect(app.page.getByRole('banner')).not.toContainText('Session only')
    // Not without a word: the start says it was for that session only, and "Add it again" fills the form but the key.
    const gone = app.page
      .getByRole('region', { name: 'Found at start-up' })
      .getByRole('status')
      .filter({ hasText: '"For now"' })
    await expect(gone).toContainText('was kept for that session only')
    await app.go('Stats')
    await gone.getByRole('button', { name: 'Add it again: For now' }).click()
    const keys = app.keys()
    await expect(keys.heading).toBeVisible()
    await expect(keys.labelInput).toHaveValue('For now')
    await expect(keys.serviceUrlInput).toHaveValue(service.baseUrl)
    await expect(keys.keyInput).toHaveValue('')
    await expect(keys.keyInput).toBeFocused()
    await expect(gone).toHaveCount(0)
  } finally {
    await keyring.stop()
  }
})

test('a session-only key is saved in the keychain once it works again, without typing the key again', async ({
  startService,
  startPreview,
  openApp,
}) => {
  const keyring = await startPrivateSecretService()
  try {
    const service = await startService()
    await keyring.stopKeyring()
    const first = await startPreview({ serviceUrl: service.baseUrl, env: keyring.env })
    let app = await openApp(first)
    await app.go('Keys')
    const doctor = new KeychainDoctorPage(app.page)
    await doctor.useForSession(service.demoKeys!.full, service.baseUrl, 'For now')
    const row = app.keys().keyRow('For now')
    const save = row.getByRole('button', { name: 'Save in keychain' })

    // While the keychain fails, saving is not offered (it cannot work): the row says why instead.
    await expect(save).toHaveCount(0)
    await expect(row).toContainText('Save in keychain once the keychain works')
    await expect(row).toContainText('Session only: forgotten when you quit')
    await expect(row.getByText('Active', { exact: true })).toBeVisible()

    await keyring.startKeyring()
    // The doctor's Check again finds the keychain working: then, and only then, saving is offered.
    await doctor.recheck()
    await expect(doctor.summary).toHaveText(WORKS)
    // From the keyboard: the button goes with the mark, and the focus moves to the row's next action.
    await save.focus()
    await app.page.keyboard.press('Enter')
    await expect(row.getByRole('button', { name: 'Check now' })).toBeFocused()
    await expect(row).not.toContainText('Session only')
    await expect(save).toHaveCount(0)
    await expect(row.getByText('Active', { exact: true })).toBeVisible()
    await doctor.recheck()
    await expect(doctor.summary).toHaveText(WORKS)
    await first.stop()

    // After a restart the key is still there, in use, and lists bridges.
    ;({ app } = await restarted({ startPreview, openApp }, first, service.baseUrl, keyring.env, 'Keys'))
    await expect(app.keys().savedKeys).toHaveCount(1)
    const kept = app.keys().keyRow('For now')
    await expect(kept.getByText('Active', { exact: true })).toBeVisible()
    await expect(kept).not.toContainText('Session only')
    await app.go('Bridges')
    await app.bridges().waitForRows()
  } finally {
    await keyring.stop()
  }
})

test('keys out of sync with the keychain are listed in the doctor and repaired', async ({
  startService,
  startPreview,
  openApp,
  registerSecret,
}) => {
  const service = await startService()
  const key = service.demoKeys!.full
  const stray = randomApiKey()
  registerSecret(stray)
  const lostId = `key_${randomUUID()}`
  let keychainService = ''
  const preview = await startPreview({
    serviceUrl: service.baseUrl,
    prepareUserData: async (dir) => {
      keychainService = previewKeychainService(dir, {})
      // An entry the list does not hold, and a listed key whose entry is gone.
      await keytar.setPassword(keychainService, `key_${randomUUID()}`, stray)
      const lost = {
        id: lostId,
        label: 'Lost',
        serviceUrl: service.baseUrl,
        prefix: 'bxk_',
        last4: key.slice(-4),
        addedAt: new Date().toISOString(),
        lastCheck: null,
        scopes: null,
        state: 'unknown',
      }
      const file = { version: 1, keys: [lost], active: { [service.baseUrl]: lostId } }
      await writeFile(join(dir, 'key-vault.json'), `${JSON.stringify(file)}\n`)
    },
  })
  const app = await openApp(preview)
  await app.go('Keys')
  const doctor = new KeychainDoctorPage(app.page)
  await expect(doctor.summary).toHaveText(WORKS)
  await expect(doctor.missing).toHaveAccessibleName('1 saved key has no secret in the keychain')
  await expect(doctor.missing.getByRole('listitem')).toContainText(`Lost bxk_…${key.slice(-4)}`)
  const orphans = doctor.panel.getByRole('region', { name: '1 key is in the keychain but not in your list' })
  await expect(orphans).toContainText(`bxk_…${stray.slice(-4)}`)

  // Repair: only the same key is taken back.
  await doctor.reenter('Lost', randomApiKey())
  await expect(doctor.missing.locator('.error-panel')).toContainText('That is not the key saved as "Lost"')
  await doctor.reenter('Lost', key)
  await expect(doctor.missing).toHaveCount(0)
  expect(await keytar.getPassword(keychainService, lostId)).toBe(key)
  await app.keys().checkNow('Lost')
  await expect(app.keys().keyRow('Lost')).toContainText('Working')

  // Remove the entry without metadata: the keychain keeps only the repaired key.
  await orphans.getByRole('button', { name: 'Remove…' }).click()
  await app.page
    .getByRole('dialog', { name: `Remove bxk_…${stray.slice(-4)} from the keychain?` })
    .getByRole('button', { name: 'Remove from keychain' })
    .click()
  await expect(
    doctor.panel.getByRole('region', { name: /in the keychain but not in your list/ }),
  ).toHaveCount(0)
  expect((await keytar.findCredentials(keychainService)).map((c) => c.account)).toEqual([lostId])
  await doctor.recheck()
  await expect(doctor.missing).toHaveCount(0)
})
