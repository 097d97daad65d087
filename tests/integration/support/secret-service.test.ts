// The keychain tests' own keyring (tests/support/secret-service.ts): each test process gets a private session bus
// and gnome-keyring, never one it inherited (a desktop session, another run's exported address), so a test that
// locks, stops or restarts a keyring cannot reach another process's tests. Real parts: dbus-daemon, gnome-keyring,
// keytar in child processes.
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { after, test } from 'node:test'
import {
  ensureSecretService,
  lockKeyring,
  probeKeychain,
  startPrivateSecretService,
} from '../../support/secret-service.ts'

const saved = {
  bus: process.env.DBUS_SESSION_BUS_ADDRESS,
  owner: process.env.BX_TEST_SECRET_SERVICE_OWNER,
}
after(() => {
  for (const [name, value] of [
    ['DBUS_SESSION_BUS_ADDRESS', saved.bus],
    ['BX_TEST_SECRET_SERVICE_OWNER', saved.owner],
  ] as const) {
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  }
})

const SUPPORT = pathToFileURL(resolve(import.meta.dirname, '../../support/secret-service.ts')).href

/** The bus address ensureSecretService gives in a child process started with this process's environment. */
async function childBus(): Promise<string> {
  const script = `
import { ensureSecretService } from ${JSON.stringify(SUPPORT)};
const handle = await ensureSecretService();
process.stdout.write(handle.env.DBUS_SESSION_BUS_ADDRESS);
await handle.stop();
`
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...process.env },
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

test('a bus inherited from the shell is never joined: locking its keyring leaves the tests’ own one open', async () => {
  // What a shell with a desktop session, or an address exported for another test run, hands down.
  const inherited = await startPrivateSecretService()
  try {
    process.env.DBUS_SESSION_BUS_ADDRESS = inherited.env.DBUS_SESSION_BUS_ADDRESS
    const own = await ensureSecretService()
    try {
      assert.equal(own.started, true, 'a keyring of its own was started')
      assert.notEqual(own.env.DBUS_SESSION_BUS_ADDRESS, inherited.env.DBUS_SESSION_BUS_ADDRESS)
      assert.equal(process.env.DBUS_SESSION_BUS_ADDRESS, own.env.DBUS_SESSION_BUS_ADDRESS)
      // Within the process, the same keyring is used again (libsecret keeps its first bus).
      const again = await ensureSecretService()
      assert.deepEqual([again.started, again.env], [false, own.env])

      // Another process's test locks the keyring it was given: this one's keeps working.
      await lockKeyring(inherited.env)
      assert.deepEqual(await probeKeychain(own.env), { ok: true, message: 'ok' })

      // A child process (another test file, another runner) inherits this address, and starts its own all the same.
      const child = await childBus()
      assert.match(child, /^unix:path=/)
      assert.notEqual(child, own.env.DBUS_SESSION_BUS_ADDRESS)
      assert.deepEqual(
        await probeKeychain(own.env),
        { ok: true, message: 'ok' },
        'untouched by the child’s stop',
      )
    } finally {
      await own.stop()
    }
    assert.equal(process.env.DBUS_SESSION_BUS_ADDRESS, inherited.env.DBUS_SESSION_BUS_ADDRESS, 'restored')
  } finally {
    await inherited.stop()
  }
})
