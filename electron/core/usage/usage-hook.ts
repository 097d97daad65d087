/** The per-request and per-wait hook the session calls: turns client events into usage counts and scope answers. */
import type { RequestLogEntry } from '../../../shared/ipc/request-log.ts'
import type { SchedulerState } from '../../../shared/ipc/rate-limit.ts'
import type { WaitReason } from '../../../shared/ipc/common.ts'
import { historyUrlOf, type ServiceTarget } from '../session/session-target.ts'
import type { CallPurposes } from './call-purpose.ts'
import { templateOf } from './endpoint-list.ts'
import type { UsageCount, UsageSlot, UsageStore } from './usage-store.ts'

/** What the session's event sink calls. */
export interface UsageHook {
  /** One HTTP attempt (the request log's entry) of `t`'s client. */
  request(t: ServiceTarget, entry: Omit<RequestLogEntry, 'id'>): void
  /** A scheduler state of `t`'s key: each wait is counted once, with the wall-clock time it lasted. */
  scheduler(t: ServiceTarget, state: SchedulerState): void
  /** Runs `fn` under a purpose (the stats poller's timers are started through this). */
  tag: CallPurposes['run']
  /** Adds the time of the waits still going on (the session is closing): waited so far is waited. */
  flush(): void
}

/** What the hook needs. */
export interface UsageHookDeps {
  store: UsageStore
  purposes: CallPurposes
  /** True for a key whose usage is kept: a saved key or the demo key, not a key being verified before saving. */
  isRecorded: (t: ServiceTarget) => boolean
  now: () => number
  onBackgroundError: (where: string, error: unknown) => void
}

/** The counts one attempt adds: its purpose, and its error code and 429 when it failed. */
export function countsOf(entry: Pick<RequestLogEntry, 'status' | 'code'>, purpose: string): UsageCount[] {
  const counts: UsageCount[] = [{ kind: 'request', label: purpose }]
  // A request the app itself cancelled (the user moved on) may have reached the service, but it did not fail.
  if (entry.code === 'cancelled') return counts
  const failed = entry.code !== null || entry.status === null || entry.status >= 400
  const code = entry.code ?? (entry.status === null ? 'no_response' : `http_${entry.status}`)
  if (failed) counts.push({ kind: 'error', label: code })
  if (entry.status === 429) counts.push({ kind: 'throttled', label: code })
  return counts
}

/** What an answer proves about the key's scope for its endpoint: a 200 allows, insufficient_scope denies. */
export function verdictOf(entry: Pick<RequestLogEntry, 'status' | 'code'>): 'allowed' | 'denied' | null {
  if (entry.status === 200) return 'allowed'
  if (entry.code === 'insufficient_scope') return 'denied'
  return null
}

/** A wait in progress for one key: since when, for which reason now, and the deadline last announced. */
interface OpenWait {
  t: ServiceTarget
  /** When the current reason's stretch began (its time is added when it ends). */
  since: number
  reason: WaitReason
  until: number
}

/**
 * A wait that starts again within this long of the last one's end is the same wait: the scheduler briefly shows
 * no wait between two calls held by the same reset (its margin, rate-scheduler.ts).
 */
const SAME_WAIT_GAP_MS = 250

/** Creates the hook of one core. */
export function createUsageHook(deps: UsageHookDeps): UsageHook {
  // The wait each key's scheduler is in, so the several clients of one scheduler count it once.
  const waiting = new Map<string, OpenWait>()
  // When each key's last wait ended, to join a wait that picks up where it stopped.
  const endedAt = new Map<string, number>()
  const slotOf = (t: ServiceTarget): UsageSlot => ({ serviceUrl: historyUrlOf(t), keyId: t.keyId })

  function guarded(where: string, run: () => void): void {
    try {
      run()
    } catch (error) {
      deps.onBackgroundError(where, error)
    }
  }

  // Adds the wall-clock time of one stretch: from its start to now, never past the deadline it announced (a wait
  // cancelled or cut short counts until it ended, not as long as it was planned).
  function close(open: OpenWait, now: number, count: number): void {
    if (!deps.isRecorded(open.t)) return
    const totalMs = Math.max(0, Math.min(now, open.until) - open.since)
    guarded('usage wait', () =>
      deps.store.add(slotOf(open.t), open.since, [{ kind: 'wait', label: open.reason, count, totalMs }]),
    )
  }

  return {
    request(t, entry) {
      if (!deps.isRecorded(t)) return
      guarded('usage count', () => {
        const slot = slotOf(t)
        deps.store.add(slot, entry.at, countsOf(entry, deps.purposes.current()))
        const verdict = verdictOf(entry)
        const endpoint = templateOf(entry.path)
        if (verdict !== null && endpoint !== null) deps.store.answer(slot, endpoint, verdict, entry.at)
      })
    },
    // Wall-clock waiting is counted once: one key's waits are one timeline, whatever the number of calls held
    // (the union of their waits), and a change of reason splits the time between reasons without adding to it.
    scheduler(t, state) {
      const slot = `${t.serviceUrl}\n${t.keyId}`
      const now = deps.now()
      const open = waiting.get(slot)
      if (state.reason === null || state.waitingUntil === null) {
        if (open) {
          close(open, now, 0)
          waiting.delete(slot)
          endedAt.set(slot, Math.min(now, open.until))
        }
        return
      }
      if (open) {
        if (open.reason === state.reason) {
          open.until = state.waitingUntil
          return
        }
        // Another reason takes over the same wait: the time so far is the old reason's.
        close(open, now, 0)
        waiting.set(slot, { t, since: now, reason: state.reason, until: state.waitingUntil })
        return
      }
      const joined = now - (endedAt.get(slot) ?? Number.NEGATIVE_INFINITY) <= SAME_WAIT_GAP_MS
      waiting.set(slot, { t, since: now, reason: state.reason, until: state.waitingUntil })
      // A new wait is counted when it starts (so one in progress shows); its time is added as it ends.
      if (!joined && deps.isRecorded(t))
        guarded('usage wait', () =>
          deps.store.add(slotOf(t), now, [{ kind: 'wait', label: state.reason ?? '', count: 1, totalMs: 0 }]),
        )
    },
    tag: deps.purposes.run,
    flush() {
      const now = deps.now()
      for (const open of waiting.values()) close(open, now, 0)
      waiting.clear()
    },
  }
}
