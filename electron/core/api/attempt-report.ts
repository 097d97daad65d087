/** What the client reports of each attempt: a request-log entry, and a deprecation notice at most once a minute per endpoint. */
import { attemptHeaders, type AttemptOutcome } from './attempt.ts'
import { deprecationLinks } from './deprecation-links.ts'
import type { EndpointCall } from './endpoints.ts'
import { parseRateHeaders } from '../../../shared/api/response-headers.ts'
import type { RateScheduler } from './rate-scheduler.ts'
import { maskKey } from '../../../shared/keys/key-mask.ts'
import type { ExchangeFacts, ExchangeRetry } from '../../../shared/ipc/request-log.ts'
import type { ClientEvent, RateLimitInfo } from './types.ts'

/** One attempt as the reporter needs it; the key is used for its hint only. */
export interface AttemptFacts {
  ep: EndpointCall
  key: string
  requestId: string
  attempt: number
  startedAt: number
  outcome: AttemptOutcome<unknown>
  /** The URL sent to. */
  url: string
  /** Why a failed attempt was or was not retried (null on a success). */
  retry: ExchangeRetry | null
}

/** What a successful call's metadata takes from its last attempt. */
export interface ReportedMeta {
  requestId: string | null
  rateLimit: RateLimitInfo | null
  deprecation: string | null
  sunset: string | null
}

/** An endpoint's Deprecation or Sunset is told again at most this often (the radar keeps when it was last seen). */
const DEPRECATION_RETELL_MS = 60_000

/** Makes the reporter of one client; `emit` never throws. `baseUrl` resolves a relative deprecation link. */
export function createAttemptReporter(
  scheduler: RateScheduler,
  emit: (e: ClientEvent) => void,
  now: () => number,
  baseUrl: string,
): (facts: AttemptFacts) => ReportedMeta {
  // When each endpoint's announcement was last told: again after a minute, so the radar's "last seen" moves.
  const deprecationsTold = new Map<string, number>()
  return ({ ep, key, requestId, attempt, startedAt, outcome, url, retry }) => {
    const headers = outcome.headers
    // The scheduler judges the headers: a reset it does not believe is not shown in the log either.
    const rateLimit = scheduler.rateInfo(headers ? parseRateHeaders(headers) : null)
    const serverRequestId =
      headers?.get('x-request-id') ?? (outcome.ok ? null : (outcome.error.requestId ?? null))
    emit({
      type: 'request',
      entry: {
        id: `${requestId}#${attempt}`,
        at: startedAt,
        method: 'GET',
        path: ep.path,
        status: outcome.status,
        code: outcome.ok ? null : outcome.error.code,
        attempt,
        durationMs: now() - startedAt,
        rateLimit,
        keyHint: maskKey(key),
        requestId: serverRequestId,
      },
      exchange: exchangeOf(ep, key, requestId, outcome, url, retry),
    })
    const deprecation = headers?.get('deprecation') ?? null
    const sunset = headers?.get('sunset') ?? null
    const told = deprecationsTold.get(ep.template)
    if (
      (deprecation !== null || sunset !== null) &&
      (told === undefined || now() - told >= DEPRECATION_RETELL_MS)
    ) {
      deprecationsTold.set(ep.template, now())
      const links = deprecationLinks(headers?.get('link') ?? null, `${baseUrl}${ep.path}`)
      emit({ type: 'deprecation', path: ep.template, deprecation, sunset, links })
    }
    return { requestId: serverRequestId, rateLimit, deprecation, sunset }
  }
}

/** The exchange as the inspector keeps it: the Authorization header masked by the one key-masking rule. */
function exchangeOf(
  ep: EndpointCall,
  key: string,
  callId: string,
  outcome: AttemptOutcome<unknown>,
  url: string,
  retry: ExchangeRetry | null,
): ExchangeFacts {
  const sent = Object.entries(attemptHeaders(maskKey(key)))
  return {
    callId,
    url,
    endpoint: ep.template,
    requestHeaders: sent,
    responseHeaders: outcome.headers ? [...outcome.headers] : [],
    body: outcome.body ?? null,
    retry,
  }
}
