/** What the session does with its clients' events: log entries, the gauge, rate samples, key states, notices. */
import type { KeyState } from '../../../shared/ipc/common.ts'
import type { RequestLogEntry, ExchangeFacts } from '../../../shared/ipc/request-log.ts'
import type { ServiceHealth } from '../../../shared/ipc/service-health.ts'
import type { ClientEvent } from '../api/index.ts'
import type { HistoryStore, RateSample } from '../history/history-types.ts'
import type { KeyVault } from '../key-vault/index.ts'
import { hostOf, sanitizeEntry } from './log-entry.ts'
import type { EventHub } from './event-hub.ts'
import { createServiceHealthBook } from './service-health.ts'
import { historyUrlOf, type ServiceTarget } from './session-target.ts'
import type { DeprecationSink, ExchangeSink, LogSink, UsageSink } from './session-sinks.ts'

const RATE_SAMPLE_INTERVAL_MS = 1000
/** An answer that proves the service accepts the key: data, or "this key lacks a scope" (a 403 after auth). */
const acceptsTheKey = (entry: Pick<RequestLogEntry, 'status' | 'code'>): boolean =>
  (entry.status === 200 && entry.code === null) ||
  (entry.status === 403 && entry.code === 'insufficient_scope')

/** What the sink needs from the core. */
export interface SessionEventDeps {
  vault: KeyVault
  history: HistoryStore
  log: LogSink
  hub: EventHub
  now: () => number
  onBackgroundError: (where: string, error: unknown) => void
  /** True when `t` is the target whose budget the gauge shows. */
  isCurrent: (t: ServiceTarget) => boolean
  /** Key usage: per-minute counts and scope answers (optional for tests of the log alone). */
  usage?: UsageSink
  /** The request inspector's stored log (optional for tests of the in-memory log alone). */
  exchanges?: ExchangeSink
  /** The deprecation radar, kept in main (optional: without it a notice is only told as an event). */
  deprecations?: DeprecationSink
}

/** Handles the events of the clients of one session. */
export interface SessionEvents {
  handle(t: ServiceTarget, e: ClientEvent): void
  /** The base URL a log entry was sent to. */
  baseUrlOf(entry: RequestLogEntry): string | undefined
  /** Writes each key's latest rate state that the sampling interval held back (the session is closing). */
  flush(): void
  /** Whether the service answers, as the current client's requests last found it (null: none told yet). */
  health(serviceUrl: string): ServiceHealth | null
}

/** Creates the sink; the caller stops calling `handle` once the session is closed. */
export function createSessionEvents(deps: SessionEventDeps): SessionEvents {
  const { vault, hub } = deps
  const health = createServiceHealthBook()
  const baseUrls = new WeakMap<RequestLogEntry, string>()
  const lastSample = new Map<string, number>()
  // The newest state of each key that the interval held back: written at close, so the last sample kept is the
  // key's last known budget (a restart starts its scheduler from it).
  const heldBack = new Map<string, { t: ServiceTarget; sample: RateSample; at: number }>()

  function writeSample(t: ServiceTarget, sample: RateSample, at: number): void {
    try {
      deps.history.addRateSample(historyUrlOf(t), t.keyId, sample, at)
    } catch (error) {
      deps.onBackgroundError('rate sample', error)
    }
  }

  function sampleRate(
    t: ServiceTarget,
    s: { limit: number | null; remaining: number | null; resetAt: number | null },
  ): void {
    if (s.limit === null || s.remaining === null || s.resetAt === null) return
    const slot = `${t.serviceUrl}\n${t.keyId}`
    const at = deps.now()
    const sample = { limit: s.limit, remaining: s.remaining, resetAtMs: s.resetAt }
    if (at - (lastSample.get(slot) ?? -Infinity) < RATE_SAMPLE_INTERVAL_MS) {
      heldBack.set(slot, { t, sample, at })
      return
    }
    lastSample.set(slot, at)
    heldBack.delete(slot)
    writeSample(t, sample, at)
  }

  /** Records a saved key's new state and tells the views; resolves once written (or reported as not written). */
  function recordKeyState(keyId: string, state: KeyState): Promise<void> {
    return vault.markState(keyId, state).then(
      () => hub.emit('keys:did-change', vault.list()),
      (error: unknown) => deps.onBackgroundError('key state', error),
    )
  }

  // Keys whose state is being written as working, so a burst of answers writes it once.
  const markingWorking = new Set<string>()

  /**
   * A saved key not checked yet that the service has just answered is shown as working, with no request spent on
   * a check. So is one the keychain would not give at its last check (locked, not answering): an answer proves the
   * keychain gave it since, and "unlock it" would no longer be true. A refused key stays refused: an answer to a
   * request sent before the refusal proves nothing, and only the user's check undoes it.
   */
  function noteAnswered(t: ServiceTarget, entry: Pick<RequestLogEntry, 'status' | 'code'>): void {
    if (t.mode !== 'configured' || !acceptsTheKey(entry) || markingWorking.has(t.keyId)) return
    const key = vault.list().find((k) => k.id === t.keyId)
    if (key?.state !== 'unknown' && key?.state !== 'missing') return
    markingWorking.add(t.keyId)
    void recordKeyState(t.keyId, 'active').finally(() => markingWorking.delete(t.keyId))
  }

  // The stored row's id becomes the entry's, so a row of the live log opens the same exchange after a restart.
  function storeExchange(
    t: ServiceTarget,
    input: Omit<RequestLogEntry, 'id'>,
    facts: ExchangeFacts | undefined,
  ): string | undefined {
    if (!deps.exchanges || !facts) return undefined
    try {
      // The key's id goes with it, so Send again uses the key of the exchange (never the key itself).
      return deps.exchanges.add(t.serviceUrl, sanitizeEntry('0', input), facts, t.keyId) ?? undefined
    } catch (error) {
      deps.onBackgroundError('request log', error)
      return undefined
    }
  }

  function handle(t: ServiceTarget, e: ClientEvent): void {
    if (e.type === 'request') {
      const { id: _clientId, ...sent } = e.entry
      // Which key sent it and where it went, so the log names both (request-log-table.tsx).
      const input = { ...sent, keyId: t.keyId, host: hostOf(t.serviceUrl) }
      const entry = deps.log.add(input, storeExchange(t, input, e.exchange))
      baseUrls.set(entry, t.serviceUrl)
      hub.emit('log:did-add', entry)
      deps.usage?.request(t, input)
      noteAnswered(t, input)
      // The top bar tells the service down within the first request that ends without an answer.
      if (deps.isCurrent(t)) {
        const changed = health.note(t.serviceUrl, input, e.exchange?.retry ?? null, deps.now())
        if (changed) hub.emit('service:did-change', changed)
      }
    } else if (e.type === 'scheduler') {
      // Another key's budget (a check of a key not in use) is not what the gauge shows.
      if (deps.isCurrent(t)) hub.emit('scheduler:did-change', e.state)
      sampleRate(t, e.state)
      deps.usage?.scheduler(t, e.state)
    } else if (e.type === 'retry-dropped') {
      // The stored attempt said "retried"; no retry went out, so the inspector's chain must not say it did.
      try {
        deps.exchanges?.amendRetry(e.callId, e.attempt, e.retry)
      } catch (error) {
        deps.onBackgroundError('request log', error)
      }
    } else if (e.type === 'key-state') {
      // Only saved keys have a state to record (not the demo key, nor a key being verified for rotation).
      if (t.mode !== 'configured' || !vault.list().some((k) => k.id === t.keyId)) return
      void recordKeyState(t.keyId, e.state)
    } else {
      const notice = { path: e.path, deprecation: e.deprecation, sunset: e.sunset, links: e.links }
      // Per service (whichever key asked), so a key switch or a restart keeps what was announced.
      if (!deps.deprecations) return void hub.emit('notices:did-add', notice)
      try {
        deps.deprecations.note(historyUrlOf(t), notice)
      } catch (error) {
        deps.onBackgroundError('deprecation radar', error)
      }
    }
  }

  function flush(): void {
    for (const { t, sample, at } of heldBack.values()) writeSample(t, sample, at)
    heldBack.clear()
    deps.usage?.flush()
  }

  return { handle, baseUrlOf: (entry) => baseUrls.get(entry), flush, health: health.get }
}
