/**
 * One RateScheduler per key and service, shared by every client created for them, so concurrent
 * callers (several windows, a bulk export) draw on one budget instead of each assuming the whole limit.
 */
import type { SchedulerClock } from './clock.ts'
import { normalizeBaseUrl } from './lockout.ts'
import { RateScheduler } from './rate-scheduler.ts'

const registry = new Map<string, RateScheduler>()

/** The scheduler shared by every client of one key on one service (the first caller's clock wins). */
export function sharedScheduler(keyId: string, baseUrl: string, clock?: SchedulerClock): RateScheduler {
  const k = `${normalizeBaseUrl(baseUrl)}\n${keyId}`
  let s = registry.get(k)
  if (!s) registry.set(k, (s = new RateScheduler({ keyId, baseUrl, ...(clock ? { clock } : {}) })))
  return s
}
