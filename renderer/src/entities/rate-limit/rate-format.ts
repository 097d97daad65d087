/**
 * Plain-language text and gauge arithmetic for the rate limit. Pure: no DOM, no clock of its own; the words are
 * the `rate` slice's (docs/i18n.md), worded with the translate function the caller passes.
 */
import { formatTime } from '../../../../shared/i18n/format.ts'
import type { SchedulerState } from '../../../../shared/ipc/rate-limit.ts'
import type { ServiceHealth } from '../../../../shared/ipc/service-health.ts'
import { DAY_MS } from '../../../../shared/time/durations.ts'
import type { MessageId } from '../../../../shared/i18n/catalogues/en.ts'
import { isolate, msg, type Translate } from '../../../../shared/i18n/translate.ts'
import { dateTimeFormat } from '../../lib/format.ts'

/**
 * A countdown in whole seconds, rounded up so "0 s" appears only when the wait is over: "12 s", "2 min 5 s",
 * "1 h 3 min", in the language's abbreviations (the `waiting` slice's messages, docs/glossary.md: "s, min, h").
 */
export function formatCountdown(ms: number, t: Translate): string {
  const total = Math.max(0, Math.ceil(ms / 1000))
  if (total < 60) return t('waiting.seconds', { s: total })
  const h = Math.floor(total / 3600)
  const min = Math.floor((total % 3600) / 60)
  const s = total % 60
  if (h > 0) return min === 0 ? t('waiting.hours', { h }) : t('waiting.hours-minutes', { h, min })
  return s === 0 ? t('waiting.minutes', { min }) : t('waiting.minutes-seconds', { min, s })
}

/** How much of the budget is left, as the top bar says it: a level with its words, never the numbers. */
type BudgetLevel = 'unknown' | 'plenty' | 'low' | 'few' | 'none'

/** The words of each level: in full, and short for the narrowest top bar (320 px, where it shares a line). */
const BUDGET_WORDS: Record<BudgetLevel, { plain: MessageId; short: MessageId }> = {
  // No answer has told the budget yet: said short enough to fit the pill's kept width.
  unknown: { plain: msg('rate.level.unknown'), short: msg('rate.level.unknown-short') },
  plenty: { plain: msg('rate.level.plenty'), short: msg('rate.level.plenty-short') },
  low: { plain: msg('rate.level.low'), short: msg('rate.level.low-short') },
  few: { plain: msg('rate.level.few'), short: msg('rate.level.few-short') },
  none: { plain: msg('rate.level.none'), short: msg('rate.level.none-short') },
}

function budgetLevel(state: SchedulerState | null): BudgetLevel | null {
  if (state === null || state.queued > 0) return null
  if (state.limit === null && state.remaining === null) return 'unknown'
  if (state.limit !== null && state.remaining === null) return 'plenty'
  if (state.limit === null || state.remaining === null || state.limit <= 0) return null
  const share = state.remaining / state.limit
  if (state.remaining === 0) return 'none'
  if (share >= 0.5) return 'plenty'
  if (share >= 0.15) return 'low'
  return 'few'
}

/**
 * The budget in words a person reads at a glance ("Plenty of requests left"); the numbers are in the tooltip,
 * the accessible name and the Rate limit view. Null before any state and while requests
 * wait (the exact text says which).
 */
export function plainBudget(state: SchedulerState | null, t: Translate): string | null {
  const level = budgetLevel(state)
  return level === null ? null : t(BUDGET_WORDS[level].plain)
}

/**
 * What the indicator says where the top bar is narrowest (layout.css): the same news in fewer words ("Plenty
 * left", "Waiting 12 s", "Not answering"), its whole in the accessible name and the tooltip as at every size.
 */
export function shortIndicatorText(
  state: SchedulerState | null,
  now: number,
  down: boolean,
  t: Translate,
): string {
  if (down) return t('rate.down-short')
  // The countdown alone, beside the wait's ◷: "Waiting 1 min 5 s" would not fit the narrowest kept place.
  if (state !== null && state.waitingUntil !== null && state.waitingUntil > now)
    return formatCountdown(state.waitingUntil - now, t)
  if (state !== null && state.queued > 0) return t('rate.waiting-short', { n: state.queued })
  const level = budgetLevel(state)
  return level === null ? t('rate.none-yet') : t(BUDGET_WORDS[level].short)
}

/**
 * What the top bar says of a wait at a glance, whole in its kept place ("Waiting 1 min 5 s"): the reason is in its
 * tooltip and name, and the page that waits says it in full (waiting-for.tsx). Null while nothing waits.
 */
export function waitGlance(state: SchedulerState | null, now: number, t: Translate): string | null {
  if (state === null || state.waitingUntil === null || state.waitingUntil <= now) return null
  return t('rate.waiting-glance', { duration: formatCountdown(state.waitingUntil - now, t) })
}

/** A wait's reason as the catalogue's messages select it (waiting.held, rate.announce-waiting). */
export function reasonKey(reason: SchedulerState['reason']): string {
  return reason === 'rate_limit' || reason === 'retry_after' || reason === 'backoff' || reason === 'lockout'
    ? reason
    : 'other'
}

/** What the top-bar indicator says, and whether it is a wait (which gets a live countdown). */
export interface IndicatorText {
  text: string
  waiting: boolean
  /** A longer sentence for the tooltip and screen readers. */
  detail: string
}

/** The indicator's text for a scheduler state at time `now` (null state: no key or no request yet). */
export function indicatorText(state: SchedulerState | null, now: number, t: Translate): IndicatorText {
  if (state === null) {
    return { text: t('rate.none-yet'), waiting: false, detail: t('rate.none-yet-detail') }
  }
  const sentence = (text: string): string => t('rate.sentence', { text })
  const then = (first: string, next: string): string => t('rate.sentences', { first, next })
  const queuedText = t('rate.requests-waiting', { n: state.queued })
  if (state.waitingUntil !== null && state.waitingUntil > now) {
    const duration = formatCountdown(state.waitingUntil - now, t)
    const text = t('waiting.held', { duration, reason: reasonKey(state.reason) })
    const detail = state.queued > 0 ? then(sentence(text), sentence(queuedText)) : sentence(text)
    return { text, waiting: true, detail }
  }
  if (state.farResetAt !== undefined && state.queued === 0) return farResetText(state.farResetAt, now, t)
  if (state.limit !== null && state.remaining === null) {
    // The window the last answer spoke of is over: a new one has begun with the same limit, and the next answer
    // says how much of it is left. The limit is known, so the budget is not "not known".
    const text = state.queued > 0 ? queuedText : t('rate.new-window', { limit: state.limit })
    return { text, waiting: false, detail: then(sentence(text), t('rate.new-window-detail')) }
  }
  if (state.limit === null || state.remaining === null) {
    const text = state.queued > 0 ? queuedText : t('rate.not-known')
    return { text, waiting: false, detail: sentence(text) }
  }
  const text = t('rate.left', { remaining: state.remaining, limit: state.limit })
  let detail = sentence(text)
  if (state.resetAt !== null && state.resetAt > now)
    detail = then(detail, t('rate.resets-in', { duration: formatCountdown(state.resetAt - now, t) }))
  if (state.queued > 0) detail = then(detail, sentence(queuedText))
  return { text, waiting: false, detail }
}

/**
 * A spent window whose reset is too far ahead to wait for: said with its date and how far away it is, and that the
 * app sends nothing by itself until then while the user's own requests still go.
 */
function farResetText(at: number, now: number, t: Translate): IndicatorText {
  const date = dateTimeFormat({ dateStyle: 'long' }).format(at)
  const days = Math.max(0, Math.floor((at - now) / DAY_MS))
  const years = Math.floor(days / 365)
  const away = years >= 1 ? t('rate.away-years', { n: years }) : t('rate.away-days', { n: days })
  const text = t('rate.until', { date })
  return { text, waiting: false, detail: t('rate.until-detail', { text, away }) }
}

/**
 * What the indicator says while the service `serviceUrl` is down (its last request ended refused or timed out
 * after its retries); null while it answers, or when the health is about another service.
 */
export function downText(
  health: ServiceHealth | null,
  serviceUrl: string | undefined,
  t: Translate,
): IndicatorText | null {
  if (health === null || health.state !== 'down' || health.serviceUrl !== serviceUrl) return null
  const path = health.path === null ? t('rate.a-request') : isolate(health.path)
  return {
    text: t('rate.down'),
    waiting: false,
    detail: t('rate.down-detail', {
      path,
      why: health.code === 'timeout' ? 'timeout' : 'other',
      time: formatTime(health.at) ?? '',
    }),
  }
}

/** How full the budget is: a fraction in [0, 1] and a level that is also spelled out in words (a message id). */
export interface GaugeReading {
  fraction: number
  level: 'plenty' | 'low' | 'empty' | 'unknown'
  label: MessageId
}

/** Reads remaining-of-limit; out-of-range numbers (a burst at a window edge, skew) are clamped. */
export function gaugeReading(remaining: number | null, limit: number | null): GaugeReading {
  if (remaining === null || limit === null || !(limit > 0)) {
    return { fraction: 0, level: 'unknown', label: msg('rate.gauge.not-known') }
  }
  const fraction = Math.min(1, Math.max(0, remaining / limit))
  if (remaining <= 0) return { fraction: 0, level: 'empty', label: msg('rate.gauge.used-up') }
  if (fraction < 0.2) return { fraction, level: 'low', label: msg('rate.gauge.low') }
  return { fraction, level: 'plenty', label: msg('rate.gauge.plenty') }
}

/**
 * The gauge's headline and its level in words. Once the window the last answer spoke of has reset, the limit is
 * still known: a new window has begun, and the next answer says how much of it is left (never "not known yet").
 */
export function gaugeWords(state: SchedulerState | null, t: Translate): { headline: string; label: string } {
  const reading = gaugeReading(state?.remaining ?? null, state?.limit ?? null)
  if (state !== null && reading.level !== 'unknown')
    return {
      headline: t('rate.left', { remaining: state.remaining ?? 0, limit: state.limit ?? 0 }),
      label: t(reading.label),
    }
  if (state !== null && state.limit !== null && state.limit > 0 && state.remaining === null)
    return {
      headline: t('rate.new-window', { limit: state.limit }),
      label: t('rate.gauge.next-answer'),
    }
  return { headline: t('rate.not-known'), label: t(reading.label) }
}

/** A point on a circle of radius r around (cx, cy) at `angle` radians, 0 = straight left, π = straight right. */
const onArc = (cx: number, cy: number, r: number, angle: number): [number, number] => [
  cx - r * Math.cos(angle),
  cy - r * Math.sin(angle),
]

/**
 * The SVG path of a half-circle gauge arc from the left end, sweeping clockwise over the top, covering
 * `fraction` of the half circle. Empty string for nothing to draw.
 */
export function arcPath(fraction: number, cx: number, cy: number, r: number): string {
  const f = Math.min(1, Math.max(0, fraction))
  if (f === 0) return ''
  const [x0, y0] = onArc(cx, cy, r, 0)
  const [x1, y1] = onArc(cx, cy, r, f * Math.PI)
  // A half circle at most, so the large-arc flag is always 0.
  return `M${x0.toFixed(2)},${y0.toFixed(2)} A${r},${r} 0 0 1 ${x1.toFixed(2)},${y1.toFixed(2)}`
}
