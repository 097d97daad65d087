import { useQuery } from '@tanstack/react-query'
import { appInfoOptions } from '../../lib/app-info.queries.ts'
import { useWords } from '../../lib/words.tsx'
import { presentKey } from './key-state.ts'
import { keysQueries } from './keys.queries.ts'

/**
 * Why the key in use sends nothing, as a sentence ("Not sending: the service refused the key in use (Revoked)"),
 * when the service refused it or the keychain would not give it; null while it works, is unchecked, or there is
 * none. For views that show the request budget, which such a key no longer spends. A key the keychain would not
 * give was never refused by the service: that is said as the keychain's doing, with the keychain's words.
 */
export function useKeyInUseRefusal(): string | null {
  const { t } = useWords()
  const info = useQuery(appInfoOptions())
  const keys = useQuery(keysQueries.list())
  const key = keys.data?.find((k) => k.id === info.data?.activeKeyId)
  if (key === undefined) return null
  const state = presentKey(key)
  if (state.tone !== 'bad') return null
  return key.state === 'missing' || key.keychainLocked === true
    ? t('keys.refusal.keychain', { state: t(state.said) })
    : t('keys.refusal.service', { state: t(state.said) })
}
