/** The deprecation radar's arithmetic: when an announced sunset falls, and which views use an endpoint. Pure. */
import { relativeDays } from '../../../../shared/i18n/format.ts'
import { DAY_MS } from '../../../../shared/time/durations.ts'

/** A sunset this close (in days) is shown in the top bar on every view. */
export const RADAR_DAYS = 90

/** The views (and actions) of this app that call each endpoint, by the path template the core reports. */
const VIEWS_OF_ENDPOINT: Readonly<Record<string, readonly string[]>> = {
  '/bridges': ['Bridges', 'Export'],
  '/bridges/{slug}': ['Bridge detail', 'Lookup'],
  '/profiles/{username}': ['Profiles', 'Lookup'],
  '/stats': ['Stats', 'the key check'],
  '/me': ['My profile', 'the key check'],
}

/** The views that would stop working with the endpoint (none known: an empty list). */
export function viewsOf(path: string): readonly string[] {
  return Object.hasOwn(VIEWS_OF_ENDPOINT, path) ? (VIEWS_OF_ENDPOINT[path] ?? []) : []
}

/**
 * Days from `now` until `date` (an HTTP date or ISO 8601), to the nearest whole day (so a clock read a minute ago
 * does not turn "in 30 days" into 31); null when it does not parse.
 */
export function daysUntil(date: string | null, now: number): number | null {
  if (date === null) return null
  const at = Date.parse(date)
  if (!Number.isFinite(at)) return null
  return Math.round((at - now) / DAY_MS)
}

/** The announced sunset that comes first within `within` days (or has passed), with its days left. */
export function soonestSunset<T extends { path: string; sunset: string | null }>(
  notices: readonly T[],
  now: number,
  within = RADAR_DAYS,
): { notice: T; days: number } | null {
  let soonest: { notice: T; days: number } | null = null
  for (const notice of notices) {
    const days = daysUntil(notice.sunset, now)
    if (days === null || days > within) continue
    if (soonest === null || days < soonest.days) soonest = { notice, days }
  }
  return soonest
}

/** "in 12 days", "tomorrow", "today", "3 days ago": when a sunset falls, in the language's words. */
export function whenInWords(days: number): string {
  return relativeDays(days)
}
