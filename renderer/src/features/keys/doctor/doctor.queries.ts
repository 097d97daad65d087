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
      // A read only: the test write runs on the user's Check again (see `checkNow`), never by itself.
      queryFn: () => unwrap(getExplorer().diagnoseKeychain({ write: false })),
      networkMode: 'always',
      // The answer only changes with the machine's state: look again on request, or after a key change.
      staleTime: Infinity,
      retry: false,
    }),
  /** The explicit check: also saves and deletes a test entry, which may bring up the keyring's unlock prompt. */
  checkNow: () => unwrap(getExplorer().diagnoseKeychain({ write: true })),
}
