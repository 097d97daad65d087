/**
 * The network channels' handlers (shared/ipc/network.ts), ready to join the core's handler map: the payload is
 * validated at the boundary as every channel's is, so each handler receives its checked request.
 */
import type { NetworkChannel, NetworkRequestOf, NetworkResults } from '../../../shared/ipc/network.ts'
import type { NetworkSettings } from './network-settings.ts'

/** One handler per network channel. */
export type NetworkHandlers = {
  [C in NetworkChannel]: (request: NetworkRequestOf<C>) => Promise<NetworkResults[C]>
}

/**
 * Handlers over the host's network settings; `currentServiceUrl` names the service in use (the active key's, or
 * the demo service's), which "Test the proxy" reaches when the request names none.
 */
export function networkHandlers(
  network: NetworkSettings,
  currentServiceUrl: () => string | null,
): NetworkHandlers {
  return {
    'network:get-proxy': async () => network.get(),
    'network:set-proxy': (setting) => network.set(setting),
    'network:test-proxy': async ({ serviceUrl }) => {
      const url = serviceUrl ?? currentServiceUrl()
      if (url === null || url === '')
        return {
          ok: false,
          serviceUrl: '',
          status: null,
          elapsedMs: 0,
          failure: {
            kind: 'config',
            code: 'no_key',
            message: 'no service to test: add a key with its service URL',
          },
        }
      return network.test(url)
    },
    'network:get-sign-in': async () => ({ asks: network.signIn?.pending() ?? [] }),
    'network:answer-sign-in': async (answer) => ({ answered: network.signIn?.answer(answer) ?? false }),
  }
}
