/**
 * Which service the app talks to right now, and the one API client for it. The current service is the active
 * key's service URL, else the demo service. Only `sync()` makes, replaces or disposes the current client;
 * `client(t)` only reads it.
 */
import type { RequestLogEntry } from '../../../shared/ipc/request-log.ts'
import type { ServiceHealth } from '../../../shared/ipc/service-health.ts'
import { cancelledError, type ApiClient, type SchedulerPool } from '../api/index.ts'
import type { RequiredScope } from '../api/endpoints.ts'
import type { HistoryStore } from '../history/history-types.ts'
import type { KeyInfo, KeyVault } from '../key-vault/index.ts'
import type { EventHub } from './event-hub.ts'
import { fixedSecret, keychainSecretOnce, type SecretSource } from './secret-source.ts'
import { createSessionClients } from './session-clients.ts'
import { createSessionEvents } from './session-events.ts'
import { createSessionPoller } from './session-poller.ts'
import type { PollTimer } from '../history/stats-poller.ts'
import { createTargetChooser, sameTarget, type ServiceTarget } from './session-target.ts'
import type { DeprecationSink, ExchangeSink, LogSink, UsageSink } from './session-sinks.ts'

/** What the session needs from the rest of the core. */
export interface SessionDeps {
  vault: KeyVault
  demo: { serviceUrl: string; key: string } | null
  history: HistoryStore
  log: LogSink
  hub: EventHub
  /** The core's schedulers: one per key and service, shared by every client the session makes. */
  schedulers: SchedulerPool
  now: () => number
  /** Passed on to API clients only when the host gave a clock (tests). */
  clientNow: (() => number) | undefined
  /** The host's transport, passed on to every API client (default Node's global fetch). */
  fetch?: typeof fetch | undefined
  pollIntervalMs: number
  /** The stats poll's timer, from the host's clock when it gave one (tests); a real timer otherwise. */
  pollTimer?: PollTimer | undefined
  onBackgroundError: (where: string, error: unknown) => void
  /** Key usage: counts each request and wait (absent in tests that do not look at usage). */
  usage?: UsageSink
  /** The request inspector's stored log (absent in tests that do not look at it). */
  exchanges?: ExchangeSink
  /** The deprecation radar (absent in tests that do not look at it). */
  deprecations?: DeprecationSink
  /** Whether a target's key is known to lack a scope (keys/scope-holders.ts); absent: every call is sent. */
  lacksScope?: (t: ServiceTarget, scope: RequiredScope) => boolean
}

/** The session: current target, its client, the stats poller, and temporary clients for other keys. */
export interface Session {
  target(): ServiceTarget | null
  /** The current client when `target` is current; a pure read that throws `cancelled` for any other target. */
  client(target: ServiceTarget): ApiClient
  /** Runs `fn` with a client for a saved key: the current client when it is the current key, else a temporary one. */
  withKeyClient<T>(key: KeyInfo, fn: (client: ApiClient) => Promise<T>): Promise<T>
  /** Runs `fn` with a client for a key not saved yet (rotation's verify step); the secret stays in the closure. */
  withSecretClient<T>(
    serviceUrl: string,
    secret: string,
    keyId: string,
    fn: (client: ApiClient) => Promise<T>,
  ): Promise<T>
  /** Re-reads which key is current; when it changed, disposes the old client, makes the new one, moves the poller. */
  sync(): void
  /** Makes `serviceUrl` the preferred service (its active key becomes current at the next `sync()`). */
  prefer(serviceUrl: string): void
  cancel(requestId: string): boolean
  /** The base URL a log entry was sent to. */
  baseUrlOf(entry: RequestLogEntry): string | undefined
  /** Whether the current service answers, as its requests last found it (null: no target, or none told yet). */
  health(): ServiceHealth | null
  close(): Promise<void>
}

/** Creates the session; call `sync()` once to make the first client and start the stats poller. */
export function createSession(deps: SessionDeps): Session {
  const chooser = createTargetChooser(deps.vault, deps.demo)
  let current: { target: ServiceTarget; client: ApiClient } | null = null
  let closed = false
  const isCurrent = (t: ServiceTarget): boolean => current !== null && sameTarget(current.target, t)
  const events = createSessionEvents({ ...deps, isCurrent })
  const clients = createSessionClients({
    schedulers: deps.schedulers,
    clientNow: deps.clientNow,
    fetch: deps.fetch,
    lacksScope: deps.lacksScope,
    onEvent: (t, e) => {
      if (!closed) events.handle(t, e)
    },
  })

  function client(t: ServiceTarget): ApiClient {
    // A caller holding a target the session left (a late poll), or one sync() has not reached yet, is refused.
    if (current && sameTarget(current.target, t)) return current.client
    throw cancelledError()
  }
  const poller = createSessionPoller({ ...deps, client, cancel: clients.cancel })

  function keyOf(t: ServiceTarget): SecretSource {
    const demoKey = deps.demo?.key
    if (t.mode === 'demo' && demoKey !== undefined) return fixedSecret(demoKey)
    return keychainSecretOnce(() => deps.vault.readSecret(t.keyId))
  }

  function sync(): void {
    if (closed) return
    const t = chooser.target()
    // The poller first: its request is cancelled through the old client, which must still be live.
    if (!poller.isPolling(t))
      poller.stop().catch((error: unknown) => deps.onBackgroundError('stats poller', error))
    if (!sameTarget(current?.target ?? null, t)) {
      if (current) clients.dispose(current.client)
      current = t ? { target: t, client: clients.make(t, keyOf(t)) } : null
    }
    deps.schedulers.prune()
    // The poller's timers keep the purpose they were started under, so its requests count as the poll's.
    if (deps.usage) deps.usage.tag('stats-poll', () => poller.follow(t))
    else poller.follow(t)
  }

  return {
    target: chooser.target,
    client,
    async withKeyClient(key, fn) {
      const t: ServiceTarget = { mode: 'configured', serviceUrl: key.serviceUrl, keyId: key.id }
      if (current && sameTarget(current.target, t)) return fn(current.client)
      return clients.withTemporary(t, keyOf(t), fn)
    },
    withSecretClient(serviceUrl, secret, keyId, fn) {
      // Under the id the key will be saved with (newKeyId), so the check's exchanges are that key's from the start.
      const t: ServiceTarget = { mode: 'configured', serviceUrl, keyId }
      return clients.withTemporary(t, fixedSecret(secret), fn)
    },
    sync,
    prefer: chooser.prefer,
    cancel: clients.cancel,
    baseUrlOf: events.baseUrlOf,
    health: () => (current ? events.health(current.target.serviceUrl) : null),
    async close() {
      closed = true
      events.flush()
      const stopped = poller.stop()
      clients.disposeAll()
      current = null
      await stopped
    },
  }
}
