/** The shape of a key inspection and the plain-language sentence that sums it up. */
import type { Scope } from '../../../shared/api/types.ts'
import type {
  InspectedEndpoint,
  InspectedKeyState,
  KeyInspection,
  KeyNotice,
  KeyProblem,
} from '../../../shared/ipc/keys.ts'

// The report crosses IPC as it is, so its shape is declared once, in shared/ipc/keys.ts.
export type { InspectedEndpoint, InspectedKeyState, KeyInspection, KeyNotice, KeyProblem }

/** The screens each scope unlocks (one scope per endpoint: `x-required-scope` in shared/api/openapi.yaml). */
export const SCOPE_SCREENS: Readonly<Record<Scope, readonly string[]>> = {
  'read:public': ['Bridges', 'Bridge detail', 'Profiles', 'Stats'],
  'read:me': ['My profile', 'the key’s owner in Keys'],
}

const list = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`

const screensOf = (scopes: readonly Scope[]): string[] => scopes.flatMap((s) => SCOPE_SCREENS[s])

// What the proxy did, by the transport's code (electron/core/net/net-failure.ts); any other: it refused the call.
const PROXY_WORDS: Readonly<Record<string, string>> = {
  proxy_auth_required: 'needs a sign-in',
  proxy_auth_refused: 'did not accept your sign-in (the password may be wrong)',
}

/** One or a few sentences a person can act on, for the state and scopes found. */
export function summarize(r: Omit<KeyInspection, 'summary' | 'checkedAt' | 'unlocks'>): string {
  switch (r.state) {
    case 'missing':
      // The keychain would not give the key (locked, not answering, or without it): the service was never asked.
      if (r.problem?.kind === 'key_unreadable') {
        if (r.problem.code === 'keychain_locked')
          return 'The key could not be read: the system keychain is locked, so nothing was sent. Unlock the keychain, then check again.'
        if (r.problem.code === 'keychain_unavailable')
          return 'The key could not be read: the system keychain did not answer, so nothing was sent. The Keychain panel in Keys says why; check again once it answers.'
        return 'The system keychain answered that it does not hold this key, so nothing was sent. Add the key again in Keys.'
      }
      return 'No key was sent: add a key for this service in the key manager.'
    case 'invalid':
      return 'The service does not know this key. Check that it was copied completely, or create a new key in the dashboard.'
    case 'revoked':
      return 'This key was revoked. Create a new key in the dashboard and replace this one.'
    case 'expired':
      return 'This key has expired. Create a new key in the dashboard and replace this one.'
    case 'access_revoked':
      return "API access for this key's account is not approved. Ask for access in the account dashboard; the key works again once it is approved."
    // The time the wait ends is the renderer's to say in local time (the problem's retryAt), never raw UTC here.
    case 'locked_out': {
      const until = r.problem?.retryAt ? ' until the time below' : ''
      return `Too many invalid key attempts came from this computer, so the service refuses every request${until}. Wait, then check again.`
    }
    case 'unreachable':
      if (r.problem?.kind === 'wait_too_long' || r.problem?.code === 'rate_limited') {
        const at = r.problem.retryAt ? ' after the time below' : ' later'
        // Refused before sending (no status): the service was not asked, so it refused nothing.
        if (r.problem.kind === 'wait_too_long' && r.problem.status === null)
          return `The key was not checked: its requests for this rate window are used up, and the app chose not to wait for the next window, so nothing was sent. Check again${at}.`
        return `The key could not be checked because its rate limit is used up. Check again${at}.`
      }
      // The way to the service failed, not the service: its own fix (electron/core/net/net-failure.ts).
      if (r.problem?.kind === 'certificate')
        return "The key could not be checked: the service's certificate is not trusted by this computer or not valid for this address; a company proxy may need its certificate installed. The key was not sent."
      if (r.problem?.kind === 'proxy')
        return `The key could not be checked: the proxy on the way ${PROXY_WORDS[r.problem.code] ?? 'did not pass the request on'}. Check the proxy setting, then try again.`
      return `The key could not be checked (${r.problem?.code ?? 'no answer'}). Check the network and the service address, then try again.`
    case 'not_api':
      return 'This address answers, but not as the Bridge API does, so the key could not be checked. API addresses end in /v1/api: check the service URL.'
    case 'active':
      return activeSummary(r)
  }
}

function activeSummary(r: Omit<KeyInspection, 'summary' | 'checkedAt' | 'unlocks'>): string {
  const { granted, missing, unknown } = r.scopes
  const parts = [r.owner ? `This key works and belongs to ${r.owner}.` : 'This key works.']
  if (granted.length > 0) parts.push(`It unlocks ${list(screensOf(granted))}.`)
  else parts.push('It has no scope this app knows, so no screen works with it yet.')
  if (missing.length > 0) {
    const screens = screensOf(missing)
    const verb = screens.length === 1 ? 'is' : 'are'
    parts.push(`It lacks ${list(missing)}, so ${list(screens)} ${verb} not available with it.`)
  }
  if (unknown.length > 0) {
    parts.push(
      `Whether it has ${list(unknown)} could not be checked (${r.problem?.code ?? 'no answer'}); try again later.`,
    )
  }
  return parts.join(' ')
}
