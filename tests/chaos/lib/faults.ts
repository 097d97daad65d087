/** The chaos run's fault schedule: what goes wrong when, against the in-process reference service. */
import type { ReferenceService } from '../../../electron/service/index.ts'

/** One scheduled fault: when (ms after the start) and what it does. */
export interface ScheduledFault {
  atMs: number
  name: string
  run: () => Promise<void>
}

/** Fault kinds that repeat through the run, in turn. */
export function cyclingFaults(
  svc: ReferenceService,
  spikeMs: number,
): { name: string; run: () => Promise<void> }[] {
  return [
    {
      name: '503 ×3 with Retry-After: 1',
      run: async () => svc.control.failNext(3, { status: 503, retryAfter: 1 }),
    },
    {
      name: '503 ×3 without Retry-After',
      run: async () => svc.control.failNext(3, { status: 503, retryAfter: null }),
    },
    {
      name: `latency spike 1,200 ms for ${spikeMs / 1000} s`,
      run: async () => {
        svc.control.setLatency(1200)
        setTimeout(() => svc.control.setLatency(0), spikeMs).unref()
      },
    },
    {
      name: 'connection reset mid-body ×2',
      run: async () => svc.control.failNext(2, { resetMidBody: true }),
    },
    { name: 'truncated JSON ×2', run: async () => svc.control.failNext(2, { truncateJson: true }) },
  ]
}

/**
 * The whole schedule for a run of `durationMs`: cycling faults every `everyMs` in the first and last thirds,
 * the key revocation at 35 % and the lockout at 60 % (far enough apart that the revoked key's 401s, which also
 * count as invalid attempts, have left the lockout's counting period).
 */
export function buildSchedule(
  durationMs: number,
  everyMs: number,
  cycle: { name: string; run: () => Promise<void> }[],
  special: { revoke: () => Promise<void>; lockout: () => Promise<void> },
): ScheduledFault[] {
  const out: ScheduledFault[] = []
  let turn = 0
  const fill = (from: number, to: number): void => {
    for (let at = from; at < to; at += everyMs) {
      const f = cycle[turn++ % cycle.length]
      if (f) out.push({ atMs: Math.round(at), ...f })
    }
  }
  fill(durationMs * 0.05, durationMs * 0.33)
  out.push({
    atMs: Math.round(durationMs * 0.35),
    name: 'key revoked, new key added and made active',
    run: special.revoke,
  })
  out.push({
    atMs: Math.round(durationMs * 0.6),
    name: 'invalid-attempt lockout of our IP',
    run: special.lockout,
  })
  fill(durationMs * 0.72, durationMs * 0.92)
  return out.sort((a, b) => a.atMs - b.atMs)
}
