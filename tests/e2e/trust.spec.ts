// What the app says about the key, the keychain and the service is true: the keychain check proves saving works,
// a cancel is never an outage, the top bar tells the service down within one failed request, and Send again uses
// the key of the exchange.
import { execFileSync } from 'node:child_process'
import { previewKeychainService } from '../../electron/preview/cli-args.ts'
import { lockKeyring, startPrivateSecretService } from '../support/secret-service.ts'
import { expect, test } from './fixtures.ts'
import { CataloguePage } from './pages/catalogue-page.ts'
import { KeychainDoctorPage } from './pages/keychain-doctor-page.ts'
import { RequestInspectorPage } from './pages/request-inspector-page.ts'
import { UsagePage } from './pages/usage-page.ts'

const WORKS = /^Keys are stored in the Secret Service \(gnome-keyring\)\. It is unlocked and answers\.$/

test('on a keyring without a default collection, Check again says saving fails and a refused save offers the session', async ({
  startService,
  startPreview,
  openApp,
  registerSecret,
}) => {
  const keyring = await startPrivateSecretService({ loginKeyring: false })
  try {
    const service = await startService()
    const key = service.demoKeys!.full
    registerSecret(key)
    const preview = await startPreview({ serviceUrl: service.baseUrl, env: keyring.env })
    const app = await openApp(preview)
    await app.go('Keys')
    const doctor = new KeychainDoctorPage(app.page)
    // Opening Keys only reads (no write that could bring up an unlock prompt): reading works here.
    await expect(doctor.summary).toHaveText(WORKS)
    await doctor.recheck()
    await expect(doctor.summary).toHaveText(
      'Keys cannot be stored. The Secret Service (gnome-keyring) answers, but has no default keyring to save them in.',
    )
    await expect(doctor.sessionForm).toBeVisible()

    // The add form: the key works, the keychain refuses to save it, and the session is offered right there.
    const keys = app.keys()
    await keys.keyInput.fill(key)
    await keys.serviceUrlInput.fill(service.baseUrl)
    await keys.labelInput.fill('Here')
    await keys.saveButton.click()
    await expect(keys.formError).toBeVisible()
    await app.main
      .getByRole('form', { name: 'Add a key' })
      .getByRole('button', { name: 'Use for this session' })
      .click()
    await expect(keys.formStatus).toContainText('Saved “Here”')
    await expect(keys.keyRow('Here')).toContainText('Session only: forgotten when you quit')
  } finally {
    await keyring.stop()
  }
})

test('a request cancelled by leaving the page is shown as cancelled, never as "cannot be reached"', async ({
  devApp,
  addKeyByIpc,
}) => {
  const { app, keys, service, preview } = await devApp()
  await addKeyByIpc(preview, keys.full, service.baseUrl, 'Full')
  await app.go('Developer')
  service.control.setLatency(5_000)
  // A bridge whose detail was never asked for: its request goes out now and takes 5 s. Its title and facts show at
  // once when the list the Bridges page loaded once the key was added holds it (bridge-detail-view.tsx: "what the
  // list already showed appears at once"), so the wait is either the heading's "Loading bridge…" or the
  // suggestion's "Loading…" under the title.
  const slug = service.data.published()[0]!.slug
  await app.page.evaluate(
    (h) => {
      window.location.hash = h
    },
    `#/bridges/${encodeURIComponent(slug)}`,
  )
  await expect(app.main.getByText(/^Loading( bridge)?…$/).first()).toBeVisible()
  // Left before the answer: the detail's request is cancelled by the app itself.
  await app.go('Developer')
  const row = new RequestInspectorPage(app.page).rows.filter({ hasText: `/bridges/${slug}` })
  await expect(row.getByRole('cell', { name: 'Cancelled', exact: true }).first()).toBeVisible({
    timeout: 15_000,
  })
  await expect(row.getByRole('cell', { name: 'No answer', exact: true })).toHaveCount(0)
  await expect(app.rateIndicator).toHaveAccessibleName(/requests left/)
  await expect(app.main.getByText('The service cannot be reached')).toHaveCount(0)
})

test('the top bar says the service is not answering within one failed request, and recovers at the next answer', async ({
  devApp,
  addKeyByIpc,
}) => {
  const { app, keys, service, preview, restartService } = await devApp()
  await addKeyByIpc(preview, keys.full, service.baseUrl, 'Full')
  expect((await preview.ipc('stats:get', { requestId: 'up-1' })).ok).toBe(true)
  await expect(app.rateIndicator).toHaveAccessibleName(/requests left/)
  // The key beside it: a tick while the service answers, none while it does not (the key is not at fault). Never
  // checked, it says what is known: the service accepted it, never "Working".
  const inUse = app.page.getByRole('banner').getByRole('link', { name: /^Key in use:/ })
  const accepted = /, Accepted by the service; not checked yet\. Open Keys\.$/
  await expect(inUse).toHaveAccessibleName(accepted)
  await restartService(async () => {
    expect((await preview.ipc('stats:get', { requestId: 'down-1' })).ok).toBe(false)
    await expect(app.rateIndicator).toHaveAccessibleName(/^Rate limit: Service not answering\./)
    await expect(inUse).toHaveAccessibleName(
      /, Worked when last answered; the service is not answering now\./,
    )
    await expect(inUse).not.toContainText('✓')
    await app.go('Keys')
    const row = app.page.getByRole('listitem', { name: 'Key Full', exact: true })
    await expect(row).toContainText('Worked when last answered; the service is not answering now')
    await expect(row.getByText('Working', { exact: true })).toHaveCount(0)
  })
  expect((await preview.ipc('stats:get', { requestId: 'up-2' })).ok).toBe(true)
  await expect(app.rateIndicator).toHaveAccessibleName(/requests left/)
  await expect(inUse).toHaveAccessibleName(accepted)
})

test('while the service is not answering, the catalogue line promises no time: it says so, with what it holds', async ({
  devApp,
  addKeyByIpc,
}) => {
  // 40 requests a minute: the walk's share (25 %) runs out within the first seconds, so it waits with a time said.
  const { app, keys, service, preview, restartService } = await devApp({ bridges: 20_000, rateLimit: 40 })
  await addKeyByIpc(preview, keys.full, service.baseUrl, 'Full')
  await app.go('Bridges')
  const line = new CataloguePage(app.page).statusLine
  await expect(line).toContainText(/of about 20,000 bridges, complete in/)
  await restartService(async () => {
    expect((await preview.ipc('stats:get', { requestId: 'down-1' })).ok).toBe(false)
    await expect(line).toHaveText(
      /^Catalogue: [\d,]+ of about 20,000 bridges so far\. Waiting for the service, which is not answering\.$/,
    )
    await expect(line).not.toContainText('complete in')
  })
})

test('a key the keychain no longer gives is said as the keychain’s doing, never as a refusal, on Bridges and Lookup', async ({
  startService,
  startPreview,
  addKeyByIpc,
  openApp,
  secretEnv,
}) => {
  const service = await startService()
  const first = await startPreview({ serviceUrl: service.baseUrl })
  const id = await addKeyByIpc(first, service.demoKeys!.full, service.baseUrl, 'Gone')
  await first.stop()
  // Behind the app's back, between two starts: the key's secret is removed from the keychain (a real keychain,
  // through keytar in a process of its own on the same Secret Service).
  const keychainService = previewKeychainService(first.userDataDir, {})
  const removed = execFileSync(
    process.execPath,
    [
      '-e',
      'require("keytar").deletePassword(process.argv[1], process.argv[2]).then((r) => process.stdout.write(String(r)))',
      keychainService,
      id,
    ],
    { env: { ...process.env, ...secretEnv }, encoding: 'utf8' },
  )
  expect(removed.trim()).toBe('true')

  const app = await openApp(
    await startPreview({ serviceUrl: service.baseUrl, userDataDir: first.userDataDir }),
  )
  await app.go('Bridges')
  const words = /The key is not in the system keychain.*Add the key again in Keys/s
  await expect(app.main).toContainText(words)
  await expect(app.main).not.toContainText(/refused|\(401\)|Not recognised/)

  await app.go('Lookup')
  const lookup = app.lookup()
  await lookup.lookUp(service.data.published()[0]!.slug)
  await expect(lookup.problem).toContainText(words)
  await expect(lookup.problem).not.toContainText(/refused|401|No user and no bridge/)

  // The key's own check sends nothing, and says why in the same terms (it said "No key was sent: add a key").
  await app.go('Keys')
  const keys = app.keys()
  await keys.checkNow('Gone')
  await expect(keys.keyRow('Gone')).toContainText(
    'The system keychain answered that it does not hold this key, so nothing was sent. Add the key again in Keys.',
  )
  // The row's state names the keychain's answer and its fix; never "unlock", which would not bring the key back.
  await expect(keys.keyRow('Gone')).toContainText('Not found in the keychain: add the key again')
  await expect(keys.keyRow('Gone')).not.toContainText(/unlock/i)
  await expect(keys.keyRow('Gone')).toContainText(
    'Details for developers: /me was not asked (secret_missing)',
  )
  await expect(keys.keyRow('Gone')).not.toContainText(/No key was sent|answered nothing/)
})

test('a locked keychain is said as locked, with "unlock it", before any check: on Keys, in the top bar, the key’s check and the scope matrix', async ({
  startService,
  startPreview,
  addKeyByIpc,
  openApp,
}) => {
  // A keyring of its own: locking the worker's shared one would lock every later test out of it.
  const keyring = await startPrivateSecretService()
  try {
    const service = await startService()
    const first = await startPreview({ serviceUrl: service.baseUrl, env: keyring.env })
    await addKeyByIpc(first, service.demoKeys!.full, service.baseUrl, 'Locked')
    // Answered with it: the key worked when last used, and the app kept its budget ("requests left").
    expect((await first.ipc('stats:get', { requestId: 'before-lock' })).ok).toBe(true)
    await first.stop()
    await lockKeyring(keyring.env)
    const preview = await startPreview({
      serviceUrl: service.baseUrl,
      userDataDir: first.userDataDir,
      env: keyring.env,
    })
    const app = await openApp(preview)
    // Before any check: the top bar and the Keys row say the keychain is locked, never a tick for the last use.
    const inUse = app.page.getByRole('banner').getByRole('link', { name: /^Key in use:/ })
    const lockedName = /, The keychain is locked: unlock it\. Open Keys\.$/
    await expect(inUse).toHaveAccessibleName(lockedName)
    await expect(inUse).not.toContainText('✓')
    await app.go('Keys')
    const keys = app.keys()
    const row = keys.keyRow('Locked')
    await expect(row).toContainText('The keychain is locked: unlock it')
    await expect(row).not.toContainText(/Working|Accepted by the service/)
    await keys.checkNow('Locked')
    await expect(row).toContainText('The keychain is locked: unlock it')
    await expect(row).toContainText(
      'The key could not be read: the system keychain is locked, so nothing was sent. Unlock the keychain, then check again.',
    )
    // The check sent nothing, so it shows no budget of its own (the one kept from the last run is not fresh).
    await expect(row).toContainText('Not known: this check sent nothing')
    await expect(row).not.toContainText(/requests left/)
    await expect(row).not.toContainText(/Not found in the keychain|add the key again/)
    await expect(inUse).toHaveAccessibleName(lockedName)
    // The user's own requests say the same, never that the key is gone.
    await app.go('Bridges')
    await expect(app.main).toContainText('The system keychain is locked')
    await expect(app.main).not.toContainText(/refused|\(401\)|add the key again/)
    // The scope matrix names the key's state in the same words (it said "Not found in the keychain").
    await app.gotoHash('#/usage')
    const usage = new UsagePage(app.page)
    const column = usage.matrix.getByRole('columnheader', { name: /^Locked/ })
    await expect(column).toContainText('The keychain is locked: unlock it')
    await expect(column).not.toContainText(/Not found in the keychain|Working/)
    // The check asked nothing, so it tested no scope: its cell says it could not tell.
    await expect(await usage.cell('/me', 'Locked')).toContainText('Unknown')
    await expect(await usage.cell('/me', 'Locked')).toContainText('key check could not tell')
  } finally {
    await keyring.stop()
  }
})

test('Send again of a 403 goes with the key that sent it, and shows the new answer beside the old one', async ({
  devApp,
  addKeyByIpc,
}) => {
  const { app, keys, service, preview } = await devApp()
  const pub = await addKeyByIpc(preview, keys.publicOnly, service.baseUrl, 'Public')
  const full = await addKeyByIpc(preview, keys.full, service.baseUrl, 'Full')
  expect((await preview.ipc('keys:set-active', { id: pub })).ok).toBe(true)
  expect((await preview.ipc('me:get', { requestId: 'me-403' })).ok).toBe(false)
  expect((await preview.ipc('keys:set-active', { id: full })).ok).toBe(true)

  await app.go('Developer')
  const inspector = new RequestInspectorPage(app.page)
  await inspector.search.fill('/me')
  await inspector.inspect('403')
  await inspector.exchange.getByRole('button', { name: 'Send again' }).click()
  await expect(
    app.main
      .getByRole('status')
      .filter({ hasText: 'Sent again: 403. With “Public”, the key of this request.' }),
  ).toBeVisible()
  const fresh = app.main.getByRole('region', { name: /^New answer: 403 with “Public”/ })
  await expect(fresh).toContainText('insufficient_scope')
})

test('at 320 px the keychain fix’s long command scrolls inside its panel, never widening the page', async ({
  startService,
  startPreview,
  openApp,
  registerSecret,
  page,
}) => {
  const service = await startService()
  registerSecret(service.demoKeys!.full)
  // No session bus and no desktop: the doctor's fix is the long dbus-run-session command.
  const preview = await startPreview({
    serviceUrl: service.baseUrl,
    env: { DBUS_SESSION_BUS_ADDRESS: 'unix:path=/nonexistent-bus', DISPLAY: '', WAYLAND_DISPLAY: '' },
  })
  await page.setViewportSize({ width: 320, height: 640 })
  const app = await openApp(preview)
  await app.go('Keys')
  const command = app.main
    .getByRole('listitem')
    .filter({ hasText: /^Start a session bus/ })
    .locator('pre')
  await expect(command).toContainText('dbus-run-session')
  const width = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }))
  expect(width.scroll).toBeLessThanOrEqual(width.client)
  const box = (await command.boundingBox())!
  expect(box.x + box.width).toBeLessThanOrEqual(320)
})

test('at 320 px every Inspect button of the request log is in view, not scrolled out of the table', async ({
  devApp,
  addKeyByIpc,
  page,
}) => {
  const { app, keys, service, preview } = await devApp()
  await addKeyByIpc(preview, keys.full, service.baseUrl, 'Full')
  expect((await preview.ipc('stats:get', { requestId: 'narrow-1' })).ok).toBe(true)
  await page.setViewportSize({ width: 320, height: 640 })
  await app.go('Developer')
  const log = app.main.getByRole('region', { name: 'Request log, scrollable' })
  const inspect = log.getByRole('button', { name: /^Inspect: / })
  await expect(inspect.first()).toBeVisible()
  const frame = (await log.boundingBox())!
  for (const button of await inspect.all()) {
    const b = (await button.boundingBox())!
    expect(b.x + b.width, 'Inspect inside the log').toBeLessThanOrEqual(frame.x + frame.width)
  }
})
