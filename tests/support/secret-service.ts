import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { createInterface } from 'node:readline'
import { promisify } from 'node:util'

/**
 * Locks the login keyring of the Secret Service on `env`'s bus the way a screen lock or a timeout does: the
 * Secret Service's own Lock method. Unlocking needs a prompt; a keyring restarted with its password comes back open.
 */
export async function lockKeyring(env: Record<string, string>): Promise<void> {
  await promisify(execFile)(
    'dbus-send',
    [
      '--session',
      '--print-reply',
      '--dest=org.freedesktop.secrets',
      '/org/freedesktop/secrets',
      'org.freedesktop.Secret.Service.Lock',
      'array:objpath:/org/freedesktop/secrets/aliases/default',
    ],
    { env: { ...process.env, ...env } },
  )
}

/** A reachable Secret Service for keychain tests, and how to get rid of it. */
export type SecretServiceHandle = {
  /** Environment a child process needs to reach the same Secret Service. */
  env: Record<string, string>
  /** Stops what was started and removes its temp folder; a no-op when an existing service was reused. */
  stop(): Promise<void>
  /** True when a private D-Bus + gnome-keyring was started for this process. */
  started: boolean
  /** Kills the private gnome-keyring and starts it again on the same bus and keyring files (a daemon restart). */
  restartKeyring?(): Promise<void>
}

const REPO_ROOT = resolve(import.meta.dirname, '../..')
const PACKAGES = 'Install the Debian packages dbus, dbus-x11, gnome-keyring and libsecret-tools.'
const READY_ATTEMPTS = 50

/**
 * Names the process that started the Secret Service its DBUS_SESSION_BUS_ADDRESS points at (see
 * ensureSecretService): a child inherits both, but its pid differs, so it starts its own.
 */
const OWNER_VARIABLE = 'BX_TEST_SECRET_SERVICE_OWNER'

/**
 * Each test process gets a keyring of its own: a private session bus (a dbus-daemon listening on a socket in a
 * fresh temp folder, like `dbus-run-session`) and an unlocked gnome-keyring in a fresh temp HOME, and points
 * this process at it (DBUS_SESSION_BUS_ADDRESS). Only a Secret Service this same process started is reused: a
 * bus inherited from the shell (a desktop session, or an address exported for another run) is never joined, so
 * no test shares its keyring with another process, nor touches a real one (README.md, "Quick start"). A test
 * that locks, stops or restarts a keyring does it to a keyring of its own (startPrivateSecretService, or the
 * handle's restartKeyring), never to one another process may be using.
 * Call it before anything loads keytar: libsecret connects to the session bus once and keeps that connection.
 */
export async function ensureSecretService(): Promise<SecretServiceHandle> {
  const existing = process.env.DBUS_SESSION_BUS_ADDRESS
  const owner = process.env[OWNER_VARIABLE]
  const ours = existing !== undefined && owner === `${process.pid} ${existing}`
  if (ours && (await probeKeychain({ DBUS_SESSION_BUS_ADDRESS: existing })).ok) {
    return { env: { DBUS_SESSION_BUS_ADDRESS: existing }, started: false, stop: async () => undefined }
  }
  const base = await mkdtemp(join(tmpdir(), 'bx-ss-'))
  const children: ChildProcess[] = []
  const stop = async (): Promise<void> => {
    // Keyring before bus, so the keyring's exit does not race a vanished bus.
    for (const child of children.reverse()) await terminate(child)
    children.length = 0
    await rm(base, { recursive: true, force: true })
    if (existing === undefined) delete process.env.DBUS_SESSION_BUS_ADDRESS
    else process.env.DBUS_SESSION_BUS_ADDRESS = existing
    if (owner === undefined) delete process.env[OWNER_VARIABLE]
    else process.env[OWNER_VARIABLE] = owner
  }
  try {
    const address = await startBus(base, children)
    await startKeyring(base, address, children)
    process.env.DBUS_SESSION_BUS_ADDRESS = address
    process.env[OWNER_VARIABLE] = `${process.pid} ${address}`
    const restartKeyring = async (): Promise<void> => {
      const keyring = children.pop()
      if (keyring) await terminate(keyring)
      await startKeyring(base, address, children)
    }
    return { env: { DBUS_SESSION_BUS_ADDRESS: address }, started: true, stop, restartKeyring }
  } catch (error) {
    await stop()
    throw error
  }
}

/** A Secret Service of one test's own, with a keyring that can be stopped and started while the bus stays. */
export interface PrivateSecretService {
  /** DBUS_SESSION_BUS_ADDRESS of the private bus. */
  env: Record<string, string>
  /** Stops gnome-keyring-daemon: the bus stays, with no Secret Service on it. */
  stopKeyring(): Promise<void>
  /** Starts the keyring daemon again on the same bus, with the keyrings it had (after `stopKeyring`). */
  startKeyring(): Promise<void>
  /** Stops the keyring and the bus and removes the temp folder. */
  stop(): Promise<void>
}

/**
 * Always starts a private session bus and an unlocked gnome-keyring (never reuses this process's), so a test can
 * stop the keyring without taking the worker's Secret Service away from the other tests. Does not touch
 * process.env.
 */
export async function startPrivateSecretService(
  options: {
    /**
     * false: gnome-keyring starts without a login keyring, so the Secret Service has no default collection: it
     * lists and reads (nothing) but cannot save. Default true: an unlocked login keyring.
     */
    loginKeyring?: boolean
  } = {},
): Promise<PrivateSecretService> {
  const base = await mkdtemp(join(tmpdir(), 'bx-ss-'))
  const children: ChildProcess[] = []
  const stop = async (): Promise<void> => {
    for (const child of children.reverse()) await terminate(child)
    children.length = 0
    await rm(base, { recursive: true, force: true })
  }
  try {
    const address = await startBus(base, children)
    if (options.loginKeyring === false) {
      await startKeyringWithoutLogin(base, address, children)
      const stopKeyring = async (): Promise<void> => {
        const keyring = children.length > 1 ? children.pop() : undefined
        if (keyring) await terminate(keyring)
      }
      const again = (): Promise<void> => startKeyringWithoutLogin(base, address, children)
      return { env: { DBUS_SESSION_BUS_ADDRESS: address }, stopKeyring, startKeyring: again, stop }
    }
    await startKeyring(base, address, children)
    const stopKeyring = async (): Promise<void> => {
      const keyring = children.length > 1 ? children.pop() : undefined
      if (keyring) await terminate(keyring)
    }
    const again = (): Promise<void> => startKeyring(base, address, children)
    return { env: { DBUS_SESSION_BUS_ADDRESS: address }, stopKeyring, startKeyring: again, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

/**
 * A private session bus with nothing on it (no Secret Service, no auto-activation): for testing how the vault
 * reports a desktop session whose keyring daemon is not running.
 */
export async function startBareSessionBus(): Promise<{ address: string; stop(): Promise<void> }> {
  const base = await mkdtemp(join(tmpdir(), 'bx-bus-'))
  const children: ChildProcess[] = []
  const stop = async (): Promise<void> => {
    for (const child of children) await terminate(child)
    await rm(base, { recursive: true, force: true })
  }
  try {
    return { address: await startBus(base, children), stop }
  } catch (error) {
    await stop()
    throw error
  }
}

// A bus of our own with no service directories: nothing is auto-activated behind our back, so the only
// Secret Service on it is the keyring we start (and can stop).
async function startBus(base: string, children: ChildProcess[]): Promise<string> {
  const config = join(base, 'bus.conf')
  await writeFile(
    config,
    `<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>session</type>
  <listen>unix:path=${join(base, 'bus')}</listen>
  <auth>EXTERNAL</auth>
  <policy context="default">
    <allow send_destination="*" eavesdrop="true"/>
    <allow eavesdrop="true"/>
    <allow own="*"/>
  </policy>
</busconfig>
`,
  )
  const bus = spawn('dbus-daemon', [`--config-file=${config}`, '--nofork', '--print-address=1'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(bus)
  const stderr = collect(bus)
  const lines = createInterface({ input: bus.stdout! })
  const address = await Promise.race([
    once(lines, 'line').then(([line]) => String(line).trim()),
    failure(bus, 'dbus-daemon', stderr),
  ])
  lines.close()
  if (!address.startsWith('unix:')) throw new Error(`dbus-daemon printed an unexpected address: ${address}`)
  return address
}

async function startKeyring(base: string, address: string, children: ChildProcess[]): Promise<void> {
  const home = join(base, 'home')
  const runtime = join(base, 'runtime')
  await mkdir(home, { recursive: true })
  await mkdir(runtime, { recursive: true, mode: 0o700 })
  const env = {
    ...process.env,
    HOME: home,
    XDG_DATA_HOME: join(home, '.local', 'share'),
    XDG_CONFIG_HOME: join(home, '.config'),
    XDG_RUNTIME_DIR: runtime,
    DBUS_SESSION_BUS_ADDRESS: address,
  }
  const keyring = spawn('gnome-keyring-daemon', ['--foreground', '--unlock', '--components=secrets'], {
    env,
    stdio: ['pipe', 'ignore', 'pipe'],
  })
  children.push(keyring)
  const stderr = collect(keyring)
  // --unlock reads the new login keyring's password from stdin until EOF.
  keyring.stdin!.end('bridge-explorer-test')
  const died = failure(keyring, 'gnome-keyring-daemon', stderr)
  died.catch(() => undefined)
  // The daemon says nothing when its D-Bus name is up, so ask the way the tests will: keytar in a child process.
  let last = ''
  for (let attempt = 0; attempt < READY_ATTEMPTS; attempt++) {
    const probe = await Promise.race([probeKeychain({ DBUS_SESSION_BUS_ADDRESS: address }), died])
    if (probe.ok) {
      reportUnexpectedExit(keyring, stderr)
      return
    }
    last = probe.message
  }
  throw new Error(`gnome-keyring-daemon started but the keychain is not usable: ${last}. ${PACKAGES}`)
}

// Without --unlock no login keyring is made: the daemon is ready once a listing answers (a save would fail, so
// the set/get/delete probe cannot tell).
async function startKeyringWithoutLogin(
  base: string,
  address: string,
  children: ChildProcess[],
): Promise<void> {
  const home = join(base, 'home')
  const runtime = join(base, 'runtime')
  await mkdir(home, { recursive: true })
  await mkdir(runtime, { recursive: true, mode: 0o700 })
  const env = {
    ...process.env,
    HOME: home,
    XDG_DATA_HOME: join(home, '.local', 'share'),
    XDG_CONFIG_HOME: join(home, '.config'),
    XDG_RUNTIME_DIR: runtime,
    DBUS_SESSION_BUS_ADDRESS: address,
  }
  const keyring = spawn('gnome-keyring-daemon', ['--foreground', '--components=secrets'], {
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  children.push(keyring)
  const died = failure(keyring, 'gnome-keyring-daemon', collect(keyring))
  died.catch(() => undefined)
  let last = ''
  for (let attempt = 0; attempt < READY_ATTEMPTS; attempt++) {
    const probe = await Promise.race([probeKeychain({ DBUS_SESSION_BUS_ADDRESS: address }, LIST_PROBE), died])
    if (probe.ok) return
    last = probe.message
  }
  throw new Error(`gnome-keyring-daemon started but does not answer a listing: ${last}. ${PACKAGES}`)
}

const LIST_PROBE = `
const { default: keytar } = await import('keytar');
try {
  await keytar.findCredentials('bridge-explorer-probe-' + process.pid);
  process.stdout.write('ok');
} catch (error) {
  process.stdout.write(String(error && error.message));
}
`

const PROBE = `
const { default: keytar } = await import('keytar');
const service = 'bridge-explorer-probe-' + process.pid;
try {
  await keytar.setPassword(service, 'probe', 'probe-value');
  const value = await keytar.getPassword(service, 'probe');
  await keytar.deletePassword(service, 'probe');
  if (value !== 'probe-value') throw new Error('the stored value did not come back');
  process.stdout.write('ok');
} catch (error) {
  process.stdout.write(String(error && error.message));
}
`

/** Runs keytar set/get/delete in a child process with `env`; a locked keyring's prompt is cut off by the timeout. */
export async function probeKeychain(
  env: Record<string, string>,
  script: string = PROBE,
): Promise<{ ok: boolean; message: string }> {
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 15_000,
  })
  let output = ''
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const stderr = collect(child)
  const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null]
  if (output === 'ok' && code === 0) return { ok: true, message: 'ok' }
  return { ok: false, message: output || stderr() || `probe exited with ${code ?? signal}` }
}

function collect(child: ChildProcess): () => string {
  let text = ''
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()))
  return () => text.trim()
}

function failure(child: ChildProcess, name: string, stderr: () => string): Promise<never> {
  return new Promise((_, reject) => {
    child.once('error', (error: NodeJS.ErrnoException) => {
      const why =
        error.code === 'ENOENT'
          ? `${name} was not found on PATH`
          : `${name} failed to start (${error.message})`
      reject(new Error(`Cannot start a private Secret Service for the keychain tests: ${why}. ${PACKAGES}`))
    })
    child.once('exit', (code, signal) => {
      reject(new Error(`${name} exited early (${code ?? signal}): ${stderr() || 'no output'}. ${PACKAGES}`))
    })
  })
}

/** Children this file stopped on purpose: any other exit of a ready keyring is said on stderr. */
const stopping = new WeakSet<ChildProcess>()

// A keyring that goes away under a running test makes its next keychain call fail ("No Secret Service is
// running"): say so where the test output shows it, with the daemon's own words, instead of leaving a mystery.
function reportUnexpectedExit(keyring: ChildProcess, stderr: () => string): void {
  keyring.once('exit', (code, signal) => {
    if (stopping.has(keyring)) return
    console.error(
      `[secret-service] gnome-keyring-daemon (pid ${keyring.pid}) exited by itself (${code ?? signal}) while ` +
        `tests used it: ${stderr() || 'no output'}`,
    )
  })
}

async function terminate(child: ChildProcess): Promise<void> {
  stopping.add(child)
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return
  const exited = once(child, 'exit')
  child.kill('SIGTERM')
  await exited
}
