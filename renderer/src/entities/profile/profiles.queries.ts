import { queryOptions } from '@tanstack/react-query'
import { cancellable } from '../../lib/call.ts'
import { getExplorer } from '../../lib/explorer.ts'

/** Query keys of profiles, from general to specific. */
export const profileKeys = {
  all: ['profiles'] as const,
  detail: (username: string) => ['profiles', 'detail', username] as const,
}

/** The key owner's own profile (GET /me); keyed by nothing else, so a key change refetches it with the rest. */
export function myProfileOptions() {
  return queryOptions({
    queryKey: ['me'] as const,
    queryFn: ({ signal }) => cancellable(signal, (requestId) => getExplorer().getMe({ requestId })),
  })
}

/** One public profile by username. */
export function profileOptions(username: string) {
  return queryOptions({
    queryKey: profileKeys.detail(username),
    queryFn: ({ signal }) =>
      cancellable(signal, (requestId) => getExplorer().getProfile({ requestId, username })),
  })
}
