// A key the keychain would not give is said by what the keychain did: it is locked (unlock it), it did not answer,
// or it answered that it has no such key (add the key again). Only the last is "not found": libsecret reads a
// locked entry as "no such entry", so the store asks the keyring's lock first (docs/security.md, the keychain and
// what breaks on Linux). The Keys list, the top bar (presentKey), the key's check and the user's own requests all
// say the same. Real parts: a private gnome-keyring on its own session bus, locked through the Secret Service's own
// Lock method and stopped as a daemon that is gone; the reference service over HTTP; the core and its files.
import assert from 'node:assert/strict'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, test } from 'node:test'
import { createExplorerCore, type ExplorerCore } from '../../../electron/core/app/index.ts'
import { startReferenceService, type ReferenceService } from '../../../electron/service/index.ts'
import { presentKey } from '../../../renderer/src/entities/key/key-state.ts'
import { explainError } from '../../../renderer/src/lib/error-text.ts'
import { err, ok } from '../../support/recorder.ts'
import {
  lockKeyring,
  startPrivateSecretService,
  type PrivateSecretService,
} from '../../support/secret-service.ts'
import { demoCoreOptions } from '../../support/session-harness.ts'
import { englishWords } from '../../../electron/i18n/main-words.ts'
import { english } from '../../support/words-in.ts'

let keyring: PrivateSecretService
let svc: ReferenceService
let dir: string
const busBefore = process.env.DBUS_SESSION_BUS_ADDRESS

before(async () => {
  keyring = await startPrivateSecretService()
  // Before anything loads keytar: libsecret keeps the first session bus it connects to.
  process.env.DBUS_SESSION_BUS_ADDRESS = keyring.env.DBUS_SESSION_BUS_ADDRESS
  svc = await startReferenceService({ port: 0, bridges: 30, rateLimit: 1_000_000 })
  dir = await mkdtemp(join(tmpdir(), 'bx-keychain-causes-'))
})

after(async () => {
  await svc.stop()
  await rm(dir, { recursive: true, force: true })
  await keyring.stop()
  if (busBefore === undefined) delete process.env.DBUS_SESSION_BUS_ADDRESS
  else process.env.DBUS_SESSION_BUS_ADDRESS = busBefore
})

test('a locked keychain, one that does not answer, and one without the key are each said as what they are', async () => {
  const options = { ...demoCoreOptions(svc, dir), demo: null }
  // The core reads the key from the keychain when it starts using it: each case begins with a new start.
  const withCore = async (run: (core: ExplorerCore) => Promise<void>): Promise<void> => {
    const core = await createExplorerCore(options)
    try {
      await run(core)
    } finally {
      await core.close()
    }
  }
  const listed = async (core: ExplorerCore) => ok(await core.handlers['keys:list'](undefined))[0]!
  let id = ''
  await withCore(async (core) => {
    id = ok(await core.handlers['keys:add']({ key: svc.demoKeys!.full, label: 'k', serviceUrl: svc.baseUrl }))
      .key.id
  })

  // Deleted behind the app's back: the keychain answers, without the key.
  const { default: keytar } = await import('keytar')
  assert.equal(await keytar.deletePassword(options.keychainService!, id), true)
  await withCore(async (core) => {
    const gone = ok(await core.handlers['keys:check']({ id }))
    assert.deepEqual(
      [gone.state, gone.problem?.kind, gone.problem?.code],
      ['missing', 'key_unreadable', 'secret_missing'],
    )
    assert.match(gone.summary, /does not hold this key, so nothing was sent\. Add the key again/)
    assert.equal(english(presentKey(await listed(core)).said), 'Not found in the keychain: add the key again')
    const restored = ok(await core.handlers['keys:restore-secret']({ id, key: svc.demoKeys!.full }))
    // Put back, it is no longer "not found"; the service's word on it comes with its next answer.
    assert.equal(restored.state, 'unknown')
  })

  // Locked: the key is still in it, and the fix is to unlock it, never to add the key again.
  await lockKeyring(keyring.env)
  await withCore(async (core) => {
    const locked = ok(await core.handlers['keys:check']({ id }))
    assert.deepEqual([locked.state, locked.problem?.code], ['missing', 'keychain_locked'])
    assert.match(locked.summary, /the system keychain is locked, so nothing was sent\. Unlock the keychain/)
    assert.equal(english(presentKey(await listed(core)).said), 'The keychain is locked: unlock it')
    // Nor is it kept as gone: what reads the saved state (the catalogue, the scope matrix) would call it refused.
    assert.notEqual((await listed(core)).state, 'missing')
    const request = err(await core.handlers['bridges:list']({ requestId: 'locked-1', limit: 5 }))
    assert.deepEqual(
      [request.kind, request.code, request.status],
      ['key_unreadable', 'keychain_locked', null],
    )
    const said = explainError(request, englishWords)
    assert.equal(said.title, 'The system keychain is locked')
    assert.doesNotMatch(`${said.explanation} ${said.nextStep}`, /add the key again|deleted|not running/i)
    // The Keys page's look at the keychain asks too: "locked" (libsecret's listing of a locked entry would crash
    // the process).
    const doctor = ok(await core.handlers['keys:doctor'](undefined))
    assert.equal(doctor.problem, 'locked')
  })

  // The daemon gone: nothing answers, which is neither a lock nor a lost key.
  await keyring.stopKeyring()
  await withCore(async (core) => {
    const silent = ok(await core.handlers['keys:check']({ id }))
    assert.deepEqual([silent.state, silent.problem?.code], ['missing', 'keychain_unavailable'])
    assert.match(silent.summary, /the system keychain did not answer, so nothing was sent/)
    assert.equal(english(presentKey(await listed(core)).said), 'The keychain did not answer')
    assert.notEqual((await listed(core)).state, 'missing')
  })

  // Back and unlocked: the first answer to a request with the key proves the keychain gave it, so the list no
  // longer tells the user to unlock anything.
  await keyring.startKeyring()
  await withCore(async (core) => {
    ok(await core.handlers['bridges:list']({ requestId: 'back-1', limit: 5 }))
    const end = Date.now() + 10_000
    while ((await listed(core)).state !== 'active' && Date.now() < end)
      await new Promise((r) => setTimeout(r, 20))
    assert.equal((await listed(core)).state, 'active')
    await core.handlers['keys:remove']({ id })
  })
})
