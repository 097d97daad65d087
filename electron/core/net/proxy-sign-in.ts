/**
 * Signing in to a proxy that asks who the user is (HTTP 407, README "Proxy and certificates"). The user is asked
 * in the window for a user name and password; they are kept in memory for this run and, only when the user chose
 * so and the proxy accepted them, in the system keychain. Never in a file, a log or the diagnostics.
 *
 * Both transports go through the same steps here (Electron's net.request 'login' event on the desktop, undici's
 * proxy agent in the preview and the tests), so the asking is proven in Node with a real proxy.
 */
import { randomUUID } from 'node:crypto'
import type { ProxySignInAnswer, ProxySignInAsk } from '../../../shared/ipc/network.ts'
import { TransportFailure } from '../../../shared/net/transport-failure.ts'
import { createKeytarStore, DEFAULT_KEYCHAIN_SERVICE } from '../key-vault/secret-store.ts'

/** A user name and password for one proxy. */
export interface ProxyCredentials {
  username: string
  password: string
}

/** Which proxy asks: its host and port (never a URL with a user in it), and the realm it named when known. */
export interface ProxyChallenge {
  proxy: string
  realm: string | null
}

/** Where remembered sign-ins are kept: the system keychain, under a service name of their own. */
export interface ProxyKeychain {
  get(account: string): Promise<string | null>
  set(account: string, secret: string): Promise<void>
  delete(account: string): Promise<boolean>
}

/**
 * The steps of one request through a proxy that may ask: credentials to send first (never asked), then, each time
 * the proxy asks, the next ones. The user is asked at most once per request, so a wrong password fails the request
 * with that said, rather than asking in a loop.
 */
export interface SignInAttempts {
  /** Credentials known for this proxy (this run's, or the keychain's), or null; never asks. */
  first(): Promise<ProxyCredentials | null>
  /** The proxy asked (again): the credentials to send next, or null to stop. */
  next(): Promise<ProxyCredentials | null>
  /** The proxy passed the request on with the last credentials sent. */
  passed(): Promise<void>
  /** Why the request stops after next() said null: no sign-in given, or the one given was refused. */
  failure(): TransportFailure
}

/** The sign-ins of one run of the app. */
export interface ProxySignIn {
  /** The steps of one request through the proxy named by `challenge`. */
  attempts(challenge: ProxyChallenge): SignInAttempts
  /** Answers a question the window showed; false when it was already answered or is gone. */
  answer(answer: ProxySignInAnswer): boolean
  /** The questions waiting for the user. */
  pending(): ProxySignInAsk[]
  /** Hears every change of the waiting questions; returns the function that stops. */
  onChange(fn: (asks: ProxySignInAsk[]) => void): () => void
  /**
   * The user asked for the way to be tried again (Settings' test, a new proxy setting): a proxy whose sign-in
   * was declined is asked again.
   */
  askAgain(): void
  /** Every waiting question is dropped as declined: nobody is left to answer it. */
  close(): void
}

interface Waiting {
  ask: ProxySignInAsk
  settled: Promise<{ creds: ProxyCredentials; remember: boolean } | null>
  resolve(value: { creds: ProxyCredentials; remember: boolean } | null): void
}

/**
 * The system keychain's corner for remembered proxy sign-ins: a service name of its own, beside the keys' (which
 * the keychain doctor lists, and where a proxy password would look like a lost key).
 */
export function proxyKeychain(keychainService: string = DEFAULT_KEYCHAIN_SERVICE): ProxyKeychain {
  return createKeytarStore(proxyKeychainService(keychainService))
}

/** The keychain service name of the proxy sign-ins that go with the keys filed under `keychainService`. */
export function proxyKeychainService(keychainService: string): string {
  return `${keychainService} proxy sign-ins`
}

/** The keychain account of a proxy's remembered sign-in. */
export function proxyAccount(proxy: string): string {
  return `proxy ${proxy}`
}

/** Creates the sign-ins of one run; `keychain` keeps the ones the user asked to remember. */
export function createProxySignIn(deps: { keychain: ProxyKeychain | null }): ProxySignIn {
  // All per run and per proxy: what was given (memory only), whether the last try was refused, who declined.
  const known = new Map<string, ProxyCredentials>()
  const toRemember = new Map<string, boolean>()
  const keychainRead = new Set<string>()
  const refused = new Set<string>()
  const declined = new Set<string>()
  const waiting = new Map<string, Waiting>()
  const listeners = new Set<(asks: ProxySignInAsk[]) => void>()

  const pending = (): ProxySignInAsk[] => [...waiting.values()].map((w) => ({ ...w.ask }))
  const changed = (): void => {
    const asks = pending()
    for (const fn of [...listeners]) {
      try {
        fn(asks)
      } catch {
        // A listener's failure (a closed window) never stops a request.
      }
    }
  }

  async function knownFor(proxy: string): Promise<ProxyCredentials | null> {
    const inMemory = known.get(proxy)
    if (inMemory !== undefined) return inMemory
    if (deps.keychain === null || keychainRead.has(proxy)) return null
    keychainRead.add(proxy)
    const kept = await deps.keychain.get(proxyAccount(proxy)).catch(() => null)
    const creds = kept === null ? null : parseKept(kept)
    if (creds !== null) known.set(proxy, creds)
    return creds
  }

  async function forget(proxy: string, creds: ProxyCredentials): Promise<void> {
    refused.add(proxy)
    const current = known.get(proxy)
    if (current === undefined || !same(current, creds)) return
    known.delete(proxy)
    toRemember.delete(proxy)
    // A refused password is never offered again, not even from the keychain.
    await deps.keychain?.delete(proxyAccount(proxy)).catch(() => false)
  }

  /** Asks the user, or joins the question already shown for this proxy. */
  function ask(challenge: ProxyChallenge): Promise<{ creds: ProxyCredentials; remember: boolean } | null> {
    if (declined.has(challenge.proxy)) return Promise.resolve(null)
    const open = [...waiting.values()].find((w) => w.ask.proxy === challenge.proxy)
    if (open !== undefined) return open.settled
    let resolve!: Waiting['resolve']
    const settled = new Promise<{ creds: ProxyCredentials; remember: boolean } | null>((r) => (resolve = r))
    const id = randomUUID()
    waiting.set(id, {
      ask: { id, proxy: challenge.proxy, realm: challenge.realm, refused: refused.has(challenge.proxy) },
      settled,
      resolve,
    })
    changed()
    return settled
  }

  return {
    attempts(challenge) {
      const proxy = challenge.proxy
      let current: { creds: ProxyCredentials; asked: boolean } | null = null
      let started = false
      let outcome: 'declined' | 'refused' = 'declined'
      const first = async (): Promise<ProxyCredentials | null> => {
        started = true
        const creds = await knownFor(proxy)
        current = creds === null ? null : { creds, asked: false }
        return creds
      }
      return {
        first,
        async next() {
          // Electron's 'login' event comes before anything was sent with a sign-in: offer the known one first.
          if (!started) {
            const creds = await first()
            if (creds !== null) return creds
          }
          if (current !== null) {
            await forget(proxy, current.creds)
            if (current.asked) {
              current = null
              outcome = 'refused'
              return null
            }
          }
          const given = await ask(challenge)
          if (given === null) {
            current = null
            outcome = 'declined'
            return null
          }
          current = { creds: given.creds, asked: true }
          return given.creds
        },
        async passed() {
          if (current === null) return
          refused.delete(proxy)
          if (!current.asked || toRemember.get(proxy) === undefined) return
          const remember = toRemember.get(proxy) === true
          toRemember.delete(proxy)
          // Kept only once the proxy accepted it, so a mistyped password is never remembered.
          if (remember) {
            await deps.keychain?.set(proxyAccount(proxy), JSON.stringify(current.creds)).catch(() => {})
          } else {
            await deps.keychain?.delete(proxyAccount(proxy)).catch(() => false)
          }
        },
        failure: () =>
          outcome === 'refused'
            ? new TransportFailure('proxy_auth_refused', 'the proxy refused the sign-in')
            : new TransportFailure('proxy_auth_required', 'proxy answered 407, no sign-in given'),
      }
    },
    answer(answer) {
      const w = waiting.get(answer.id)
      if (w === undefined) return false
      waiting.delete(answer.id)
      if ('cancel' in answer) {
        declined.add(w.ask.proxy)
        w.resolve(null)
      } else {
        const creds = { username: answer.username, password: answer.password }
        known.set(w.ask.proxy, creds)
        toRemember.set(w.ask.proxy, answer.remember)
        declined.delete(w.ask.proxy)
        w.resolve({ creds, remember: answer.remember })
      }
      changed()
      return true
    },
    pending,
    onChange(fn) {
      listeners.add(fn)
      return () => {
        listeners.delete(fn)
      }
    },
    askAgain() {
      declined.clear()
    },
    close() {
      const all = [...waiting.values()]
      waiting.clear()
      for (const w of all) w.resolve(null)
      if (all.length > 0) changed()
      listeners.clear()
    },
  }
}

function same(a: ProxyCredentials, b: ProxyCredentials): boolean {
  return a.username === b.username && a.password === b.password
}

/** A remembered sign-in as the keychain holds it; anything else is no sign-in. */
function parseKept(text: string): ProxyCredentials | null {
  try {
    const v = JSON.parse(text) as { username?: unknown; password?: unknown }
    return typeof v.username === 'string' && typeof v.password === 'string'
      ? { username: v.username, password: v.password }
      : null
  } catch {
    return null
  }
}

/** The Proxy-Authorization value of a Basic sign-in (RFC 7617: user-id ":" password, UTF-8, base64). */
export function basicProxyAuthorization(creds: ProxyCredentials): string {
  return `Basic ${Buffer.from(`${creds.username}:${creds.password}`, 'utf8').toString('base64')}`
}

/** The realm of a Proxy-Authenticate header (`Basic realm="corp"`), or null. */
export function realmOf(header: string | null): string | null {
  if (header === null) return null
  return /realm="([^"]{0,200})"/i.exec(header)?.[1] ?? null
}
