import { queryOptions } from '@tanstack/react-query'
import { unwrap } from '../../../lib/call.ts'
import { getExplorer } from '../../../lib/explorer.ts'

/** The key alerts' settings (kept on this computer). */
export const keyAlertQueries = {
  settings: () =>
    queryOptions({
      queryKey: ['log', 'alerts'] as const,
      queryFn: () => unwrap(getExplorer().getKeyAlerts()),
      networkMode: 'always',
    }),
}
