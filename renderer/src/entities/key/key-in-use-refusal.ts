import { useQuery } from '@tanstack/react-query'
import { appInfoOptions } from '../../lib/app-info.queries.ts'
import { presentState } from './key-state.ts'
import { keysQueries } from './keys.queries.ts'

/**
 * Why the key in use sends nothing, in a few words ("Revoked"), when the service refused it; null while it works,
 * is unchecked, or there is none. For views that show the request budget, which a refused key no longer spends.
 */
export function useKeyInUseRefusal(): string | null {
  const info = useQuery(appInfoOptions())
  const keys = useQuery(keysQueries.list())
  const key = keys.data?.find((k) => k.id === info.data?.activeKeyId)
  if (key === undefined) return null
  const state = presentState(key.state)
  return state.tone === 'bad' ? state.words : null
}
