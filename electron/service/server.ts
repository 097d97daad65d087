/** Starts the reference service on node:http and wires data, keys, limits, faults and controls. */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { authorizationHeader, bearerToken, handleApi, type ApiContext, type DeprecationInfo } from './api.ts'
import { CursorCodec } from './cursor.ts'
import { handleDashboard } from './dashboard.ts'
import { Dataset } from './dataset.ts'
import { buildDemoKeys } from './demo-keys.ts'
import { Endpoints } from './endpoints.ts'
import { ServiceError, errorBody, invalidParam } from './errors.ts'
import { liveStep, startLive } from './live.ts'
import { isIsoDate, validateKeysFile } from './keys-file.ts'
import { KeyStore } from './keys.ts'
import { LockoutTracker } from './lockout.ts'
import { loadOpenApi, type OpenApiDocs } from './openapi.ts'
import { createRng, deriveSeed } from './prng.ts'
import { FixedWindowLimiter } from './rate-limit.ts'
import { errorReply, requestIdSource, sendReply, type BodyFault, type Reply } from './respond.ts'
import { ResponseTally } from './tally.ts'
import type { ReferenceService, ServiceOptions } from './types.ts'

const MAX_HEADER_BYTES = 2 * 1024 * 1024
const CHANGELOG =
  'Bridge Public Data API changelog\n\n1.0.0-beta: initial release (read-only public API, key management, rate limits, status page).\n'

/** Deprecation info from ISO dates; throws on a date that does not parse. */
export function deprecationInfo(deprecation: string, sunset?: string): DeprecationInfo {
  for (const d of [deprecation, sunset])
    if (d !== undefined && !isIsoDate(d)) throw new TypeError(`not an ISO 8601 date: ${d}`)
  return {
    deprecationS: Math.floor(Date.parse(deprecation) / 1000),
    sunset: sunset === undefined ? null : new Date(Date.parse(sunset)).toUTCString(),
  }
}

function staticReply(req: IncomingMessage, rid: string, body: string | null, contentType: string): Reply {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return errorReply(
      new ServiceError('validation_failed', 'Only GET and HEAD are supported.', 'method'),
      rid,
      [['Allow', 'GET, HEAD']],
    )
  }
  if (body === null)
    return errorReply(new ServiceError('not_found', 'The OpenAPI document is not available.'), rid)
  return { status: 200, body, contentType, headers: [] }
}

/** Writes the envelope itself: Node's own answer to malformed or oversized HTTP is a bare 400/431. */
function onClientError(nextId: () => string) {
  return (err: NodeJS.ErrnoException, socket: Socket): void => {
    // A response already under way on this socket cannot be followed by another status line.
    const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage
    if (err.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
      socket.destroy()
      return
    }
    const why =
      err.code === 'HPE_HEADER_OVERFLOW'
        ? 'The request line and headers are larger than 2 MiB.'
        : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? 'The request was not completed in time.'
          : 'The request is not valid HTTP.'
    const rid = nextId()
    const body = errorBody(invalidParam('request', why), rid)
    socket.end(
      `HTTP/1.1 400 Bad Request\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Cache-Control: no-store\r\nX-API-Version: 1.0.0-beta\r\nX-Request-Id: ${rid}\r\nConnection: close\r\n\r\n${body}`,
    )
  }
}

/** Starts the service and resolves once it listens. */
export async function startReferenceService(opts: ServiceOptions = {}): Promise<ReferenceService> {
  const now = opts.now ?? Date.now
  const seed = opts.seed ?? 1
  const data = new Dataset(seed, opts.bridges ?? 2000)
  let demoKeys: ReferenceService['demoKeys'] = null
  let keysFile = opts.keys ? validateKeysFile(opts.keys, 'opts.keys') : null
  if (!keysFile) {
    const [owner, other] = data.users
    const built = buildDemoKeys(seed, owner?.username ?? 'demo_owner', other?.username ?? 'demo_unapproved')
    keysFile = built.file
    demoKeys = built.demo
  }
  const keys = new KeyStore(keysFile)
  for (const a of keys.accounts())
    data.addAccount({
      username: a.username,
      display_name: a.display_name,
      ref: { username: a.username, verified: false },
    })
  const docs: OpenApiDocs = await loadOpenApi()
  const nextId = requestIdSource()
  // Mutable so tooling can inject latency spikes into a running service (control.setLatency).
  let latencyMs = opts.latencyMs ?? 0
  const tally = new ResponseTally()
  const ctx: ApiContext = {
    now,
    keys,
    limiter: new FixedWindowLimiter(opts.rateLimit ?? 60, opts.windowMs ?? 60_000),
    lockout: new LockoutTracker(opts.invalidAttempts ?? 10, opts.lockoutMs ?? 900_000),
    endpoints: new Endpoints(data, new CursorCodec()),
    faults: [],
    failRate: opts.failRate ?? 0,
    deprecations: new Map(),
    changelogUrl: '',
  }
  if (opts.deprecation !== undefined)
    ctx.deprecations.set('*', deprecationInfo(opts.deprecation, opts.sunset))
  else if (opts.sunset !== undefined) throw new TypeError('sunset needs deprecation')
  let requests = 0

  const deliver = (
    req: IncomingMessage,
    res: ServerResponse,
    reply: Reply,
    rid: string,
    fault: BodyFault = null,
  ): void => {
    if (latencyMs > 0) setTimeout(() => sendReply(req, res, reply, rid, fault), latencyMs)
    else sendReply(req, res, reply, rid, fault)
  }
  const internal = (req: IncomingMessage, res: ServerResponse, rid: string, err: unknown): void => {
    process.stderr.write(
      `reference service: internal error on ${req.method} ${req.url?.slice(0, 200)} (${rid}): ${(err as Error)?.stack ?? String(err)}\n`,
    )
    deliver(req, res, errorReply(new ServiceError('internal_error'), rid), rid)
  }

  const server = createServer({ maxHeaderSize: MAX_HEADER_BYTES }, (req, res) => {
    requests++
    const rid = nextId()
    try {
      let url = req.url ?? '/'
      if (!url.startsWith('/')) url = /^https?:\/\/[^/]*(\/.*)?$/i.exec(url)?.[1] ?? url // absolute-form request target
      const qi = url.indexOf('?')
      const path = qi === -1 ? url : url.slice(0, qi)
      const query = qi === -1 ? '' : url.slice(qi + 1)
      if (path === '/v1/api' || path.startsWith('/v1/api/')) {
        const token = bearerToken(authorizationHeader(req)) ?? ''
        tally.received(token)
        const { reply, fault } = handleApi(ctx, req, path.slice(7), query, rid)
        tally.answered(token, fault !== null ? `fault:${fault}` : (reply.code ?? 'ok'))
        if (reply.status === 401) res.once('finish', () => tally.unauthorizedSent(token))
        deliver(req, res, reply, rid, fault)
      } else if (path.startsWith('/dashboard/')) {
        handleDashboard(keys, now, req, path, rid).then(
          (reply) => deliver(req, res, reply, rid),
          (err: unknown) => internal(req, res, rid, err),
        )
      } else if (path === '/v1/openapi.yaml') {
        deliver(req, res, staticReply(req, rid, docs.yaml, 'application/yaml; charset=utf-8'), rid)
      } else if (path === '/v1/openapi.json') {
        deliver(req, res, staticReply(req, rid, docs.json, 'application/json; charset=utf-8'), rid)
      } else if (path === '/v1/changelog') {
        deliver(req, res, staticReply(req, rid, CHANGELOG, 'text/plain; charset=utf-8'), rid)
      } else {
        deliver(
          req,
          res,
          errorReply(
            new ServiceError('not_found', 'No resource has this path; the API is under /v1/api.'),
            rid,
          ),
          rid,
        )
      }
    } catch (err) {
      internal(req, res, rid, err)
    }
  })
  server.on('clientError', onClientError(nextId))
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(opts.port ?? 8787, opts.host ?? '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
  const { address, port } = server.address() as AddressInfo
  const origin = `http://${address.includes(':') ? `[${address}]` : address}:${port}`
  ctx.changelogUrl = `${origin}/v1/changelog`
  const liveInterval = opts.live === true ? 2000 : opts.live ? opts.live.intervalMs : 0
  const live = liveInterval > 0 ? startLive(data, seed, liveInterval, now) : null
  const manualRng = live?.rng ?? createRng(deriveSeed(seed, 'live'))

  return {
    origin,
    baseUrl: `${origin}/v1/api`,
    demoKeys,
    control: {
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
      setDeprecation: ({ path, deprecation, sunset }) =>
        ctx.deprecations.set(path ?? '*', deprecationInfo(deprecation, sunset)),
      publishNow: (count = 1) => liveStep(data, manualRng, now(), count),
      setLatency: (ms) => {
        if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`latency must be a number >= 0, got ${ms}`)
        latencyMs = ms
      },
      tally: () => tally.snapshot(),
    },
    data: {
      published: () => data.published().slice(),
      stats: () => data.stats(),
      profile: (username) => data.profile(username),
      categories: data.categories,
      hiddenSlugs: () => data.hiddenSlugs(),
    },
    requestCount: () => requests,
    stop: async () => {
      live?.stop()
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
    },
  }
}
