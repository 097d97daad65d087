// Key usage counts wall-clock waiting once: the waits of one key are one timeline (overlapping waits are their
// union), and a cancelled wait counts until it was cancelled, not as long as it was planned. Real history.sqlite.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import type { SchedulerState } from '../../../shared/ipc/rate-limit.ts'
import type { WaitReason } from '../../../shared/ipc/common.ts'
import { HISTORY_MIGRATIONS } from '../../../electron/core/app/history-migrations.ts'
import { openHistoryStore } from '../../../electron/core/history/history-store.ts'
import { createCallPurposes } from '../../../electron/core/usage/call-purpose.ts'
import { createUsageHook } from '../../../electron/core/usage/usage-hook.ts'
import { readUsage } from '../../../electron/core/usage/usage-read.ts'
import { createUsageStore } from '../../../electron/core/usage/usage-store.ts'
import { manualClock, tempUserData } from '../../unit/core/history/temp-dir.ts'

const target = { mode: 'configured' as const, serviceUrl: 'http://127.0.0.1:9/v1/api', keyId: 'key_a' }
const S = 1000

test('overlapping and cancelled waits are counted once, for the time actually waited', (t) => {
  const clock = manualClock()
  const history = openHistoryStore({ dir: tempUserData(t), now: clock.now, migrations: HISTORY_MIGRATIONS })
  t.after(() => history.close())
  const store = createUsageStore(history, clock.now)
  const hook = createUsageHook({
    store,
    purposes: createCallPurposes(),
    isRecorded: () => true,
    now: clock.now,
    onBackgroundError: (where, error) => assert.fail(`${where}: ${String(error)}`),
  })
  const start = clock.now()
  const at = (ms: number, reason: WaitReason | null, untilMs?: number): void => {
    clock.set(start + ms)
    const state: SchedulerState = {
      keyId: target.keyId,
      limit: 60,
      remaining: 0,
      resetAt: start + 30 * S,
      queued: reason === null ? 0 : 1,
      inFlight: 0,
      waitingUntil: reason === null ? null : start + (untilMs ?? 0),
      reason,
    }
    // Two clients of the key's one scheduler pass on the same state: still one wait.
    hook.scheduler(target, state)
    hook.scheduler(target, state)
  }
  // Call A waits for the reset at 30 s; for an instant nobody waits, then call B waits for the same reset.
  at(0, 'rate_limit', 30 * S)
  at(1 * S, null)
  at(1 * S + 100, 'rate_limit', 30 * S)
  // A backoff takes over the same wait, and it ends at 8 s.
  at(5 * S, 'backoff', 8 * S)
  at(8 * S, null)
  // The service asks for 30 s; the user leaves the page after 2 s: the wait is cancelled.
  at(10 * S, 'retry_after', 40 * S)
  at(12 * S, null)
  // The app quits 3 s into a wait for the reset: the 3 s waited so far are counted.
  at(20 * S, 'rate_limit', 30 * S)
  clock.set(start + 23 * S)
  hook.flush()

  const h = readUsage(
    history.database(),
    { serviceUrl: target.serviceUrl, keyId: target.keyId },
    start - 60 * S,
    start + 60 * S,
  )
  // Waiting: 0–8 s (one wait, the 100 ms gap included in neither), 10–12 s and 20–23 s.
  assert.equal(h.totals.waitMs, 12_900)
  assert.equal(h.totals.waits, 3)
  const byReason = Object.fromEntries(h.waitsByReason.map((w) => [w.reason, w.waitMs]))
  assert.deepEqual(byReason, { backoff: 3_000, rate_limit: 7_900, retry_after: 2_000 })
})
