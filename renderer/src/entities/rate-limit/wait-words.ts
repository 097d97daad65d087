/**
 * Why a view is still waiting, in words, from the scheduler state: the key's budget is spent until the window
 * resets, the scheduler holds requests (rate limit, Retry-After, back-off, lockout), or requests queue behind
 * others. Pure: the caller passes the time of its one clock (components/use-now.ts) and the words of the
 * language in force (docs/i18n.md).
 */
import type { Translate } from '../../../../shared/i18n/translate.ts'
import type { SchedulerState } from '../../../../shared/ipc/rate-limit.ts'
import { formatCountdown, reasonKey } from './rate-format.ts'

/** What a waiting view says under its "Loading…" line; `until` is when the wait ends (null: not known). */
export interface WaitWords {
  text: string
  until: number | null
}

/** Why requests are held at `now`, or null when nothing holds them (they go out as they come). */
export function waitWords(state: SchedulerState | null, now: number, t: Translate): WaitWords | null {
  if (state === null) return null
  if (state.waitingUntil !== null && state.waitingUntil > now) {
    const duration = formatCountdown(state.waitingUntil - now, t)
    return {
      text:
        state.reason === 'rate_limit' && state.limit !== null
          ? t('waiting.held-spent', { duration, limit: state.limit })
          : t('rate.sentence', { text: t('waiting.held', { duration, reason: reasonKey(state.reason) }) }),
      until: state.waitingUntil,
    }
  }
  // The budget is spent and the window not over: the next request waits for the reset even before the
  // scheduler has one to hold (docs/api-assumptions.md row 16: fixed windows, X-RateLimit-Reset their end).
  if (state.remaining !== null && state.remaining <= 0 && state.resetAt !== null && state.resetAt > now) {
    const duration = formatCountdown(state.resetAt - now, t)
    return {
      text:
        state.limit === null
          ? t('waiting.spent-no-limit', { duration })
          : t('waiting.spent', { duration, limit: state.limit }),
      until: state.resetAt,
    }
  }
  if (state.queued > 0) return { text: t('waiting.queued', { n: state.queued }), until: null }
  return null
}
