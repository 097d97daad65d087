/** The per-request and per-wait hook the session calls: turns client events into usage counts and scope answers. */
import type { RequestLogEntry, SchedulerState, WaitReason } from '../../../shared/ipc/dto.ts'
import { historyUrlOf, type ServiceTarget } from '../session/session-target.ts'
import type { CallPurposes } from './call-purpose.ts'
import { templateOf } from './endpoint-list.ts'
import type { UsageCount, UsageSlot, UsageStore } from './usage-store.ts'

/** What the session's event sink calls. */
export interface UsageHook {
  /** One HTTP attempt (the request log's entry) of `t`'s client. */
  request(t: ServiceTarget, entry: Omit<RequestLogEntry, 'id'>): void
  /** A scheduler state of `t`'s key: a new wait (or a wait for another reason) is counted once. */
  scheduler(t: ServiceTarget, state: SchedulerState): void
  /** Runs `fn` under a purpose (the stats poller's timers are started through this). */
  tag: CallPurposes['run']
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

/** Creates the hook of one core. */
export function createUsageHook(deps: UsageHookDeps): UsageHook {
  // The wait each key's scheduler is in, so the several clients of one scheduler count it once.
  const waiting = new Map<string, WaitReason>()
  const slotOf = (t: ServiceTarget): UsageSlot => ({ serviceUrl: historyUrlOf(t), keyId: t.keyId })

  function guarded(where: string, run: () => void): void {
    try {
      run()
    } catch (error) {
      deps.onBackgroundError(where, error)
    }
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
    scheduler(t, state) {
      const slot = `${t.serviceUrl}\n${t.keyId}`
      if (state.reason === null || state.waitingUntil === null) {
        waiting.delete(slot)
        return
      }
      if (waiting.get(slot) === state.reason) return
      waiting.set(slot, state.reason)
      if (!deps.isRecorded(t)) return
      const at = deps.now()
      const totalMs = Math.max(0, state.waitingUntil - at)
      guarded('usage wait', () =>
        deps.store.add(slotOf(t), at, [{ kind: 'wait', label: state.reason ?? '', totalMs }]),
      )
    },
    tag: deps.purposes.run,
  }
}
