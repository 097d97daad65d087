/**
 * Plain words, an icon and a tone for each key state, so state is never shown by colour alone. Pure: the words are
 * message ids of the `keys` slice (docs/i18n.md), worded where shown with the translate function in force.
 */
import { asIpcErrorCode, isErrorKind } from '../../../../shared/ipc/error-kinds.ts'
import type { KeyInfo, KeyInspection, KeyNotice, KeyProblem } from '../../../../shared/ipc/keys.ts'
import type { ServiceHealth } from '../../../../shared/ipc/service-health.ts'
import { formatKeyHint } from '../../../../shared/keys/key-mask.ts'
import type { MessageId } from '../../../../shared/i18n/catalogues/en.ts'
import { msg, type Translate } from '../../../../shared/i18n/translate.ts'
import { dateTimeFormat } from '../../lib/format.ts'

/** How a state is shown: its words (a message id), a text icon, and a tone the stylesheet colours. */
export interface StatePresentation {
  said: MessageId
  icon: string
  tone: 'good' | 'warn' | 'bad' | 'neutral'
}

/** A key's state from the list (KeyInfo) or from a check (KeyInspection). */
export type AnyKeyState = KeyInfo['state'] | KeyInspection['state']

/** The failure of a key's latest check, as far as the words of its state depend on it. */
export type StateProblem = Pick<KeyProblem, 'kind' | 'code'> | null | undefined

/** Every key of a locked keychain: it gives no key until unlocked, so nothing is sent with it. */
const KEYCHAIN_LOCKED: StatePresentation = {
  said: msg('keys.state.keychain-locked'),
  icon: '!',
  tone: 'bad',
}

/**
 * A key the keychain would not give: nothing was sent, so the service said nothing of it. The check's problem says
 * why (electron/core/api/run-call.ts): the keychain is locked, did not answer, or answered that it has no such key;
 * each has its own fix, and only the last one is the key's absence.
 */
function notGiven(problem: StateProblem): StatePresentation {
  if (problem?.kind === 'key_unreadable' && problem.code === 'keychain_locked') return KEYCHAIN_LOCKED
  if (problem?.kind === 'key_unreadable' && problem.code === 'keychain_unavailable')
    return { said: msg('keys.state.keychain-silent'), icon: '!', tone: 'bad' }
  return { said: msg('keys.state.not-in-keychain'), icon: '!', tone: 'bad' }
}

/** A state from outside the union (an older or newer app's file). */
const STATE_NOT_KNOWN: StatePresentation = {
  said: msg('keys.state.unknown-state'),
  icon: '?',
  tone: 'neutral',
}

/** The presentation of a key state; `problem` is the latest check's (see keyProblem for a saved key's). */
export function presentState(state: AnyKeyState, problem?: StateProblem): StatePresentation {
  switch (state) {
    case 'active':
      return { said: msg('keys.state.working'), icon: '✓', tone: 'good' }
    case 'unknown':
      return { said: msg('keys.state.not-checked'), icon: '?', tone: 'neutral' }
    case 'missing':
      return notGiven(problem)
    case 'invalid':
      return { said: msg('keys.state.invalid'), icon: '✕', tone: 'bad' }
    case 'revoked':
      return { said: msg('keys.state.revoked'), icon: '✕', tone: 'bad' }
    case 'expired':
      return { said: msg('keys.state.expired'), icon: '✕', tone: 'bad' }
    case 'access_revoked':
      return { said: msg('keys.state.access-revoked'), icon: '✕', tone: 'bad' }
    case 'locked_out':
      return { said: msg('keys.state.locked-out'), icon: '!', tone: 'warn' }
    case 'unreachable':
      // The check could not be made for the rate limit: the service may well be answering.
      if (problem?.kind === 'wait_too_long' || problem?.code === 'rate_limited')
        return { said: msg('keys.state.rate-used-up'), icon: '!', tone: 'warn' }
      return { said: msg('keys.state.service-silent'), icon: '!', tone: 'warn' }
    case 'not_api':
      return { said: msg('keys.state.not-api'), icon: '!', tone: 'warn' }
  }
  // The state crossed the bridge: a value outside the union must not blank the view that shows it.
  return STATE_NOT_KNOWN
}

/**
 * Whether a check got no verdict on the key: no answer, nothing sent (the keychain, the rate window), or a lockout
 * that refuses every key. Saving "anyway" after it would claim a finding that was never made.
 */
export function checkedNothing(inspection: Pick<KeyInspection, 'state'>): boolean {
  return (
    inspection.state === 'unreachable' || inspection.state === 'missing' || inspection.state === 'locked_out'
  )
}

/**
 * Whether a check's failure sent nothing: the keychain gave no key, or the app chose not to wait for the rate
 * window (a wait asked for by an answer has a status). Its service was not asked, so it told nothing.
 */
export function sentNothing(problem: Pick<KeyProblem, 'kind' | 'status'>): boolean {
  return problem.kind === 'key_unreadable' || (problem.kind === 'wait_too_long' && problem.status === null)
}

/**
 * A check's "requests left": only what an answer to that check said, as of that check. A check that got no answer
 * has no figure of its own (an older one would look as fresh as this check), and says why.
 */
export function checkRateWords(
  inspection: Pick<KeyInspection, 'rateLimit' | 'problem'>,
  t: Translate,
): string | null {
  const rate = inspection.rateLimit
  if (rate !== null) return t('keys.rate.left', { remaining: rate.remaining, limit: rate.limit })
  const problem = inspection.problem
  if (problem === null) return null
  if (sentNothing(problem)) return t('keys.rate.sent-nothing')
  return problem.status === null ? t('keys.rate.no-answer') : null
}

/**
 * When a check's wait ends (a lockout, a spent rate window), in the user's local time and region with its day
 * ("Until 7 Dec, 20:16."); null without one. `locale` and `timeZone` for tests: the user's own otherwise.
 */
export function waitEndWords(
  problem: Pick<KeyProblem, 'retryAt'> | null | undefined,
  t: Translate,
  locale?: string,
  timeZone?: string,
): string | null {
  if (problem?.retryAt == null) return null
  const when = { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone } as const
  return t('keys.until', { when: dateTimeFormat(when, locale).format(problem.retryAt) })
}

/** The problem of a saved key's latest check, as stored with it (null when none, or unreadable). */
export function keyProblem(info: Pick<KeyInfo, 'lastCheck'>): KeyProblem | null {
  const result = info.lastCheck?.result
  return isObject(result) ? (problemOf(result.problem) ?? null) : null
}

/**
 * Whether the key's service did not answer when last asked: the app's latest request to it (the service health),
 * or the key's latest check, whichever is newer. A key is not at fault for that, but it earns no tick either: the
 * app cannot say it works while nothing answers.
 */
export function serviceSilent(
  info: Pick<KeyInfo, 'serviceUrl' | 'lastCheck'>,
  health: ServiceHealth | null,
): boolean {
  const live = health !== null && health.serviceUrl === info.serviceUrl ? health : null
  const check = info.lastCheck
  const checkAt = check === null ? Number.NaN : Date.parse(check.at)
  if (live !== null && !(checkAt > live.at)) return live.state === 'down'
  return check !== null && isObject(check.result) && check.result.state === 'unreachable'
}

/** A key that worked, while its service does not answer (serviceSilent). */
export const WORKED_SERVICE_SILENT: StatePresentation = {
  said: msg('keys.state.worked-silent'),
  icon: '!',
  tone: 'warn',
}

/**
 * A saved key's state wherever the key list names it (the Keys row, the top bar, the Rate limit view, the scope
 * matrix), never more than is known: a locked keychain first (it gives no key, whatever the key did before); no
 * tick while its service does not answer (`health`: the app's latest request, see serviceSilent); and "Working"
 * only for a key a check vouched for. A key the service answered but that was never checked says just that.
 */
export function presentKey(
  info: Pick<KeyInfo, 'state' | 'lastCheck' | 'serviceUrl' | 'keychainLocked'>,
  health: ServiceHealth | null = null,
): StatePresentation {
  if (info.keychainLocked === true) return KEYCHAIN_LOCKED
  if (info.state === 'active' && serviceSilent(info, health)) return WORKED_SERVICE_SILENT
  if (info.state === 'active' && info.lastCheck === null)
    return { said: msg('keys.state.accepted-unchecked'), icon: '✓', tone: 'good' }
  // Checked, but the check proved no state (no answer, the rate limit): what the check found, never "Not checked yet"
  // beside its "Last check".
  const checked = checkedState(info)
  if (info.state === 'unknown' && checked !== null) return presentState(checked, keyProblem(info))
  return presentState(info.state, keyProblem(info))
}

/** The state the key's latest check found (null: none, or one presentState does not know). */
function checkedState(info: Pick<KeyInfo, 'lastCheck'>): AnyKeyState | null {
  const result = info.lastCheck?.result
  const state = isObject(result) ? result.state : undefined
  if (typeof state !== 'string' || state === 'unknown') return null
  return presentState(state as AnyKeyState) === STATE_NOT_KNOWN ? null : (state as AnyKeyState)
}

const isObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x)
const isText = (x: unknown): x is string => typeof x === 'string'
const isTextOrNull = (x: unknown): x is string | null => x === null || typeof x === 'string'
const isNumber = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x)
const isNumberOrNull = (x: unknown): x is number | null => x === null || isNumber(x)
const textList = (x: unknown): string[] | null => (Array.isArray(x) && x.every(isText) ? [...x] : null)

function rateLimitOf(x: unknown): KeyInspection['rateLimit'] | undefined {
  if (x === null) return null
  if (!isObject(x) || !isNumber(x.limit) || !isNumber(x.remaining) || !isNumber(x.resetAt)) return undefined
  return { limit: x.limit, remaining: x.remaining, resetAt: x.resetAt }
}

function problemOf(x: unknown): KeyInspection['problem'] | undefined {
  if (x === null) return null
  if (!isObject(x) || !isText(x.endpoint) || !isText(x.kind) || !isText(x.code)) return undefined
  if (!isNumberOrNull(x.status) || !isNumberOrNull(x.retryAt)) return undefined
  const endpoint = x.endpoint as KeyProblem['endpoint']
  // Stored by an older or newer app: a kind outside the closed set is the app's own, a code is carried as is.
  const kind = isErrorKind(x.kind) ? x.kind : 'internal'
  return { endpoint, kind, code: asIpcErrorCode(x.code), status: x.status, retryAt: x.retryAt }
}

function noticesOf(x: unknown): KeyNotice[] | null {
  if (!Array.isArray(x)) return null
  const fits = (n: unknown): n is KeyNotice =>
    isObject(n) && isText(n.endpoint) && isTextOrNull(n.deprecation) && isTextOrNull(n.sunset)
  if (!x.every(fits)) return null
  return x.map((n) => ({ endpoint: n.endpoint, deprecation: n.deprecation, sunset: n.sunset }))
}

// Own entries only, into an object without a prototype: a scope named `constructor` finds nothing inherited.
function unlocksOf(x: unknown): KeyInspection['unlocks'] | null {
  if (!isObject(x)) return null
  const out = Object.create(null) as Record<string, string[]>
  for (const [scope, screens] of Object.entries(x)) {
    const list = textList(screens)
    if (list === null) return null
    out[scope] = list
  }
  return out as KeyInspection['unlocks']
}

/**
 * A check result saved with a key (KeyInfo.lastCheck.result, any JSON read back from a file), rebuilt as a key
 * inspection the panel can render: every field it reads has the type it expects. Null for anything else (an older
 * app's result, a damaged or hand-edited file), so one bad file cannot break the Keys view.
 */
export function storedInspection(result: unknown): KeyInspection | null {
  if (!isObject(result) || !isObject(result.scopes)) return null
  const granted = textList(result.scopes.granted)
  const missing = textList(result.scopes.missing)
  const unknown = textList(result.scopes.unknown)
  const unlocks = unlocksOf(result.unlocks)
  const rateLimit = rateLimitOf(result.rateLimit)
  const problem = problemOf(result.problem)
  const notices = noticesOf(result.notices)
  const { state, owner, summary, checkedAt } = result
  if (granted === null || missing === null || unknown === null || unlocks === null || notices === null)
    return null
  if (rateLimit === undefined || problem === undefined) return null
  if (!isText(state) || !isTextOrNull(owner) || !isText(summary) || !isText(checkedAt)) return null
  if (!Number.isFinite(Date.parse(checkedAt))) return null
  return {
    state: state as KeyInspection['state'],
    owner,
    scopes: { granted, missing, unknown } as KeyInspection['scopes'],
    unlocks,
    rateLimit,
    notices,
    problem,
    checkedAt,
    summary,
  }
}

/** The masked form of a key: its prefix and last four characters, e.g. `bxk_…a1b2`. */
export function maskedKey(key: Pick<KeyInfo, 'prefix' | 'last4'>): string {
  return formatKeyHint(key.prefix, key.last4)
}

/** What a scope lets the app do, in plain words (a message id); null for a scope the app makes no use of. */
export function describeScope(scope: string): MessageId | null {
  if (scope === 'read:public') return msg('keys.scope.public')
  if (scope === 'read:me') return msg('keys.scope.me')
  return null
}

/** The scopes of a key as one line: "read:public, read:me", or a dash-free sentence when unknown (`checked`: it was checked). */
export function scopesLine(scopes: readonly string[] | null, checked: boolean, t: Translate): string {
  // A check that did not get as far as the scopes (a refused key, no answer) says so rather than "until checked".
  if (scopes === null) return checked ? t('keys.scopes.unseen') : t('keys.scopes.unknown')
  if (scopes.length === 0) return t('keys.scopes.none')
  // Scopes are names of the API (read:public), never translated (docs/glossary.md), listed as the service has them.
  return scopes.join(', ')
}
