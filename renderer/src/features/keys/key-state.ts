/** Plain words, an icon and a tone for each key state, so state is never shown by colour alone. Pure. */
import type { KeyInfo, KeyInspection } from '../../../../shared/ipc/dto.ts'
import { formatKeyHint } from '../../../../shared/keys/key-mask.ts'

/** How a state is shown: words, a text icon, and a tone the stylesheet colours. */
export interface StatePresentation {
  words: string
  icon: string
  tone: 'good' | 'warn' | 'bad' | 'neutral'
}

/** A key's state from the list (KeyInfo) or from a check (KeyInspection). */
export type AnyKeyState = KeyInfo['state'] | KeyInspection['state']

/** The presentation of a key state. */
export function presentState(state: AnyKeyState): StatePresentation {
  switch (state) {
    case 'active':
      return { words: 'Working', icon: '✓', tone: 'good' }
    case 'unknown':
      return { words: 'Not checked yet', icon: '?', tone: 'neutral' }
    case 'missing':
      return { words: 'Not found in the keychain', icon: '!', tone: 'bad' }
    case 'invalid':
      return { words: 'Not recognised by the service', icon: '✕', tone: 'bad' }
    case 'revoked':
      return { words: 'Revoked', icon: '✕', tone: 'bad' }
    case 'expired':
      return { words: 'Expired', icon: '✕', tone: 'bad' }
    case 'access_revoked':
      return { words: 'Account’s API access not approved', icon: '✕', tone: 'bad' }
    case 'locked_out':
      return { words: 'Locked out for now (too many invalid key attempts)', icon: '!', tone: 'warn' }
    case 'unreachable':
      return { words: 'Service not answering', icon: '!', tone: 'warn' }
    case 'not_api':
      return { words: 'This address is not the API', icon: '!', tone: 'warn' }
  }
  // The state crossed the bridge: a value outside the union must not blank the view that shows it.
  return { words: 'State not known', icon: '?', tone: 'neutral' }
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null
const isStrings = (x: unknown): boolean => Array.isArray(x) && x.every((s) => typeof s === 'string')

/**
 * A check result saved with a key (KeyInfo.lastCheck.result, any JSON), when it has the shape of a key
 * inspection that the panel can show; null for anything else (an older app's result, a damaged file).
 */
export function storedInspection(result: unknown): KeyInspection | null {
  if (!isObject(result) || !isObject(result.scopes) || !isObject(result.unlocks)) return null
  const { scopes } = result
  const fits =
    typeof result.state === 'string' &&
    typeof result.summary === 'string' &&
    typeof result.checkedAt === 'string' &&
    (result.owner === null || typeof result.owner === 'string') &&
    (result.rateLimit === null || isObject(result.rateLimit)) &&
    (result.problem === null || isObject(result.problem)) &&
    Array.isArray(result.notices) &&
    isStrings(scopes.granted) &&
    isStrings(scopes.missing) &&
    isStrings(scopes.unknown)
  return fits ? (result as unknown as KeyInspection) : null
}

/** The masked form of a key: its prefix and last four characters, e.g. `bxk_…a1b2`. */
export function maskedKey(key: Pick<KeyInfo, 'prefix' | 'last4'>): string {
  return formatKeyHint(key.prefix, key.last4)
}

/** What a scope lets the app do, in plain words. */
export function describeScope(scope: string): string {
  if (scope === 'read:public') return 'read public data: bridges, profiles and stats'
  if (scope === 'read:me') return 'read the key owner’s own profile'
  return 'not used by this app'
}

/** The scopes of a key as one line: "read:public, read:me", or a dash-free sentence when unknown. */
export function scopesLine(scopes: readonly string[] | null): string {
  if (scopes === null) return 'Not known until the key is checked'
  if (scopes.length === 0) return 'None'
  return scopes.join(', ')
}
