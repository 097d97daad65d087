// The keychain doctor's explicit check saves and deletes a test entry: on a real gnome-keyring without a default
// collection (no login keyring), reading works and saving fails, and the doctor must not say "Working" then.
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, test } from 'node:test'
import { startPrivateSecretService } from '../../support/secret-service.ts'
import { randomApiKey, throwawayKeychain } from '../../support/throwaway-keychain.ts'

const keychain = throwawayKeychain()
const URL_A = 'http://127.0.0.1:4010/v1/api'

// libsecret keeps its first D-Bus connection for the life of a process: the keyring under test is met in a child.
const MODULES = {
  vault: pathToFileURL(resolve(import.meta.dirname, '../../../electron/core/key-vault/index.ts')).href,
  doctor: pathToFileURL(resolve(import.meta.dirname, '../../../electron/core/keys/doctor.ts')).href,
}
const CHILD_SCRIPT = `
import { openKeyVault } from ${JSON.stringify(MODULES.vault)};
import { diagnoseKeychain } from ${JSON.stringify(MODULES.doctor)};
const { vault } = await openKeyVault({ userDataDir: process.env.BX_DIR, keychainService: 'bx-nodefault-' + process.pid });
const probeWrite = typeof vault.probeWrite === 'function' ? () => vault.probeWrite() : undefined;
const passive = await diagnoseKeychain({ rescan: () => vault.rescan() });
const explicit = await diagnoseKeychain({ rescan: () => vault.rescan(), probeWrite });
const saved = await vault.add({ key: process.env.BX_KEY, serviceUrl: ${JSON.stringify(URL_A)} }).then(() => 'saved', (e) => e.code);
const session = await vault.add({ key: process.env.BX_KEY, serviceUrl: ${JSON.stringify(URL_A)}, sessionOnly: true });
const read = (await vault.readSecret(session.key.id)) === process.env.BX_KEY;
await vault.close();
process.stdout.write(JSON.stringify({ passive, explicit, saved, read }));
`

async function runChild(env: Record<string, string>): Promise<string> {
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
  return out
}

type Check = { name: string; found: string }

describe('keychain doctor on a Secret Service without a default collection', () => {
  test('the explicit check fails where saving fails, names the missing default keyring; a session key works', async () => {
    const keyring = await startPrivateSecretService({ loginKeyring: false })
    const dir = await keychain.tempDir('bx-nodefault-')
    const key = randomApiKey()
    await writeFile(join(dir, 'key-vault.json'), '{"version":1,"keys":[],"active":{}}\n')
    try {
      const { passive, explicit, saved, read } = JSON.parse(
        await runChild({ ...keyring.env, BX_DIR: dir, BX_KEY: key }),
      )
      assert.equal(saved, 'keychain_unavailable', 'saving a key fails on this keyring')
      assert.deepEqual(
        [explicit.status, explicit.backend, explicit.provider],
        ['unavailable', 'secret-service', 'gnome-keyring'],
        'so the explicit check does not say Working',
      )
      assert.equal(
        explicit.summary,
        'Keys cannot be stored. The Secret Service (gnome-keyring) answers, but has no default keyring to save them in.',
      )
      // With a desktop, Passwords and Keys makes the default keyring; without one (CI), the terminal command does.
      const desktop = Boolean(process.env.DISPLAY || process.env.WAYLAND_DISPLAY)
      assert.match(
        explicit.fix[0].text,
        desktop ? /Set as default/ : /from a terminal in this session \(it is created if there is none\)/,
      )
      assert.match(
        explicit.checks.find((c: Check) => c.name === 'Saving and deleting a test entry')?.found ?? '',
        /^failed/,
      )
      // The check on its own (opening Keys) reads only: no write that could bring up an unlock prompt.
      assert.deepEqual(
        passive.checks.find((c: Check) => c.name === 'Saving and deleting a test entry'),
        { name: 'Saving and deleting a test entry', found: 'not tried (only when you choose Check again)' },
      )
      assert.equal(read, true, 'a session-only key works all the same')
      assert.ok(!JSON.stringify({ passive, explicit }).includes(key.slice(4, 12)))
    } finally {
      await keyring.stop()
    }
  })
})
