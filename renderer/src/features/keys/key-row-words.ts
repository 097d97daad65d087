/** What a saved key's row says of its state, never more than is known. Pure. */
import type { KeyInfo } from '../../../../shared/ipc/keys.ts'
import { presentState, type StatePresentation } from '../../entities/key/key-state.ts'

/**
 * The row's state: "Working" only for a key a check has vouched for. A key that answers requests but was never
 * checked (a session-only key added while the keychain was down) says so, beside "Scopes: not known until the key
 * is checked", instead of a "✓ Working" the row cannot back.
 */
export function rowState(info: Pick<KeyInfo, 'state' | 'lastCheck'>): StatePresentation {
  if (info.state === 'active' && info.lastCheck === null)
    return { words: 'Answers requests; not checked yet', icon: '✓', tone: 'good' }
  return presentState(info.state)
}
