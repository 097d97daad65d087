/** The HTTP side of the reference service: routes, malformed-request answers, listening and stopping. */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { authorizationHeader, bearerToken, handleApi } from './api.ts'
import { ServiceError, errorBody, invalidParam } from './errors.ts'
import { loadOpenApi } from './openapi.ts'
import { errorReply, requestIdSource, sendReply, type BodyFault, type Reply } from './respond.ts'
import type { ServiceState } from './service-state.ts'
import type { ServiceOptions } from './types.ts'

const MAX_HEADER_BYTES = 2 * 1024 * 1024
const CHANGELOG =
  'Bridge Public Data API changelog\n\n1.0.0-beta: initial release (read-only public API, key management, rate limits, status page).\n'

/** What an entry adds to the plain service: the testing entry counts answers, delays them and has a dashboard. */
export interface ServiceExtras {
  /** Delay before each answer, read per request. */
  latencyMs?: () => number
  /** Hears every API answer before it is sent (the tally). */
  onApiReply?: (token: string, reply: Reply, fault: BodyFault, res: ServerResponse) => void
  /** Answers `/dashboard/...`; absent, those paths are 404 like any unknown path. */
  dashboard?: (req: IncomingMessage, path: string, rid: string) => Promise<Reply>
}

/** A listening service server. */
export interface ServiceServer {
  origin: string
  requestCount(): number
  stop(): Promise<void>
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

/** Path and query of a request target, also in absolute form (`http://host/path`). */
function splitTarget(target: string | undefined): { path: string; query: string } {
  let url = target ?? '/'
  if (!url.startsWith('/')) url = /^https?:\/\/[^/]*(\/.*)?$/i.exec(url)?.[1] ?? url
  const qi = url.indexOf('?')
  return { path: qi === -1 ? url : url.slice(0, qi), query: qi === -1 ? '' : url.slice(qi + 1) }
}

/** Starts the HTTP server over `state` and resolves once it listens. */
export async function startServiceServer(
  state: ServiceState,
  opts: ServiceOptions,
  extras: ServiceExtras = {},
): Promise<ServiceServer> {
  const docs = await loadOpenApi()
  const nextId = requestIdSource()
  let requests = 0
  const deliver = (
    req: IncomingMessage,
    res: ServerResponse,
    reply: Reply,
    rid: string,
    fault: BodyFault = null,
  ): void => {
    const delay = extras.latencyMs?.() ?? opts.latencyMs ?? 0
    if (delay > 0) setTimeout(() => sendReply(req, res, reply, rid, fault), delay)
    else sendReply(req, res, reply, rid, fault)
  }
  const internal = (req: IncomingMessage, res: ServerResponse, rid: string, err: unknown): void => {
    process.stderr.write(
      `reference service: internal error on ${req.method} ${req.url?.slice(0, 200)} (${rid}): ${(err as Error)?.stack ?? String(err)}\n`,
    )
    deliver(req, res, errorReply(new ServiceError('internal_error'), rid), rid)
  }
  const statics: Readonly<Record<string, [string | null, string]>> = {
    '/v1/openapi.yaml': [docs.yaml, 'application/yaml; charset=utf-8'],
    '/v1/openapi.json': [docs.json, 'application/json; charset=utf-8'],
    '/v1/changelog': [CHANGELOG, 'text/plain; charset=utf-8'],
  }

  const server = createServer({ maxHeaderSize: MAX_HEADER_BYTES }, (req, res) => {
    requests++
    const rid = nextId()
    try {
      const { path, query } = splitTarget(req.url)
      if (path === '/v1/api' || path.startsWith('/v1/api/')) {
        const token = bearerToken(authorizationHeader(req)) ?? ''
        const { reply, fault } = handleApi(state.ctx, req, path.slice(7), query, rid)
        extras.onApiReply?.(token, reply, fault, res)
        deliver(req, res, reply, rid, fault)
      } else if (path.startsWith('/dashboard/') && extras.dashboard) {
        extras.dashboard(req, path, rid).then(
          (reply) => deliver(req, res, reply, rid),
          (err: unknown) => internal(req, res, rid, err),
        )
      } else if (Object.hasOwn(statics, path)) {
        const [body, type] = statics[path] as [string | null, string]
        deliver(req, res, staticReply(req, rid, body, type), rid)
      } else {
        const missing = new ServiceError('not_found', 'No resource has this path; the API is under /v1/api.')
        deliver(req, res, errorReply(missing, rid), rid)
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
  state.ctx.changelogUrl = `${origin}/v1/changelog`
  return {
    origin,
    requestCount: () => requests,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
