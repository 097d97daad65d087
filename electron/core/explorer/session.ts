/**
 * Which service the app talks to right now, and the one API client for it. The current service is the active
 * key's service URL, else the demo service; clients are made lazily and disposed when the current key changes.
 */
import { randomUUID } from 'node:crypto'
import type { RequestLogEntry } from '../../../shared/ipc/dto.ts'
import {
  cancelledError,
  createApiClient,
  type ApiClient,
  type ClientEvent,
  type SchedulerPool,
} from '../api/index.ts'
import type { HistoryStore } from '../history/history-types.ts'
import { createStatsPoller, type StatsPoller } from '../history/stats-poller.ts'
import type { KeyInfo, KeyVault } from '../key-vault/index.ts'
import type { RequestLog } from '../request-log/request-log.ts'
import type { EventHub } from './event-hub.ts'

/** The key id the demo service's budget and history are filed under; vault ids start with `key_`. */
export const DEMO_KEY_ID = 'demo'

/** What the demo service's history is filed under: its URL changes every run (a random port), this does not. */
export const DEMO_HISTORY_URL = 'demo:embedded-service'

/** The service URL history of a target is filed under: stable across restarts, also in demo mode. */
export function historyUrlOf(t: ServiceTarget): string {
  return t.mode === 'demo' ? DEMO_HISTORY_URL : t.serviceUrl
}

/** The service and key requests go to. */
export interface ServiceTarget {
  mode: 'demo' | 'configured'
  serviceUrl: string
  keyId: string
}

/** What the session needs from the rest of the core. */
export interface SessionDeps {
  vault: KeyVault
  demo: { serviceUrl: string; key: string } | null
  history: HistoryStore
  log: RequestLog
  hub: EventHub
  /** The core's schedulers: one per key and service, shared by every client the session makes. */
  schedulers: SchedulerPool
  now: () => number
  /** Passed on to API clients only when the host gave a clock (tests). */
  clientNow: (() => number) | undefined
  pollIntervalMs: number
  onBackgroundError: (where: string, error: unknown) => void
}

/** The session: current target, its client, the stats poller, and temporary clients for other keys. */
export interface Session {
  target(): ServiceTarget | null
  /** The client of the current target, made on first use. */
  client(target: ServiceTarget): ApiClient
  /** Runs `fn` with a client for a saved key: the current client when it is the current key, else a temporary one. */
  withKeyClient<T>(key: KeyInfo, fn: (client: ApiClient) => Promise<T>): Promise<T>
  /** Runs `fn` with a client for a key not saved yet (rotation's verify step); the secret stays in the closure. */
  withSecretClient<T>(serviceUrl: string, secret: string, fn: (client: ApiClient) => Promise<T>): Promise<T>
  /** Re-reads which key is current; disposes the old client and restarts the poller when it changed. */
  sync(): void
  /** Makes `serviceUrl` the preferred service (its active key becomes current). */
  prefer(serviceUrl: string): void
  cancel(requestId: string): boolean
  /** The base URL a log entry was sent to. */
  baseUrlOf(entry: RequestLogEntry): string | undefined
  close(): Promise<void>
}

const RATE_SAMPLE_INTERVAL_MS = 1000
const POLL_BUDGET_SHARE = 0.25

const sameTarget = (a: ServiceTarget | null, b: ServiceTarget | null): boolean =>
  a?.serviceUrl === b?.serviceUrl && a?.keyId === b?.keyId && a?.mode === b?.mode

/** Where a client gets its key from, and how it forgets it when the client is disposed. */
interface SecretSource {
  get(): Promise<string>
  forget(): void
}

function fixedSecret(secret: string): SecretSource {
  let held: string | null = secret
  return {
    get: async () => held ?? Promise.reject(new Error('This client was disposed.')),
    forget: () => {
      held = null
    },
  }
}

/**
 * Reads the keychain once per client and keeps the secret for the client's life: every libsecret lookup leaks
 * native memory (issue 14), and a client lives only while its key is current (remove, rotate, switch and quit
 * dispose it, which forgets the secret). A failed read is not kept, so the next attempt asks the keychain again.
 */
export function keychainSecretOnce(read: () => Promise<string>): SecretSource {
  let pending: Promise<string> | null = null
  let forgotten = false
  return {
    get() {
      if (forgotten) return Promise.reject(new Error('This client was disposed.'))
      const attempt = (pending ??= read())
      attempt.catch(() => {
        if (pending === attempt) pending = null
      })
      return attempt
    },
    forget() {
      forgotten = true
      pending = null
    },
  }
}

/** Creates the session; call `sync()` once to start the stats poller. */
export function createSession(deps: SessionDeps): Session {
  const { vault, hub } = deps
  // Newest active key wins at start; afterwards the key the user last made active.
  let preferred: string | null =
    vault
      .list()
      .filter((k) => k.active)
      .at(-1)?.serviceUrl ?? null
  let current: { target: ServiceTarget; client: ApiClient } | null = null
  let polled: ServiceTarget | null = null
  let poller: StatsPoller | null = null
  let pollRequestId = ''
  let closed = false
  // Each live client with what forgets its copy of the secret when the client goes.
  const live = new Map<ApiClient, () => void>()
  const baseUrls = new WeakMap<RequestLogEntry, string>()
  const lastSample = new Map<string, number>()

  function target(): ServiceTarget | null {
    const key =
      (preferred !== null ? vault.getActive(preferred) : null) ?? vault.list().findLast((k) => k.active)
    if (key) return { mode: 'configured', serviceUrl: key.serviceUrl, keyId: key.id }
    if (deps.demo) return { mode: 'demo', serviceUrl: deps.demo.serviceUrl, keyId: DEMO_KEY_ID }
    return null
  }

  function onEvent(t: ServiceTarget, e: ClientEvent): void {
    if (closed) return
    if (e.type === 'request') {
      const { id: _clientId, ...input } = e.entry
      const entry = deps.log.add(input)
      baseUrls.set(entry, t.serviceUrl)
      hub.emit('log:did-add', entry)
    } else if (e.type === 'scheduler') {
      // Another key's budget (a check of a key not in use) is not what the gauge shows.
      if (current && sameTarget(current.target, t)) hub.emit('scheduler:did-change', e.state)
      sampleRate(t, e.state)
    } else if (e.type === 'key-state') {
      // Only saved keys have a state to record (not the demo key, nor a key being verified for rotation).
      if (t.mode !== 'configured' || !vault.list().some((k) => k.id === t.keyId)) return
      vault.markState(t.keyId, e.state).then(
        () => hub.emit('keys:did-change', vault.list()),
        (error: unknown) => deps.onBackgroundError('key state', error),
      )
    } else {
      hub.emit('notices:did-add', { path: e.path, deprecation: e.deprecation, sunset: e.sunset })
    }
  }

  function sampleRate(
    t: ServiceTarget,
    s: { limit: number | null; remaining: number | null; resetAt: number | null },
  ) {
    if (s.limit === null || s.remaining === null || s.resetAt === null) return
    const slot = `${t.serviceUrl}\n${t.keyId}`
    const at = deps.now()
    if (at - (lastSample.get(slot) ?? -Infinity) < RATE_SAMPLE_INTERVAL_MS) return
    lastSample.set(slot, at)
    try {
      deps.history.addRateSample(
        historyUrlOf(t),
        t.keyId,
        { limit: s.limit, remaining: s.remaining, resetAtMs: s.resetAt },
        at,
      )
    } catch (error) {
      deps.onBackgroundError('rate sample', error)
    }
  }

  function make(t: ServiceTarget, key: SecretSource): ApiClient {
    const client = createApiClient({
      baseUrl: t.serviceUrl,
      keyId: t.keyId,
      getKey: key.get,
      onEvent: (e) => onEvent(t, e),
      schedulers: deps.schedulers,
      ...(deps.clientNow ? { now: deps.clientNow } : {}),
    })
    live.set(client, key.forget)
    return client
  }

  function dispose(client: ApiClient): void {
    client.dispose()
    live.get(client)?.()
    live.delete(client)
  }

  function getKeyOf(t: ServiceTarget): SecretSource {
    const demoKey = deps.demo?.key
    if (t.mode === 'demo' && demoKey !== undefined) return fixedSecret(demoKey)
    return keychainSecretOnce(() => vault.readSecret(t.keyId))
  }

  function client(t: ServiceTarget): ApiClient {
    if (current && sameTarget(current.target, t)) return current.client
    // Only sync() disposes or replaces the current client. A caller holding a target since left (a late poll) is
    // refused instead of swapping the client back to it; a key change sync() has not seen yet is synced first.
    if (!sameTarget(t, target())) throw cancelledError()
    if (current) sync()
    if (current && sameTarget(current.target, t)) return current.client
    current = { target: t, client: make(t, getKeyOf(t)) }
    return current.client
  }

  function cancelAll(requestId: string): boolean {
    let cancelled = false
    for (const c of live.keys()) cancelled = c.cancel(requestId) || cancelled
    return cancelled
  }

  // A poll still waiting on a slow service must not hold up a service switch or quitting: it is cancelled.
  function stopPoller(): Promise<void> {
    const old = poller
    poller = null
    polled = null
    if (!old) return Promise.resolve()
    cancelAll(pollRequestId)
    return old.stop()
  }

  function restartPoller(t: ServiceTarget | null): void {
    if (sameTarget(polled, t) && poller) return
    stopPoller().catch((error: unknown) => deps.onBackgroundError('stats poller', error))
    polled = t
    if (!t || closed) return
    const requestId = (pollRequestId = `stats-poll-${randomUUID()}`)
    poller = createStatsPoller({
      intervalMs: deps.pollIntervalMs,
      serviceUrl: historyUrlOf(t),
      store: deps.history,
      fetchStats: async () => (await client(t).getStats({ requestId })).value,
      canSpend: () => {
        const { limit, remaining } = client(t).scheduler.state()
        return limit === null || remaining === null || remaining >= limit * POLL_BUDGET_SHARE
      },
      // A failed poll is retried at the next interval; the request log already shows what happened.
      onError: () => undefined,
    })
    poller.start()
  }

  /** Re-reads which key is current; disposes the old client and restarts the poller when it changed. */
  function sync(): void {
    if (closed) return
    const t = target()
    // The poller first: its request is cancelled through the old client, which must still be live.
    if (!sameTarget(polled, t))
      stopPoller().catch((error: unknown) => deps.onBackgroundError('stats poller', error))
    if (current && !sameTarget(current.target, t)) {
      dispose(current.client)
      current = null
    }
    deps.schedulers.prune()
    restartPoller(t)
  }

  return {
    target,
    client,
    async withKeyClient(key, fn) {
      const t: ServiceTarget = { mode: 'configured', serviceUrl: key.serviceUrl, keyId: key.id }
      if (current && sameTarget(current.target, t)) return fn(current.client)
      const temp = make(t, getKeyOf(t))
      try {
        return await fn(temp)
      } finally {
        dispose(temp)
      }
    },
    async withSecretClient(serviceUrl, secret, fn) {
      const t: ServiceTarget = { mode: 'configured', serviceUrl, keyId: `verify_${randomUUID()}` }
      const temp = make(t, fixedSecret(secret))
      try {
        return await fn(temp)
      } finally {
        dispose(temp)
      }
    },
    sync,
    prefer(serviceUrl) {
      preferred = serviceUrl
    },
    cancel: cancelAll,
    baseUrlOf: (entry) => baseUrls.get(entry),
    async close() {
      closed = true
      const stopped = stopPoller()
      for (const c of [...live.keys()]) dispose(c)
      current = null
      await stopped
    },
  }
}
