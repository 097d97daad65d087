import { queryOptions } from '@tanstack/react-query'
import { unwrap } from './call.ts'
import { getExplorer } from './explorer.ts'

/** Which service the app talks to and whether it is the demo; changes only when keys change. */
export function appInfoOptions() {
  return queryOptions({
    queryKey: ['app', 'info'] as const,
    queryFn: () => unwrap(getExplorer().getAppInfo()),
    staleTime: Infinity,
  })
}
