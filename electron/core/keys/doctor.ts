/**
 * The keychain doctor (docs/security.md, the keychain and what breaks on Linux): where this machine keeps keys,
 * whether that works, and the exact fix when it does not. The verdict comes from a real read of the app's keychain
 * entries through the vault's own store (classified by
 * `toKeychainError`, the one rule for what a keychain failure means); the session bus and the environment only
 * name the daemon and sharpen the fix. Never hangs (every probe has a timeout) and never throws.
 */
import { readFile } from 'node:fs/promises'
import type { KeychainBackend, KeychainDoctorProblem, KeychainReport } from '../../../shared/ipc/keychain.ts'
import { probeSessionBus, type BusFacts } from './doctor-bus.ts'
import { fixFor, summaryOf, type FixContext } from './doctor-fixes.ts'
import { inEnglish } from '../words/english-words.ts'
import type { KeychainScan } from '../key-vault/out-of-sync.ts'
import { toKeychainError } from '../key-vault/secret-store.ts'

type Env = Readonly<Record<string, string | undefined>>

/** What the doctor looks at; everything but `rescan` has a default (this process's platform and environment). */
export interface DoctorDeps {
  /** Reads the keychain now and compares it with the key list (the vault's `rescan`). */
  rescan: () => Promise<KeychainScan>
  /**
   * Saves and deletes a test entry (the vault's `probeWrite`): given on the user's explicit check only, since a
   * write to a locked keyring opens an unlock prompt. Without it the verdict rests on the read alone.
   */
  probeWrite?: () => Promise<void>
  platform?: NodeJS.Platform
  env?: Env
  /** Asks the session bus; tests may pass what a bus would say. */
  probeBus?: (env: Env) => Promise<BusFacts>
  /** Reads a small system file (/proc/version, /.flatpak-info); null when absent. */
  readText?: (path: string) => Promise<string | null>
  /**
   * What the save test found when the user last chose Check again (`saveTestFound` of that report), shown while a
   * look without one is the newest: a key change looks again, and must not hide the answer the user asked for.
   * Read when the look ends, so a look that began before that check and ends after it still says its answer.
   */
  earlierWrite?: () => string | null
  /** How long the keychain read may take before the doctor says so; default 10 s. */
  timeoutMs?: number
  now?: () => number
}

const TIMED_OUT = Symbol('timed out')

/** Looks at the keychain and says what it found; never rejects. */
export async function diagnoseKeychain(deps: DoctorDeps): Promise<KeychainReport> {
  const platform = deps.platform ?? process.platform
  const env = deps.env ?? process.env
  const readText = deps.readText ?? readSmallFile
  const linux = platform === 'linux'
  const [bus, scan, context] = await Promise.all([
    linux ? (deps.probeBus ?? probeSessionBus)(env) : Promise.resolve(null),
    readKeychain(deps.rescan, deps.timeoutMs ?? 10_000),
    linux ? linuxContext(env, readText) : Promise.resolve(null),
  ])
  const provider = bus ? providerOf(bus) : null
  // Reading can work where saving fails: only a write that went through proves keys can be stored.
  const read = scan !== TIMED_OUT && !(scan instanceof Error)
  const write =
    read && deps.probeWrite !== undefined
      ? await readKeychain(deps.probeWrite, deps.timeoutMs ?? 10_000)
      : null
  let problem: KeychainDoctorProblem | null
  if (scan === TIMED_OUT || write === TIMED_OUT) problem = 'timeout'
  else if (scan instanceof Error) problem = refine(toKeychainError(scan).problem, bus, context)
  else if (write instanceof Error) problem = refine(toKeychainError(write).problem, bus, context)
  else problem = bus?.defaultLocked === true ? 'locked' : null
  const status =
    problem === null ? 'ok' : problem === 'locked' || problem === 'timeout' ? 'locked' : 'unavailable'
  // A keychain that reads but does not save is there: it is named, not "none".
  const backend: KeychainBackend =
    status === 'unavailable' && linux && !read ? 'none' : platformBackend(platform)
  const fixContext: FixContext = {
    platform,
    provider,
    sandbox: context?.sandbox ?? null,
    // gnome-keyring answers a read of every collection but has no `default` alias to save into.
    noDefaultKeyring: write instanceof Error && bus?.secretsOwner != null && bus.defaultLocked === null,
    desktop: context?.desktop ?? true,
  }
  const found = scan !== TIMED_OUT && !(scan instanceof Error) ? scan : null
  const earlier = deps.earlierWrite?.() ?? null
  const summarySaid = summaryOf(backend, provider, problem, fixContext.noDefaultKeyring)
  return {
    backend,
    provider,
    status,
    problem,
    summary: inEnglish(summarySaid),
    summarySaid,
    fix: problem === null ? [] : fixFor(problem, fixContext),
    checks: [
      ...checksOf(platform, env, bus, context, scan),
      // An earlier save test speaks only while reading still works: a keychain locked since is not vouched for.
      { name: WRITE_CHECK, found: writeWords(write, deps.probeWrite !== undefined, read ? earlier : null) },
    ],
    orphans: found?.orphans ?? [],
    missing: found?.missing ?? [],
    checkedAt: (deps.now ?? Date.now)(),
  }
}

const WRITE_CHECK = 'Saving and deleting a test entry'

/** What the save test of `report` found, when one was tried (to show again with later looks: `earlierWrite`). */
export function saveTestFound(report: KeychainReport): string | null {
  const found = report.checks.find((c) => c.name === WRITE_CHECK)?.found ?? null
  return found === null || found.startsWith('not tried') ? null : found
}

function writeWords(
  write: void | Error | typeof TIMED_OUT | null,
  asked: boolean,
  earlier: string | null,
): string {
  if (write === null) {
    // Asked for, but the read failed first: saving would fail the same way, and the read says why.
    if (asked) return 'not tried: the keychain could not be read'
    return earlier !== null
      ? `${earlier} (when you last chose Check again)`
      : 'not tried (only when you choose Check again)'
  }
  return write === undefined ? 'works' : scanWords(write)
}

// Any keychain call, bounded: what it resolved with, the error it failed with, or TIMED_OUT.
async function readKeychain<T>(
  rescan: () => Promise<T>,
  timeoutMs: number,
): Promise<T | Error | typeof TIMED_OUT> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), timeoutMs)
  })
  try {
    return await Promise.race([
      rescan().catch((error: unknown) => (error instanceof Error ? error : new Error(String(error)))),
      timeout,
    ])
  } finally {
    clearTimeout(timer)
  }
}

/** What the Linux session is: WSL, a sandbox, a desktop. */
interface LinuxContext {
  wsl: boolean
  sandbox: FixContext['sandbox']
  desktop: boolean
}

async function linuxContext(
  env: Env,
  readText: (path: string) => Promise<string | null>,
): Promise<LinuxContext> {
  const [version, flatpakInfo] = await Promise.all([readText('/proc/version'), readText('/.flatpak-info')])
  const wsl = env.WSL_DISTRO_NAME !== undefined || /microsoft/i.test(version ?? '')
  const flatpakId = env.FLATPAK_ID ?? /^name=(.+)$/m.exec(flatpakInfo ?? '')?.[1]?.trim()
  const sandbox: FixContext['sandbox'] =
    flatpakId !== undefined || flatpakInfo !== null
      ? { kind: 'Flatpak', id: flatpakId ?? null }
      : env.SNAP !== undefined
        ? { kind: 'Snap', id: env.SNAP_INSTANCE_NAME ?? env.SNAP_NAME ?? null }
        : null
  return { wsl, sandbox, desktop: Boolean(env.DISPLAY) || Boolean(env.WAYLAND_DISPLAY) }
}

// The keychain's own error names the layer that failed; the environment says why that layer is missing here.
function refine(
  problem: ReturnType<typeof toKeychainError>['problem'],
  bus: BusFacts | null,
  context: LinuxContext | null,
): KeychainDoctorProblem {
  if (problem === 'module_missing' || problem === 'locked' || context === null) return problem
  if (context.sandbox !== null && problem !== 'other') return 'sandboxed'
  if (problem === 'no_session_bus')
    return context.wsl ? 'wsl' : context.desktop ? 'no_session_bus' : 'headless'
  if (problem === 'no_secret_service') {
    if (bus?.names.some((name) => /^org\.kde\.kwalletd\d*$/.test(name))) return 'kwallet'
    return context.wsl ? 'wsl' : 'no_secret_service'
  }
  return problem
}

/** The daemon behind org.freedesktop.secrets, by its process name, else by the names it put on the bus. */
function providerOf(bus: BusFacts): string | null {
  const process = bus.secretsOwner?.process ?? ''
  if (/^gnome-keyring/.test(process)) return 'gnome-keyring'
  if (/^(kwalletd|ksecretd)/.test(process)) return 'KWallet'
  if (/^keepassxc/i.test(process)) return 'KeePassXC'
  if (process !== '') return process
  if (bus.secretsOwner === null) return null
  if (bus.names.includes('org.gnome.keyring')) return 'gnome-keyring'
  if (bus.names.some((n) => n.startsWith('org.kde.kwalletd'))) return 'KWallet'
  if (bus.names.some((n) => n.startsWith('org.keepassxc'))) return 'KeePassXC'
  return null
}

function platformBackend(platform: NodeJS.Platform): KeychainBackend {
  if (platform === 'darwin') return 'macos-keychain'
  if (platform === 'win32') return 'windows-credential-manager'
  return 'secret-service'
}

function checksOf(
  platform: NodeJS.Platform,
  env: Env,
  bus: BusFacts | null,
  context: LinuxContext | null,
  scan: KeychainScan | Error | typeof TIMED_OUT,
): KeychainReport['checks'] {
  const checks: KeychainReport['checks'] = [{ name: 'Platform', found: platform }]
  if (context !== null) {
    checks.push({
      name: 'D-Bus session',
      found: env.DBUS_SESSION_BUS_ADDRESS
        ? 'DBUS_SESSION_BUS_ADDRESS is set'
        : 'DBUS_SESSION_BUS_ADDRESS is not set',
    })
    checks.push({ name: 'Session bus', found: busWords(bus) })
    if (bus?.reachable) checks.push({ name: 'Secret Service', found: secretsWords(bus) })
    if (bus?.defaultLocked !== null && bus?.defaultLocked !== undefined)
      checks.push({ name: 'Default keyring', found: bus.defaultLocked ? 'locked' : 'unlocked' })
    checks.push({
      name: 'Desktop session',
      found: context.desktop ? 'yes' : 'no (no DISPLAY or WAYLAND_DISPLAY)',
    })
    if (context.wsl) checks.push({ name: 'WSL', found: 'yes' })
    if (context.sandbox)
      checks.push({
        name: 'Sandbox',
        found: `${context.sandbox.kind}${context.sandbox.id ? ` (${context.sandbox.id})` : ''}`,
      })
  }
  checks.push({ name: 'Reading the app’s keychain entries', found: scanWords(scan) })
  return checks
}

function busWords(bus: BusFacts | null): string {
  if (bus === null || (bus.tool === null && !bus.reachable))
    return 'not asked (no address, or neither dbus-send nor gdbus is installed)'
  return bus.reachable ? `answers (asked with ${bus.tool})` : 'does not answer'
}

function secretsWords(bus: BusFacts): string {
  if (bus.secretsOwner !== null)
    return `running${bus.secretsOwner.process ? ` (process ${bus.secretsOwner.process})` : ''}`
  return bus.activatable
    ? 'not running; D-Bus can start it on demand'
    : 'not running, and nothing on the bus can start it'
}

function scanWords(scan: unknown): string {
  if (scan === TIMED_OUT) return 'no answer in time'
  // The problem's name only: a foreign error's text is not ours to show (errors.ts).
  if (scan instanceof Error) return `failed (${toKeychainError(scan).problem.replaceAll('_', ' ')})`
  return 'works'
}

async function readSmallFile(path: string): Promise<string | null> {
  try {
    return (await readFile(path, 'utf8')).slice(0, 4096)
  } catch {
    return null
  }
}
