import { QueryClient } from '@tanstack/react-query'

/** The app's one QueryClient: calls go to main (not the network), and main's API client already retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        networkMode: 'always',
        // The core retries by the API description's rules (Retry-After, backoff); retrying here would multiply them.
        retry: false,
        staleTime: 60_000,
        gcTime: 10 * 60_000,
        refetchOnWindowFocus: false,
      },
      mutations: { networkMode: 'always', retry: false },
    },
  })
}
