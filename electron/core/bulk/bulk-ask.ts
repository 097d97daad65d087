/**
 * The service's side of a bulk run: one name asked through the key's client, in the scheduler's line of work the
 * user started (rate-scheduler.ts: after the user's clicks, before the background), and the key's window as the
 * scheduler knows it, for the estimate.
 */
import type { BulkTarget } from '../../../shared/ipc/bulk.ts'
import type { ApiClient } from '../api/index.ts'
import type { KnownRate } from './bulk-estimate.ts'
import type { ServiceAsk } from './bulk-resolve.ts'

/** Asks the service for one name with the client `client()` gives (the current key's). */
export function askService(
  client: () => ApiClient,
): (ask: ServiceAsk, signal: AbortSignal) => Promise<BulkTarget> {
  return async (ask, signal) => {
    const c = client()
    if (ask.to === 'bridge') {
      const r = await c.scheduler.runStarted(() => c.getBridge(ask.slug, { signal }))
      return { to: 'bridge', slug: r.value.slug ?? ask.slug, title: r.value.title }
    }
    const r = await c.scheduler.runStarted(() => c.getProfile(ask.username, { signal }))
    return { to: 'profile', username: r.value.username }
  }
}

/** The key's window as its scheduler knows it; unknown without a client. */
export function knownRate(client: () => ApiClient): () => KnownRate {
  return () => {
    try {
      const s = client().scheduler.state()
      return { limit: s.limit, remaining: s.remaining, resetAt: s.resetAt }
    } catch {
      return { limit: null, remaining: null, resetAt: null }
    }
  }
}
