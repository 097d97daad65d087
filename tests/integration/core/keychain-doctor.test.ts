// The keychain doctor (docs/security.md, the keychain and what breaks on Linux) on the real keychain: what the doctor
// reports for a working Secret Service and for a session bus without one, entries out of sync found and repaired, and
// session-only keys that never touch the keychain nor the key list file and are gone with the process.
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { once } from 'node:events'
import { readFile, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, test } from 'node:test'
import keytar from 'keytar'
import { diagnoseKeychain } from '../../../electron/core/keys/doctor.ts'
import { KeyVaultError, openKeyVault } from '../../../electron/core/key-vault/index.ts'
import { lockKeyring, startBareSessionBus, startPrivateSecretService } from '../../support/secret-service.ts'
import { randomApiKey, throwawayKeychain } from '../../support/throwaway-keychain.ts'

const keychain = throwawayKeychain()
const URL_A = 'http://127.0.0.1:4010/v1/api'

async function open(dir: string) {
  return (await openKeyVault({ userDataDir: dir, keychainService: keychain.service })).vault
}

describe('keychain doctor on a working Secret Service', () => {
  test('says where keys are stored and that it works, and finds both kinds of out-of-sync entries', async () => {
    const dir = await keychain.tempDir('bx-doctor-')
    const vault = await open(dir)
    try {
      const kept = randomApiKey()
      const lost = randomApiKey()
      const stray = randomApiKey()
      await vault.add({ key: kept, serviceUrl: URL_A, label: 'Kept' })
      const { key: lostInfo } = await vault.add({ key: lost, serviceUrl: URL_A, label: 'Lost' })
      // Behind the vault's back: one secret deleted, one entry the list does not hold.
      await keytar.deletePassword(keychain.service, lostInfo.id)
      await keytar.setPassword(keychain.service, `key_${randomUUID()}`, stray)

      const report = await diagnoseKeychain({ rescan: () => vault.rescan() })
      assert.equal(report.status, 'ok')
      assert.equal(report.problem, null)
      assert.equal(report.backend, 'secret-service')
      assert.equal(report.provider, 'gnome-keyring')
      assert.match(
        report.summary,
        /^Keys are stored in the Secret Service \(gnome-keyring\)\. It is unlocked/,
      )
      assert.deepEqual(report.fix, [])
      assert.deepEqual(report.missing, [lostInfo.id])
      assert.deepEqual(
        report.orphans.map((o) => `${o.prefix}…${o.last4}`),
        [`bxk_…${stray.slice(-4)}`],
      )
      assert.ok(!JSON.stringify(report).includes(stray.slice(4, 12)), 'only hints cross')

      // Repair: only the same key is taken back; then the list and the keychain agree again.
      await assert.rejects(vault.restoreSecret(lostInfo.id, kept), (e: unknown) => {
        return e instanceof KeyVaultError && e.code === 'invalid_input' && /ends in …/.test(e.message)
      })
      await vault.restoreSecret(lostInfo.id, lost)
      assert.equal(await vault.readSecret(lostInfo.id), lost)
      await vault.removeOrphan(report.orphans[0]!.id)
      const after = await diagnoseKeychain({ rescan: () => vault.rescan() })
      assert.deepEqual([after.missing, after.orphans], [[], []])
    } finally {
      await vault.close()
    }
  })
})

describe('session-only keys', () => {
  test('are listed and used but never reach the keychain or the file, and are gone after a restart', async () => {
    const dir = await keychain.tempDir('bx-session-')
    const saved = randomApiKey()
    const session = randomApiKey()
    let vault = await open(dir)
    const { key: savedInfo } = await vault.add({ key: saved, serviceUrl: URL_A, label: 'Saved' })
    const before = await keychain.accounts()
    const fileBefore = await readFile(vault.metadataPath, 'utf8')

    const { key: info } = await vault.add({
      key: session,
      serviceUrl: URL_A,
      label: 'Here only',
      sessionOnly: true,
    })
    assert.equal(info.sessionOnly, true)
    assert.equal(info.active, true, 'the session-only key is the one in use')
    assert.equal(vault.getActive(URL_A)?.id, info.id)
    assert.equal(await vault.readSecret(info.id), session)
    await vault.markState(info.id, 'active')
    await vault.recordCheck(info.id, { ok: true }, ['read:public'])
    assert.deepEqual(await keychain.accounts(), before, 'nothing new in the keychain')
    assert.equal(await readFile(vault.metadataPath, 'utf8'), fileBefore, 'the key list file is untouched')
    await assert.rejects(
      vault.add({ key: session, serviceUrl: URL_A, sessionOnly: true }),
      (e: unknown) => e instanceof KeyVaultError && e.code === 'duplicate_key',
    )

    await vault.close()
    vault = await open(dir)
    try {
      assert.deepEqual(
        vault.list().map((k) => [k.label, k.active]),
        [['Saved', true]],
        'gone after a restart; the saved key is in use again',
      )
      assert.equal(vault.getActive(URL_A)?.id, savedInfo.id)
    } finally {
      await vault.close()
    }
  })

  test('once the keychain works, a session-only key is saved for good under its id and stays in use', async () => {
    const dir = await keychain.tempDir('bx-session-')
    const saved = randomApiKey()
    const session = randomApiKey()
    let vault = await open(dir)
    try {
      const { key: savedInfo } = await vault.add({ key: saved, serviceUrl: URL_A, label: 'Saved' })
      const { key: here } = await vault.add({
        key: session,
        serviceUrl: URL_A,
        label: 'Here',
        sessionOnly: true,
      })
      // The same secret as a saved key is refused, and the session-only key is left as it was.
      const { key: twin } = await vault.add({
        key: saved,
        serviceUrl: URL_A,
        label: 'Twin',
        sessionOnly: true,
      })
      await assert.rejects(vault.saveSessionKey(twin.id), (e: unknown) => {
        return e instanceof KeyVaultError && e.code === 'duplicate_key' && /"Saved"/.test(e.message)
      })
      assert.equal(vault.get(twin.id).sessionOnly, true)
      await vault.remove(twin.id)
      await vault.setActive(here.id)

      const kept = await vault.saveSessionKey(here.id)
      assert.equal(kept.id, here.id)
      assert.equal(kept.sessionOnly, undefined)
      assert.equal(kept.active, true, 'still the key in use')
      assert.ok((await keychain.accounts()).includes(here.id), 'its secret is in the keychain')
      assert.equal(await keytar.getPassword(keychain.service, here.id), session)
      assert.match(await readFile(vault.metadataPath, 'utf8'), new RegExp(here.id))
      assert.equal((await vault.saveSessionKey(here.id)).id, here.id, 'saving it again changes nothing')
      await vault.close()

      vault = await open(dir)
      assert.deepEqual(
        vault.list().map((k) => [k.label, k.active, k.sessionOnly ?? false]),
        [
          ['Saved', false, false],
          ['Here', true, false],
        ],
        'both keys after a restart, the saved session key in use',
      )
      assert.equal(await vault.readSecret(here.id), session)
      assert.equal(vault.getActive(URL_A)?.id, here.id)
      assert.equal(vault.get(savedInfo.id).label, 'Saved')
    } finally {
      await vault.close()
    }
  })

  test('removing the session-only key in use gives the saved key back its place', async () => {
    const dir = await keychain.tempDir('bx-session-')
    const vault = await open(dir)
    try {
      const { key: saved } = await vault.add({ key: randomApiKey(), serviceUrl: URL_A, label: 'Saved' })
      const { key: here } = await vault.add({ key: randomApiKey(), serviceUrl: URL_A, sessionOnly: true })
      await vault.remove(here.id)
      assert.equal(vault.getActive(URL_A)?.id, saved.id)
      await assert.rejects(vault.readSecret(here.id), (e: unknown) => e instanceof KeyVaultError)
    } finally {
      await vault.close()
    }
  })
})

// libsecret keeps its first D-Bus connection for the life of a process: a broken keychain is met in a child.
const MODULES = {
  vault: pathToFileURL(resolve(import.meta.dirname, '../../../electron/core/key-vault/index.ts')).href,
  doctor: pathToFileURL(resolve(import.meta.dirname, '../../../electron/core/keys/doctor.ts')).href,
}
const CHILD_SCRIPT = `
import { openKeyVault } from ${JSON.stringify(MODULES.vault)};
import { diagnoseKeychain } from ${JSON.stringify(MODULES.doctor)};
const { vault } = await openKeyVault({ userDataDir: process.env.BX_DIR, keychainService: 'bx-dead-' + process.pid });
const report = await diagnoseKeychain({ rescan: () => vault.rescan() });
const saved = await vault.add({ key: process.env.BX_KEY, serviceUrl: ${JSON.stringify(URL_A)} }).then(() => 'saved', (e) => e.code);
const session = await vault.add({ key: process.env.BX_KEY, serviceUrl: ${JSON.stringify(URL_A)}, sessionOnly: true });
const read = (await vault.readSecret(session.key.id)) === process.env.BX_KEY;
const kept = await vault.saveSessionKey(session.key.id).then(() => 'saved', (e) => e.code);
const stillSession = vault.get(session.key.id).sessionOnly === true && vault.get(session.key.id).active;
const readAfter = (await vault.readSecret(session.key.id)) === process.env.BX_KEY;
await vault.close();
process.stdout.write(JSON.stringify({ report, saved, read, kept, stillSession, readAfter, list: vault.list() }));
`

/** Runs CHILD_SCRIPT with `env` over this process's environment; its stdout and stderr once it exited 0. */
async function runChild(env: Record<string, string>): Promise<{ out: string; err: string }> {
  const child = spawn(process.execPath, ['--input-type=module', '-e', CHILD_SCRIPT], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  let err = ''
  child.stdout.on('data', (c: Buffer) => (out += c.toString()))
  child.stderr.on('data', (c: Buffer) => (err += c.toString()))
  const [code] = await once(child, 'exit')
  assert.equal(code, 0, err)
  return { out, err }
}

describe('keychain doctor without a Secret Service', () => {
  test('names gnome-keyring not running and its fix; a session-only key still works', async () => {
    const bus = await startBareSessionBus()
    const dir = await keychain.tempDir('bx-dead-')
    const key = randomApiKey()
    await writeFile(join(dir, 'key-vault.json'), '{"version":1,"keys":[],"active":{}}\n')
    try {
      const { out, err } = await runChild({ DBUS_SESSION_BUS_ADDRESS: bus.address, BX_DIR: dir, BX_KEY: key })
      const { report, saved, read, kept, stillSession, readAfter, list } = JSON.parse(out)
      assert.equal(report.status, 'unavailable')
      assert.equal(report.problem, 'no_secret_service')
      assert.equal(report.backend, 'none')
      assert.equal(report.provider, null)
      assert.match(report.summary, /gnome-keyring \(or another provider\) is not running/)
      assert.ok(
        report.fix.some(
          (s: { command?: string }) => s.command === 'gnome-keyring-daemon --start --components=secrets',
        ),
      )
      assert.deepEqual(
        report.checks.find((c: { name: string }) => c.name === 'Secret Service'),
        { name: 'Secret Service', found: 'not running, and nothing on the bus can start it' },
      )
      assert.equal(saved, 'keychain_unavailable', 'no silent fallback: a normal save still fails')
      assert.equal(read, true)
      assert.equal(
        kept,
        'keychain_unavailable',
        'saving the session-only key for good fails while the keychain does',
      )
      assert.equal(stillSession, true, 'and it stays session-only and in use')
      assert.equal(readAfter, true, 'with its secret still in memory')
      assert.equal(list.length, 0, 'closing forgot the session-only key')
      assert.equal(
        await readFile(join(dir, 'key-vault.json'), 'utf8'),
        '{"version":1,"keys":[],"active":{}}\n',
      )
      assert.ok(!out.includes(key.slice(4, 12)) && !err.includes(key.slice(4, 12)))
    } finally {
      await bus.stop()
    }
  })
})

describe('keychain doctor with a locked keyring', () => {
  test('names the keyring locked and says how to unlock it; saving a key fails as locked', async () => {
    const keyring = await startPrivateSecretService()
    const dir = await keychain.tempDir('bx-locked-')
    const key = randomApiKey()
    try {
      // Lock the login keyring the way a screen lock or a timeout does: Secret Service's Lock method.
      await lockKeyring(keyring.env)
      const { out } = await runChild({ ...keyring.env, BX_DIR: dir, BX_KEY: key })
      const { report, saved } = JSON.parse(out)
      assert.deepEqual(
        [report.status, report.problem, report.backend, report.provider],
        ['locked', 'locked', 'secret-service', 'gnome-keyring'],
      )
      assert.match(
        report.summary,
        /^Keys cannot be stored\. The Secret Service \(gnome-keyring\) is locked\.$/,
      )
      assert.match(report.fix[0].text, /^Unlock the login keyring/)
      assert.deepEqual(
        report.checks.find((c: { name: string }) => c.name === 'Default keyring'),
        { name: 'Default keyring', found: 'locked' },
      )
      assert.equal(saved, 'keychain_unavailable')
    } finally {
      await keyring.stop()
    }
  })
})
