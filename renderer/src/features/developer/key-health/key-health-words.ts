/** Plain words of the key health panel: an error group's name, the forecast of the current window. Pure. */
import type { Translate } from '../../../../../shared/i18n/translate.ts'
import type { KeyErrorGroup } from '../../../../../shared/ipc/request-log.ts'
import type { SchedulerState } from '../../../../../shared/ipc/rate-limit.ts'
import { formatCountdown } from '../../../entities/rate-limit/rate-format.ts'

/** "503 service_unavailable", or "No answer (timeout)" when none arrived: the status and code are HTTP's and the service's. */
export function errorName(e: Pick<KeyErrorGroup, 'status' | 'code'>, t: Translate): string {
  if (e.status === null)
    return e.code === null ? t('requests.status.none') : t('health.no-answer-code', { code: e.code })
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
export function windowWords(
  state: SchedulerState | null,
  lastMinute: number,
  now: number,
  t: Translate,
): WindowWords {
  if (state === null || state.limit === null || state.remaining === null || state.resetAt === null)
    return { headline: t('health.window.unknown'), forecast: null }
  if (state.resetAt <= now)
    return { headline: t('health.window.new', { limit: state.limit }), forecast: null }
  const resetsIn = state.resetAt - now
  const headline = t('health.window.left', {
    remaining: state.remaining,
    limit: state.limit,
    time: formatCountdown(resetsIn, t),
  })
  if (state.remaining <= 0)
    return { headline, forecast: t('health.window.used-up', { time: formatCountdown(resetsIn, t) }) }
  if (lastMinute === 0) return { headline, forecast: t('health.window.idle') }
  const runOutMs = (state.remaining / lastMinute) * 60_000
  if (runOutMs >= resetsIn) return { headline, forecast: t('health.window.lasts', { n: lastMinute }) }
  return {
    headline,
    forecast: t('health.window.runs-out', { n: lastMinute, time: formatCountdown(runOutMs, t) }),
  }
}
