// A key whose keychain is locked is said as such from the first look at the key list, before any check: it worked
// when last used, but a locked keyring gives no key (docs/security.md, the keychain and what breaks on Linux), so
// "Working" would not be true. Its check then sends nothing, and shows no "requests left" of its own: the figure the
// scheduler kept from the last run was not this check's. Real parts: a private gnome-keyring on its own session bus,
// locked through the Secret Service's own Lock method; the reference service over HTTP; the core and its files.
import assert from 'node:assert/strict'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { after, before, test } from 'node:test'
import { createExplorerCore, type ExplorerCore } from '../../../electron/core/app/index.ts'
import { startReferenceService, type ReferenceService } from '../../../electron/service/index.ts'
import { checkRateWords, presentKey } from '../../../renderer/src/entities/key/key-state.ts'
import { ok } from '../../support/recorder.ts'
import {
  lockKeyring,
  startPrivateSecretService,
  type PrivateSecretService,
} from '../../support/secret-service.ts'
import { demoCoreOptions } from '../../support/session-harness.ts'
import { english } from '../../support/words-in.ts'

// One window of an hour: the budget the first core learns is still the window's when the second core starts.
const WINDOW_MS = 3_600_000

let keyring: PrivateSecretService
let svc: ReferenceService
let dir: string
const busBefore = process.env.DBUS_SESSION_BUS_ADDRESS

before(async () => {
  keyring = await startPrivateSecretService()
  // Before anything loads keytar: libsecret keeps the first session bus it connects to.
  process.env.DBUS_SESSION_BUS_ADDRESS = keyring.env.DBUS_SESSION_BUS_ADDRESS
  svc = await startReferenceService({ port: 0, bridges: 30, rateLimit: 1000, windowMs: WINDOW_MS })
  dir = await mkdtemp(join(tmpdir(), 'bx-keychain-locked-'))
})

after(async () => {
  await svc.stop()
  await rm(dir, { recursive: true, force: true })
  await keyring.stop()
  if (busBefore === undefined) delete process.env.DBUS_SESSION_BUS_ADDRESS
  else process.env.DBUS_SESSION_BUS_ADDRESS = busBefore
})

test('a locked keychain is said in the key list before any check, and the check shows no "requests left" it did not get', async () => {
  // The service's windows are aligned to the epoch: not the last seconds of one, so the kept budget is believed.
  const left = WINDOW_MS - (Date.now() % WINDOW_MS)
  if (left < 30_000) await sleep(left + 50)
  const options = { ...demoCoreOptions(svc, dir), demo: null }
  const listed = async (core: ExplorerCore) => ok(await core.handlers['keys:list'](undefined))[0]!

  // First run: a key saved without a check, which the service then answers (it is shown as accepted).
  const first = await createExplorerCore(options)
  try {
    ok(await first.handlers['keys:add']({ key: svc.demoKeys!.full, label: 'k', serviceUrl: svc.baseUrl }))
    ok(await first.handlers['bridges:list']({ requestId: 'first-1', limit: 5 }))
    const end = Date.now() + 10_000
    while ((await listed(first)).state !== 'active' && Date.now() < end) await sleep(20)
    const known = await listed(first)
    assert.deepEqual([known.state, known.lastCheck, known.keychainLocked], ['active', null, undefined])
    assert.equal(
      english(presentKey(known).said),
      'Accepted by the service; not checked yet',
      'never "Working" unchecked',
    )
    assert.notEqual(ok(await first.handlers['scheduler:get-state'](undefined))?.remaining ?? null, null)
  } finally {
    await first.close()
  }

  // Locked while the app was closed, as a screen lock or a timeout does.
  await lockKeyring(keyring.env)
  const second = await createExplorerCore(options)
  try {
    const key = await listed(second)
    assert.equal(key.keychainLocked, true, 'the list says the keychain is locked')
    assert.equal(
      english(presentKey(key).said),
      'The keychain is locked: unlock it',
      'at once, before any check',
    )

    const check = ok(await second.handlers['keys:check']({ id: key.id }))
    assert.deepEqual(
      [check.state, check.problem?.code, check.problem?.status],
      ['missing', 'keychain_locked', null],
    )
    assert.equal(check.rateLimit, null, 'the check got no figure: nothing was sent')
    assert.equal(checkRateWords(check, english), 'Not known: this check sent nothing')
  } finally {
    await second.close()
  }
})
