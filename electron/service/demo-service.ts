/**
 * The embedded demo service: the API, its document and the live feed, and nothing a demo does not need. No
 * dashboard (a web page could otherwise create or revoke keys with a no-cors POST; docs/security.md, threat model 1),
 * no test controls, so the desktop bundle carries none of them.
 */
import { startLive } from './live.ts'
import { startServiceServer } from './server.ts'
import { createServiceState } from './service-state.ts'
import type { DemoKeys, ServiceOptions } from './types.ts'

/** A running demo service. */
export interface DemoService {
  origin: string
  baseUrl: string
  demoKeys: DemoKeys | null
  stop(): Promise<void>
}

/** Starts the demo service and resolves once it listens. */
export async function startDemoService(opts: ServiceOptions = {}): Promise<DemoService> {
  const state = createServiceState(opts)
  const server = await startServiceServer(state, opts)
  const liveInterval = opts.live === true ? 2000 : opts.live ? opts.live.intervalMs : 0
  const live = liveInterval > 0 ? startLive(state.data, state.seed, liveInterval, state.now) : null
  return {
    origin: server.origin,
    baseUrl: `${server.origin}/v1/api`,
    demoKeys: state.demoKeys,
    stop: async () => {
      live?.stop()
      await server.stop()
    },
  }
}
