/**
 * A node:http server that answers with the hostile corpus. The case is chosen per request, in this order:
 * a `/c/<case id>` prefix before `/v1/api` (one base URL per case), the slug, username or `q` of the request
 * (so a browser can visit one case per view without the server changing state), or `select(id)`. Anything
 * else gets a well-formed answer. Any bearer key is accepted; rate-limit headers look like the real ones.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { benignReply, hostileCase } from '../fixtures/hostile/index.ts'
import type { HostileCase, HostileEndpoint, HostileReply } from '../fixtures/hostile/index.ts'

/** A running hostile server. */
export interface HostileServer {
  origin: string
  /** `origin` + `/v1/api`: cases chosen by request parameters or `select`. */
  baseUrl: string
  /** A base URL whose every request of the case's endpoint gets that case. */
  baseUrlFor(caseId: string): string
  /** Makes `caseId` answer its endpoint for requests that name no case; null goes back to benign answers. */
  select(caseId: string | null): void
  /** Requests answered so far. */
  requestCount(): number
  close(): Promise<void>
}

const LIMIT = 100_000
const WINDOW_MS = 60_000

interface Route {
  endpoint: HostileEndpoint
  /** The slug, username or q that may name a case. */
  named: string | null
  cursor: string | null
}

function route(path: string, query: URLSearchParams): Route | null {
  const parts = path.split('/').filter((s) => s !== '')
  let seg: string | null
  try {
    seg = parts[1] === undefined ? null : decodeURIComponent(parts[1])
  } catch {
    return null
  }
  if (parts.length === 1 && parts[0] === 'stats') return { endpoint: 'stats', named: null, cursor: null }
  if (parts.length === 1 && parts[0] === 'me') return { endpoint: 'me', named: null, cursor: null }
  if (parts.length === 1 && parts[0] === 'bridges')
    return { endpoint: 'list', named: query.get('q'), cursor: query.get('cursor') }
  if (parts.length === 2 && parts[0] === 'bridges') return { endpoint: 'detail', named: seg, cursor: null }
  if (parts.length === 2 && parts[0] === 'profiles') return { endpoint: 'profile', named: seg, cursor: null }
  return null
}

function envelope(status: number, code: string, message: string): HostileReply {
  const request_id = 'req_000000000000beef'
  return {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'x-request-id': request_id },
    body: JSON.stringify({ error: { code, message, request_id } }),
  }
}

/** Starts the server on a free loopback port. */
export async function startHostileServer(): Promise<HostileServer> {
  let selected: string | null = null
  let count = 0
  let windowStart = 0
  let used = 0

  const pick = (forced: string | null, r: Route): HostileCase | null => {
    for (const id of [forced, r.named, selected]) {
      const found = id === null ? undefined : hostileCase(id)
      if (found && found.endpoint === r.endpoint) return found
    }
    return null
  }

  const answer = (req: http.IncomingMessage): HostileReply => {
    const url = new URL(req.url ?? '/', 'http://hostile.invalid')
    const prefix = /^\/c\/([a-z0-9-]+)(\/.*)$/.exec(url.pathname)
    const forced = prefix?.[1] ?? null
    const path = prefix?.[2] ?? url.pathname
    if (!path.startsWith('/v1/api/')) return envelope(404, 'not_found', 'not under /v1/api')
    const auth = req.headers.authorization ?? ''
    if (!/^bearer \S+/i.test(auth)) return envelope(401, 'missing_api_key', 'send a bearer key')
    const r = route(path.slice('/v1/api'.length), url.searchParams)
    if (r === null) return envelope(404, 'not_found', 'no such path')
    const found = pick(forced, r)
    return found ? found.reply({ cursor: r.cursor }) : benignReply(r.endpoint)
  }

  const rateHeaders = (): Record<string, string> => {
    const now = Date.now()
    const start = now - (now % WINDOW_MS)
    if (start !== windowStart) [windowStart, used] = [start, 0]
    used++
    return {
      'x-ratelimit-limit': String(LIMIT),
      'x-ratelimit-remaining': String(Math.max(0, LIMIT - used)),
      'x-ratelimit-reset': String(Math.ceil((start + WINDOW_MS) / 1000)),
      'x-request-id': 'req_0000000000000001',
      'cache-control': 'no-store',
    }
  }

  const server = http.createServer((req, res) => {
    count++
    let reply: HostileReply
    try {
      reply = answer(req)
    } catch (e) {
      reply = envelope(500, 'internal_error', `hostile server bug: ${String(e)}`)
    }
    const headers: Record<string, string> = rateHeaders()
    for (const [name, value] of Object.entries(reply.headers ?? {})) {
      if (value === null) delete headers[name]
      else headers[name] = value
    }
    const reset = headers['x-hostile-reset'] !== undefined
    delete headers['x-hostile-reset']
    res.writeHead(reply.status, headers)
    const body = reply.body
    if (typeof body === 'string' || body instanceof Uint8Array) {
      if (reset) res.write(body, () => req.socket.destroy())
      else res.end(body)
      return
    }
    const chunks = body()[Symbol.iterator]()
    const pump = (): void => {
      while (!res.destroyed) {
        const next = chunks.next()
        if (next.done === true) return void res.end()
        if (!res.write(next.value)) return
      }
    }
    res.on('drain', pump)
    pump()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const origin = `http://127.0.0.1:${port}`
  return {
    origin,
    baseUrl: `${origin}/v1/api`,
    baseUrlFor: (caseId) => `${origin}/c/${caseId}/v1/api`,
    select: (caseId) => {
      if (caseId !== null && hostileCase(caseId) === undefined) throw new Error(`no hostile case ${caseId}`)
      selected = caseId
    },
    requestCount: () => count,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
