/**
 * Where the session hands its clients' events: the request log and key usage implement these. They are
 * declared here, below those domains, so the session imports none of them and their handlers can import the
 * session (HOUSE_STYLE.md "Layers": no two folders import each other). app/ passes the real ones in.
 */
import type { RequestLogEntry, ExchangeFacts, ExchangeRetry } from '../../../shared/ipc/request-log.ts'
import type { SchedulerState } from '../../../shared/ipc/rate-limit.ts'
import type { UsagePurpose } from '../../../shared/ipc/usage.ts'
import type { DeprecationNotice } from '../../../shared/ipc/app.ts'
import type { ServiceTarget } from './session-target.ts'

/** The in-memory request log (request-log/request-log.ts): the session adds each attempt, log:list reads it. */
export interface LogSink {
  /** Stores a scrubbed, frozen copy under `id` (the stored exchange's) or the next id, and returns it. */
  add(input: Omit<RequestLogEntry, 'id'>, id?: string): Readonly<RequestLogEntry>
  /** Newest first. */
  list(): Readonly<RequestLogEntry>[]
}

/** The request inspector's stored log (request-log/exchange-store.ts), as far as the session writes it. */
export interface ExchangeSink {
  /** Stores one attempt with the id of the key that sent it (never the key); returns its id, or null when not stored. */
  add(serviceUrl: string, entry: RequestLogEntry, facts: ExchangeFacts, keyId?: string | null): string | null
  /** Replaces the retry note of one attempt of a call (a retry announced but never sent); false when none. */
  amendRetry(callId: string, attempt: number, retry: ExchangeRetry): boolean
}

/** The deprecation radar (request-log/deprecation-radar.ts): each announcement, under the service's history URL. */
export interface DeprecationSink {
  note(serviceUrl: string, notice: DeprecationNotice): void
}

/** Key usage (usage/usage-hook.ts): per-minute counts and scope answers. */
export interface UsageSink {
  /** One HTTP attempt (the request log's entry) of `t`'s client. */
  request(t: ServiceTarget, entry: Omit<RequestLogEntry, 'id'>): void
  /** A scheduler state of `t`'s key. */
  scheduler(t: ServiceTarget, state: SchedulerState): void
  /** Runs `fn` under a purpose (the stats poller's timers are started through this). */
  tag<T>(purpose: UsagePurpose, fn: () => T): T
  /** Closes the waits still going on, counting the time waited so far (before the app closes). */
  flush(): void
}
