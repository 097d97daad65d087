/** What a saved key's row says of its state, never more than is known. Pure. */
import type { KeyInfo } from '../../../../shared/ipc/keys.ts'
import type { ServiceHealth } from '../../../../shared/ipc/service-health.ts'
import {
  presentKey,
  serviceSilent,
  WORKED_SERVICE_SILENT,
  type StatePresentation,
} from '../../entities/key/key-state.ts'

/**
 * The row's state: "Working" only for a key a check has vouched for, while its service answers. A key that answers
 * requests but was never checked (a session-only key added while the keychain was down) says so, beside "Scopes:
 * not known until the key is checked", instead of a "✓ Working" the row cannot back.
 */
export function rowState(
  info: Pick<KeyInfo, 'state' | 'lastCheck' | 'serviceUrl'>,
  health: ServiceHealth | null = null,
): StatePresentation {
  if (info.state === 'active' && serviceSilent(info, health)) return WORKED_SERVICE_SILENT
  if (info.state === 'active' && info.lastCheck === null)
    return { words: 'Answers requests; not checked yet', icon: '✓', tone: 'good' }
  return presentKey(info)
}
