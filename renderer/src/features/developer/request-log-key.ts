/**
 * The key of a request log row, named as the user knows it now: by the saved key's label (read from the key list
 * when shown, so a rename shows at once), the demo key as such, else as a key not saved (removed, or checked and
 * never saved). Null for a row logged before each row noted its key: its last 4 characters are all there is.
 */
import type { KeyInfo } from '../../../../shared/ipc/keys.ts'
import type { RequestLogEntry } from '../../../../shared/ipc/request-log.ts'

/** What a row's key is called. */
export type KeyName = { kind: 'saved'; label: string } | { kind: 'demo' } | { kind: 'unsaved' }

// The demo service's key is logged under this id (electron/core/session/session-target.ts).
const DEMO_KEY_ID = 'demo'

/** The name of `entry`'s key among the saved `keys` (undefined while the list is not read yet). */
export function keyNameOf(
  entry: Pick<RequestLogEntry, 'keyId'>,
  keys: readonly Pick<KeyInfo, 'id' | 'label'>[] | undefined,
): KeyName | null {
  const id = entry.keyId
  if (id === undefined || id === null) return null
  if (id === DEMO_KEY_ID) return { kind: 'demo' }
  const key = keys?.find((k) => k.id === id)
  return key === undefined ? { kind: 'unsaved' } : { kind: 'saved', label: key.label }
}
