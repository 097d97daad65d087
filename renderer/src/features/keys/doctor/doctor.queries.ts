/** Query options of the keychain doctor: what main found about the keychain (never a key). */
import { queryOptions } from '@tanstack/react-query'
import { unwrap } from '../../../lib/call.ts'
import { getExplorer } from '../../../lib/explorer.ts'
import { keysQueries } from '../../../entities/key/keys.queries.ts'

/** ['keys','doctor']: under the keys, so every key change looks at the keychain again. */
export const doctorQueries = {
  report: () =>
    queryOptions({
      queryKey: [...keysQueries.all(), 'doctor'] as const,
      queryFn: () => unwrap(getExplorer().diagnoseKeychain()),
      networkMode: 'always',
      // The answer only changes with the machine's state: look again on request, or after a key change.
      staleTime: Infinity,
      retry: false,
    }),
}
