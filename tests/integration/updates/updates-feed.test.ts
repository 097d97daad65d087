// Updates that ask, end to end in the main process: electron/updates/updates.main.ts (and update-check.ts) runs against the recording
// stand-in of `electron` (tests/support/electron-stand-in: the Electron binary cannot run here), and everything
// behind it is real: electron-updater, a generic feed served over loopback HTTPS with a certificate from a private
// CA made by this test (openssl), the download and its sha512 check. Installing is followed up to the recorded
// quitAndInstall: running it would replace $APPIMAGE and quit the test.
import assert from 'node:assert/strict'
import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { registerHooks } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { after, before, beforeEach, describe, test } from 'node:test'
import { AppImageUpdater } from 'electron-updater'
import { writeUpdateSetting } from '../../../electron/core/updates/update-setting.ts'
import type { UpdateOptions } from '../../../electron/updates/update-check.ts'
import { updateSigningMessage } from '../../../electron/updates/update-signature.ts'
import type { UpdateCheckResult } from '../../../shared/ipc/updates.ts'
import { registerRun } from '../../support/electron-stand-in/registry.ts'
import { english, wordsIn } from '../../support/words-in.ts'
import type { Translate } from '../../../shared/i18n/translate.ts'
import { createElectronStandIn, type ElectronStandIn } from '../../support/electron-stand-in/stand-in.ts'
import { makePrivateCa, release, serveFeed, type Feed, type PrivateCa } from '../../support/update-feed.ts'

const UPDATES_DIR = pathToFileURL(join(import.meta.dirname, '../../../electron/updates/')).href
const STAND_IN = pathToFileURL(
  join(import.meta.dirname, '../../support/electron-stand-in/electron-module.ts'),
).href
const dirs: string[] = []
const tempDir = async (prefix: string): Promise<string> => {
  const dir = await mkdtemp(join(tmpdir(), prefix))
  dirs.push(dir)
  return dir
}

let standIn: ElectronStandIn
let run = ''
// The files of electron/updates/ get the stand-in registered for this test as `electron`.
registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier === 'electron' && context.parentURL?.startsWith(UPDATES_DIR) === true) {
      return { url: `${STAND_IN}?run=${run}`, shortCircuit: true }
    }
    return nextResolve(specifier, context)
  },
})

describe('updates that ask, against a loopback HTTPS feed', () => {
  let ca: PrivateCa
  let feed: Feed
  let check: (options: UpdateOptions, words?: Translate) => Promise<UpdateCheckResult>
  let userDataDir: string
  let resourcesDir: string
  let cacheDir: string
  let options: UpdateOptions
  const savedAppImage = process.env['APPIMAGE']

  before(async () => {
    ca = await makePrivateCa()
    feed = await serveFeed(ca)
    standIn = createElectronStandIn({
      userDataDir: await tempDir('bx-updates-user-'),
      downloadsDir: await tempDir('bx-updates-downloads-'),
      singleInstanceLock: true,
      isPackaged: true,
    })
    run = registerRun(standIn.module)
    const { checkForUpdatesAtStart } = await import('../../../electron/updates/updates.main.ts')
    check = (o, words = english) =>
      checkForUpdatesAtStart(
        o,
        () => null,
        () => words,
      )
    // An installed AppImage, as the AppImage runtime announces it.
    const installed = join(await tempDir('bx-updates-installed-'), 'Bridge_Explorer.AppImage')
    await writeFile(installed, '#!/bin/sh\necho old\n')
    process.env['APPIMAGE'] = installed
  })

  after(async () => {
    if (savedAppImage === undefined) delete process.env['APPIMAGE']
    else process.env['APPIMAGE'] = savedAppImage
    await feed.close()
    for (const dir of dirs) await rm(dir, { recursive: true, force: true })
  })

  beforeEach(async () => {
    userDataDir = await tempDir('bx-updates-data-')
    resourcesDir = await tempDir('bx-updates-resources-')
    cacheDir = await tempDir('bx-updates-cache-')
    // What electron-builder writes into resources/ from `publish: { provider: generic, url }`.
    await writeFile(join(resourcesDir, 'app-update.yml'), `provider: generic\nurl: ${feed.url}\n`)
    options = {
      userDataDir,
      resourcesDir,
      cacheDir,
      policyPath: join(resourcesDir, 'no-policy.json'),
      extraCa: [ca.caCert],
    }
    feed.files.clear()
    feed.requests.length = 0
    standIn.messageBoxes.length = 0
    standIn.messageBoxAnswers.length = 0
  })

  const downloads = async (): Promise<string[]> => {
    const found: string[] = []
    const walk = async (dir: string): Promise<void> => {
      for (const entry of await readdir(dir, { withFileTypes: true })) {
        if (entry.isDirectory()) await walk(join(dir, entry.name))
        else if (entry.name.endsWith('.AppImage')) found.push(join(dir, entry.name))
      }
    }
    await walk(cacheDir)
    return found
  }

  test('no update: the feed offers the running version, nothing is asked or downloaded', async () => {
    for (const [path, body] of release('0.0.0-stand-in')) feed.files.set(path, body)
    const result = await check(options)
    assert.equal(result.outcome, 'none', result.message)
    assert.deepEqual(standIn.messageBoxes, [])
    assert.deepEqual(feed.requests, ['/linux/latest-linux.yml'])
  })

  test('update declined: it says what is new and downloads nothing after "Not now"', async () => {
    for (const [path, body] of release('0.2.0', {
      notes: '<ul><li>Faster table</li><li>Proxy support</li></ul>',
    })) {
      feed.files.set(path, body)
    }
    standIn.messageBoxAnswers.push(1)
    const result = await check(options)
    assert.equal(result.outcome, 'declined')
    assert.equal(result.version, '0.2.0')
    const [box] = standIn.messageBoxes
    assert.match(box?.message ?? '', /Bridge Explorer 0\.2\.0 is available\. You have 0\.0\.0-stand-in\./)
    assert.match(box?.detail ?? '', /• Faster table\n• Proxy support/)
    assert.deepEqual(box?.buttons, ['Download', 'Not now'])
    assert.deepEqual(feed.requests, ['/linux/latest-linux.yml'], 'the AppImage was never fetched')
    assert.deepEqual(await downloads(), [])
  })

  // The boxes were English whatever the language (docs/i18n.md): main words them with its words of the moment.
  test('the question is asked in the language in force, and its outcome said by code for Settings', async () => {
    for (const [path, body] of release('0.2.0')) feed.files.set(path, body)
    standIn.messageBoxAnswers.push(1)
    const result = await check(options, wordsIn('de', 'de-DE'))
    const [box] = standIn.messageBoxes
    assert.equal(box?.title, 'Update verfügbar')
    assert.equal(box?.message, 'Bridge Explorer 0.2.0 ist verfügbar. Sie haben 0.0.0-stand-in.')
    assert.equal(
      box?.detail,
      'Was ist neu:\nWhat is new\n\nJetzt herunterladen? Installiert wird erst, wenn Sie es sagen.',
      'the notes stay as the publisher wrote them',
    )
    assert.deepEqual(box?.buttons, ['Herunterladen', 'Nicht jetzt'])
    assert.deepEqual(result.said, { id: 'updates.declined', values: { version: '0.2.0' } })
    assert.equal(result.message, 'Version 0.2.0 was not downloaded.')
  })

  test('update accepted: downloaded, checked, asked again, then quitAndInstall (recorded, not run)', async (t) => {
    const body = Buffer.from('#!/bin/sh\necho Bridge Explorer 0.2.0\n')
    for (const [path, content] of release('0.2.0', { body })) feed.files.set(path, content)
    const installs = t.mock.method(AppImageUpdater.prototype, 'quitAndInstall', () => undefined)
    standIn.messageBoxAnswers.push(0, 0)
    const result = await check(options)
    assert.equal(result.outcome, 'installing', result.message)
    assert.deepEqual(
      standIn.messageBoxes.map((b) => b.title),
      ['Update available', 'Update ready'],
      'asked before downloading and before installing',
    )
    assert.equal(installs.mock.callCount(), 1)
    assert.deepEqual(installs.mock.calls[0]?.arguments, [false, true])
    const [file] = await downloads()
    assert.ok(file, 'the AppImage is in the cache')
    assert.deepEqual(await readFile(file), body)
    assert.equal(standIn.app.quitCalls, 0, 'the app quits only through quitAndInstall')
  })

  test('"Later" at the second question leaves the download uninstalled', async (t) => {
    for (const [path, body] of release('0.2.0')) feed.files.set(path, body)
    const installs = t.mock.method(AppImageUpdater.prototype, 'quitAndInstall', () => undefined)
    standIn.messageBoxAnswers.push(0, 1)
    const result = await check(options)
    assert.equal(result.outcome, 'downloaded')
    assert.equal(installs.mock.callCount(), 0)
  })

  test('a download whose sha512 does not match the feed is thrown away, never installed', async (t) => {
    const wrong = Buffer.alloc(64, 7).toString('base64')
    for (const [path, body] of release('0.2.0', { sha512: wrong })) feed.files.set(path, body)
    const installs = t.mock.method(AppImageUpdater.prototype, 'quitAndInstall', () => undefined)
    standIn.messageBoxAnswers.push(0, 0)
    const result = await check(options)
    assert.equal(result.outcome, 'failed')
    assert.match(result.message, /does not match the checksum/)
    assert.equal(installs.mock.callCount(), 0)
    assert.equal(standIn.messageBoxes.length, 1, 'never asked to install')
  })

  test('with a pinned release key: a release it signed is offered, an unsigned or re-signed one is refused', async () => {
    const release_ = generateKeyPairSync('ed25519')
    const forger = generateKeyPairSync('ed25519')
    const pinned = [release_.publicKey.export({ type: 'spki', format: 'pem' }).toString()]
    const signer = (key: KeyObject) => (r: { version: string; files: { url: string; sha512: string }[] }) =>
      sign(null, Buffer.from(updateSigningMessage(r)), key).toString('base64')
    for (const [path, body] of release('0.2.0', { sign: signer(release_.privateKey) }))
      feed.files.set(path, body)
    standIn.messageBoxAnswers.push(1)
    assert.equal((await check({ ...options, signingKeys: pinned })).outcome, 'declined', 'signed: offered')
    for (const signing of [undefined, signer(forger.privateKey)]) {
      for (const [path, body] of release('0.2.0', signing ? { sign: signing } : {}))
        feed.files.set(path, body)
      const result = await check({ ...options, signingKeys: pinned })
      assert.equal(result.outcome, 'failed')
      assert.match(result.message, /not signed with the Bridge Explorer release key/)
    }
    assert.equal(standIn.messageBoxes.length, 1, 'only the signed release was offered')
    assert.ok(!feed.requests.some((p) => p.endsWith('.AppImage')), 'nothing was downloaded')
  })

  test('feed down: said in words, nothing asked', async () => {
    const down = await serveFeed(ca)
    const url = down.url
    await down.close()
    await writeFile(join(resourcesDir, 'app-update.yml'), `provider: generic\nurl: ${url}\n`)
    const result = await check(options)
    assert.equal(result.outcome, 'failed')
    assert.match(result.message, /cannot be reached/)
    assert.deepEqual(standIn.messageBoxes, [])
  })

  test('a feed answering garbage: said in words, nothing downloaded', async () => {
    feed.files.set('/linux/latest-linux.yml', '<html><body>Gateway error</body></html>')
    const result = await check(options)
    assert.equal(result.outcome, 'failed')
    assert.match(result.message, /not a description of a release/)
    assert.deepEqual(standIn.messageBoxes, [])
  })

  test('a feed whose certificate this computer does not trust is refused, never accepted silently', async () => {
    for (const [path, body] of release('0.2.0')) feed.files.set(path, body)
    const result = await check({ ...options, extraCa: [] })
    assert.equal(result.outcome, 'failed')
    assert.match(result.message, /not trusted by this computer/)
    assert.deepEqual(feed.requests, [], 'no request got through the TLS handshake')
  })

  test('a feed over plain http is never used', async () => {
    await writeFile(
      join(resourcesDir, 'app-update.yml'),
      'provider: generic\nurl: http://127.0.0.1:9/linux\n',
    )
    const result = await check(options)
    assert.equal(result.outcome, 'off')
    assert.match(result.message, /not an https:\/\/ address/)
  })

  test('turned off in Settings: no request at all', async () => {
    for (const [path, body] of release('0.2.0')) feed.files.set(path, body)
    await writeUpdateSetting(userDataDir, false)
    const result = await check(options)
    assert.equal(result.outcome, 'off')
    assert.match(result.message, /turned off in Settings/)
    assert.deepEqual(feed.requests, [])
  })

  test("turned off by the machine's policy file: no request, and the file is named", async () => {
    for (const [path, body] of release('0.2.0')) feed.files.set(path, body)
    const policyPath = join(resourcesDir, 'policy.json')
    await writeFile(policyPath, '{"updates": false}\n')
    const result = await check({ ...options, policyPath })
    assert.equal(result.outcome, 'off')
    assert.ok(result.message.includes(policyPath), result.message)
    assert.deepEqual(feed.requests, [])
  })

  test('a deb installed by the system is never updated by the app: it says how to update instead', async (t) => {
    for (const [path, body] of release('0.2.0')) feed.files.set(path, body)
    await writeFile(join(resourcesDir, 'package-type'), 'deb\n')
    const installs = t.mock.method(AppImageUpdater.prototype, 'quitAndInstall', () => undefined)
    const result = await check(options)
    assert.equal(result.outcome, 'available-elsewhere')
    const [box] = standIn.messageBoxes
    assert.deepEqual(box?.buttons, ['OK'])
    assert.match(box?.detail ?? '', /sudo apt install --only-upgrade bridge-explorer/)
    assert.deepEqual(feed.requests, ['/linux/latest-linux.yml'], 'the update itself was never fetched')
    assert.equal(installs.mock.callCount(), 0)
    assert.equal(existsSync(join(cacheDir, 'bridge-explorer-updater')), false)
  })
})
