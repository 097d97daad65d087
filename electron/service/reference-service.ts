/**
 * The testing entry of the reference service: the demo service plus the test controls (faults, latency, tally,
 * key changes) and the dashboard stand-in, guarded by Host, Origin and a per-run secret. For tests, tooling and
 * the standalone service; the desktop app uses demo-service.ts.
 */
import { randomBytes } from 'node:crypto'
import { guardedDashboard } from './dashboard-guard.ts'
import { liveStep, startLive } from './live.ts'
import { createRng, deriveSeed } from './prng.ts'
import { startServiceServer } from './server.ts'
import { createServiceState, deprecationInfo, type ServiceState } from './service-state.ts'
import { ResponseTally } from './tally.ts'
import type { ReferenceService, ServiceControl, ServiceData, ServiceOptions } from './types.ts'

function controls(
  state: ServiceState,
  tally: ResponseTally,
  setLatency: (ms: number) => void,
  publish: (count: number) => void,
): ServiceControl {
  const { keys, now, ctx } = state
  return {
    revokeKey: (key) => keys.revokeKey(key),
    expireKey: (key) => keys.expireKey(key, now()),
    setAccountAccess: (username, access) => keys.setAccountAccess(username, access),
    failNext: (n, fault = {}) => {
      for (let i = 0; i < n; i++) ctx.faults.push({ ...fault })
    },
    createKey: (input) => {
      const e = keys.createKey(input, now())
      return { id: e.id, key: e.key }
    },
    setDeprecation: ({ path, deprecation, sunset, ...links }) =>
      ctx.deprecations.set(path ?? '*', deprecationInfo(deprecation, sunset, links)),
    publishNow: (count = 1) => publish(count),
    setLatency: (ms) => {
      if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`latency must be a number >= 0, got ${ms}`)
      setLatency(ms)
    },
    tally: () => tally.snapshot(),
  }
}

function dataAccess(state: ServiceState): ServiceData {
  const { data } = state
  return {
    published: () => data.published().slice(),
    stats: () => data.stats(),
    profile: (username) => data.profile(username),
    categories: data.categories,
    hiddenSlugs: () => data.hiddenSlugs(),
  }
}

/** Starts the reference service with its test controls and guarded dashboard; resolves once it listens. */
export async function startReferenceService(opts: ServiceOptions = {}): Promise<ReferenceService> {
  const state = createServiceState(opts)
  // Mutable so tooling can inject latency spikes into a running service (control.setLatency).
  let latencyMs = opts.latencyMs ?? 0
  const tally = new ResponseTally()
  const dashboardSecret = randomBytes(24).toString('base64url')
  const where = { origin: '' }
  const server = await startServiceServer(state, opts, {
    latencyMs: () => latencyMs,
    onApiReply: (token, reply, fault, res) => {
      tally.received(token)
      tally.answered(token, fault !== null ? `fault:${fault}` : (reply.code ?? 'ok'))
      if (reply.status === 401) res.once('finish', () => tally.unauthorizedSent(token))
    },
    dashboard: guardedDashboard(state, () => where.origin, dashboardSecret),
  })
  where.origin = server.origin
  const liveInterval = opts.live === true ? 2000 : opts.live ? opts.live.intervalMs : 0
  const live = liveInterval > 0 ? startLive(state.data, state.seed, liveInterval, state.now) : null
  const manualRng = live?.rng ?? createRng(deriveSeed(state.seed, 'live'))
  const publish = (count: number): void => liveStep(state.data, manualRng, state.now(), count)
  return {
    origin: server.origin,
    baseUrl: `${server.origin}/v1/api`,
    demoKeys: state.demoKeys,
    dashboardSecret,
    control: controls(state, tally, (ms) => (latencyMs = ms), publish),
    data: dataAccess(state),
    requestCount: () => server.requestCount(),
    stop: async () => {
      live?.stop()
      await server.stop()
    },
  }
}
