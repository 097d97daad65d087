/** Plain words of the key health panel: an error group's name, the forecast of the current window. Pure. */
import type { KeyErrorGroup } from '../../../../../shared/ipc/request-log.ts'
import type { SchedulerState } from '../../../../../shared/ipc/rate-limit.ts'
import { formatCountdown } from '../../../entities/rate-limit/rate-format.ts'

/** "503 service_unavailable", or "No answer (timeout)" when none arrived. */
export function errorName(e: Pick<KeyErrorGroup, 'status' | 'code'>): string {
  if (e.status === null) return `No answer${e.code === null ? '' : ` (${e.code})`}`
  return e.code === null ? String(e.status) : `${e.status} ${e.code}`
}

/** What the current window says: when it resets, and whether the last minute's pace outruns it. */
export interface WindowWords {
  /** "12 of 60 requests left · resets in 23 s", or why nothing is known. */
  headline: string
  /** "At this pace you run out in about 40 s", or null when there is nothing to forecast. */
  forecast: string | null
}

/**
 * The current window of the key in use (the scheduler's state: X-RateLimit-* of the last answer) at `now`, with a
 * forecast from `lastMinute` attempts in the last 60 s: the budget left divided by that pace.
 */
export function windowWords(state: SchedulerState | null, lastMinute: number, now: number): WindowWords {
  if (state === null || state.limit === null || state.remaining === null || state.resetAt === null)
    return { headline: 'Not known until the next answer from the service', forecast: null }
  if (state.resetAt <= now)
    return { headline: `A new window of ${state.limit} requests has begun`, forecast: null }
  const resetsIn = state.resetAt - now
  const headline = `${state.remaining} of ${state.limit} requests left · resets in ${formatCountdown(resetsIn)}`
  if (state.remaining <= 0)
    return { headline, forecast: `Used up: requests wait ${formatCountdown(resetsIn)} for the reset` }
  if (lastMinute === 0) return { headline, forecast: 'No requests in the last minute: nothing will run out' }
  const runOutMs = (state.remaining / lastMinute) * 60_000
  if (runOutMs >= resetsIn)
    return { headline, forecast: `At this pace (${lastMinute} a minute) the budget lasts until it resets` }
  return {
    headline,
    forecast: `At this pace (${lastMinute} a minute) you run out in about ${formatCountdown(runOutMs)}`,
  }
}
