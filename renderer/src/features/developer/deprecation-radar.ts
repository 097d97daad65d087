/** The deprecation radar's arithmetic: when an announced sunset falls, and which views use an endpoint. Pure. */
import type { MessageId } from '../../../../shared/i18n/catalogues/en.ts'
import { relativeDays } from '../../../../shared/i18n/format.ts'
import { msg } from '../../../../shared/i18n/translate.ts'
import { DAY_MS } from '../../../../shared/time/durations.ts'

/** A sunset this close (in days) is shown in the top bar on every view. */
export const RADAR_DAYS = 90

/**
 * The views (and actions) of this app that call each endpoint, by the path template the core reports: the names
 * of the pages as the navigation says them (app's `page.*` messages), and the rest in the developer slice.
 */
const VIEWS_OF_ENDPOINT: Readonly<Record<string, readonly MessageId[]>> = {
  '/bridges': [msg('page.bridges'), msg('developer.view.export')],
  '/bridges/{slug}': [msg('developer.view.bridge-detail'), msg('page.lookup')],
  '/profiles/{username}': [msg('developer.view.profiles'), msg('page.lookup')],
  '/stats': [msg('page.stats'), msg('developer.view.key-check')],
  '/me': [msg('page.me'), msg('developer.view.key-check')],
}

/** The views that would stop working with the endpoint, as message ids (none known: an empty list). */
export function viewsOf(path: string): readonly MessageId[] {
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
