import { queryOptions } from '@tanstack/react-query'
import { cancellable } from '../../lib/call.ts'
import { getExplorer } from '../../lib/explorer.ts'

/** Query keys of profiles, from general to specific. */
export const profileKeys = {
  all: ['profiles'] as const,
  detail: (username: string) => ['profiles', 'detail', username] as const,
}

/** One public profile by username. */
export function profileOptions(username: string) {
  return queryOptions({
    queryKey: profileKeys.detail(username),
    queryFn: ({ signal }) =>
      cancellable(signal, (requestId) => getExplorer().getProfile({ requestId, username })),
  })
}
