/**
 * What a response header's value means, in words, beside the raw value in the request inspector: an epoch
 * reset as a clock time, a Retry-After as a wait. Read with the parsers the throttle and the retry policy use,
 * so the inspector never explains a header otherwise than the app acted on it.
 */
import {
  parseHttpDate,
  parseRateHeaders,
  parseRetryAfter,
  type RateHeaders,
} from '../../../../../shared/api/response-headers.ts'
import type { HeaderPair } from '../../../../../shared/ipc/request-log.ts'
import type { Translate } from '../../../../../shared/i18n/translate.ts'
import { dateTimeFormat, formatDate } from '../../../lib/format.ts'
import { durationWords } from '../exchange-words.ts'
import { deprecatedSince } from '../../../../../shared/api/response-headers.ts'

/** Past this a time is not a date any more (the largest a JavaScript Date holds; Intl throws beyond it). */
const MAX_DATE_MS = 8.64e15
const dateOrNull = (ms: number | null): number | null =>
  ms !== null && Math.abs(ms) <= MAX_DATE_MS ? ms : null

/** A clock time, with the date before it when it is not the day of `day`. */
function clockTime(ms: number, day: number, locale?: string): string {
  const date = dateTimeFormat({ dateStyle: 'medium' }, locale)
  const sameDay = date.format(ms) === date.format(day)
  const options: Intl.DateTimeFormatOptions = sameDay
    ? { timeStyle: 'medium' }
    : { dateStyle: 'medium', timeStyle: 'medium' }
  return dateTimeFormat(options, locale).format(ms)
}

function rateHeaders(pairs: readonly HeaderPair[]): RateHeaders | null {
  try {
    return parseRateHeaders(new Headers(pairs.map(([name, value]): [string, string] => [name, value])))
  } catch {
    return null // a stored pair Headers will not take: no meaning, the raw value still shows
  }
}

/** A wait as a person says it: "1 second", "90 seconds", "1.5 s". */
function waitWords(ms: number, t: Translate): string {
  return ms % 1000 === 0 ? t('requests.meaning.seconds', { n: ms / 1000 }) : durationWords(ms, t)
}

/**
 * The meaning of each header of one response that has one, by lower-cased name. A value that does not parse
 * has none: the raw value alone is shown, never a guess.
 */
export function headerMeanings(
  pairs: readonly HeaderPair[],
  receivedAt: number,
  t: Translate,
  locale?: string,
): Map<string, string> {
  const value = (name: string): string | null => pairs.find(([n]) => n.toLowerCase() === name)?.[1] ?? null
  const meanings = new Map<string, string>()
  // The server's own clock when it says it, as the retry policy reads a Retry-After date.
  const serverNow = parseHttpDate(value('date')) ?? receivedAt
  // The three are read together, as the throttle reads them: with one of them malformed, none is believed.
  const rate = rateHeaders(pairs)
  if (rate) {
    meanings.set('x-ratelimit-limit', t('requests.meaning.limit', { n: rate.limit }))
    meanings.set('x-ratelimit-remaining', t('requests.meaning.remaining', { n: rate.remaining }))
    const resetMs = dateOrNull(rate.resetSec * 1000)
    if (resetMs !== null)
      meanings.set(
        'x-ratelimit-reset',
        t('requests.meaning.reset', { time: clockTime(resetMs, serverNow, locale) }),
      )
  }
  const wait = dateOrNull(parseRetryAfter(value('retry-after'), serverNow))
  if (wait !== null)
    meanings.set('retry-after', t('requests.meaning.retry-after', { wait: waitWords(wait, t) }))
  // RFC 9745: a Structured Field date, "@" and epoch seconds (deprecation-radar.ts reads it for the radar too).
  const since = formatDate(dateOrNull(deprecatedSince(value('deprecation') ?? null)), false, locale)
  if (since !== null) meanings.set('deprecation', t('requests.meaning.deprecated', { date: since }))
  const sunset = formatDate(parseHttpDate(value('sunset')), false, locale)
  if (sunset !== null) meanings.set('sunset', t('requests.meaning.sunset', { date: sunset }))
  return meanings
}
