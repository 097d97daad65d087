/** The service's health from the requests the current client makes: the last outcome that tells anything. */
import type { RequestLogEntry, ExchangeRetry } from '../../../shared/ipc/request-log.ts'
import type { ServiceHealth } from '../../../shared/ipc/service-health.ts'

// The client's codes for a request that got no answer at all (attempt.ts: transportError).
const NO_ANSWER: ReadonlySet<string> = new Set(['network_error', 'timeout'])

/**
 * What one attempt says of the service: 'up' when it answered (any status), 'down' when the call ended without an
 * answer after its retries, null when it tells nothing (a cancel by the app itself, or an attempt about to be
 * retried: the call has not ended yet).
 */
export function healthOf(
  entry: Pick<RequestLogEntry, 'status' | 'code'>,
  retry: ExchangeRetry | null,
): ServiceHealth['state'] | null {
  if (entry.code === 'cancelled') return null
  if (entry.status !== null) return 'up'
  if (retry?.retried === true) return null
  return entry.code !== null && NO_ANSWER.has(entry.code) ? 'down' : null
}

/** The last health of each service, and whether an attempt changed it. */
export interface ServiceHealthBook {
  /** Records one attempt; returns the new health when the state changed (null: nothing to tell). */
  note(
    serviceUrl: string,
    entry: Pick<RequestLogEntry, 'status' | 'code' | 'path'>,
    retry: ExchangeRetry | null,
    at: number,
  ): ServiceHealth | null
  /** The last known health of `serviceUrl`, or null before any request told. */
  get(serviceUrl: string): ServiceHealth | null
}

/** Creates an empty book. */
export function createServiceHealthBook(): ServiceHealthBook {
  const last = new Map<string, ServiceHealth>()
  return {
    note(serviceUrl, entry, retry, at) {
      const state = healthOf(entry, retry)
      if (state === null) return null
      const before = last.get(serviceUrl)
      const health: ServiceHealth =
        state === 'down'
          ? { serviceUrl, state, at, path: entry.path, code: entry.code }
          : { serviceUrl, state, at, path: null, code: null }
      last.set(serviceUrl, health)
      // "Up" again after "up" is no news; each "down" is (its path and cause are shown).
      return before?.state === 'up' && state === 'up' ? null : health
    },
    get: (serviceUrl) => last.get(serviceUrl) ?? null,
  }
}
