/** The API clients a session has made: each made with its key source, and disposed with it (the key forgotten). */
import { createApiClient, type ApiClient, type ClientEvent, type SchedulerPool } from '../api/index.ts'
import type { RequiredScope } from '../api/endpoints.ts'
import type { SecretSource } from './secret-source.ts'
import type { ServiceTarget } from './session-target.ts'

/** What every client of a session shares. */
export interface ClientFactoryDeps {
  schedulers: SchedulerPool
  /** Passed on to API clients only when the host gave a clock (tests). */
  clientNow: (() => number) | undefined
  /** The host's transport (ExplorerCoreOptions.fetch). */
  fetch?: typeof fetch | undefined
  onEvent: (t: ServiceTarget, e: ClientEvent) => void
  /** Whether `t`'s key is known to lack a scope: its calls needing it are not sent (keys/scope-holders.ts). */
  lacksScope?: ((t: ServiceTarget, scope: RequiredScope) => boolean) | undefined
}

/** The live clients of a session. */
export interface SessionClients {
  make(t: ServiceTarget, key: SecretSource): ApiClient
  dispose(client: ApiClient): void
  /** Runs `fn` with a client made for it, disposed when `fn` settles. */
  withTemporary<T>(t: ServiceTarget, key: SecretSource, fn: (client: ApiClient) => Promise<T>): Promise<T>
  /** Cancels `requestId` on every live client; true when one of them had it. */
  cancel(requestId: string): boolean
  disposeAll(): void
}

/** Creates the set of live clients. */
export function createSessionClients(deps: ClientFactoryDeps): SessionClients {
  // Each live client with what forgets its copy of the secret when the client goes.
  const live = new Map<ApiClient, () => void>()

  function make(t: ServiceTarget, key: SecretSource): ApiClient {
    const client = createApiClient({
      baseUrl: t.serviceUrl,
      keyId: t.keyId,
      getKey: key.get,
      onEvent: (e) => deps.onEvent(t, e),
      schedulers: deps.schedulers,
      ...(deps.clientNow ? { now: deps.clientNow } : {}),
      ...(deps.fetch ? { fetch: deps.fetch } : {}),
      ...(deps.lacksScope
        ? { lacksScope: (scope: RequiredScope) => deps.lacksScope?.(t, scope) === true }
        : {}),
    })
    live.set(client, key.forget)
    return client
  }

  function dispose(client: ApiClient): void {
    client.dispose()
    live.get(client)?.()
    live.delete(client)
  }

  return {
    make,
    dispose,
    async withTemporary(t, key, fn) {
      const temp = make(t, key)
      try {
        return await fn(temp)
      } finally {
        dispose(temp)
      }
    },
    cancel(requestId) {
      let cancelled = false
      for (const c of live.keys()) cancelled = c.cancel(requestId) || cancelled
      return cancelled
    },
    disposeAll() {
      for (const c of [...live.keys()]) dispose(c)
    },
  }
}
