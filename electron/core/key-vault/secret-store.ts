import { KeychainUnavailableError, type KeychainProblem } from './errors.ts'
import { defaultKeyringLocked } from './keyring-locked.ts'
import { isStaleSecretService, keytarInChild } from './keytar-child.ts'
import type { SecretStore } from './types.ts'

/** Keychain service name the app's entries are filed under; tests pass a throwaway one. */
export const DEFAULT_KEYCHAIN_SERVICE = 'bridge-explorer'

type Keytar = {
  getPassword(service: string, account: string): Promise<string | null>
  setPassword(service: string, account: string, password: string): Promise<void>
  deletePassword(service: string, account: string): Promise<boolean>
  findCredentials(service: string): Promise<{ account: string; password: string }[]>
}

/**
 * The default `SecretStore`: keytar, loaded on first use so that a missing native module or libsecret becomes a
 * `KeychainUnavailableError` at the call that needs it rather than a crash at import time.
 */
export function createKeytarStore(
  serviceName: string = DEFAULT_KEYCHAIN_SERVICE,
  options: KeytarStoreOptions = {},
): SecretStore {
  const load = options.loadInProcess ?? (() => import('keytar'))
  const report = options.report ?? ((line: string) => console.error(`[explorer] ${line}`))
  let loading: Promise<Keytar> | undefined
  const keytar = (): Promise<Keytar> => {
    loading ??= load().then(
      (mod) => mod.default as Keytar,
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
    return loading
  }
  // After the keyring daemon restarted, this process's libsecret is stuck on the old daemon: reconnect by retrying
  // once in a fresh process, and keep doing so (the in-process binding never recovers). Any other Secret Service
  // failure of the in-process binding (not a lock, not a missing module or bus) is asked once more from a fresh
  // process too: under load its connection has been seen to answer "no Secret Service" while the daemon was up
  // (docs/security.md, the keychain and what breaks on Linux). Its own words go to the log either way.
  let stale = false
  async function call<T>(inProcess: (k: Keytar) => Promise<T>, inChild: () => Promise<unknown>): Promise<T> {
    if (stale) return (await inChild()) as T
    try {
      return await inProcess(await keytar())
    } catch (error) {
      const known = isStaleSecretService(error)
      if (!known && !worthAFreshProcess(error)) throw error
      report(
        `keychain: the in-process call failed (${rawText(error)}); asking once more from a fresh process`,
      )
      // A daemon restart is known to leave this process's binding stuck; any other refusal only once it is proven.
      if (known) stale = true
      const value = await inChild().catch((again: unknown) => {
        report(`keychain: the fresh process failed too (${rawText(again)})`)
        throw again
      })
      stale = true
      return value as T
    }
  }
  const service = serviceName
  // libsecret reads a locked entry as "no such entry" and crashes the process listing one: on Linux the lock is
  // asked first (keyring-locked.ts), so a locked keyring is said as such and never taken for a lost key.
  const linux = process.platform === 'linux'
  const locked = (): Promise<boolean | null> => (linux ? defaultKeyringLocked() : Promise.resolve(null))
  const refuseLocked = async (): Promise<void> => {
    if ((await locked()) === true) throw new Error('The Secret Service keyring is locked')
  }
  return {
    get: async (account) => {
      const secret = await call(
        (k) => k.getPassword(service, account),
        () => keytarInChild({ op: 'get', service, account }),
      )
      if (secret !== null) return secret as string
      await refuseLocked()
      if (stale) return null
      // A key is never said to be gone on this process's word alone: its libsecret has answered a key saved a moment
      // earlier with no secret ("secret_value_get_text: assertion 'value' failed"). A fresh process confirms.
      const again = (await keytarInChild({ op: 'get', service, account })) as string | null
      if (again !== null) {
        report(
          'keychain: the in-process read found no secret that a fresh process found; reading from fresh processes',
        )
        stale = true
      }
      return again
    },
    set: (account, secret) =>
      call(
        (k) => k.setPassword(service, account, secret),
        () => keytarInChild({ op: 'set', service, account, secret }),
      ),
    delete: (account) =>
      call(
        (k) => k.deletePassword(service, account),
        () => keytarInChild({ op: 'delete', service, account }),
      ),
    // Asked when the key list is shown, so a locked keyring is said at once, before any key is read.
    locked,
    accounts: async () => {
      await refuseLocked()
      // On Linux keytar's listing reads every secret and aborts the process on one it cannot read (a NULL secret):
      // listed from a child process, such an abort is an error of the listing, never the end of the app.
      if (linux) return (await keytarInChild({ op: 'accounts', service })) as string[]
      return call(
        async (k) => (await k.findCredentials(service)).map((c) => c.account),
        () => keytarInChild({ op: 'accounts', service }),
      )
    },
  }
}

/** What `createKeytarStore` can be given besides the service name. */
export interface KeytarStoreOptions {
  /**
   * Loads the in-process binding; keytar by default. Tests pass a stand-in of keytar that fails the way the
   * in-process connection has been seen to fail, which cannot be brought about on demand against a real daemon.
   */
  loadInProcess?: () => Promise<{ default: unknown }>
  /** Where a failure of the in-process binding is written in the binding's own words; stderr by default. */
  report?: (line: string) => void
}

// The binding's own text, one line and bounded: the log names the cause without trusting its length.
function rawText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error)
  return text.replace(/\s+/g, ' ').slice(0, 300)
}

// Only the Secret Service's own refusals: a locked keyring, a missing module or a missing bus would fail the same
// in a fresh process, so asking again there only slows the answer.
function worthAFreshProcess(error: unknown): boolean {
  const problem = toKeychainError(error).problem
  return problem === 'no_secret_service' || problem === 'other'
}

const FIX_SERVICE =
  'No Secret Service is running. Install and start gnome-keyring (or another Secret Service provider) and unlock the login keyring, then try again.'

const MESSAGES: Record<KeychainProblem, string> = {
  no_session_bus:
    'The system keychain cannot be reached because there is no D-Bus session (DBUS_SESSION_BUS_ADDRESS is missing or points nowhere). Start Bridge Explorer from a desktop session, or run it under dbus-run-session with gnome-keyring started and unlocked, then try again.',
  no_secret_service: FIX_SERVICE,
  locked:
    'The login keyring is locked. Unlock it (for example in "Passwords and Keys", or by logging out and in again) and try again.',
  module_missing:
    'The keychain module could not be loaded. On Linux install libsecret (Debian/Ubuntu: libsecret-1-0) and a Secret Service such as gnome-keyring, then restart Bridge Explorer.',
  other: `The system keychain refused the request. ${FIX_SERVICE}`,
}

// keytar passes libsecret/GDBus/OS messages through as plain Errors; these are the texts seen for each cause.
const PATTERNS: [RegExp, KeychainProblem][] = [
  // First: a failed dlopen also says "No such file or directory".
  [/cannot find module|keytar\.node|libsecret|ERR_MODULE_NOT_FOUND|ERR_DLOPEN_FAILED/i, 'module_missing'],
  [
    /autolaunch|could not connect|no such file|connection refused|DBUS_SESSION_BUS_ADDRESS|Unable to autolaunch/i,
    'no_session_bus',
  ],
  [
    /not provided by any \.service files|ServiceUnknown|org\.freedesktop\.secrets|no such (name|interface)/i,
    'no_secret_service',
  ],
  [/locked|prompt|dismissed|cancel/i, 'locked'],
]

/** Classifies any failure of a `SecretStore` call into a `KeychainUnavailableError` with a fix the user can apply. */
export function toKeychainError(error: unknown): KeychainUnavailableError {
  if (error instanceof KeychainUnavailableError) return error
  const text =
    error instanceof Error ? `${error.message} ${(error as { code?: unknown }).code ?? ''}` : String(error)
  const match = PATTERNS.find(([pattern]) => pattern.test(text))
  const problem = match ? match[1] : 'other'
  return new KeychainUnavailableError(problem, MESSAGES[problem])
}
