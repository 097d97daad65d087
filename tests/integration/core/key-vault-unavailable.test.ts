import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { randomBytes, randomUUID } from 'node:crypto'
import { once } from 'node:events'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { after, describe, test } from 'node:test'
import { startBareSessionBus } from '../../support/secret-service.ts'
import { vaultFiles } from '../../support/throwaway-keychain.ts'

// Each case runs the vault in a child process, because libsecret keeps its first D-Bus connection for the life
// of a process: the broken environment has to be there before keytar is loaded.
const VAULT_MODULE = pathToFileURL(
  resolve(import.meta.dirname, '../../../electron/core/key-vault/index.ts'),
).href
const SERVICE_URL = 'http://127.0.0.1:4010/v1/api'
const SEEDED_ID = 'key_00000000-0000-4000-8000-000000000000'
const dirs: string[] = []

const SCRIPT = `
import { openKeyVault } from ${JSON.stringify(VAULT_MODULE)};
const { vault } = await openKeyVault({ userDataDir: process.env.BX_DIR, keychainService: process.env.BX_SERVICE });
const outcome = async (run) => {
  try { await run(); return 'resolved'; }
  catch (e) { return { name: e.name, code: e.code, problem: e.problem, message: e.message, stack: e.stack }; }
};
const result = {
  add: await outcome(() => vault.add({ key: process.env.BX_KEY, label: 'new', serviceUrl: ${JSON.stringify(SERVICE_URL)} })),
  readSecret: await outcome(() => vault.readSecret(${JSON.stringify(SEEDED_ID)})),
  remove: await outcome(() => vault.remove(${JSON.stringify(SEEDED_ID)})),
};
process.stdout.write(JSON.stringify(result));
`

type Failure = { name: string; code: string; problem: string; message: string; stack: string }

const SEEDED_FILE = `${JSON.stringify({
  version: 1,
  keys: [
    {
      id: SEEDED_ID,
      label: 'Saved earlier',
      serviceUrl: SERVICE_URL,
      prefix: 'bxk_',
      last4: 'Ab12',
      addedAt: '2026-03-14T09:26:53.000Z',
      lastCheck: null,
      scopes: null,
      state: 'unknown',
    },
  ],
  active: { [SERVICE_URL]: SEEDED_ID },
})}\n`

async function runVaultWith(env: Record<string, string | undefined>) {
  const dir = await mkdtemp(join(tmpdir(), 'bx-dead-'))
  dirs.push(dir)
  await writeFile(join(dir, 'key-vault.json'), SEEDED_FILE)
  const key = `bxk_${randomBytes(16).toString('hex')}`
  const childEnv: Record<string, string | undefined> = { ...process.env, DISPLAY: undefined, ...env }
  Object.assign(childEnv, { BX_DIR: dir, BX_SERVICE: `bridge-explorer-test-${randomUUID()}`, BX_KEY: key })
  for (const name of Object.keys(childEnv)) if (childEnv[name] === undefined) delete childEnv[name]
  const child = spawn(process.execPath, ['--input-type=module', '-e', SCRIPT], {
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const [code] = await once(child, 'exit')
  assert.equal(code, 0, stderr)
  const result = JSON.parse(stdout) as Record<'add' | 'readSecret' | 'remove', Failure | 'resolved'>
  return { dir, key, result, output: stdout + stderr }
}

function assertNoFragment(text: string, key: string): void {
  for (let i = 0; i + 8 <= key.length; i++)
    assert.ok(!text.includes(key.slice(i, i + 8)), 'a key fragment leaked')
}

async function assertNothingWritten(dir: string, key: string): Promise<void> {
  assert.deepEqual(await vaultFiles(dir), ['key-vault.json'])
  const content = await readFile(join(dir, 'key-vault.json'), 'utf8')
  assert.equal(
    content,
    SEEDED_FILE,
    'the metadata file is unchanged: no entry for the new key, the old one kept',
  )
  assertNoFragment(content, key)
}

function assertUnavailable(failure: Failure | 'resolved', problem: string, message: RegExp): void {
  assert.notEqual(failure, 'resolved')
  if (failure === 'resolved') return
  assert.equal(failure.name, 'KeychainUnavailableError')
  assert.equal(failure.code, 'keychain_unavailable')
  assert.equal(failure.problem, problem)
  assert.match(failure.message, message)
}

after(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true })
})

describe('keychain unavailable', () => {
  test('a dead D-Bus address gives keychain_unavailable with the fix, and no metadata for the key', async () => {
    const { dir, key, result, output } = await runVaultWith({
      DBUS_SESSION_BUS_ADDRESS: 'unix:path=/nonexistent',
    })
    for (const failure of [result.add, result.readSecret, result.remove]) {
      assertUnavailable(failure, 'no_session_bus', /no D-Bus session.*gnome-keyring.*try again/s)
    }
    assertNoFragment(output, key)
    await assertNothingWritten(dir, key)
  })

  test('no session bus at all (headless, no DISPLAY) gives keychain_unavailable', async () => {
    const { dir, key, result, output } = await runVaultWith({ DBUS_SESSION_BUS_ADDRESS: undefined })
    assertUnavailable(result.add, 'no_session_bus', /D-Bus session/)
    assertNoFragment(output, key)
    await assertNothingWritten(dir, key)
  })

  test('a session bus without a Secret Service says to install, start and unlock gnome-keyring', async () => {
    const bus = await startBareSessionBus()
    try {
      const { dir, key, result, output } = await runVaultWith({ DBUS_SESSION_BUS_ADDRESS: bus.address })
      const fix =
        /^No Secret Service is running\. Install and start gnome-keyring \(or another Secret Service provider\) and unlock the login keyring, then try again\.$/
      for (const failure of [result.add, result.readSecret, result.remove]) {
        assertUnavailable(failure, 'no_secret_service', fix)
      }
      assertNoFragment(output, key)
      await assertNothingWritten(dir, key)
    } finally {
      await bus.stop()
    }
  })
})
