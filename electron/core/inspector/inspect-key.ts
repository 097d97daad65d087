/**
 * The key inspector: with at most two requests (`/me`, then `/stats`) it tells whether a key works, whose it is,
 * which scopes it has and what they unlock. `/me` goes first because it also names the owner.
 */
import { asIpcErrorCode, isErrorKind } from '../../../shared/ipc/error-kinds.ts'
import { keyStateOfCode } from '../../../shared/api/error-codes.ts'
import type { Scope } from '../../../shared/api/types.ts'
import type { ApiClient, ApiResponse, RateLimitInfo } from '../api/index.ts'
import {
  SCOPE_SCREENS,
  summarize,
  type InspectedEndpoint,
  type InspectedKeyState,
  type KeyInspection,
  type KeyNotice,
  type KeyProblem,
} from './key-report.ts'

export type { KeyInspection } from './key-report.ts'

/** The part of the API client the inspector uses; tests pass a double with only these. */
export type InspectingClient = Pick<ApiClient, 'getMe' | 'getStats' | 'scheduler'>

/** Per-check options. */
export interface InspectOptions {
  signal?: AbortSignal
  now?: () => number
}

/**
 * The key-wide state an error code proves: the closed set's own table (error-codes.ts), plus the inspector's
 * two: a lockout, and the vault's code when the keychain no longer holds the secret. Never a property
 * lookup on a plain object: the code comes from outside (a server may send `constructor`).
 */
function stateOfCode(code: string | undefined): InspectedKeyState | null {
  if (code === 'too_many_invalid_attempts') return 'locked_out'
  if (code === 'secret_missing') return 'missing'
  return keyStateOfCode(code)
}

type Outcome =
  | { ok: true; res: ApiResponse<unknown> }
  | { ok: false; err: ErrorLike; scopeMissing: boolean; verdict: InspectedKeyState | null }

interface ErrorLike {
  kind?: string
  code?: string
  status?: number | null
  retryAt?: number
  missingScope?: string
  cause?: unknown
}

/** Checks a key against the service and returns a JSON-able report that never contains the key. */
export async function inspectKey(
  client: InspectingClient,
  opts: InspectOptions = {},
): Promise<KeyInspection> {
  const call = opts.signal ? { signal: opts.signal } : undefined
  const steps: [InspectedEndpoint, Scope, () => Promise<ApiResponse<unknown>>][] = [
    ['/me', 'read:me', () => client.getMe(call)],
    ['/stats', 'read:public', () => client.getStats(call)],
  ]
  const granted: Scope[] = []
  const missing: Scope[] = []
  const unknown: Scope[] = []
  const notices: KeyNotice[] = []
  let owner: string | null = null
  let rateLimit: RateLimitInfo | null = null
  let problem: KeyProblem | null = null
  let verdict: InspectedKeyState | null = null
  for (const [endpoint, scope, run] of steps) {
    if (verdict !== null) {
      unknown.push(scope)
      continue
    }
    const out = await attempt(run, opts.signal)
    if (out.ok) {
      granted.push(scope)
      const { meta, value } = out.res
      if (endpoint === '/me') owner = usernameOf(value)
      rateLimit = meta.rateLimit ?? rateLimit
      if (meta.deprecation !== null || meta.sunset !== null) {
        notices.push({ endpoint, deprecation: meta.deprecation, sunset: meta.sunset })
      }
      continue
    }
    // An error response is newer than any earlier success; the scheduler read its rate headers. A call that got
    // no answer (refused before sending: the keychain gave no key, the wait was too long; or nothing came back)
    // told nothing: the scheduler's figure is an older one, which this check must not show as its own.
    if (typeof out.err.status === 'number') rateLimit = schedulerRate(client) ?? rateLimit
    if (out.scopeMissing) {
      missing.push(scope)
      continue
    }
    unknown.push(scope)
    problem = problemOf(endpoint, out.err)
    verdict = out.verdict
  }
  const answered = granted.length + missing.length > 0
  // Any success or scope refusal proves the key passed every 401 check (assumption 13).
  const state: InspectedKeyState = answered ? 'active' : (verdict ?? 'unreachable')
  const report = { state, owner, scopes: { granted, missing, unknown }, rateLimit, notices, problem }
  return {
    ...report,
    unlocks: { 'read:public': [...SCOPE_SCREENS['read:public']], 'read:me': [...SCOPE_SCREENS['read:me']] },
    checkedAt: new Date((opts.now ?? Date.now)()).toISOString(),
    summary: summarize(report),
  }
}

async function attempt(run: () => Promise<ApiResponse<unknown>>, signal?: AbortSignal): Promise<Outcome> {
  try {
    return { ok: true, res: await run() }
  } catch (e) {
    // A cancelled check has no verdict; the caller asked for it to stop.
    if (signal?.aborted) throw e
    const err: ErrorLike = typeof e === 'object' && e !== null ? (e as ErrorLike) : {}
    if (err.kind === 'cancelled') throw e
    const scopeMissing = err.code === 'insufficient_scope'
    return { ok: false, err, scopeMissing, verdict: scopeMissing ? null : verdictOf(err) }
  }
}

/** The key-wide state an error proves, or null when it only says this one call failed (5xx, rate limit, ...). */
function verdictOf(err: ErrorLike): InspectedKeyState | null {
  const cause = err.cause as ErrorLike | undefined
  const byCode = stateOfCode(err.code) ?? stateOfCode(cause?.code)
  if (byCode) return byCode
  if (err.kind === 'locked_out') return 'locked_out'
  // Nothing was sent: the keychain would not give the key, which is not the service's verdict on it.
  if (err.kind === 'key_unreadable') return 'missing'
  // A 401 refuses the key whatever its body said (an unknown code, an HTML page).
  if (err.status === 401 || err.kind === 'key_blocked') return 'invalid'
  // No answer at all: a second request would only wait for the same timeout.
  if (err.kind === 'network' || err.kind === 'timeout') return 'unreachable'
  // An answer, but not the API's: asking the next endpoint of the same address cannot tell more.
  if (err.kind === 'not_api') return 'not_api'
  return null
}

function problemOf(endpoint: InspectedEndpoint, err: ErrorLike): KeyProblem {
  return {
    endpoint,
    // Only the client's ApiError reaches here; anything else is the app's own fault, said as such.
    kind: isErrorKind(err.kind) ? err.kind : 'internal',
    code: asIpcErrorCode(err.code ?? 'internal'),
    status: err.status ?? null,
    retryAt: err.retryAt ?? null,
  }
}

function usernameOf(value: unknown): string | null {
  const name = (value as { username?: unknown } | null)?.username
  return typeof name === 'string' ? name : null
}

function schedulerRate(client: InspectingClient): RateLimitInfo | null {
  const { limit, remaining, resetAt } = client.scheduler.state()
  return limit !== null && remaining !== null && resetAt !== null ? { limit, remaining, resetAt } : null
}
