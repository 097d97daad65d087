// The keychain doctor's verdict for the common cases (docs/security.md, the keychain and what breaks on Linux), from
// what the keychain and the session bus say. The keychain errors are the texts keytar passes through from libsecret
// and GDBus; the environments (WSL, Flatpak, KWallet, a locked KeePassXC) cannot run here, so the bus's answers are
// given as data.
import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { diagnoseKeychain, type DoctorDeps } from '../../../../electron/core/keys/doctor.ts'
import type { BusFacts } from '../../../../electron/core/keys/doctor-bus.ts'

const NO_BUS_ERROR = new Error('Cannot autolaunch D-Bus without X11 $DISPLAY')
const NO_SERVICE_ERROR = new Error('The name org.freedesktop.secrets was not provided by any .service files')
const OK_SCAN = async () => ({ orphans: [], missing: [] })
const BARE_BUS: BusFacts = {
  tool: 'dbus-send',
  reachable: true,
  names: ['org.freedesktop.DBus', ':1.0'],
  secretsOwner: null,
  activatable: false,
  defaultLocked: null,
}

function deps(over: Partial<DoctorDeps> & { bus?: BusFacts; files?: Record<string, string> }): DoctorDeps {
  const { bus = BARE_BUS, files = {}, ...rest } = over
  return {
    rescan: OK_SCAN,
    platform: 'linux',
    env: { DBUS_SESSION_BUS_ADDRESS: 'unix:path=/run/user/1000/bus', DISPLAY: ':0' },
    probeBus: async () => bus,
    readText: async (path) => files[path] ?? null,
    now: () => 0,
    ...rest,
  }
}

const commands = (report: { fix: { command?: string }[] }): string[] =>
  report.fix.flatMap((s) => (s.command === undefined ? [] : [s.command]))

describe('keychain doctor verdicts', () => {
  test('a working gnome-keyring: where keys are, no fix', async () => {
    const bus = {
      ...BARE_BUS,
      secretsOwner: { process: 'gnome-keyring-d' },
      names: ['org.freedesktop.secrets'],
      defaultLocked: false,
    }
    const report = await diagnoseKeychain(deps({ bus }))
    assert.deepEqual(
      [report.status, report.backend, report.provider, report.problem],
      ['ok', 'secret-service', 'gnome-keyring', null],
    )
    assert.deepEqual(report.fix, [])
  })

  test('no D-Bus session in a desktop: start the app from the desktop, or under dbus-run-session', async () => {
    const report = await diagnoseKeychain(
      deps({ env: { DISPLAY: ':0' }, rescan: async () => Promise.reject(NO_BUS_ERROR) }),
    )
    assert.equal(report.problem, 'no_session_bus')
    assert.equal(report.backend, 'none')
    assert.match(report.summary, /DBUS_SESSION_BUS_ADDRESS is not set/)
    assert.ok(commands(report).some((c) => c.startsWith('dbus-run-session --')))
  })

  test('no D-Bus session and no display: a headless session', async () => {
    const report = await diagnoseKeychain(deps({ env: {}, rescan: async () => Promise.reject(NO_BUS_ERROR) }))
    assert.equal(report.problem, 'headless')
  })

  test('WSL is named as such, with the Windows app as the other way out', async () => {
    const report = await diagnoseKeychain(
      deps({
        env: {},
        files: { '/proc/version': 'Linux version 5.15.167.4-microsoft-standard-WSL2' },
        rescan: async () => Promise.reject(NO_BUS_ERROR),
      }),
    )
    assert.equal(report.problem, 'wsl')
    assert.ok(report.fix.some((s) => /Windows Credential Manager/.test(s.text)))
  })

  test('a bus without a Secret Service: gnome-keyring is not running, start it', async () => {
    const report = await diagnoseKeychain(deps({ rescan: async () => Promise.reject(NO_SERVICE_ERROR) }))
    assert.equal(report.problem, 'no_secret_service')
    assert.deepEqual(commands(report), [
      'gnome-keyring-daemon --start --components=secrets',
      'sudo apt install gnome-keyring',
    ])
  })

  test('KWallet on the bus without the Secret Service interface: enable it in KDE Wallet settings', async () => {
    const bus = { ...BARE_BUS, names: ['org.kde.kwalletd6'] }
    const report = await diagnoseKeychain(deps({ bus, rescan: async () => Promise.reject(NO_SERVICE_ERROR) }))
    assert.equal(report.problem, 'kwallet')
    assert.match(report.fix[0]!.text, /Use KWallet for the Secret Service interface/)
  })

  test('a Flatpak without access: the override command names the app', async () => {
    const report = await diagnoseKeychain(
      deps({
        env: {
          DBUS_SESSION_BUS_ADDRESS: 'unix:path=/run/flatpak/bus',
          FLATPAK_ID: 'org.example.BridgeExplorer',
        },
        rescan: async () => Promise.reject(NO_SERVICE_ERROR),
      }),
    )
    assert.equal(report.problem, 'sandboxed')
    assert.deepEqual(commands(report), [
      'flatpak override --user --talk-name=org.freedesktop.secrets org.example.BridgeExplorer',
    ])
  })

  test('a Snap without the interface connected: snap connect', async () => {
    const report = await diagnoseKeychain(
      deps({
        env: { SNAP: '/snap/bx/1', SNAP_NAME: 'bx', DBUS_SESSION_BUS_ADDRESS: 'unix:abstract=x' },
        rescan: async () => Promise.reject(NO_SERVICE_ERROR),
      }),
    )
    assert.deepEqual(commands(report), ['snap connect bx:password-manager-service'])
  })

  test('a locked default collection is locked even when listing worked (nothing needed unlocking)', async () => {
    const bus = {
      ...BARE_BUS,
      names: ['org.freedesktop.secrets'],
      secretsOwner: { process: 'keepassxc' },
      defaultLocked: true,
    }
    const report = await diagnoseKeychain(deps({ bus }))
    assert.deepEqual([report.status, report.problem, report.provider], ['locked', 'locked', 'KeePassXC'])
    assert.ok(report.fix.some((s) => /Secret Service Integration/.test(s.text)))
  })

  test('a keychain that does not answer is reported, not waited for', async () => {
    const report = await diagnoseKeychain(deps({ rescan: () => new Promise(() => undefined), timeoutMs: 1 }))
    assert.deepEqual([report.status, report.problem], ['locked', 'timeout'])
  })

  test('macOS and Windows name their own keychain', async () => {
    const mac = await diagnoseKeychain(deps({ platform: 'darwin' }))
    assert.deepEqual([mac.backend, mac.status], ['macos-keychain', 'ok'])
    assert.match(mac.summary, /the macOS Keychain/)
    const win = await diagnoseKeychain(
      deps({ platform: 'win32', rescan: async () => Promise.reject(new Error('Access denied')) }),
    )
    assert.deepEqual([win.backend, win.status], ['windows-credential-manager', 'unavailable'])
  })

  test('a foreign error text is not repeated in the report', async () => {
    const report = await diagnoseKeychain(
      deps({ rescan: async () => Promise.reject(new Error('secret-ish detail 1234')) }),
    )
    assert.ok(!JSON.stringify(report).includes('secret-ish detail'))
  })

  const LOCKED_GNOME: BusFacts = {
    ...BARE_BUS,
    names: ['org.freedesktop.secrets'],
    secretsOwner: { process: 'gnome-keyring-d' },
    defaultLocked: true,
  }
  const LOCKED_ERROR = new Error('The Secret Service keyring is locked')
  const words = (report: { fix: { text: string; command?: string }[] }): string =>
    report.fix.map((s) => `${s.text} ${s.command ?? ''}`).join(' / ')

  test('a locked keyring with a desktop session: unlock it in Passwords and Keys (Seahorse)', async () => {
    const report = await diagnoseKeychain(deps({ bus: LOCKED_GNOME }))
    assert.equal(report.problem, 'locked')
    assert.match(words(report), /Seahorse/)
  })

  test('a locked keyring without a desktop session: the command that unlocks it, never Seahorse', async () => {
    const env = { DBUS_SESSION_BUS_ADDRESS: 'unix:path=/run/user/1000/bus' }
    const report = await diagnoseKeychain(deps({ bus: LOCKED_GNOME, env }))
    assert.equal(report.problem, 'locked')
    assert.doesNotMatch(words(report), /Seahorse|Passwords and Keys/)
    assert.ok(commands(report).includes('gnome-keyring-daemon --replace --unlock --components=secrets'))
    // Without a desktop a default keyring is made the same way, not in a window that cannot open.
    const noDefault = await diagnoseKeychain(
      deps({
        env,
        bus: { ...LOCKED_GNOME, defaultLocked: null },
        probeWrite: async () => Promise.reject(new Error('No such secret collection at path: /')),
      }),
    )
    assert.doesNotMatch(words(noDefault), /Seahorse|Passwords and Keys/)
  })

  const saveTest = (report: { checks: { name: string; found: string }[] }): string | undefined =>
    report.checks.find((c) => c.name === 'Saving and deleting a test entry')?.found

  test('Check again on a locked keyring says why the save test was not tried, never "only when you choose Check again"', async () => {
    const report = await diagnoseKeychain(
      deps({
        bus: LOCKED_GNOME,
        rescan: async () => Promise.reject(LOCKED_ERROR),
        probeWrite: async () => undefined,
      }),
    )
    assert.equal(saveTest(report), 'not tried: the keychain could not be read')
  })

  test('a look without a save test shows what the last Check again found, and says it is from then', async () => {
    const report = await diagnoseKeychain(deps({ earlierWrite: () => 'works' }))
    assert.equal(saveTest(report), 'works (when you last chose Check again)')
    const first = await diagnoseKeychain(deps({}))
    assert.equal(saveTest(first), 'not tried (only when you choose Check again)')
  })
})
